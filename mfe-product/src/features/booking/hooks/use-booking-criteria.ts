import {
  addDays,
  type CalendarSelection,
  daysBetween,
  isPastDay,
  type PaxHashFields,
  parseProductHash,
  type ProductHash,
  productHashForGifting,
  serialiseProductHash,
  updateSearchQuery,
} from '@shop/criteria';
import { navigate, paths, usePlatform } from '@shop/platform';
import { useCallback, useMemo, useState } from 'react';
import { bookingFlowOf } from '../rules/booking-rules';
import { useMinisite } from '../../../lib/use-minisite';

/**
 * Bad input never breaks the page: dates in the past, a checkout not after the check-in or a
 * checkout that does not match the nights are dropped (the page then asks for dates).
 */
export function usableDates(hash: ProductHash, now: Date): ProductHash {
  const { checkin } = hash;
  // A search's hash may carry the check-in and its nights only: the checkout follows (4.2).
  const checkout =
    hash.checkout ?? (checkin && hash.nights ? addDays(checkin, hash.nights) : undefined);
  if (!checkin || !checkout)
    return { ...hash, checkin: undefined, checkout: undefined, nights: undefined };
  const nights = daysBetween(checkin, checkout);
  if (
    isPastDay(checkin, now) ||
    nights < 1 ||
    (hash.nights !== undefined && hash.nights !== nights)
  ) {
    return { ...hash, checkin: undefined, checkout: undefined, nights: undefined };
  }
  return { ...hash, checkout, nights };
}

/**
 * The stay's criteria in the address: the flow from ?flow= (PROD-001), the dates, party and
 * activity days from the hash. A date change writes checkin, checkout and nights and resets the
 * activity dates and the error flag (PROD-018); a party change writes a, c, b (PROD-019).
 */
export function useBookingCriteria(productId: string) {
  const location = usePlatform((state) => state.location);
  const [now] = useState(() => new Date());
  const flow = bookingFlowOf(location.search);
  const hash = useMemo(
    () => usableDates(parseProductHash(location.hash), now),
    [location.hash, now],
  );

  const write = useCallback(
    (next: ProductHash, search = location.search) => {
      const query = Object.fromEntries(new URLSearchParams(search));
      navigate(paths.product(productId, query, serialiseProductHash(next)), { replace: true });
    },
    [location.search, productId],
  );

  const setDates = useCallback(
    (dates: CalendarSelection) =>
      write({
        ...hash,
        checkin: dates.checkin,
        checkout: dates.checkout,
        nights: dates.nights,
        activityDates: [],
        error: false,
      }),
    [hash, write],
  );

  const setPax = useCallback(
    (pax: Pick<PaxHashFields, 'a' | 'c' | 'b'>) => write({ ...hash, a: pax.a, c: pax.c, b: pax.b }),
    [hash, write],
  );

  const setActivityDates = useCallback(
    (activityDates: ProductHash['activityDates']) => write({ ...hash, activityDates }),
    [hash, write],
  );

  /** PROD-012: the flow switch; gifting carries giftAdult=2 and giftNights (CRIT-019). */
  const setFlow = useCallback(
    (to: 'booking' | 'gifting') => {
      const search = updateSearchQuery(location.search, {
        flow: to === 'gifting' ? 'gifting' : undefined,
      });
      write(to === 'gifting' ? productHashForGifting(hash) : hash, search ? `?${search}` : '');
    },
    [hash, location.search, write],
  );

  const minisite = useMinisite();

  return {
    flow,
    hash,
    minisite,
    pathname: location.pathname,
    setDates,
    setPax,
    setActivityDates,
    setFlow,
  };
}
