import type { OrderGiftVoucher } from '@shop/api-contract';
import { buttonClassName } from '@shop/design-system';
import { formatDate, useTranslation } from '@shop/i18n';
import { Link } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import { useFormatTag } from '../../../lib/use-format-tag';

/**
 * GIFT-011: the gift voucher an order bought, on its confirmation: what it offers (nights for 2
 * people, valid 1 year), its code and last day once paid, the message, and the printable voucher.
 */
export function GiftVoucherCard({
  voucher,
  label,
  printHref,
}: {
  voucher: OrderGiftVoucher;
  label: string | undefined;
  printHref: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  return (
    <section aria-labelledby="confirmation-gift" data-testid="confirmation-gift-voucher">
      <h2 id="confirmation-gift">{t('gift.title')}</h2>
      <p>
        <strong>{label ?? t('gift.offer')}</strong>
      </p>
      <p>
        {t('gift.nights', { count: voucher.nights })} · {t('gift.validity')}
      </p>
      {voucher.code ? (
        <>
          <p>
            {t('gift.code')} <strong data-testid="gift-voucher-code">{voucher.code}</strong>
          </p>
          {voucher.expiresOn ? (
            <p>{t('gift.validUntil', { date: formatDate(voucher.expiresOn, tag) })}</p>
          ) : null}
          <p>
            <Link to={printHref} className={buttonClassName({ variant: 'secondary' })}>
              {t('gift.print')}
            </Link>
          </p>
        </>
      ) : (
        <p>{t('gift.notIssued')}</p>
      )}
      {voucher.message ? (
        <blockquote>
          <p>{voucher.message}</p>
          {voucher.fromName ? <footer>{t('gift.from', { name: voucher.fromName })}</footer> : null}
        </blockquote>
      ) : null}
    </section>
  );
}
