/**
 * The in-memory search index (ADR 0017): a column-oriented copy of the search read model
 * (search_offers, search_value_sets; ADR 0012) per API node and catalogue version, so that an
 * undated search — a page of cards, its count, its facets — is answered without a query on the
 * offers: walk the sort's precomputed permutation testing each row, count facets in one pass.
 *
 * It answers exactly what the SQL of query.ts answers (in-memory-index.test.ts runs both on
 * random searches); SQL stays the reference and answers what the index does not hold: dated
 * searches (a day's availability and prices), the map, and any search while the index of the
 * current catalogue version is loading.
 */
import type { DestinationCategory } from '@shop/api-contract';
import type { Sort } from '@shop/criteria';
import { asc, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { LANGUAGES, type LocalizedText } from '../db/localized-text';
import {
  catalogueVersion,
  destinations,
  searchOffers,
  searchValueSets,
  themes,
  type SearchValueFacet,
  type WeekendActivity,
} from '../db/schema';
import { catalogueVersions, type CatalogueVersionWatch } from '../catalogue';
import {
  EARTH_RADIUS_KM,
  distanceBox,
  priceBounds,
  searchPoint,
  type FilterGroup,
  type SearchInput,
  type SearchPlace,
} from './query';

/** A destination as searches read it: the place searched and its hierarchy (searchDetails). */
export interface PlaceRecord {
  id: number;
  label: LocalizedText;
  category: Exclude<DestinationCategory, 'hotel'>;
  latitude: number;
  longitude: number;
  parentIds: number[];
}

/** The columns of a PlaceRecord, read from destinations (the index's and the lookups'). */
export const PLACE_COLUMNS = {
  id: destinations.id,
  label: destinations.label,
  category: destinations.category,
  latitude: destinations.latitude,
  longitude: destinations.longitude,
  parentIds: destinations.parentIds,
};

/** One distinct set of facet values (search_value_sets). */
interface ValueSet {
  facet: SearchValueFacet;
  items: string[];
  details: Pick<WeekendActivity, 'tagId' | 'name'>[];
}

/** The permutations a page walks: row numbers in the order of one sort (ties on the package id). */
type SortKey =
  | 'priceQuality'
  | 'giftPriceQuality'
  | 'sellAsc'
  | 'sellDesc'
  | 'refAsc'
  | 'refDesc'
  | 'promo'
  | 'popularity';

const NO_SCORE = -1;
const NO_THEME = 0;

/**
 * One catalogue version of the read model, one row per published package in package id order.
 * Immutable once built: a new catalogue version builds a new index and swaps it in.
 */
export class SearchIndex {
  readonly size: number;
  readonly weekendId: Int32Array;
  readonly hotelId: Int32Array;
  readonly nights: Int16Array;
  readonly stars: Int16Array;
  /** floor(review average); NO_SCORE without reviews. */
  readonly score: Int16Array;
  readonly promo: Int16Array;
  readonly sell: Int32Array;
  readonly ref: Int32Array;
  readonly popularity: Int32Array;
  /** The package's first theme; NO_THEME without one. */
  readonly themeId: Int32Array;
  readonly typesSet: Int32Array;
  readonly environmentsSet: Int32Array;
  readonly stylesSet: Int32Array;
  readonly facilitiesSet: Int32Array;
  readonly activitiesSet: Int32Array;
  /** real (float4) like the column, so that a score bound compares as PostgreSQL does; NaN = none. */
  readonly reviewAverage: Float32Array;
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  /** Rows (ascending) per destination, theme (any of the package's) and hotel. */
  readonly byDestination = new Map<number, Int32Array>();
  readonly byTheme = new Map<number, Int32Array>();
  readonly byHotel = new Map<number, Int32Array>();
  /** The hotel's first destination (its city), for a hotelId search's searchDetails. */
  readonly hotelCity = new Map<number, number | null>();
  readonly sorts: Record<SortKey, Int32Array>;
  /**
   * Work arrays of one search at a time (a search runs synchronously from start to end): the
   * candidate rows, the matching mask, the filter each row fails.
   */
  readonly scratch: { rows: Int32Array; mask: Uint8Array; only: Int8Array };
  /** 0 … size − 1: the candidates of a search without criteria. */
  readonly allRows: Int32Array;
  /** Smallest star rating and score, and their spans (facet tallies are arrays over them). */
  readonly starMin: number;
  readonly starRange: number;
  readonly scoreMin: number;
  readonly scoreRange: number;
  readonly valueSets: (ValueSet | undefined)[];
  readonly places: Map<number, PlaceRecord>;
  readonly themeLabels: Map<number, LocalizedText>;
  /** Position of a facet label in the database's collation (the SQL's ORDER BY of activities). */
  readonly collation: Map<string, number>;

  constructor(
    readonly version: number,
    rows: OfferRow[],
    sets: (ValueSet & { id: number })[],
    places: PlaceRecord[],
    themeRows: { id: number; label: LocalizedText }[],
    collation: Map<string, number>,
  ) {
    const n = rows.length;
    this.size = n;
    this.weekendId = new Int32Array(n);
    this.hotelId = new Int32Array(n);
    this.nights = new Int16Array(n);
    this.stars = new Int16Array(n);
    this.score = new Int16Array(n);
    this.promo = new Int16Array(n);
    this.sell = new Int32Array(n);
    this.ref = new Int32Array(n);
    this.popularity = new Int32Array(n);
    this.themeId = new Int32Array(n);
    this.typesSet = new Int32Array(n);
    this.environmentsSet = new Int32Array(n);
    this.stylesSet = new Int32Array(n);
    this.facilitiesSet = new Int32Array(n);
    this.activitiesSet = new Int32Array(n);
    this.reviewAverage = new Float32Array(n);
    this.latitude = new Float64Array(n);
    this.longitude = new Float64Array(n);
    const priceQuality = new Float64Array(n);
    const giftPriceQuality = new Float64Array(n);
    const postings = {
      destination: new Map<number, number[]>(),
      theme: new Map<number, number[]>(),
      hotel: new Map<number, number[]>(),
    };
    const post = (map: Map<number, number[]>, key: number, row: number) => {
      const list = map.get(key);
      // A package lists a destination or theme once; a repeat must not count it twice.
      if (list === undefined) map.set(key, [row]);
      else if (list[list.length - 1] !== row) list.push(row);
    };
    rows.forEach((row, i) => {
      this.weekendId[i] = row.weekendId;
      this.hotelId[i] = row.hotelId;
      this.nights[i] = row.nights;
      this.stars[i] = row.stars;
      this.score[i] = row.score ?? NO_SCORE;
      this.promo[i] = row.promoPercent;
      this.sell[i] = row.sellPriceCents;
      this.ref[i] = row.refPriceCents;
      this.popularity[i] = row.popularity;
      this.themeId[i] = row.themeId ?? NO_THEME;
      this.typesSet[i] = row.typesSet;
      this.environmentsSet[i] = row.environmentsSet;
      this.stylesSet[i] = row.stylesSet;
      this.facilitiesSet[i] = row.facilitiesSet;
      this.activitiesSet[i] = row.activitiesSet;
      this.reviewAverage[i] = row.reviewAverage ?? Number.NaN;
      this.latitude[i] = row.latitude;
      this.longitude[i] = row.longitude;
      priceQuality[i] = row.priceQuality;
      giftPriceQuality[i] = row.giftPriceQuality;
      for (const id of row.destinationIds) post(postings.destination, id, i);
      for (const id of row.themeIds) post(postings.theme, id, i);
      post(postings.hotel, row.hotelId, i);
      if (!this.hotelCity.has(row.hotelId))
        this.hotelCity.set(row.hotelId, row.destinationIds[0] ?? null);
    });
    const range = (values: Iterable<number>) => {
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      for (const value of values) {
        min = Math.min(min, value);
        max = Math.max(max, value);
      }
      return min > max ? { min: 0, span: 0 } : { min, span: max - min };
    };
    const starSpan = range(this.stars);
    this.starMin = starSpan.min;
    this.starRange = starSpan.span;
    const scoreSpan = range([...this.score].filter((score) => score !== NO_SCORE));
    this.scoreMin = scoreSpan.min;
    this.scoreRange = scoreSpan.span;
    const freeze = (from: Map<number, number[]>, to: Map<number, Int32Array>) => {
      for (const [key, list] of from) to.set(key, Int32Array.from(list));
    };
    freeze(postings.destination, this.byDestination);
    freeze(postings.theme, this.byTheme);
    freeze(postings.hotel, this.byHotel);
    const order = (compare: (a: number, b: number) => number) =>
      Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => compare(a, b) || a - b);
    const { sell, ref, promo, popularity } = this;
    this.sorts = {
      priceQuality: order((a, b) => priceQuality[b]! - priceQuality[a]!),
      giftPriceQuality: order((a, b) => giftPriceQuality[b]! - giftPriceQuality[a]!),
      sellAsc: order((a, b) => sell[a]! - sell[b]!),
      sellDesc: order((a, b) => sell[b]! - sell[a]!),
      refAsc: order((a, b) => ref[a]! - ref[b]!),
      refDesc: order((a, b) => ref[b]! - ref[a]!),
      promo: order((a, b) => promo[b]! - promo[a]! || sell[a]! - sell[b]!),
      popularity: order((a, b) => popularity[b]! - popularity[a]!),
    };
    this.allRows = Int32Array.from({ length: n }, (_, i) => i);
    this.scratch = { rows: new Int32Array(n), mask: new Uint8Array(n), only: new Int8Array(n) };
    this.valueSets = [];
    for (const { id, ...set } of sets) this.valueSets[id] = set;
    this.places = new Map(places.map((place) => [place.id, place]));
    this.themeLabels = new Map(themeRows.map((theme) => [theme.id, theme.label]));
    this.collation = collation;
  }

  /** Rough bytes held by the columns, postings and permutations (not the value sets' text). */
  byteSize(): number {
    let bytes = 0;
    for (const value of Object.values(this)) {
      if (ArrayBuffer.isView(value)) bytes += value.byteLength;
    }
    for (const value of Object.values(this.sorts)) bytes += value.byteLength;
    for (const map of [this.byDestination, this.byTheme, this.byHotel]) {
      for (const list of map.values()) bytes += list.byteLength + 48;
    }
    return bytes;
  }
}

