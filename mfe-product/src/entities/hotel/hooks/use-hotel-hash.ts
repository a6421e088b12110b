import { type HotelHash, hotelStay, parseHotelHash, serialiseHotelHash } from '@shop/criteria';
import { navigate, usePlatform } from '@shop/platform';
import { useCallback, useMemo, useState } from 'react';

export interface HotelCriteria {
  hash: HotelHash;
  /** The stay asked for, or null without (valid) dates. */
  stay: ReturnType<typeof hotelStay>;
  /** Writes a new hash in place of the current one (no new history entry). */
  setHash: (next: HotelHash) => void;
}

/**
 * PROD-047: the hotel page criteria from the address hash, read through @shop/criteria and
 * written back through the platform's navigate (remotes never touch the router).
 */
export function useHotelHash(): HotelCriteria {
  const location = usePlatform((state) => state.location);
  // The clock is read once per page: a stay does not expire while the page is open.
  const [now] = useState(() => new Date());
  const hash = useMemo(() => parseHotelHash(location.hash), [location.hash]);
  const stay = useMemo(() => hotelStay(hash, now), [hash, now]);
  const setHash = useCallback(
    (next: HotelHash) => {
      const text = serialiseHotelHash(next);
      navigate(`${location.pathname}${location.search}${text ? `#${text}` : ''}`, {
        replace: true,
      });
    },
    [location.pathname, location.search],
  );
  return { hash, stay, setHash };
}
