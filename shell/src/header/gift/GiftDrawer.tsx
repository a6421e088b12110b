import { Drawer } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useEnabledPath } from '@shop/platform/feature-links';
import { Link } from 'react-router';
import { SHELL_LATER_NAMESPACE } from '../../i18n-later';
import styles from '../Menus.module.css';
import { isSitePath } from '../navigation/nav-levels';
import { useGiftBlock } from './api/get-gift-block';

const GIFT_LINKS = [
  ['boxURL', 'boxes'],
  ['singleVoucherURL', 'voucher'],
  ['giftcardURL', 'giftcard'],
  ['activityOnlyURL', 'activity'],
] as const;

/** SHELL-029/030: the gift drawer: the locale's gift block (boxes, vouchers, gift card, activities). */
export default function GiftDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const enabled = useEnabledPath();
  const { data, error } = useGiftBlock();
  const entry = data?.[locale];
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={entry?.title ?? t('gift.title')}
      closeLabel={t('close')}
    >
      {error !== undefined && <p>{t('menu.unavailable')}</p>}
      {entry && (
        <div className={styles.gift}>
          <picture>
            <source media="(min-width: 600px)" srcSet={entry.imageLarge} />
            <img
              src={entry.imageSmall}
              alt=""
              width={320}
              height={180}
              className={styles.giftImage}
            />
          </picture>
          <p>{entry.subtitle}</p>
          <ul className={styles.links}>
            {/* SHELL-054: a gift whose toggle is off (boxes, activities) is not offered. */}
            {GIFT_LINKS.filter(([field]) => isSitePath(entry[field]) && enabled(entry[field])).map(
              ([field, key]) => (
                <li key={field}>
                  <Link to={entry[field]} onClick={onClose}>
                    {t(`gift.links.${key}`)}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </div>
      )}
    </Drawer>
  );
}
