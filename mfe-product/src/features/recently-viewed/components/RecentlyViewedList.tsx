import { formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { Link, usePlatform } from '@shop/platform';
import { hydrateRecentlyViewed, useRecentlyViewed } from '@shop/platform/recently-viewed';
import { useEffect, useId } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './RecentlyViewedList.module.css';

export interface RecentlyViewedListProps {
  /** The product on screen: it is not offered again in its own list. */
  currentId: number;
}

/**
 * PROD-070: the recently viewed activities (browser storage, newest first, at most 10: the
 * platform's store), the current one left out; nothing while there is none. Rendered after mount
 * only (the list is the browser's).
 */
export function RecentlyViewedList({ currentId }: RecentlyViewedListProps) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const items = useRecentlyViewed((state) => state.items);
  useEffect(() => hydrateRecentlyViewed(), []);
  const shown = items.filter(
    (item) => item.type === 'ACTIVITY' && String(item.id) !== String(currentId),
  );
  if (shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="recently-viewed">
      <h2 id={titleId} className={styles.title}>
        {t('activity.recentlyViewed.title')}
      </h2>
      <ul className={styles.list}>
        {shown.map((item) => (
          <li key={String(item.id)} className={styles.item}>
            <Link to={item.uri} className={styles.link}>
              {item.imageUrl ? (
                <img
                  className={styles.image}
                  src={item.imageUrl}
                  alt=""
                  width={120}
                  height={80}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.image} aria-hidden="true" />
              )}
              <span className={styles.label}>{item.label}</span>
              {item.price?.sellPrice !== undefined ? (
                <span className={styles.price}>
                  {t('activity.recentlyViewed.price', {
                    price: formatPrice(item.price.sellPrice, tag),
                  })}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
