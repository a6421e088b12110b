import {
  activityDaysFromSelections,
  type IsoDate,
  type Pax,
  serialiseProductHash,
} from '@shop/criteria';
import {
  navigate,
  paths,
  reportError,
  shellQueryOf,
  track,
  type TrackingContext,
  usePlatform,
} from '@shop/platform';
import { useCallback, useState } from 'react';
import { postCheckoutHandoff } from '@shop/booking/checkout-handoff';

/** Consent is off until the consent banner exists: events reach the data layer only (BEY-004). */
const CONTEXT: TrackingContext = {
  clientId: 'anonymous',
  userId: null,
  sessionId: '',
  consent: { analytics: false, personalisedAds: false },
  pageType: 'product',
  abTests: '',
};

export interface BookingChoice {
  /** The product the page is about (the hotel page: the chosen offer itself). */
  productId: number;
  /** The offer chosen in the booking options. */
  offerId: number;
  stay: { checkin: IsoDate; checkout: IsoDate; nights: number };
  pax: Pax;
  /** Activity days, `activityId_yyyy-MM-dd`. */
  selectedDates: string[];
  /** Sent with the hotel booking panel (hbp). */
  hotelBookingPanel?: boolean;
  /** The price of the stay for the party, cents, for the add_to_cart event. */
  amount?: number;
}

export type HandoffState = 'idle' | 'pending' | 'failed';

/**
 * CHK-001..003: Book. Checkout is initialised by offer id first; a refusal or a failure is logged
 * and checkout does not start (state "failed"). Otherwise add_to_cart is recorded and the page
 * goes to /checkout/{productId}/summary with the criteria in the hash, keeping ?lng=en.
 */
export function useCheckoutHandoff() {
  const locale = usePlatform((state) => state.locale);
  const search = usePlatform((state) => state.location.search);
  const [state, setState] = useState<HandoffState>('idle');

  const book = useCallback(
    async (choice: BookingChoice): Promise<boolean> => {
      const { stay, pax } = choice;
      const activityDates = activityDaysFromSelections(choice.selectedDates, stay.checkin);
      const hash = serialiseProductHash({
        checkin: stay.checkin,
        checkout: stay.checkout,
        nights: stay.nights,
        a: pax.adult,
        c: pax.child,
        b: pax.baby,
        s: pax.singleRoom,
        error: false,
        isLoading: false,
        activityDates,
        productId: String(choice.offerId),
      });
      setState('pending');
      try {
        const answer = await postCheckoutHandoff({
          flow: 'booking',
          productId: choice.productId,
          locale,
          criteria: {
            checkin: stay.checkin,
            checkout: stay.checkout,
            nights: stay.nights,
            a: pax.adult,
            c: pax.child,
            b: pax.baby,
            ...(activityDates.length > 0
              ? {
                  activityDates: activityDates
                    .map((day) => `${day.activityId}_${day.day}`)
                    .join('-'),
                }
              : {}),
          },
          selectedOffer: choice.offerId,
          selectedDates: choice.selectedDates,
          ...(choice.hotelBookingPanel ? { hbp: true } : {}),
        });
        if (!answer.ok) {
          void reportError({
            message: `Checkout hand-off refused: ${answer.error} ${answer.message}`,
          });
          setState('failed');
          return false;
        }
        void track(
          'add_to_cart',
          {
            item_id: answer.offerId,
            currency: 'EUR',
            value: (choice.amount ?? answer.amount) / 100,
            flow: 'booking',
          },
          CONTEXT,
        );
        // The shell's own query (?lng=en, experiments) goes along to the checkout.
        navigate(
          paths.checkout(answer.offerId, hash, { ...shellQueryOf(search), flow: 'booking' }),
        );
        return true;
      } catch (error) {
        void reportError({
          message: `Checkout hand-off failed: ${error instanceof Error ? error.message : String(error)}`,
        });
        setState('failed');
        return false;
      }
    },
    [locale, search],
  );

  return { book, state };
}
