/**
 * The catalogue search in SQL, shared by offers.json (cards, map) and facets.json: one row of the
 * search read model (search_offers, ADR 0012) per published weekend package, joined — with a
 * check-in date — to that day's availability.
 *
 * Scaling: the read model holds every attribute a search filters or sorts by in one narrow row,
 * with one btree per sort; destination and theme criteria are array containment tests on its
 * GIN-indexed columns; facet filters (types, environments, styles, facilities, activity tags) test
 * the package's value-set id against the few sets that match (search_value_sets); a distance limit
 * first narrows to a latitude/longitude bounding box (btree search_offers_location_idx), then keeps
 * the exact haversine distance; a check-in date reads one availability row per package through the
 * (weekend_id, date) primary key.
 */
import type { SearchFilters } from '@shop/api-contract';
import {
  DEFAULT_ADULTS,
  DEFAULT_BABIES,
  DEFAULT_CHILDREN,
  SEARCH_PLACE_CATEGORIES,
  type SearchPlaceCategory,
  type Sort,
} from '@shop/criteria';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  hotels,
  searchOffers,
  searchPriceLns,
  searchValueSets,
  weekendAvailability,
  type SearchValueFacet,
} from '../db/schema';

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

type RawCriteria = Partial<Record<SearchPlaceCategory, number>> & {
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
  const place = SEARCH_PLACE_CATEGORIES.find((key) => criteria[key] !== undefined);
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

/**
 * The input with every filter list sorted and without repeats — they are sets (any of, all of) —
 * so that searches asking the same thing share one cache key (answer-cache.ts).
 */
export function canonicalInput(input: SearchInput): SearchInput {
  const filters: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input.filters)) {
    filters[name] = Array.isArray(value)
      ? [...new Set<string | number>(value as (string | number)[])].sort()
      : value;
  }
  return { ...input, filters: filters as SearchFilters };
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

/** Where a row lies: the hotel's own columns, or the copies in the search read model. */
export interface LocationColumns {
  latitude: AnyPgColumn;
  longitude: AnyPgColumn;
}
const HOTEL_LOCATION: LocationColumns = { latitude: hotels.latitude, longitude: hotels.longitude };
const OFFER_LOCATION: LocationColumns = {
  latitude: searchOffers.latitude,
  longitude: searchOffers.longitude,
};

