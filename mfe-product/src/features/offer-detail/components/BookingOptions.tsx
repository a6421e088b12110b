import {
  activitiesMissingDates,
  activityIdOf,
  type IsoDate,
  type Pax,
  selectActivityDate,
} from '@shop/criteria';
import { Button, RadioGroup } from '@shop/design-system';
import { formatDate, formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useId, useRef, useState } from 'react';
import { OfferPrice } from '../../../entities/hotel/components/OfferPrice';
import type { OfferChoice } from '../../../entities/hotel/model/offer-choice';
import type { BookingChoice } from '../../../entities/checkout/hooks/use-checkout-handoff';
import { LATER_NAMESPACE } from '../../../i18n-later';
import { useActivityDates } from '../api/get-activity-dates';
import { useQuote } from '../api/get-quote';
import styles from './OfferDetail.module.css';
import { useMinisite } from '../../../lib/use-minisite';

export interface BookingOptionsProps {
  offers: readonly OfferChoice[];
  /** The offer chosen on the card; the first of `offers` by default (PROD-052). */
  initialOfferId?: number | undefined;
  stay: { checkin: IsoDate; checkout: IsoDate; nights: number } | null;
  pax: Pax;
  /** Called when the chosen offer changes (the detail shows its program and room). */
  onOfferChange?: (offer: OfferChoice) => void;
  /** No dates: the calendar opens instead of booking (PROD-051). */
  onChooseDates: () => void;
  /** Books: the checkout hand-off (CHK-001..003). Resolves false when checkout did not start. */
  onBook: (choice: BookingChoice) => Promise<boolean>;
}

/** Whether the whole element lies within the window's height (PROD-054). */
export function isFullyInViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  const height = window.innerHeight || document.documentElement.clientHeight;
  return rect.top >= 0 && rect.bottom <= height;
}

/**
 * PROD-052..055: the booking options panel: an offer (the first by default) and one date per
 * activity; "Book" stays blocked until every activity has a date and flags the missing ones;
 * when the panel is not fully in view the first click only scrolls it into view; a failing or
 * refused quote shows the no-availability message.
 */