type OfferRow = typeof searchOffers.$inferSelect;

/**
 * Reads one catalogue version of the read model in one snapshot (a read-only repeatable-read
 * transaction), so that the index and its version match.
 */
export async function loadSearchIndex(orm: Orm): Promise<SearchIndex> {
  return orm.transaction(
    async (tx) => {
      const [versionRow] = await tx
        .select({ version: catalogueVersion.version })
        .from(catalogueVersion)
        .where(sql`${catalogueVersion.id} = 1`);
      const rows = await tx.select().from(searchOffers).orderBy(asc(searchOffers.weekendId));
      const sets = await tx.select().from(searchValueSets);
      const places = await tx.select(PLACE_COLUMNS).from(destinations);
      const themeRows = await tx.select({ id: themes.id, label: themes.label }).from(themes);
      // The labels the activities facet orders by, ranked by the database's own collation.
      const labels = new Set<string>();
      const inLanguage = (text: Partial<LocalizedText> | null | undefined) =>
        LANGUAGES.map((language) => text?.[language] ?? text?.en).filter(
          (label): label is string => typeof label === 'string',
        );
      for (const theme of themeRows) for (const label of inLanguage(theme.label)) labels.add(label);
      for (const set of sets) {
        for (const detail of set.details)
          for (const label of inLanguage(detail.name)) labels.add(label);
      }
      const ordered = (await tx.execute<{ label: string }>(
        sql`select label from unnest(${sql.param([...labels])}::text[]) as label order by label`,
      )) as unknown as { rows: { label: string }[] };
      const collation = new Map(ordered.rows.map((row, rank) => [row.label, rank]));
      return new SearchIndex(versionRow?.version ?? 0, rows, sets, places, themeRows, collation);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The filters of a search, each its own test (facets leave their own group out). */
type FilterTests = {
  group: FilterGroup;
  test: (row: number) => boolean;
  /** The same test as a table: the row passes when pass[column[row]] is 1 (a tighter loop). */
  table?: { column: Int32Array | Int16Array; pass: Uint8Array };
}[];

/** Distance from a point to a row's hotel, as query.ts's distanceKm computes it. */
function distanceOf(index: SearchIndex, point: { lat: number; lng: number }, row: number): number {
  const radians = Math.PI / 180;
  const lat = index.latitude[row]!;
  const lng = index.longitude[row]!;
  const a =
    Math.sin(((lat - point.lat) * radians) / 2) ** 2 +
    Math.cos(point.lat * radians) *
      Math.cos(lat * radians) *
      Math.sin(((lng - point.lng) * radians) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The criteria as a list of candidate rows, the smallest posting list tested against the rest. */
function criteriaRows(
  index: SearchIndex,
  input: SearchInput,
  place: SearchPlace | null,
): Int32Array {
  const postings: Int32Array[] = [];
  const empty = new Int32Array(0);
  if (input.hotelId !== undefined) postings.push(index.byHotel.get(input.hotelId) ?? empty);
  if (input.theme !== undefined) postings.push(index.byTheme.get(input.theme) ?? empty);
  const point = searchPoint(input, place);
  const distanceActive = input.distanceMin !== undefined || input.distanceMax !== undefined;
  const around = point !== null && distanceActive;
  if (!around && input.destinationId !== undefined) {
    postings.push(index.byDestination.get(input.destinationId) ?? empty);
  }
  const tests: ((row: number) => boolean)[] = [];
  postings.sort((a, b) => a.length - b.length);
  for (const other of postings.slice(1)) {
    const member = new Uint8Array(index.size);
    for (const row of other) member[row] = 1;
    tests.push((row) => member[row] === 1);
  }
  if (input.night !== undefined) {
    const night = input.night;
    tests.push((row) => index.nights[row] === night);
  }
  if (around) {
    const { latitude, longitude } = index;
    const box = distanceBox(point, input.distanceMax);
    if (box) {
      tests.push((row) => {
        const lat = latitude[row]!;
        if (lat < box.latMin || lat > box.latMax) return false;
        const lng = longitude[row]!;
        return box.lngMin === undefined || (lng >= box.lngMin && lng <= box.lngMax!);
      });
      const max = input.distanceMax!;
      tests.push((row) => distanceOf(index, point, row) <= max);
    }
    const min = input.distanceMin;
    if (min !== undefined && min > 0) tests.push((row) => distanceOf(index, point, row) >= min);
  }
  const base = postings[0];
  // Nothing to test: the posting list, or every row (callers only read the list).
  if (tests.length === 0) return base ?? index.allRows;
  const result = index.scratch.rows;
  let count = 0;
  const size = base ? base.length : index.size;
  for (let k = 0; k < size; k += 1) {
    const row = base ? base[k]! : k;
    let pass = true;
    for (const test of tests) {
      if (!test(row)) {
        pass = false;
        break;
      }
    }
    if (pass) result[count++] = row;
  }
  return result.subarray(0, count);
}

/** query.ts's filterConditions, as tests on a row. */
function filterTests(index: SearchIndex, input: SearchInput): FilterTests {
  const { filters } = input;
  const tests: FilterTests = [];
  /** Which value sets of a facet group pass: any of the values (&&), or all of them (@>). */
  const passingSets = (facet: SearchValueFacet, values: readonly string[], all: boolean) => {
    const pass = new Uint8Array(index.valueSets.length);
    index.valueSets.forEach((set, id) => {
      if (set?.facet !== facet) return;
      const ok = all
        ? values.every((value) => set.items.includes(value))
        : set.items.some((item) => values.includes(item));
      if (ok) pass[id] = 1;
    });
    return pass;
  };
  const any = (
    group: FilterGroup,
    column: Int32Array,
    facet: SearchValueFacet,
    values: readonly string[] | undefined,
  ) => {
    if (!values || values.length === 0) return;
    const pass = passingSets(facet, values, false);
    tests.push({ group, test: (row) => pass[column[row]!] === 1, table: { column, pass } });
  };
  any('hotelTypes', index.typesSet, 'hotelTypes', filters.hotelTypes);
  any('hotelEnvironments', index.environmentsSet, 'hotelEnvironments', filters.hotelEnvironments);
  any('hotelStyles', index.stylesSet, 'hotelStyles', filters.hotelStyles);
  any('tags', index.activitiesSet, 'activities', filters.tags);
  if (filters.stars && filters.stars.length > 0) {
    // Star ratings are small integers (smallint ≥ 0): a table by rating.
    const pass = new Uint8Array(index.starMin + index.starRange + 1);
    for (const star of filters.stars) if (star >= 0 && star < pass.length) pass[star] = 1;
    const column = index.stars;
    tests.push({
      group: 'stars',
      test: (row) => pass[column[row]!] === 1,
      table: { column, pass },
    });
  }
  if (filters.minHotelReviewScore !== undefined && filters.minHotelReviewScore > 0) {
    // The bound is compared as a real, like the column (PostgreSQL types the parameter so).
    const min = Math.fround(filters.minHotelReviewScore);
    tests.push({ group: 'hotelScore', test: (row) => index.reviewAverage[row]! >= min });
  }
  const facilities = new Set(filters.facilities ?? []);
  if (filters.petsAllowed) facilities.add('pets');
  if (facilities.size > 0) {
    const pass = passingSets('facilities', [...facilities], true);
    const column = index.facilitiesSet;
    tests.push({
      group: 'facilities',
      test: (row) => pass[column[row]!] === 1,
      table: { column, pass },
    });
  }
  const { min, max } = priceBounds(input);
  if (min !== undefined || max !== undefined) {
    const sell = input.gifting ? index.ref : index.sell;
    const low = min ?? Number.NEGATIVE_INFINITY;
    const high = max ?? Number.POSITIVE_INFINITY;
    tests.push({ group: 'price', test: (row) => sell[row]! >= low && sell[row]! <= high });
  }
  return tests;
}

/** The rows of a search (criteria and filters) as a mask, and how many there are. */
function matchAll(
  index: SearchIndex,
  input: SearchInput,
  place: SearchPlace | null,
): { mask: Uint8Array; count: number } {
  const rows = criteriaRows(index, input, place);
  const mask = index.scratch.mask.fill(0);
  for (let k = 0; k < rows.length; k += 1) mask[rows[k]!] = 1;
  let count = rows.length;
  // One test at a time over the rows still matching (a tight loop per test).
  for (const { test, table } of filterTests(index, input)) {
    if (table) {
      const { column, pass } = table;
      for (let k = 0; k < rows.length; k += 1) {
        const row = rows[k]!;
        if (mask[row] === 1 && pass[column[row]!] !== 1) {
          mask[row] = 0;
          count -= 1;
        }
      }
      continue;
    }
    for (let k = 0; k < rows.length; k += 1) {
      const row = rows[k]!;
      if (mask[row] === 1 && !test(row)) {
        mask[row] = 0;
        count -= 1;
      }
    }
  }
  return { mask, count };
}

/** The permutation of an undated search's sort, as query.ts's orderBy orders. */
function sortKey(sort: Sort, gifting: boolean): SortKey {
  switch (sort) {
    case 'promo':
      return gifting ? 'refAsc' : 'promo';
    case 'priceAsc':
    case 'svPriceAsc':
      return gifting ? 'refAsc' : 'sellAsc';
    case 'svPriceDesc':
      return gifting ? 'refDesc' : 'sellDesc';
    case 'popularity':
      return 'popularity';
    default:
      return gifting ? 'giftPriceQuality' : 'priceQuality';
  }
}

/** A card's numbers read from the index: prices, the distance and the hotel's other offers. */
export interface IndexedCard {
  weekendId: number;
  sell: number;
  ref: number;
  promo: number;
  /** km, rounded to 0.1 as PostgreSQL rounds a float8 to numeric(…, 1); null without a point. */
  distance: number | null;
  /** Matching offers of the same hotel (hasMoreOffers). */
  hotelOffers: number;
}

/** A page of an undated search and its count, from the index. */
export function searchPage(
  index: SearchIndex,
  input: SearchInput,
  place: SearchPlace | null,
  sort: Sort,
  { limit, offset }: { limit: number; offset: number },
): { cards: IndexedCard[]; count: number } {
  const { mask, count } = matchAll(index, input, place);
  const point = searchPoint(input, place);
  const page: number[] = [];
  if (limit > 0 && offset < count) {
    if (sort === 'distance' && point) {
      const rows: number[] = [];
      for (let row = 0; row < index.size; row += 1) if (mask[row] === 1) rows.push(row);
      const distance = new Float64Array(index.size);
      for (const row of rows) distance[row] = distanceOf(index, point, row);
      rows.sort((a, b) => distance[a]! - distance[b]! || a - b);
      page.push(...rows.slice(offset, offset + limit));
    } else {
      const order = index.sorts[sortKey(sort, input.gifting)];
      let skipped = 0;
      for (let k = 0; k < order.length && page.length < limit; k += 1) {
        const row = order[k]!;
        if (mask[row] !== 1) continue;
        if (skipped < offset) skipped += 1;
        else page.push(row);
      }
    }
  }
  const cards = page.map((row): IndexedCard => {
    let hotelOffers = 0;
    for (const other of index.byHotel.get(index.hotelId[row]!) ?? []) hotelOffers += mask[other]!;
    return {
      weekendId: index.weekendId[row]!,
      sell: input.gifting ? index.ref[row]! : index.sell[row]!,
      ref: index.ref[row]!,
      promo: input.gifting ? 0 : index.promo[row]!,
      distance: point ? roundLikeNumeric(distanceOf(index, point, row)) : null,
      hotelOffers,
    };
  });
  return { cards, count };
}

/**
 * round(x::numeric, 1)::float8 of PostgreSQL: the float8 becomes a numeric of 15 significant
 * digits, rounded half away from zero.
 */
export function roundLikeNumeric(value: number): number {
  const decimal = Number(value.toPrecision(15));
  const tenths = Number((Math.abs(decimal) * 10).toPrecision(15));
  return (Math.sign(decimal) * Math.round(tenths)) / 10;
}

/** One count of facets.json, as search.service.ts's SQL answers it. */
export interface IndexedFacetRow {
  facet: FilterGroup | 'activities';
  value: string;
  name: string | null;
  group_name: string | null;
  count: number;
}

/**
 * facets.json from the index: one pass over the rows passing the criteria, each noting the
 * filter it fails (none, exactly one, several — left out), as search.service.ts's countFacets.
 */
export function countIndexedFacets(
  index: SearchIndex,
  input: SearchInput,
  place: SearchPlace | null,
  { activities, language }: { activities: boolean; language: (typeof LANGUAGES)[number] },
): IndexedFacetRow[] {
  const rows = criteriaRows(index, input, place);
  const tests = filterTests(index, input);
  const FACETS = ['hotelTypes', 'hotelEnvironments', 'hotelStyles', 'facilities'] as const;
  /** The tally a filter group feeds: its facet (price has none). */
  const CODES: Record<FilterGroup, number> = {
    hotelTypes: 0,
    hotelEnvironments: 1,
    hotelStyles: 2,
    facilities: 3,
    stars: 4,
    hotelScore: 5,
    tags: 6,
    price: 7,
  };
  const ALL = -1;
  const SEVERAL = -2;
  // Per row: ALL when it fails no filter, the failed group's code when it fails one, SEVERAL.
  // One test at a time over the rows (a tight loop per test).
  const only = index.scratch.only.fill(ALL, 0, rows.length);
  for (const { group, test, table } of tests) {
    const code = CODES[group];
    if (table) {
      const { column, pass } = table;
      for (let k = 0; k < rows.length; k += 1) {
        if (pass[column[rows[k]!]!] !== 1) only[k] = only[k] === ALL ? code : SEVERAL;
      }
    } else {
      for (let k = 0; k < rows.length; k += 1) {
        if (!test(rows[k]!)) only[k] = only[k] === ALL ? code : SEVERAL;
      }
    }
  }
  const sets = index.valueSets.length;
  const [types, environments, styles, facilities] = [
    index.typesSet,
    index.environmentsSet,
    index.stylesSet,
    index.facilitiesSet,
  ];
  const setTally = [0, 1, 2, 3].map(() => new Int32Array(sets));
  const [typeTally, environmentTally, styleTally, facilityTally] = setTally as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const starTally = new Int32Array(index.starRange + 1);
  const scoreTally = new Int32Array(index.scoreRange + 1);
  const {
    stars: starColumn,
    score: scoreColumn,
    themeId,
    activitiesSet,
    starMin,
    scoreMin,
  } = index;
  const TAGS = CODES.tags;
  const PRICE = CODES.price;
  // One pass: a row failing nothing counts in every facet, one failing a filter in its own.
  for (let k = 0; k < rows.length; k += 1) {
    const o = only[k]!;
    if (o === SEVERAL || o === TAGS || o === PRICE) continue;
    const row = rows[k]!;
    if (o === ALL) {
      typeTally[types[row]!]! += 1;
      environmentTally[environments[row]!]! += 1;
      styleTally[styles[row]!]! += 1;
      facilityTally[facilities[row]!]! += 1;
      starTally[starColumn[row]! - starMin]! += 1;
      if (scoreColumn[row] !== NO_SCORE) scoreTally[scoreColumn[row]! - scoreMin]! += 1;
    } else if (o === CODES.hotelTypes) typeTally[types[row]!]! += 1;
    else if (o === CODES.hotelEnvironments) environmentTally[environments[row]!]! += 1;
    else if (o === CODES.hotelStyles) styleTally[styles[row]!]! += 1;
    else if (o === CODES.facilities) facilityTally[facilities[row]!]! += 1;
    else if (o === CODES.stars) starTally[starColumn[row]! - starMin]! += 1;
    else if (o === CODES.hotelScore && scoreColumn[row] !== NO_SCORE) {
      scoreTally[scoreColumn[row]! - scoreMin]! += 1;
    }
  }
  /** (theme, activities set) pairs, keyed theme × sets + set. */
  const activityTally = new Map<number, number>();
  if (activities) {
    for (let k = 0; k < rows.length; k += 1) {
      const o = only[k];
      const row = rows[k]!;
      if ((o === ALL || o === CODES.tags) && themeId[row] !== NO_THEME) {
        const key = themeId[row]! * sets + activitiesSet[row]!;
        activityTally.set(key, (activityTally.get(key) ?? 0) + 1);
      }
    }
  }
  const stars = new Map<number, number>();
  const scores = new Map<number, number>();
  starTally.forEach((offers, k) => {
    if (offers > 0) stars.set(k + starMin, offers);
  });
  scoreTally.forEach((offers, k) => {
    if (offers > 0) scores.set(k + scoreMin, offers);
  });
  const result: IndexedFacetRow[] = [];
  FACETS.forEach((facet, f) => {
    const items = new Map<string, number>();
    setTally[f]!.forEach((offers, id) => {
      if (offers === 0) return;
      for (const item of index.valueSets[id]?.items ?? []) {
        items.set(item, (items.get(item) ?? 0) + offers);
      }
    });
    for (const [value, offers] of items) {
      result.push({ facet, value, name: null, group_name: null, count: offers });
    }
  });
  for (const [value, offers] of stars) {
    result.push({
      facet: 'stars',
      value: String(value),
      name: null,
      group_name: null,
      count: offers,
    });
  }
  for (const [value, offers] of scores) {
    result.push({
      facet: 'hotelScore',
      value: String(value),
      name: null,
      group_name: null,
      count: offers,
    });
  }
  if (activities) result.push(...activityRows(index, activityTally, language));
  return result;
}

/** The activities facet: offers per (theme label, tag, activity name), in the SQL's order. */
function activityRows(
  index: SearchIndex,
  tally: Map<number, number>,
  language: (typeof LANGUAGES)[number],
): IndexedFacetRow[] {
  const sets = index.valueSets.length;
  const text = (value: Partial<LocalizedText> | null | undefined) =>
    value?.[language] ?? value?.en ?? null;
  const grouped = new Map<string, IndexedFacetRow>();
  for (const [key, offers] of tally) {
    const themeLabel = text(index.themeLabels.get(Math.floor(key / sets)));
    const set = index.valueSets[key % sets];
    if (themeLabel === null || !set) continue;
    for (const detail of set.details) {
      const value = String(detail.tagId);
      const name = text(detail.name);
      const id = JSON.stringify([themeLabel, value, name]);
      const row = grouped.get(id);
      if (row) row.count += offers;
      else
        grouped.set(id, {
          facet: 'activities',
          value,
          name,
          group_name: themeLabel,
          count: offers,
        });
    }
  }
  const rank = (label: string | null) =>
    label === null ? Infinity : (index.collation.get(label) ?? Infinity);
  return [...grouped.values()]
    .filter((row) => row.count > 0)
    .sort(
      (a, b) =>
        rank(a.group_name) - rank(b.group_name) ||
        rank(a.name) - rank(b.name) ||
        (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
    );
}

/** Whether the index answers a search: undated (a day's availability is in SQL only). */
export function indexAnswers(input: SearchInput): boolean {
  return input.checkin === undefined;
}

/**
 * The index of one database, kept for the current catalogue version: `current()` answers it when
 * it matches the version the node reads (catalogueVersions, at most once per TTL), else starts
 * loading the new version and answers undefined — the search runs in SQL meanwhile.
 */
export class SearchIndexes {
  private index: SearchIndex | undefined;
  private loading: Promise<SearchIndex | undefined> | undefined;
  private loadingFor = -1;
  private failures = 0;

  constructor(
    private readonly orm: Orm,
    private readonly versions: CatalogueVersionWatch,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** The index of the current catalogue version, or undefined while it loads. */
  async current(): Promise<SearchIndex | undefined> {
    const version = await this.versions.current();
    // A newer index than the version read is still right: it holds the newer catalogue.
    if (this.index && this.index.version >= version) return this.index;
    if (this.loadingFor < version) void this.load(version);
    return undefined;
  }

  /** Loads the current version now (start-up); resolves when it is in place, or failed (never rejects). */
  async ready(): Promise<SearchIndex | undefined> {
    let version: number;
    try {
      version = await this.versions.current();
    } catch (error) {
      // The database does not answer yet: searches run in SQL and try again.
      this.onError(error);
      return undefined;
    }
    if (this.index && this.index.version >= version) return this.index;
    return this.loadingFor >= version && this.loading ? this.loading : this.load(version);
  }

  private load(version: number): Promise<SearchIndex | undefined> {
    this.loadingFor = version;
    this.loading = loadSearchIndex(this.orm).then(
      (index) => {
        if (!this.index || index.version > this.index.version) this.index = index;
        this.failures = 0;
        return this.index;
      },
      (error: unknown) => {
        // SQL answers meanwhile; the next search tries again (at most once per second after failures).
        this.failures += 1;
        this.onError(error);
        setTimeout(
          () => {
            if (this.loadingFor === version) this.loadingFor = -1;
          },
          Math.min(1000 * this.failures, 30_000),
        ).unref();
        return undefined;
      },
    );
    return this.loading;
  }
}

const indexes = new WeakMap<Orm, SearchIndexes>();

/**
 * The search index of a database, shared by the routes of a node (offers.json, facets.json);
 * SEARCH_INDEX=off answers every search in SQL.
 */
export function searchIndexOf(
  orm: Orm,
  onError?: (error: unknown) => void,
): SearchIndexes | undefined {
  if (process.env.SEARCH_INDEX === 'off') return undefined;
  let holder = indexes.get(orm);
  if (!holder) {
    holder = new SearchIndexes(orm, catalogueVersions(orm), onError);
    indexes.set(orm, holder);
  }
  return holder;
}
