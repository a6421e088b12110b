import { Alert, Button, buttonClassName, PageSkeleton } from '@shop/design-system';
import { formatDate, formatPrice, useTranslation } from '@shop/i18n';
import { Link, paths, shellQueryOf, usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import { usePrintableVoucher } from '../../../entities/gift-voucher/api/get-printable-voucher';
import { useFormatTag } from '../../../lib/use-format-tag';
import styles from './PrintableVoucher.module.css';

/**
 * GIFT-011, ADR 0072: /confirmation/{orderUUID}?print=voucher&token=…: the gift voucher as a page
 * to print (offer, 2 people, valid 1 year until its last day, code, message from fromName), read
 * with the order's view token like the order itself (ADR 0062).
 */
export function PrintableVoucher({ orderUUID }: { orderUUID: string }) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const search = usePlatform((state) => state.location.search);
  const query = new URLSearchParams(search);
  const token = query.get('token');
  const voucher = usePrintableVoucher(orderUUID, token);
  const { print: _print, ...rest } = Object.fromEntries(query);
  const back = paths.confirmation(orderUUID, { ...shellQueryOf(search), ...rest });
  if (!token || voucher.error) {
    return <Alert tone="warning">{t('gift.printUnavailable')}</Alert>;
  }
  if (!voucher.data) return <PageSkeleton />;
  const data = voucher.data;
  return (
    <div className={styles.page}>
      <article className={styles.voucher} data-testid="printable-voucher">
        <p className={styles.kicker}>{t('gift.title')}</p>
        <h2 className={styles.label}>{data.label}</h2>
        {data.hotelName ? <p>{data.hotelName}</p> : null}
        <p>
          {t('gift.nights', { count: data.nights })} · {t('gift.people', { count: data.adults })}
        </p>
        <p className={styles.code}>
          {t('gift.code')} <strong>{data.code}</strong>
        </p>
        <p>{t('gift.validUntil', { date: formatDate(data.expiresOn, tag) })}</p>
        {data.message ? (
          <blockquote className={styles.message}>
            <p>{data.message}</p>
            <footer>{t('gift.from', { name: data.fromName })}</footer>
          </blockquote>
        ) : null}
        <p className={styles.small}>
          {t('gift.orderLine', {
            number: data.bookingNumber,
            amount: formatPrice(data.amount, tag),
          })}
        </p>
        <p className={styles.small}>{t('gift.howTo')}</p>
      </article>
      <p className={styles.actions}>
        <Button onClick={() => window.print()}>{t('gift.printNow')}</Button>
        <Link to={back} className={buttonClassName({ variant: 'secondary' })}>
          {t('gift.backToConfirmation')}
        </Link>
      </p>
    </div>
  );
}
