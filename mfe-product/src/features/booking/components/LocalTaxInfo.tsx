import type { LocalTax } from '@shop/api-contract';
import { Modal } from '@shop/design-system';
import { formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import { localTaxAmount } from '../rules/booking-rules';
import styles from './ProductBooking.module.css';

/**
 * PROD-041..043: the local tax. To be paid at the hotel: a link opening a modal; otherwise a text
 * saying the price does not include the tax paid on site. Its amount reads per person per night,
 * or as a percentage of the package price (BOOKING_PERCENTAGE).
 */
export function LocalTaxInfo({ tax }: { tax: LocalTax | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((s) => s.language);
  const locale = usePlatform((s) => s.locale);
  const tag = formattingLocale(language, locale);
  const [open, setOpen] = useState(false);
  const amount = localTaxAmount(tax);
  if (!tax || amount.kind === 'none') return null;
  const text =
    amount.kind === 'percentage'
      ? t('booking.localTax.percentage', { percentage: amount.percentage })
      : t('booking.localTax.perPersonPerNight', { amount: formatPrice(amount.amount, tag) });
  if (!tax.toBePaidAtHotel) {
    return (
      <p className={styles.muted} data-testid="local-tax">
        {t('booking.localTax.notIncluded', { amount: text })}
      </p>
    );
  }
  return (
    <div data-testid="local-tax">
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
        {t('booking.localTax.link')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('booking.localTax.modalTitle')}
        closeLabel={t('booking.close')}
      >
        <p>{t('booking.localTax.modalText', { amount: text })}</p>
      </Modal>
    </div>
  );
}
