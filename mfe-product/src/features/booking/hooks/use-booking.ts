import { type ApiRequestError, type WeekendDetail } from '@shop/api-contract';
import {
  activityDateSelection,
  activityDatesFromHash,
  activityDaysFromSelections,
  selectActivityDate,
  serialiseProductHash,
} from '@shop/criteria';
import {
  navigate,
  paths,
  reportError,
  track,
  type TrackingContext,
  usePlatform,
} from '@shop/platform';
import { useCallback, useMemo, useState } from 'react';
import { useActivityDates } from '../api/activity-dates';
import { postCheckoutHandoff } from '@shop/booking/checkout-handoff';
import { useProductPrice } from '../api/product-price';
import { useProductQuote } from '../api/product-quote';
import {
  type BookingCheck,
  checkBooking,
  isProductBookable,
  quoteProblem,
  routeKindOf,
} from '../rules/booking-rules';
import type { useBookingCriteria } from './use-booking-criteria';

/**
 * The tracking context of the product page. Consent is off until the consent banner exists, so
 * events only reach the data layer (SHELL-063, BEY-004).
 */
const TRACKING: TrackingContext = {
  clientId: 'anonymous',
  userId: null,
  sessionId: '',
  consent: { analytics: false, personalisedAds: false },
  pageType: 'product',
  abTests: '',
};

type Criteria = ReturnType<typeof useBookingCriteria>;

/**
 * The stay page's booking state: price (PROD-018, PROD-019), activity day choices and quote of the
 * chosen stay (PROD-029..036, PROD-017), and Book (CHK-001..003).
 */
export function useBooking(weekend: WeekendDetail, productId: string, criteria: Criteria) {
  const locale = usePlatform((state) => state.locale);
  const { hash, flow, minisite } = criteria;
  const { checkin, checkout, nights } = hash;
  const hasDates = checkin !== undefined && checkout !== undefined && nights !== undefined;
  const party = { adult: hash.a, child: hash.c, baby: hash.b };

  const price = useProductPrice({
    productId,
    locale,
    checkin: hasDates ? checkin : undefined,
    nights: hasDates ? nights : undefined,
    ...party,
  });
  const dated = hasDates ? { productId, locale, checkin, nights, ...party } : undefined;
  const activityDates = useActivityDates(dated);
  const choices = useMemo(() => activityDates.data ?? [], [activityDates.data]);
  const selections = useMemo(
    () =>
      checkin
        ? Object.entries(activityDatesFromHash(hash.activityDates, checkin)).map(([id, date]) =>
            activityDateSelection(id, date),
          )
        : [],
    [checkin, hash.activityDates],
  );
  const quote = useProductQuote(
    dated ? { ...dated, activitySelections: selections, minisite } : undefined,
  );
  const problem = quoteProblem(quote.data, quote.error as ApiRequestError | Error | undefined);
  const bookable = isProductBookable(routeKindOf(criteria.pathname), weekend);

  const check: BookingCheck = checkBooking({
    bookable,
    checkin,
    checkout,
    choices,
    selections,
    quoteProblem: problem,
    quoteReady: quote.data !== undefined && !quote.isLoading,
  });

  const [attempted, setAttempted] = useState(false);
  const [handoffFailed, setHandoffFailed] = useState(false);
  const [starting, setStarting] = useState(false);

  /** PROD-033: a day picked for an activity replaces its earlier one (CRIT-028). */
  const chooseActivityDate = useCallback(
    (selection: string) => {
      if (!checkin) return;
      criteria.setActivityDates(
        activityDaysFromSelections(selectActivityDate(selections, selection), checkin),
      );
    },
    [checkin, criteria, selections],
  );

  /**
   * PROD-032..036, CHK-001..002: checks the stay, initialises checkout by offer id (a failure is
   * logged and checkout does not start) and records add_to_cart. Resolves the offer id, or null
   * when the page shows why it cannot book. Book and the fast wallet checkout (CHK-008) both
   * start with it.
   */
  const prepareCheckout = useCallback(async (): Promise<number | null> => {
    setAttempted(true);
    setHandoffFailed(false);
    if (!check.ok) {
      if (check.reason === 'quote' && problem) {
        // PROD-036: a quote error blocks checkout and is logged.
        void reportError({
          message: `Checkout blocked by the quote of weekend ${productId}: ${problem.kind === 'error' ? problem.text : problem.kind}`,
        });
      }
      return null;
    }
    if (!checkin || !checkout || !nights) return null;
    setStarting(true);
    try {
      const answer = await postCheckoutHandoff({
        flow: 'booking',
        productId: weekend.id,
        locale,
        criteria: {
          checkin,
          checkout,
          nights,
          a: hash.a,
          c: hash.c,
          b: hash.b,
          activityDates:
            hash.activityDates.map((day) => `${day.activityId}_${day.day}`).join('-') || undefined,
        },
        selectedOffer: weekend.id,
        selectedDates: selections,
        hbp: false,
      });
      if (!answer.ok) {
        void reportError({
          message: `Checkout hand-off refused: ${answer.error} ${answer.message}`,
        });
        setHandoffFailed(true);
        return null;
      }
      void track(
        'add_to_cart',
        { flow: 'booking', item_id: answer.offerId, value: answer.amount / 100, currency: 'EUR' },
        TRACKING,
      );
      return answer.offerId;
    } catch (error) {
      void reportError({
        message: `Checkout hand-off failed: ${error instanceof Error ? error.message : String(error)}`,
      });
      setHandoffFailed(true);
      return null;
    } finally {
      setStarting(false);
    }
  }, [check, checkin, checkout, hash, locale, nights, problem, productId, selections, weekend.id]);

  /** CHK-003: Book goes to the summary with the criteria, dates, offer and flow in the address. */
  const book = useCallback(async () => {
    const offerId = await prepareCheckout();
    if (offerId === null) return false;
    const target = { ...hash, productId: String(offerId), error: false, isLoading: false };
    navigate(paths.checkout(productId, serialiseProductHash(target), { flow: 'booking' }));
    return true;
  }, [prepareCheckout, hash, productId]);

  return {
    flow,
    hash,
    hasDates,
    price,
    choices,
    selections,
    quote,
    quoteProblem: problem,
    bookable,
    check,
    attempted,
    handoffFailed,
    starting,
    chooseActivityDate,
    prepareCheckout,
    book,
  };
}
