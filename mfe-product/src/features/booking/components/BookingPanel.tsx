import type { WeekendDetail } from '@shop/api-contract';
import { useProductAvailability } from '@shop/booking/product-availability';
import { isBestPrice, isBestPromo } from '@shop/criteria';
import { Alert, Badge, Button } from '@shop/design-system';
import { formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { forwardRef, useMemo } from 'react';
import { NAMESPACE } from '../../../i18n';
import type { useBooking } from '../hooks/use-booking';
import type { useBookingCriteria } from '../hooks/use-booking-criteria';
import {
  isCheckinUnavailable,
  isPriceStateValid,
  priceBannerState,
  routeKindOf,
  totalStayAmount,
} from '../rules/booking-rules';
import { ActivityDatesPicker } from './ActivityDatesPicker';
import { CancellationInfo } from './CancellationInfo';
import { DatesButton } from './DatesButton';
import { FastCheckout } from './FastCheckout';
import { FlowSwitch } from './FlowSwitch';
import { GuestsButton } from './GuestsButton';
import { LocalTaxInfo } from './LocalTaxInfo';
import { PriceBanner } from './PriceBanner';
import styles from './ProductBooking.module.css';

export interface BookingPanelProps {
  weekend: WeekendDetail;
  booking: ReturnType<typeof useBooking>;
  criteria: ReturnType<typeof useBookingCriteria>;
  onOpenCalendar: () => void;
  onOpenGuests: () => void;
  onOpenGift: () => void;
}

const monthOf = (day: string) => day.slice(0, 7);

/**
 * PROD-011: the booking panel (desktop; the mobile drawer's content): flow switch, dates, party,
 * price banner and price, best-price badges, activity days, quote total with the local tax,
 * cancellation, Book — and the messages of PROD-028..036.
 */
export const BookingPanel = forwardRef<HTMLElement, BookingPanelProps>(function BookingPanel(
  { weekend, booking, criteria, onOpenCalendar, onOpenGuests, onOpenGift },
  ref,
) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((s) => s.language);
  const locale = usePlatform((s) => s.locale);
  const tag = formattingLocale(language, locale);
  const { flow, hash, hasDates, price, quote, quoteProblem, check, attempted } = booking;
  const priceData = price.data;

  // PROD-026: the chosen nights' days (the calendar's months, from SWR's cache when it was open).
  const months = useMemo(
    () =>
      hash.checkin && hash.checkout
        ? [...new Set([monthOf(hash.checkin), monthOf(hash.checkout)])]
        : [],
    [hash.checkin, hash.checkout],
  );
  const dayRequest = useMemo(
    () =>
      hasDates
        ? { id: String(weekend.id), locale, adult: hash.a, child: hash.c, baby: hash.b }
        : undefined,
    [hasDates, weekend.id, locale, hash.a, hash.c, hash.b],
  );
  const days = useProductAvailability(dayRequest, months);
  const bestPrice =
    hasDates && hash.checkin && hash.nights
      ? isBestPrice(days.availability, hash.checkin, hash.nights)
      : false;
  const bestPromo =
    hasDates && hash.checkin && hash.nights
      ? isBestPromo(days.availability, hash.checkin, hash.nights)
      : false;

  const banner = priceBannerState(flow, priceData, price.isLoading);
  const quoteData = quote.data;
  const total = quoteData && !quoteProblem ? totalStayAmount(quoteData) : undefined;
  const missing = attempted && !check.ok && check.reason === 'activityDates' ? check.missing : [];

  let message: string | undefined;
  if (!booking.bookable) message = t('booking.errors.productUnavailable');
  else if (flow === 'booking' && hasDates && isCheckinUnavailable(priceData))
    message = t('booking.errors.checkinUnavailable');
  else if (flow === 'booking' && !hasDates && priceData?.error)
    message = t('booking.errors.noMoreAvailabilities');
  else if (flow === 'booking' && quoteProblem)
    message =
      quoteProblem.kind === 'notBookable'
        ? t('booking.errors.notBookable')
        : quoteProblem.kind === 'refused'
          ? t(`booking.errors.quote.${quoteProblem.code}`)
          : quoteProblem.kind === 'error'
            ? quoteProblem.text
            : t('booking.errors.quoteError');

  let bookError: string | undefined;
  if (attempted && !check.ok && check.reason === 'dates') bookError = t('booking.errors.dates');
  else if (attempted && !check.ok && check.reason === 'activityDates')
    bookError = t('booking.errors.activityDates');
  else if (booking.handoffFailed) bookError = t('booking.errors.checkout');

  return (
    <section
      ref={ref}
      className={styles.panel}
      aria-label={t('booking.region')}
      data-testid="booking-panel"
    >
      <FlowSwitch
        flow={flow}
        onChange={(next) => {
          criteria.setFlow(next);
          // GIFT-002: "Gift without dates" opens the gift drawer at once.
          if (next === 'gifting') onOpenGift();
        }}
      />
      {/* PROD-025, PROD-027: the modal's text follows a valid price state with dates. */}
      <PriceBanner
        state={banner}
        validDates={hasDates && isPriceStateValid(routeKindOf(criteria.pathname), priceData)}
      />
      {flow === 'gifting' ? (
        <Button onClick={onOpenGift}>{t('booking.giftAction')}</Button>
      ) : (
        <>
          <DatesButton
            checkin={hash.checkin}
            checkout={hash.checkout}
            nights={hash.nights}
            onOpen={onOpenCalendar}
          />
          <GuestsButton adult={hash.a} child={hash.c} baby={hash.b} onOpen={onOpenGuests} />
          {priceData && !priceData.error ? (
            <p className={styles.price} data-testid="booking-price">
              <span>
                {priceData.priceType === 'FINAL_PRICE'
                  ? t('booking.price.final', {
                      price: formatPrice(priceData.sellPrice, tag, { roundUp: true }),
                    })
                  : t('booking.price.from', {
                      price: formatPrice(priceData.sellPrice, tag, { roundUp: true }),
                    })}
              </span>
              <span className={styles.ref}>{t('booking.price.perPerson')}</span>
              {priceData.promo > 0 ? (
                <s className={styles.ref}>
                  {t('booking.price.refPrice', {
                    price: formatPrice(priceData.refPrice, tag, { roundUp: true }),
                  })}
                </s>
              ) : null}
              {/* BEY-005: with the announced reduction, the lowest price of the 30 days before it. */}
              {priceData.promo > 0 && priceData.lowestPrice30Days != null ? (
                <span className={styles.lowestPrice} data-testid="lowest-price-30-days">
                  {t('booking.price.lowestPrice30Days', {
                    price: formatPrice(priceData.lowestPrice30Days, tag, { roundUp: true }),
                  })}
                </span>
              ) : null}
            </p>
          ) : null}
          {bestPrice || bestPromo ? (
            <div className={styles.badges}>
              {bestPrice ? <Badge tone="success">{t('booking.badges.bestPrice')}</Badge> : null}
              {bestPromo ? <Badge tone="brand">{t('booking.badges.bestPromo')}</Badge> : null}
            </div>
          ) : null}
          <ActivityDatesPicker
            choices={booking.choices}
            selections={booking.selections}
            missing={missing}
            onChoose={booking.chooseActivityDate}
          />
          {quote.isLoading && !quoteData ? (
            <p role="status" className={styles.muted}>
              {t('booking.banner.loading')}
            </p>
          ) : null}
          {total !== undefined && quoteData?.priceInfo ? (
            <div className={styles.total} data-testid="quote-total">
              <p className={styles.muted}>
                {t('booking.price.total', {
                  count: hash.a + hash.c + hash.b,
                  price: formatPrice(quoteData.priceInfo.totalPrice, tag),
                })}
              </p>
              {quoteData.localTaxTotalAmount > 0 ? (
                <p className={styles.muted}>
                  {t('booking.price.localTaxTotal', {
                    price: formatPrice(quoteData.localTaxTotalAmount, tag),
                  })}
                </p>
              ) : null}
              <p>
                <strong>{t('booking.price.totalStay', { price: formatPrice(total, tag) })}</strong>
              </p>
            </div>
          ) : null}
          {message ? <Alert tone="error">{message}</Alert> : null}
          {bookError ? (
            <p role="alert" className={styles.error}>
              {bookError}
            </p>
          ) : null}
          <Button onClick={() => void booking.book()} disabled={booking.starting}>
            {t('booking.book')}
          </Button>
          {booking.bookable ? (
            <FastCheckout productId={weekend.id} prepare={booking.prepareCheckout} />
          ) : null}
          <CancellationInfo
            checkin={hasDates ? hash.checkin : undefined}
            policy={quoteData?.cancellationPolicy ?? weekend.cancellationPolicy}
          />
          <LocalTaxInfo tax={quoteData?.localTax ?? weekend.hotel.localTax} />
        </>
      )}
    </section>
  );
});
