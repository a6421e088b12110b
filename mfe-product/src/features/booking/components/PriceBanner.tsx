import { Modal } from '@shop/design-system';
import { formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import type { PriceBannerState } from '../rules/booking-rules';
import styles from './ProductBooking.module.css';

/**
 * PROD-023..025: the price banner (hidden in gifting): loading, the money saved of a final price
 * with a promo, "up to X%" for a from-price with a promo, or the default message; it opens a modal
 * explaining the prices, whose text depends on whether the dates are valid.
 */
export function PriceBanner({
  state,
  validDates,
}: {
  state: PriceBannerState;
  validDates: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((s) => s.language);
  const locale = usePlatform((s) => s.locale);
  const tag = formattingLocale(language, locale);
  const [open, setOpen] = useState(false);
  if (state.kind === 'hidden') return null;
  const text =
    state.kind === 'loading'
      ? t('booking.banner.loading')
      : state.kind === 'moneySaved'
        ? t('booking.banner.moneySaved', {
            amount: formatPrice(state.moneySaved, tag, { roundUp: true }),
          })
        : state.kind === 'upTo'
          ? t('booking.banner.upTo', { promo: state.promo })
          : t('booking.banner.default');
  return (
    <div className={styles.banner} data-testid="price-banner" data-state={state.kind}>
      <span role={state.kind === 'loading' ? 'status' : undefined}>{text}</span>
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
        {t('booking.banner.more')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('booking.banner.modalTitle')}
        closeLabel={t('booking.close')}
      >
        <p>{validDates ? t('booking.banner.modalFinal') : t('booking.banner.modalFrom')}</p>
        <p>{t('booking.banner.modalTax')}</p>
      </Modal>
    </div>
  );
}
