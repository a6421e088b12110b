/**
 * The catalogue search in SQL, shared by offers.json (cards, map) and facets.json: one weekend
 * per row, joined to its hotel and — with a check-in date — to that day's availability.
 *
 * Scaling: destination, theme, tag and facet filters are array containment/overlap tests on
 * GIN-indexed columns (hotels.destination_ids, weekends.theme_ids…); a distance limit first
 * narrows to a latitude/longitude bounding box (btree hotels_latitude_longitude_idx), then keeps
 * the exact haversine distance; a check-in date reads one availability row per weekend through
 * the (weekend_id, date) primary key.
 */
import type { SearchFilters } from '@shop/api-contract';
import { DEFAULT_ADULTS, DEFAULT_BABIES, DEFAULT_CHILDREN, type Sort } from '@shop/criteria';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hotels, weekendAvailability, weekends } from '../db/schema';

export const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE = 111.045;

/** What a search asks, normalised from the request (offers.json body or facets.json query). */
export interface SearchInput {
  checkin?: string | undefined;
  night?: number | undefined;
  adult: number;
  child: number;
  baby: number;
  theme?: number | undefined;
  /** The destination id of the first category given (city, searesort… country). */
  destinationId?: number | undefined;
  hotelId?: number | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  distanceMin?: number | undefined;
  distanceMax?: number | undefined;
  filters: SearchFilters;
  gifting: boolean;
}

/** The destination searched, when there is one: its coordinates centre a distance search. */
export interface SearchPlace {
  id: number;
  latitude: number;
  longitude: number;
  /** city and poi: a point to measure distances from (CRIT-054). */
  isPoint: boolean;
}

const PLACE_KEYS = [
  'city',
  'searesort',
  'skiresort',
  'touristicregion',
  'poi',
  'region',
  'department',
  'country',
] as const;

type RawCriteria = Partial<Record<(typeof PLACE_KEYS)[number], number>> & {
  checkin?: string | undefined;
  night?: number | undefined;
  nights?: number | undefined;
  adult?: number | undefined;
  adults?: number | undefined;
  child?: number | undefined;
  children?: number | undefined;
  baby?: number | undefined;
  babies?: number | undefined;
  theme?: number | undefined;
  hotelId?: number | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  distanceMin?: number | undefined;
  distanceMax?: number | undefined;
};

/** Reads the criteria: singular or plural guest names, the first destination category given. */
export function toSearchInput(
  criteria: RawCriteria,
  filters: SearchFilters,
  gifting: boolean,
): SearchInput {
  const place = PLACE_KEYS.find((key) => criteria[key] !== undefined);
  // Sub-micro-degree precision means nothing here, and denormal floats ("5e-324") are not
  // valid float8 input for PostgreSQL.
  const round = (value: number | undefined, digits: number) =>
    value === undefined ? undefined : Number(value.toFixed(digits));
  const score = round(filters.minHotelReviewScore, 2);
  return {
    // Gift searches have no dates and use 2 adults (spec §4).
    checkin: gifting ? undefined : criteria.checkin,
    night: criteria.night ?? criteria.nights,
    adult: gifting ? DEFAULT_ADULTS : (criteria.adult ?? criteria.adults ?? DEFAULT_ADULTS),
    child: gifting ? 0 : (criteria.child ?? criteria.children ?? DEFAULT_CHILDREN),
    baby: gifting ? 0 : (criteria.baby ?? criteria.babies ?? DEFAULT_BABIES),
    theme: criteria.theme,
    destinationId: place ? criteria[place] : undefined,
    hotelId: criteria.hotelId,
    lat: round(criteria.lat, 6),
    lng: round(criteria.lng, 6),
    distanceMin: criteria.distanceMin,
    distanceMax: criteria.distanceMax,
    filters: score === undefined ? filters : { ...filters, minHotelReviewScore: score },
    gifting,
  };
}

const intArray = (values: readonly number[]) => sql`${sql.param(values)}::int[]`;
const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** The point distances are measured from: lat/lng, else a searched city or poi. */
export function searchPoint(
  input: SearchInput,
  place: SearchPlace | null,
): { lat: number; lng: number } | null {
  if (input.lat !== undefined && input.lng !== undefined) return { lat: input.lat, lng: input.lng };
  if (place?.isPoint) return { lat: place.latitude, lng: place.longitude };
  return null;
}

