import { Alert, buttonClassName, PageSkeleton } from '@shop/design-system';
import type { OrderGiftCard } from '@shop/api-contract';
import { formatDate, formatPrice, useTranslation } from '@shop/i18n';
import { Link, paths, track, usePlatform } from '@shop/platform';
import { useEffect } from 'react';
import { NAMESPACE } from '../../../i18n';
import { useWeekend } from '../../../entities/checkout/api/get-weekend';
import { GiftVoucherCard } from '../../../entities/gift-voucher/components/GiftVoucherCard';
import { useOrder } from '../../../entities/order/api/get-order';
import { PriceBreakdown } from '../../../entities/order/components/PriceBreakdown';
import { useFormatTag } from '../../../lib/use-format-tag';
import { CHECKOUT_TRACKING } from '../../../lib/tracking';
import { claimPurchaseEvent } from '../lib/purchase-once';
import styles from './Confirmation.module.css';

/**
 * LEFT-041, BEY-001: /confirmation/{orderUUID}?status=success&gaId=…&token=…: the 8-digit booking
 * number, the summary, what happens next, and the purchase event once. The order is read with
 * the view token of the address (ADR 0050); without it nothing about the order is shown.
 */
export function Confirmation({ orderUUID }: { orderUUID: string }) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const locale = usePlatform((state) => state.locale);
  const search = usePlatform((state) => state.location.search);
  const query = new URLSearchParams(search);
  const token = query.get('token');
  const gaId = query.get('gaId');
  const order = useOrder(orderUUID, token, { fresh: true });
  const vouchers = order.data?.giftVouchers ?? [];
  const weekend = useWeekend(order.data?.stay?.offerId ?? vouchers[0]?.offerId ?? null, locale);
  const confirmed = order.data?.status === 'confirmed';

  useEffect(() => {
    if (!order.data || order.data.status !== 'confirmed') return;
    if (!claimPurchaseEvent(order.data.orderUUID)) return;
    void track(
      'purchase',
      {
        transaction_id: order.data.bookingNumber,
        ga_id: gaId,
        value: order.data.amount / 100,
        currency: 'EUR',
        item_id: order.data.stay?.offerId ?? order.data.giftVouchers?.[0]?.offerId,
      },
      CHECKOUT_TRACKING,
    );
  }, [order.data, gaId]);

  if (!token || order.error) {
    return (
      <div data-testid="confirmation-unavailable">
        <Alert tone="warning" title={t('confirmation.unavailable')}>
          <p>{t('confirmation.unavailableText')}</p>
        </Alert>
        <p>
          <Link to={paths.account()} className={buttonClassName()}>
            {t('confirmation.checkBooking')}
          </Link>
        </p>
      </div>
    );
  }
  if (!order.data) return <PageSkeleton />;
  const { stay } = order.data;
  return (
    <div className={styles.page} data-testid="confirmation">
      {confirmed ? (
        <Alert
          tone="success"
          title={t('confirmation.thanks', { name: order.data.buyer.firstName })}
        >
          <p>{t('confirmation.email', { email: order.data.buyer.email })}</p>
        </Alert>
      ) : (
        <Alert tone="warning" title={t('confirmation.notPaid')}>
          <p>{t('confirmation.notPaidText')}</p>
        </Alert>
      )}
      <p className={styles.number}>
        {t('confirmation.bookingNumber')}{' '}
        <strong data-testid="booking-number">{order.data.bookingNumber}</strong>
      </p>
      {stay ? (
        <section className={styles.section} aria-labelledby="confirmation-stay">
          <h2 id="confirmation-stay">{weekend.data?.label ?? t('stay.title')}</h2>
          {weekend.data ? (
            <p>
              {t('stay.hotel', {
                hotel: weekend.data.hotel.label,
                city: weekend.data.hotel.city,
                count: weekend.data.hotel.stars,
              })}
            </p>
          ) : null}
          <p>
            {t('stay.datesValue', {
              checkin: formatDate(stay.checkinDate, tag),
              checkout: formatDate(stay.checkoutDate, tag),
            })}{' '}
            ({t('stay.nights', { count: stay.nights })})
          </p>
          <p>
            {[
              t('stay.adults', { count: stay.pax.numberOfAdults }),
              stay.pax.numberOfChildren > 0
                ? t('stay.children', { count: stay.pax.numberOfChildren })
                : null,
              stay.pax.numberOfBabies > 0
                ? t('stay.babies', { count: stay.pax.numberOfBabies })
                : null,
            ]
              .filter(Boolean)
              .join(', ')}
          </p>
        </section>
      ) : null}
      {order.data.giftCards.length > 0 ? (
        <IssuedGiftCards cards={order.data.giftCards} buyerEmail={order.data.buyer.email} />
      ) : null}
      {order.data.activityVoucher ? (
        <section
          className={styles.section}
          aria-labelledby="confirmation-voucher"
          data-testid="confirmation-voucher"
        >
          <h2 id="confirmation-voucher">{order.data.activityVoucher.label}</h2>
          <p>{t('activity.ownUseFor', { count: order.data.activityVoucher.numberOfAdults })}</p>
          {order.data.activityVoucher.code ? (
            <p>
              {t('activity.code')} <strong>{order.data.activityVoucher.code}</strong>
            </p>
          ) : null}
          {order.data.activityVoucher.validUntil ? (
            <p>
              {t('activity.validUntil', {
                date: formatDate(order.data.activityVoucher.validUntil, tag),
              })}
            </p>
          ) : null}
        </section>
      ) : null}
      {vouchers.map((voucher, index) => (
        <div className={styles.section} key={index}>
          <GiftVoucherCard
            voucher={voucher}
            label={weekend.data?.label}
            printHref={paths.confirmation(orderUUID, {
              ...Object.fromEntries(query),
              print: 'voucher',
            })}
          />
        </div>
      ))}
      <section className={styles.section} aria-labelledby="confirmation-price">
        <h2 id="confirmation-price">{t('summary.price')}</h2>
        <PriceBreakdown breakdown={order.data.priceBreakdown} />
      </section>
      <section className={styles.section} aria-labelledby="confirmation-next">
        <h2 id="confirmation-next">{t('confirmation.next.title')}</h2>
        <ol>
          <li>{t('confirmation.next.email')}</li>
          {stay ? <li>{t('confirmation.next.hotel')}</li> : null}
          {stay ? <li>{t('confirmation.next.manage')}</li> : null}
          {order.data.giftCards.length > 0 ? <li>{t('confirmation.next.giftCard')}</li> : null}
          {order.data.activityVoucher ? <li>{t('confirmation.next.voucher')}</li> : null}
          {vouchers.length > 0 ? <li>{t('confirmation.next.giftVoucher')}</li> : null}
        </ol>
        <p>
          <Link to={paths.account()}>{t('confirmation.checkBooking')}</Link>
        </p>
      </section>
    </div>
  );
}

