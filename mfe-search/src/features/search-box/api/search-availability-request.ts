import type { SearchAvailabilityRequest } from '@shop/booking';
import { type Locale, type SearchCriteria, selectedDestination } from '@shop/criteria';
import type { SearchFlow } from '@shop/platform';

// Types and plain code only: the search box bar builds the request, the lazily loaded calendar
// (@shop/booking's search-availability) makes the calls with the contract's schema.

export type { SearchAvailabilityRequest };

/**
 * The request for a general search in `flow`, or undefined when the calendar asks none: a hotel
 * search (the hotel's own call), and the activity and gift flows, which have no dated stays.
 */
export function searchAvailabilityRequestOf(
  criteria: SearchCriteria,
  flow: SearchFlow,
  locale: Locale,
): SearchAvailabilityRequest | undefined {
  if (criteria.hotel !== undefined || flow === 'activity' || flow === 'gifting') return undefined;
  const place = selectedDestination(criteria);
  const num = (value: number | undefined) => (value === undefined ? undefined : String(value));
  return {
    locale,
    adult: String(criteria.a),
    child: String(criteria.c),
    baby: String(criteria.b),
    flow,
    theme: num(criteria.theme),
    ...(place && place.category !== 'hotel' ? { [place.category]: place.id } : {}),
    lat: num(criteria.lat),
    lng: num(criteria.lng),
    distanceMin: num(criteria.distanceMin),
    distanceMax: num(criteria.distanceMax),
  };
}
