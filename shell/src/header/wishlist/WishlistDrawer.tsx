import { buttonClassName, Drawer } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import {
  hydrateWishlist,
  paths,
  useWishlist,
  WISHLIST_TYPES,
  type WishlistItem,
} from '@shop/platform';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { SHELL_LATER_NAMESPACE } from '../../i18n-later';
import styles from '../Menus.module.css';

/**
 * SHELL-032/033: the wishlist drawer: the STAY and ACTIVITY lists of the shared wishlist store
 * (the hearts of every app write to it), or the empty copy with "Add items".
 */
export default function WishlistDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  const lists = useWishlist((state) => state.lists);
  useEffect(() => hydrateWishlist(), []);
  const empty = WISHLIST_TYPES.every((type) => lists[type].length === 0);
  return (
    <Drawer open={open} onClose={onClose} title={t('wishlist.title')} closeLabel={t('close')}>
      {empty ? (
        <div className={styles.empty}>
          <p>{t('wishlist.empty')}</p>
          <Link to={paths.search()} className={buttonClassName()} onClick={onClose}>
            {t('wishlist.addItems')}
          </Link>
        </div>
      ) : (
        WISHLIST_TYPES.filter((type) => lists[type].length > 0).map((type) => (
          <section key={type} aria-labelledby={`wishlist-${type}`}>
            <h3 id={`wishlist-${type}`} className={styles.sectionTitle}>
              {t(`wishlist.lists.${type}`, { count: lists[type].length })}
            </h3>
            <ul className={styles.cards}>
              {lists[type].map((item) => (
                <WishlistCard key={item.id} item={item} onNavigate={onClose} />
              ))}
            </ul>
          </section>
        ))
      )}
    </Drawer>
  );
}

function WishlistCard({ item, onNavigate }: { item: WishlistItem; onNavigate: () => void }) {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  const { hotel } = item;
  return (
    <li className={styles.card}>
      {item.imageUrl && (
        <img
          src={item.imageUrl}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          className={styles.cardImage}
        />
      )}
      <div>
        <Link to={item.uri} onClick={onNavigate} className={styles.cardTitle}>
          {item.label}
        </Link>
        {hotel && (
          <p className={styles.cardMeta}>
            {hotel.label}
            {hotel.stars ? ` · ${t('wishlist.stars', { count: hotel.stars })}` : ''}
            {hotel.location ? ` · ${hotel.location.label}` : ''}
          </p>
        )}
      </div>
    </li>
  );
}