export function BookingOptions({
  offers,
  initialOfferId,
  stay,
  pax,
  onOfferChange,
  onChooseDates,
  onBook,
}: BookingOptionsProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const minisite = useMinisite();
  const tag = formattingLocale(language, locale);
  const panel = useRef<HTMLElement>(null);
  const askedToScroll = useRef(false);
  const titleId = useId();
  const [offerId, setOfferId] = useState<number | undefined>(
    offers.some((offer) => offer.id === initialOfferId) ? initialOfferId : offers[0]?.id,
  );
  const offer = offers.find((candidate) => candidate.id === offerId) ?? offers[0];
  // Another offer or other dates: its activities and days differ, the choices start again
  // (§4.2: a date change resets activity dates and errors).
  const resetKey = `${offer?.id}|${stay?.checkin}|${stay?.nights}`;
  const [picked, setPicked] = useState({
    key: resetKey,
    selections: [] as string[],
    showMissing: false,
    booking: 'idle' as 'idle' | 'pending' | 'failed',
  });
  const current = picked.key === resetKey;
  const selections = current ? picked.selections : [];
  const showMissing = current && picked.showMissing;
  const booking = current ? picked.booking : 'idle';
  const update = (change: Partial<Omit<typeof picked, 'key'>>) =>
    setPicked((state) => ({
      ...(state.key === resetKey
        ? state
        : { selections: [], showMissing: false, booking: 'idle' as const }),
      ...change,
      key: resetKey,
    }));
  const [datesError, setDatesError] = useState(false);

  const activityDates = useActivityDates(
    offer && stay ? { offerId: offer.id, locale, pax, stay } : null,
  );
  const choices = (activityDates.data ?? []).filter((choice) => choice.dates.length > 0);
  const missing = activitiesMissingDates(choices, selections);
  const quote = useQuote(
    offer && stay && !activityDates.isLoading
      ? {
          offerId: offer.id,
          locale,
          pax,
          stay,
          minisite,
          // Only selections of this offer's activities are asked about.
          selections: selections.filter((selection) =>
            choices.some((choice) => choice.activityId === activityIdOf(selection)),
          ),
        }
      : null,
  );
  const unavailable =
    stay !== null &&
    (quote.error !== undefined || (quote.data !== undefined && !quote.data.bookable));

  if (!offer) return null;

  const book = async () => {
    if (!stay) {
      setDatesError(true);
      onChooseDates();
      return;
    }
    // PROD-054: not fully visible: the first click brings the options into view, nothing more.
    if (panel.current && !askedToScroll.current && !isFullyInViewport(panel.current)) {
      askedToScroll.current = true;
      panel.current.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
      return;
    }
    // PROD-053: every activity needs its date; the missing ones are flagged.
    if (missing.length > 0) {
      update({ showMissing: true });
      return;
    }
    if (unavailable || activityDates.isLoading) return;
    update({ booking: 'pending' });
    const started = await onBook({
      productId: offer.id,
      offerId: offer.id,
      stay,
      pax,
      selectedDates: selections,
      hotelBookingPanel: true,
      ...(quote.data?.priceInfo ? { amount: quote.data.priceInfo.totalPrice } : {}),
    });
    update({ booking: started ? 'idle' : 'failed' });
  };

  const missingIds = new Set(missing.map((choice) => choice.activityId));
  return (
    <section
      ref={panel}
      className={styles.options}
      aria-labelledby={titleId}
      data-testid="booking-options"
    >
      <h3 id={titleId} className={styles.optionsTitle}>
        {t('hotel.booking.title')}
      </h3>
      {offers.length > 1 ? (
        <RadioGroup
          legend={t('hotel.booking.offer')}
          value={String(offer.id)}
          onChange={(value) => {
            const next = offers.find((candidate) => String(candidate.id) === value);
            if (!next) return;
            setOfferId(next.id);
            onOfferChange?.(next);
          }}
          options={offers.map((candidate) => ({
            value: String(candidate.id),
            label: candidate.label,
          }))}
        />
      ) : null}
      <OfferPrice offer={offer} />
      {stay ? (
        <p className={styles.stayLine}>
          {t('hotel.booking.stay', {
            checkin: formatDate(stay.checkin, tag, 'short'),
            checkout: formatDate(stay.checkout, tag, 'short'),
            count: stay.nights,
          })}
        </p>
      ) : (
        <p
          className={datesError ? styles.error : styles.stayLine}
          role={datesError ? 'alert' : undefined}
        >
          {datesError ? t('hotel.booking.datesRequired') : t('hotel.booking.noDates')}
        </p>
      )}
      {choices.map((choice) => {
        const flagged = showMissing && missingIds.has(choice.activityId);
        const selected = choice.dates.find((option) => selections.includes(option.value));
        const fieldId = `${titleId}-${choice.activityId}`;
        return (
          <div key={choice.activityId} className={styles.field}>
            <label htmlFor={fieldId}>
              {t('hotel.booking.activityDate', { activity: choice.title })}
            </label>
            <select
              id={fieldId}
              value={selected?.value ?? ''}
              aria-invalid={flagged || undefined}
              aria-describedby={flagged ? `${fieldId}-error` : undefined}
              onChange={(event) => {
                const value = event.target.value;
                if (value) update({ selections: selectActivityDate(selections, value) });
              }}
            >
              <option value="" disabled>
                {t('hotel.booking.chooseDate')}
              </option>
              {choice.dates.map((option) => (
                <option key={option.value} value={option.value}>
                  {formatDate(option.date, tag, 'long')}
                </option>
              ))}
            </select>
            {flagged ? (
              <p id={`${fieldId}-error`} className={styles.error}>
                {t('hotel.booking.activityDatesRequired')}
              </p>
            ) : null}
          </div>
        );
      })}
      {unavailable ? (
        <p className={styles.error} role="alert">
          {t('hotel.offers.noAvailability')}
        </p>
      ) : null}
      {stay && quote.data?.priceInfo && !unavailable ? (
        <p className={styles.total}>
          {t('hotel.booking.total', {
            price: formatPrice(quote.data.priceInfo.totalPrice, tag, { roundUp: true }),
          })}
        </p>
      ) : null}
      {booking === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('hotel.booking.failed')}
        </p>
      ) : null}
      {showMissing && missing.length > 0 ? (
        <p className={styles.error} role="alert">
          {t('hotel.booking.activityDatesRequired')}
        </p>
      ) : null}
      <Button
        onClick={() => void book()}
        disabled={booking === 'pending' || unavailable}
        aria-disabled={missing.length > 0 || undefined}
      >
        {stay ? t('hotel.booking.book') : t('hotel.booking.chooseDates')}
      </Button>
    </section>
  );
}
