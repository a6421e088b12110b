import type { Locale } from '@shop/criteria';
import type { OfferCard } from '@shop/api-contract';
import useSWR from 'swr';
import { type Loaded, loadedOf, NOT_FOUND_OPTIONS } from './loaded';
import {
  fetchExactMatch,
  fetchHotelOffers,
  fetchSelections,
  type Selection,
} from './not-found-api';

// The page's calls on SWR's cache. Apart from the fetchers (not-found-api.ts), so the first
// screen of a plain 404 (no hotel id) does not load SWR: only the lazy parts use these hooks.

/** SRCH-067: the hotel's exact match, on SWR's cache (no hotel id: nothing asked). */
export function useExactMatch(
  hotelId: number | undefined,
  locale: Locale,
): Loaded<OfferCard | null> {
  const key = hotelId === undefined ? null : (['not-found-exact-match', hotelId, locale] as const);
  return loadedOf(
    useSWR(key, ([, id, market]) => fetchExactMatch(id, market), NOT_FOUND_OPTIONS),
    key !== null,
  );
}

/** SRCH-068: the hotel's offers, on SWR's cache. */
export function useHotelOffers(hotelId: number, locale: Locale): Loaded<OfferCard[]> {
  return loadedOf(
    useSWR(
      ['not-found-hotel-offers', hotelId, locale] as const,
      ([, id, market]) => fetchHotelOffers(id, market),
      NOT_FOUND_OPTIONS,
    ),
    true,
  );
}

/** SRCH-070: the locale's editorial selections, on SWR's cache. */
export function useSelections(locale: Locale): Loaded<Selection[]> {
  return loadedOf(
    useSWR(
      ['not-found-selections', locale] as const,
      ([, market]) => fetchSelections(market),
      NOT_FOUND_OPTIONS,
    ),
    true,
  );
}
