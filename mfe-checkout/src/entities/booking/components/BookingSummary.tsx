import type { OrderSummary } from '@shop/api-contract';
import { Button } from '@shop/design-system';
import { formatDate, formatPrice, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { ACCOUNT_NAMESPACE } from '../../../i18n-account';
import styles from './BookingSummary.module.css';

export interface BookingSummaryProps {
  order: OrderSummary;
}

/**
 * BEY-003: a booking as its owner sees it: status, stay, travellers, the price breakdown
 * (CHK-032's fields) and its documents (the booking confirmation, printable).
 */
export function BookingSummary({ order }: BookingSummaryProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const tag = usePlatform((state) => state.locale).replace('_', '-');
  const price = (cents: number) => formatPrice(cents, tag);
  const { stay, priceBreakdown: breakdown } = order;
  const stayPrice = stay ? stay.amount : breakdown.sellPrice;

  return (
    <article className={styles.booking} aria-labelledby="booking-title">
      <h2 id="booking-title">{t('account.booking.title', { number: order.bookingNumber })}</h2>
      <p>
        <span className={styles.status}>{t(`account.booking.status.${order.status}`)}</span>{' '}
        {t('account.booking.bookedBy', {
          name: `${order.buyer.firstName} ${order.buyer.lastName}`,
        })}
      </p>
      {order.agent && (
        <p data-testid="booking-agent">{t('account.booking.agent', { name: order.agent.name })}</p>
      )}
      {stay && (
        <section aria-labelledby="booking-stay">
          <h3 id="booking-stay">{t('account.booking.stay')}</h3>
          <p data-testid="booking-dates">
            {t('account.booking.dates', {
              checkin: formatDate(stay.checkinDate, tag),
              checkout: formatDate(stay.checkoutDate, tag),
            })}{' '}
            ({t('account.booking.nights', { count: stay.nights })})
          </p>
          <p data-testid="booking-travellers">
            {[
              t('account.booking.adults', { count: stay.pax.numberOfAdults }),
              stay.pax.numberOfChildren > 0 &&
                t('account.booking.children', { count: stay.pax.numberOfChildren }),
              stay.pax.numberOfBabies > 0 &&
                t('account.booking.babies', { count: stay.pax.numberOfBabies }),
            ]
              .filter(Boolean)
              .join(', ')}
          </p>
        </section>
      )}
      <section aria-labelledby="booking-breakdown">
        <h3 id="booking-breakdown">{t('account.booking.breakdown')}</h3>
        <dl className={styles.breakdown}>
          <dt>{t('account.booking.stayPrice')}</dt>
          <dd>{price(stayPrice)}</dd>
          {breakdown.moneySaved > 0 && (
            <>
              <dt>{t('account.booking.moneySaved')}</dt>
              <dd>{price(breakdown.moneySaved)}</dd>
            </>
          )}
          {breakdown.insuranceAmount > 0 && (
            <>
              <dt>{t('account.booking.insurance')}</dt>
              <dd>{price(breakdown.insuranceAmount)}</dd>
            </>
          )}
          {breakdown.reductionAmount > 0 && (
            <>
              <dt>{t('account.booking.giftCards')}</dt>
              <dd>−{price(breakdown.reductionAmount)}</dd>
            </>
          )}
          <dt className={styles.total}>{t('account.booking.total')}</dt>
          <dd className={styles.total} data-testid="booking-total">
            {price(breakdown.totalPrice)}
          </dd>
          {breakdown.remainingAmountToPay > 0 && (
            <>
              <dt>{t('account.booking.remaining')}</dt>
              <dd>{price(breakdown.remainingAmountToPay)}</dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="booking-documents" className={styles.documents}>
        <h3 id="booking-documents">{t('account.booking.documents')}</h3>
        <p>{t('account.booking.documentsText', { email: order.buyer.email })}</p>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('account.booking.print')}
        </Button>
      </section>
    </article>
  );
}