/** Great-circle distance in km from the point to the hotel (haversine). */
export function distanceKm(point: { lat: number; lng: number }): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${hotels.latitude} - ${point.lat}::float8) / 2), 2)
    + cos(radians(${point.lat}::float8)) * cos(radians(${hotels.latitude}))
      * power(sin(radians(${hotels.longitude} - ${point.lng}::float8) / 2), 2)))))`;
}

/** Prices of the row: the check-in day's, the package's "from" price, or the gift price. */
export function priceColumns(input: SearchInput): {
  sell: SQL<number>;
  ref: SQL<number>;
  promo: SQL<number>;
} {
  if (input.gifting) {
    // A single voucher is sold at the package's reference price, without promotion.
    return {
      sell: sql<number>`${weekends.refPriceCents}`,
      ref: sql<number>`${weekends.refPriceCents}`,
      promo: sql<number>`0`,
    };
  }
  if (input.checkin) {
    return {
      sell: sql<number>`${weekendAvailability.priceCents}`,
      ref: sql<number>`round(${weekendAvailability.priceCents} * 100.0 / (100 - least(${weekendAvailability.promoPercent}, 99)))::int`,
      promo: sql<number>`${weekendAvailability.promoPercent}`,
    };
  }
  return {
    sell: sql<number>`${weekends.sellPriceCents}`,
    ref: sql<number>`${weekends.refPriceCents}`,
    promo: sql<number>`${weekends.promoPercent}`,
  };
}

/** FROM weekends, hotels and, with a check-in, the bookable availability of that day. */
export function searchFrom(input: SearchInput): SQL {
  const base = sql`from ${weekends} inner join ${hotels} on ${hotels.id} = ${weekends.hotelId}`;
  if (!input.checkin) return base;
  // Sold out (no room) and minimum stays longer than the package exclude the weekend.
  return sql`${base} inner join ${weekendAvailability}
    on ${weekendAvailability.weekendId} = ${weekends.id}
    and ${weekendAvailability.date} = ${input.checkin}::date
    and ${weekendAvailability.availableRooms} > 0
    and ${weekendAvailability.minLos} <= ${weekends.nights}`;
}

/** The criteria conditions: published, place or distance, theme, hotel, nights. */
export function criteriaConditions(input: SearchInput, place: SearchPlace | null): SQL[] {
  const conditions: SQL[] = [sql`${weekends.published}`];
  if (input.hotelId !== undefined) conditions.push(sql`${weekends.hotelId} = ${input.hotelId}`);
  if (input.theme !== undefined)
    conditions.push(sql`${weekends.themeIds} @> ${intArray([input.theme])}`);
  if (input.night !== undefined) conditions.push(sql`${weekends.nights} = ${input.night}`);
  const point = searchPoint(input, place);
  const distanceActive = input.distanceMin !== undefined || input.distanceMax !== undefined;
  if (point && distanceActive) {
    // CRIT-038: "offers around" — the distance range replaces the destination's borders.
    conditions.push(...distanceConditions(point, input.distanceMin, input.distanceMax));
  } else if (input.destinationId !== undefined) {
    conditions.push(sql`${hotels.destinationIds} @> ${intArray([input.destinationId])}`);
  }
  return conditions;
}

function distanceConditions(
  point: { lat: number; lng: number },
  min: number | undefined,
  max: number | undefined,
): SQL[] {
  const conditions: SQL[] = [];
  const distance = distanceKm(point);
  if (max !== undefined) {
    const latDelta = max / KM_PER_DEGREE;
    conditions.push(
      sql`${hotels.latitude} between ${point.lat - latDelta} and ${point.lat + latDelta}`,
    );
    const cos = Math.cos((point.lat * Math.PI) / 180);
    const lngDelta = cos > 0.01 ? max / (KM_PER_DEGREE * cos) : 360;
    if (lngDelta < 180) {
      conditions.push(
        sql`${hotels.longitude} between ${point.lng - lngDelta} and ${point.lng + lngDelta}`,
      );
    }
    conditions.push(sql`${distance} <= ${max}`);
  }
  if (min !== undefined && min > 0) conditions.push(sql`${distance} >= ${min}`);
  return conditions;
}

/** Each filter as its own condition (facets leave their own group out), keyed by facet. */
export interface FilterConditions {
  hotelTypes?: SQL;
  hotelEnvironments?: SQL;
  hotelStyles?: SQL;
  stars?: SQL;
  hotelScore?: SQL;
  price?: SQL;
  facilities?: SQL;
  tags?: SQL;
}
export type FilterGroup = keyof FilterConditions;

/**
 * API-001 filters: any of the chosen types, environments, styles, stars and tags; all of the
 * chosen facilities (pets through petsAllowed, CRIT-043); score and price bounds.
 */
export function filterConditions(input: SearchInput): FilterConditions {
  const { filters } = input;
  const conditions: FilterConditions = {};
  const any = (column: AnyPgColumn, values: readonly string[] | undefined) =>
    values && values.length > 0 ? sql`${column} && ${textArray(values)}` : undefined;
  conditions.hotelTypes = any(hotels.hotelTypes, filters.hotelTypes);
  conditions.hotelEnvironments = any(hotels.environments, filters.hotelEnvironments);
  conditions.hotelStyles = any(hotels.styles, filters.hotelStyles);
  conditions.tags = any(weekends.activityTags, filters.tags);
  if (filters.stars && filters.stars.length > 0)
    conditions.stars = sql`${hotels.stars} = any(${intArray(filters.stars)})`;
  if (filters.minHotelReviewScore !== undefined && filters.minHotelReviewScore > 0)
    conditions.hotelScore = sql`${hotels.reviewAverage} >= ${filters.minHotelReviewScore}`;
  const facilities = new Set(filters.facilities ?? []);
  if (filters.petsAllowed) facilities.add('pets');
  if (facilities.size > 0)
    conditions.facilities = sql`${hotels.facilities} @> ${textArray([...facilities])}`;
  const min = input.gifting
    ? (filters.singleVoucherPriceMin ?? filters.priceMin)
    : filters.priceMin;
  const max = input.gifting
    ? (filters.singleVoucherPriceMax ?? filters.priceMax)
    : filters.priceMax;
  const { sell } = priceColumns(input);
  const bounds = [
    min !== undefined ? sql`${sell} >= ${min}` : undefined,
    max !== undefined ? sql`${sell} <= ${max}` : undefined,
  ].filter((condition) => condition !== undefined);
  if (bounds.length > 0) conditions.price = sql.join(bounds, sql` and `);
  for (const key of Object.keys(conditions) as FilterGroup[]) {
    if (conditions[key] === undefined) delete conditions[key];
  }
  return conditions;
}

export function whereAll(conditions: readonly SQL[]): SQL {
  return conditions.length > 0 ? sql`where ${sql.join([...conditions], sql` and `)}` : sql``;
}

/** ORDER BY of a sort; ties break on the weekend id, so pages never overlap. */
export function orderBy(sort: Sort, input: SearchInput, place: SearchPlace | null): SQL {
  const { sell, promo } = priceColumns(input);
  const point = searchPoint(input, place);
  switch (sort) {
    case 'distance':
      if (point) return sql`order by ${distanceKm(point)} asc, ${weekends.id} asc`;
      break;
    case 'promo':
      return sql`order by ${promo} desc, ${sell} asc, ${weekends.id} asc`;
    case 'priceAsc':
    case 'svPriceAsc':
      return sql`order by ${sell} asc, ${weekends.id} asc`;
    case 'svPriceDesc':
      return sql`order by ${sell} desc, ${weekends.id} asc`;
    case 'popularity':
      return sql`order by ${weekends.popularity} desc, ${weekends.id} asc`;
    case 'priceQuality':
      break;
  }
  // Quality for the price: review score (7.5 when none yet), stars and promotion against the
  // logarithm of the price in euros — stored per package (numeric ln is slow) unless dated.
  const priceLn = input.gifting
    ? sql`${weekends.refPriceLn}`
    : input.checkin
      ? sql`ln(${sell} / 100.0 + 10)`
      : sql`${weekends.sellPriceLn}`;
  return sql`order by (coalesce(${hotels.reviewAverage}, 7.5) + ${hotels.stars} * 0.5 + ${promo} / 10.0)
    / ${priceLn} desc, ${weekends.id} asc`;
}
