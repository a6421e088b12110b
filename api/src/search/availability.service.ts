/**
 * SRCH-042 outside a hotel search: the search calendar's availability per day of one month, over
 * every published package the search matches. One aggregate over the search read model
 * (search_offers: destination, theme, location, nights) joined to each matching package's days of
 * the month through weekend_availability's (weekend_id, date) primary key; the destination and
 * theme tests use search_offers' GIN indexes, a distance first its latitude/longitude btree.
 */
import {
  SEARCH_PLACE_CATEGORIES,
  type SearchAvailabilitiesResponse,
  type SearchPlaceCategory,
} from '@shop/api-contract';
import { monthDays, type Flow } from '@shop/criteria';
import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { searchOffers, weekendAvailability } from '../db/schema';
import { rowsOf } from '../db/rows';
import { findPlace } from './lookups';
import { distanceConditions } from './query';
import { eurosText, roomsNeeded } from '../catalogue';

export type SearchAvailabilityInput = Partial<Record<SearchPlaceCategory, number>> & {
  /** yyyy-MM */
  month: string;
  adult: number;
  child: number;
  baby: number;
  flow: Flow;
  theme?: number | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  distanceMin?: number | undefined;
  distanceMax?: number | undefined;
};

/**
 * The packages a search covers, as the main search selects them (CRIT-038, CRIT-050): with a
 * distance range around a point (lat/lng, else a searched city or poi) the range replaces the
 * destination's borders; otherwise the destination; the theme in both cases.
 */
async function searchConditions(orm: Orm, input: SearchAvailabilityInput): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (input.theme !== undefined) {
    conditions.push(sql`${searchOffers.themeIds} @> ${sql.param([input.theme])}::int[]`);
  }
  const placeKey = SEARCH_PLACE_CATEGORIES.find((key) => input[key] !== undefined);
  const placeId = placeKey ? input[placeKey] : undefined;
  const distanceActive = input.distanceMin !== undefined || input.distanceMax !== undefined;
  let point: { lat: number; lng: number } | null = null;
  if (distanceActive) {
    if (input.lat !== undefined && input.lng !== undefined) {
      point = { lat: Number(input.lat.toFixed(6)), lng: Number(input.lng.toFixed(6)) };
    } else {
      const place = await findPlace(orm, placeId);
      if (place?.isPoint) point = { lat: place.latitude, lng: place.longitude };
    }
  }
  if (point) conditions.push(...distanceConditions(point, input.distanceMin, input.distanceMax));
  else if (placeId !== undefined) {
    conditions.push(sql`${searchOffers.destinationIds} @> ${sql.param([placeId])}::int[]`);
  }
  return conditions;
}

interface DayRow {
  date: string;
  price_cents: number;
  min_los: number;
  promo_percent: number;
}

/**
 * Each day of the month on which at least one matching package can be booked by the party (a
 * room for every two adults, a minimum stay the package covers): the lowest price per night
 * (amount / minLos, the figure the calendar cell shows, CRIT-066), ties to the lowest amount.
 * Activity-only and gift searches have no dated stays: no day.
 */
export async function searchAvailabilities(
  orm: Orm,
  input: SearchAvailabilityInput,
): Promise<SearchAvailabilitiesResponse> {
  if (input.flow === 'activity' || input.flow === 'gifting') return {};
  const { first, last } = monthDays(input.month);
  const conditions = await searchConditions(orm, input);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const day = weekendAvailability;
  const rows = rowsOf<DayRow>(
    await orm.execute(sql`
      select distinct on (${day.date}) to_char(${day.date}, 'YYYY-MM-DD') as date,
        ${day.priceCents} as price_cents, ${day.minLos} as min_los,
        ${day.promoPercent} as promo_percent
      from ${searchOffers}
      inner join ${day} on ${day.weekendId} = ${searchOffers.weekendId}
        and ${day.date} between ${first}::date and ${last}::date
        and ${day.availableRooms} >= ${roomsNeeded(input.adult)}
        and ${day.minLos} <= ${searchOffers.nights}
      ${where}
      order by ${day.date}, ${day.priceCents}::float8 / ${day.minLos}, ${day.priceCents},
        ${day.weekendId}`),
  );
  const days: SearchAvailabilitiesResponse = {};
  for (const row of rows) {
    const amount = Number(row.price_cents);
    days[row.date] = {
      price: eurosText(amount),
      amount,
      minLos: Number(row.min_los),
      promo: Number(row.promo_percent),
    };
  }
  return days;
}