/**
 * GIFT-025: the gift cards the order bought, once issued (the order paid): the 16-character
 * number, its balance, its last day (12 months) and where it was e-mailed. Shown only with the
 * order's view token, like the rest of the page (ADR 0062).
 */
function IssuedGiftCards({ cards, buyerEmail }: { cards: OrderGiftCard[]; buyerEmail: string }) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  return (
    <section className={styles.section} aria-labelledby="confirmation-gift-cards">
      <h2 id="confirmation-gift-cards">
        {t('confirmation.giftCards.title', { count: cards.length })}
      </h2>
      {cards.map((card, index) => (
        <dl key={card.serialNumber ?? index} className={styles.card} data-testid="issued-gift-card">
          <div>
            <dt>{t('confirmation.giftCards.number')}</dt>
            <dd>
              {card.serialNumber ? (
                <strong data-testid="gift-card-serial">{card.serialNumber}</strong>
              ) : (
                t('confirmation.giftCards.pending')
              )}
            </dd>
          </div>
          <div>
            <dt>{t('confirmation.giftCards.balance')}</dt>
            <dd>{formatPrice(card.amount, tag)}</dd>
          </div>
          {card.expiresOn ? (
            <div>
              <dt>{t('confirmation.giftCards.validUntil')}</dt>
              <dd>{formatDate(card.expiresOn, tag)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('confirmation.giftCards.sentTo')}</dt>
            <dd>
              {card.recipientName ? `${card.recipientName}, ` : ''}
              {card.recipientEmail ?? buyerEmail}
            </dd>
          </div>
        </dl>
      ))}
    </section>
  );
}