/** Great-circle distance in km from the point to the hotel (haversine). */
export function distanceKm(
  point: { lat: number; lng: number },
  { latitude, longitude }: LocationColumns = HOTEL_LOCATION,
): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${point.lat}::float8) / 2), 2)
    + cos(radians(${point.lat}::float8)) * cos(radians(${latitude}))
      * power(sin(radians(${longitude} - ${point.lng}::float8) / 2), 2)))))`;
}

/** The distance from the point to a package's hotel, read from the search read model. */
export const offerDistanceKm = (point: { lat: number; lng: number }): SQL<number> =>
  distanceKm(point, OFFER_LOCATION);

/** Prices of the row: the check-in day's, the package's "from" price, or the gift price. */
export function priceColumns(input: SearchInput): {
  sell: SQL<number>;
  ref: SQL<number>;
  promo: SQL<number>;
} {
  if (input.gifting) {
    // A single voucher is sold at the package's reference price, without promotion.
    return {
      sell: sql<number>`${searchOffers.refPriceCents}`,
      ref: sql<number>`${searchOffers.refPriceCents}`,
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
    sell: sql<number>`${searchOffers.sellPriceCents}`,
    ref: sql<number>`${searchOffers.refPriceCents}`,
    promo: sql<number>`${searchOffers.promoPercent}`,
  };
}

/** FROM the search read model and, with a check-in, the bookable availability of that day. */
export function searchFrom(input: SearchInput): SQL {
  const base = sql`from ${searchOffers}`;
  if (!input.checkin) return base;
  // Sold out (no room) and minimum stays longer than the package exclude the weekend. The
  // price's logarithm (price-quality sort) is looked up; unused, PostgreSQL drops the join.
  return sql`${base} inner join ${weekendAvailability}
    on ${weekendAvailability.weekendId} = ${searchOffers.weekendId}
    and ${weekendAvailability.date} = ${input.checkin}::date
    and ${weekendAvailability.availableRooms} > 0
    and ${weekendAvailability.minLos} <= ${searchOffers.nights}
    left join ${searchPriceLns}
    on ${searchPriceLns.priceCents} = ${weekendAvailability.priceCents}`;
}

/**
 * The criteria conditions: place or distance, theme, hotel, nights. The read model holds published
 * packages only.
 */
export function criteriaConditions(input: SearchInput, place: SearchPlace | null): SQL[] {
  const conditions: SQL[] = [];
  if (input.hotelId !== undefined) conditions.push(sql`${searchOffers.hotelId} = ${input.hotelId}`);
  if (input.theme !== undefined)
    conditions.push(sql`${searchOffers.themeIds} @> ${intArray([input.theme])}`);
  if (input.night !== undefined) conditions.push(sql`${searchOffers.nights} = ${input.night}`);
  const point = searchPoint(input, place);
  const distanceActive = input.distanceMin !== undefined || input.distanceMax !== undefined;
  if (point && distanceActive) {
    // CRIT-038: "offers around" — the distance range replaces the destination's borders.
    conditions.push(...distanceConditions(point, input.distanceMin, input.distanceMax));
  } else if (input.destinationId !== undefined) {
    conditions.push(sql`${searchOffers.destinationIds} @> ${intArray([input.destinationId])}`);
  }
  return conditions;
}

/**
 * The bounding box of a distance limit: latitudes within `max` km of the point, and longitudes
 * too unless the box spans the globe (near a pole). The exact distance is tested after it.
 */
export function distanceBox(
  point: { lat: number; lng: number },
  max: number | undefined,
): { latMin: number; latMax: number; lngMin?: number; lngMax?: number } | null {
  if (max === undefined) return null;
  const latDelta = max / KM_PER_DEGREE;
  const cos = Math.cos((point.lat * Math.PI) / 180);
  const lngDelta = cos > 0.01 ? max / (KM_PER_DEGREE * cos) : 360;
  return {
    latMin: point.lat - latDelta,
    latMax: point.lat + latDelta,
    ...(lngDelta < 180 ? { lngMin: point.lng - lngDelta, lngMax: point.lng + lngDelta } : {}),
  };
}

/** A distance range around the point: the bounding box (btree) first, then the exact distance. */
export function distanceConditions(
  point: { lat: number; lng: number },
  min: number | undefined,
  max: number | undefined,
): SQL[] {
  const conditions: SQL[] = [];
  const distance = offerDistanceKm(point);
  const box = distanceBox(point, max);
  if (box) {
    conditions.push(sql`${searchOffers.latitude} between ${box.latMin} and ${box.latMax}`);
    if (box.lngMin !== undefined) {
      conditions.push(sql`${searchOffers.longitude} between ${box.lngMin} and ${box.lngMax}`);
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
 * A package's value-set column tested against the sets of its facet group that match: `&&` any
 * of the values, `@>` all of them.
 */
function inValueSets(
  column: AnyPgColumn,
  facet: SearchValueFacet,
  operator: '&&' | '@>',
  values: readonly string[],
): SQL {
  return sql`${column} in (select ${searchValueSets.id} from ${searchValueSets}
    where ${searchValueSets.facet} = ${facet}
    and ${searchValueSets.items} ${sql.raw(operator)} ${textArray(values)})`;
}

/**
 * API-001 filters: any of the chosen types, environments, styles, stars and tags; all of the
 * chosen facilities (pets through petsAllowed, CRIT-043); score and price bounds.
 */
export function filterConditions(input: SearchInput): FilterConditions {
  const { filters } = input;
  const conditions: FilterConditions = {};
  const any = (
    column: AnyPgColumn,
    facet: SearchValueFacet,
    values: readonly string[] | undefined,
  ) => (values && values.length > 0 ? inValueSets(column, facet, '&&', values) : undefined);
  conditions.hotelTypes = any(searchOffers.typesSet, 'hotelTypes', filters.hotelTypes);
  conditions.hotelEnvironments = any(
    searchOffers.environmentsSet,
    'hotelEnvironments',
    filters.hotelEnvironments,
  );
  conditions.hotelStyles = any(searchOffers.stylesSet, 'hotelStyles', filters.hotelStyles);
  conditions.tags = any(searchOffers.activitiesSet, 'activities', filters.tags);
  if (filters.stars && filters.stars.length > 0)
    conditions.stars = sql`${searchOffers.stars} = any(${intArray(filters.stars)})`;
  if (filters.minHotelReviewScore !== undefined && filters.minHotelReviewScore > 0)
    conditions.hotelScore = sql`${searchOffers.reviewAverage} >= ${filters.minHotelReviewScore}`;
  const facilities = new Set(filters.facilities ?? []);
  if (filters.petsAllowed) facilities.add('pets');
  if (facilities.size > 0)
    conditions.facilities = inValueSets(searchOffers.facilitiesSet, 'facilities', '@>', [
      ...facilities,
    ]);
  const { min, max } = priceBounds(input);
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

/** The price filter's bounds in cents: a gift search reads the single-voucher ones first. */
export function priceBounds({ filters, gifting }: SearchInput): {
  min: number | undefined;
  max: number | undefined;
} {
  return {
    min: gifting ? (filters.singleVoucherPriceMin ?? filters.priceMin) : filters.priceMin,
    max: gifting ? (filters.singleVoucherPriceMax ?? filters.priceMax) : filters.priceMax,
  };
}

export function whereAll(conditions: readonly SQL[]): SQL {
  return conditions.length > 0 ? sql`where ${sql.join([...conditions], sql` and `)}` : sql``;
}

/** ORDER BY of a sort; ties break on the package id, so pages never overlap. */
export function orderBy(sort: Sort, input: SearchInput, place: SearchPlace | null): SQL {
  const { sell, promo } = priceColumns(input);
  const point = searchPoint(input, place);
  const id = searchOffers.weekendId;
  switch (sort) {
    case 'distance':
      if (point) return sql`order by ${offerDistanceKm(point)} asc, ${id} asc`;
      break;
    case 'promo':
      // Gift prices carry no promotion: the cheapest first, as for every promotion tie.
      return input.gifting
        ? sql`order by ${sell} asc, ${id} asc`
        : sql`order by ${promo} desc, ${sell} asc, ${id} asc`;
    case 'priceAsc':
    case 'svPriceAsc':
      return sql`order by ${sell} asc, ${id} asc`;
    case 'svPriceDesc':
      return sql`order by ${sell} desc, ${id} asc`;
    case 'popularity':
      return sql`order by ${searchOffers.popularity} desc, ${id} asc`;
    case 'priceQuality':
      break;
  }
  // Quality for the price: review score (7.5 when none yet), stars and promotion against the
  // logarithm of the price in euros — precomputed per package (read-model.ts) unless dated.
  if (input.gifting) return sql`order by ${searchOffers.giftPriceQuality} desc, ${id} asc`;
  if (input.checkin) {
    const priceLn = sql`coalesce(${searchPriceLns.ln}, ln(${sell} / 100.0 + 10)::float8)`;
    return sql`order by (${searchOffers.qualityBase} + ${promo} / 10.0) / ${priceLn} desc, ${id} asc`;
  }
  return sql`order by ${searchOffers.priceQuality} desc, ${id} asc`;
}
