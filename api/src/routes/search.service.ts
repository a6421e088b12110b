import type {
  AutocompleteResponse,
  DestinationCategory,
  FacetsResponse,
  RecommendedAutocompleteResponse,
  SearchFilters,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { languageOf, localized } from '../db/localized-text';
import { destinations, hotels, themes, weekends } from '../db/schema';
import { foldText } from '../seed/destinations';
import { findPlace, rowsOf } from './offers.service';
import {
  criteriaConditions,
  filterConditions,
  searchFrom,
  toSearchInput,
  whereAll,
  type FilterGroup,
  type SearchInput,
} from './search.query';

/** The facets.json query after validation: lists already split, numbers parsed. */
export interface FacetsRequest {
  locale: Locale;
  hotelType?: string[] | undefined;
  hotelEnvironment?: string[] | undefined;
  hotelStyle?: string[] | undefined;
  stars?: number[] | undefined;
  minHotelReviewScore?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  singleVoucherPriceMin?: number | undefined;
  singleVoucherPriceMax?: number | undefined;
  facilities?: string[] | undefined;
  petsAllowed?: boolean | undefined;
  tags?: string[] | undefined;
  includeActivities?: boolean | undefined;
  [criterion: string]: unknown;
}

const FACILITY_LABELS: Record<string, string> = {
  wifi: 'Wi-Fi',
  parking: 'Parking',
  restaurant: 'Restaurant',
  spa: 'Spa',
  pool: 'Swimming pool',
  fitness: 'Fitness room',
  bar: 'Bar',
  pets: 'Pets allowed',
  'air-conditioning': 'Air conditioning',
};
/** hotelScores facet: "8+" keeps hotels rated 8 or more out of 10. */
const HOTEL_SCORES = [6, 7, 8, 9] as const;

/** English label of a facet key ("guesthouse" → "Guesthouse"); the front end translates keys. */
const labelOf = (key: string) =>
  FACILITY_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replaceAll('-', ' ');

/**
 * GET /api/facets.json (LEFT-006, API-001): counts of matching offers per facet value over the
 * current search. Each facet counts with every other filter applied and its own group left out,
 * so that options of a group stay selectable together.
 */
export async function computeFacets(orm: Orm, query: FacetsRequest): Promise<FacetsResponse> {
  const filters: SearchFilters = {
    hotelTypes: query.hotelType,
    hotelEnvironments: query.hotelEnvironment,
    hotelStyles: query.hotelStyle,
    stars: query.stars,
    minHotelReviewScore: query.minHotelReviewScore,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    singleVoucherPriceMin: query.singleVoucherPriceMin,
    singleVoucherPriceMax: query.singleVoucherPriceMax,
    facilities: query.facilities,
    petsAllowed: query.petsAllowed,
    tags: query.tags,
  };
  const gifting =
    query.singleVoucherPriceMin !== undefined || query.singleVoucherPriceMax !== undefined;
  const input = toSearchInput(query as Parameters<typeof toSearchInput>[0], filters, gifting);
  const place = await findPlace(orm, input.destinationId);
  const criteria = criteriaConditions(input, place);
  const byGroup = filterConditions(input);
  const except = (group: FilterGroup): SQL[] => [
    ...criteria,
    ...Object.entries(byGroup)
      .filter(([key]) => key !== group)
      .map(([, condition]) => condition),
  ];
  const counted = async (group: FilterGroup, value: SQL, extra?: SQL) => {
    const result = await orm.execute<{ value: string; count: number }>(sql`
      select value, count(*)::int as count
      from (select ${value} as value ${searchFrom(input)} ${whereAll(except(group))}) as facet
      ${extra ?? sql``}
      group by value`);
    return new Map(
      rowsOf<{ value: string | number; count: number }>(result).map((row) => [
        String(row.value),
        row.count,
      ]),
    );
  };
  const [types, environments, styles, stars, facilities, scores] = await Promise.all([
    counted('hotelTypes', sql`unnest(${hotels.hotelTypes})`),
    counted('hotelEnvironments', sql`unnest(${hotels.environments})`),
    counted('hotelStyles', sql`unnest(${hotels.styles})`),
    counted('stars', sql`${hotels.stars}`),
    counted('facilities', sql`unnest(${hotels.facilities})`),
    counted('hotelScore', sql`floor(${hotels.reviewAverage})::int`, sql`where value is not null`),
  ]);
  const sorted = (counts: Map<string, number>) =>
    [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    facilities: sorted(facilities).map(([value, count]) => ({
      name: value,
      value,
      label: labelOf(value),
      count,
    })),
    hotelScores: HOTEL_SCORES.map((value) => ({
      value,
      label: `${value}+`,
      count: [...scores.entries()]
        .filter(([score]) => Number(score) >= value)
        .reduce((sum, [, count]) => sum + count, 0),
    })),
    stars: [1, 2, 3, 4, 5].map((value) => ({
      value,
      label: '★'.repeat(value),
      count: stars.get(String(value)) ?? 0,
    })),
    hotelTypes: sorted(types).map(([value, count]) => ({
      name: value,
      value,
      label: labelOf(value),
      count,
    })),
    hotelEnvironments: sorted(environments).map(([key, count]) => ({
      key,
      label: labelOf(key),
      count,
    })),
    hotelStyles: sorted(styles).map(([name, count]) => ({ name, label: labelOf(name), count })),
    activities: query.includeActivities
      ? await activityFacet(orm, query.locale, input, except('tags'))
      : [],
  };
}

interface ActivityRow extends Record<string, unknown> {
  group_name: string;
  id: string;
  name: string;
  count: number;
}

/** Activities grouped by theme, each with the number of matching offers including it. */
async function activityFacet(
  orm: Orm,
  locale: Locale,
  input: SearchInput,
  conditions: SQL[],
): Promise<FacetsResponse['activities']> {
  const language = languageOf(locale);
  const result = await orm.execute<ActivityRow>(sql`
    select ${localized(themes.label, locale)} as group_name, activity ->> 'tagId' as id,
      coalesce(activity -> 'name' ->> ${language}, activity -> 'name' ->> 'en') as name,
      count(*)::int as count
    ${searchFrom(input)}
    cross join lateral jsonb_array_elements(${weekends.activities}) as activity
    inner join ${themes} on ${themes.id} = ${weekends.themeIds}[1]
    ${whereAll(conditions)}
    group by 1, 2, 3
    order by 1, 3`);
  const groups = new Map<string, FacetsResponse['activities'][number]>();
  for (const row of rowsOf<ActivityRow>(result)) {
    const group = groups.get(row.group_name) ?? { name: row.group_name, entries: [] };
    group.entries.push({ id: row.id, name: row.name, count: row.count });
    groups.set(row.group_name, group);
  }
  return [...groups.values()];
}

/** Suggestions show bigger places first when the match is as good. */
const CATEGORY_RANK: Record<DestinationCategory, number> = {
  city: 0,
  searesort: 1,
  skiresort: 1,
  touristicregion: 2,
  region: 3,
  department: 4,
  country: 5,
  poi: 6,
  hotel: 7,
};

/** True when `a` and `b` are at most one insertion, deletion or substitution apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * How well a folded term matches a folded label: 0 the label starts with it, 1 a word does,
 * 2 (terms of 4+ characters) a word's beginning is one typo away, null no match.
 */
export function matchRank(term: string, text: string): number | null {
  if (text.startsWith(term)) return 0;
  const words = text.split(/ \| | /);
  if (words.some((word) => word.startsWith(term)) || text.includes(` ${term}`)) return 1;
  if (term.length < 4) return null;
  const typo = words.some((word) =>
    [term.length - 1, term.length, term.length + 1].some(
      (length) => length > 0 && withinOneEdit(term, word.slice(0, length)),
    ),
  );
  return typo ? 2 : null;
}

interface DestinationRow extends Record<string, unknown> {
  id: number;
  label: string;
  category: Exclude<DestinationCategory, 'hotel'>;
  latitude: number;
  longitude: number;
  postal_code: string | null;
  search_text: string;
}

/**
 * GET /api/autocomplete-geonames.json (API-008): destinations whose label (any language,
 * accents and case ignored) or postal code starts with the term; from 4 characters a typo
 * (one edit, Levenshtein ≤ 1) is forgiven. Portable without pg_trgm: SQL keeps the labels that
 * contain the term's first or second pair of letters — one edit always leaves one of them
 * intact — and the exact ranking runs here on that short list.
 */
export async function autocompleteDestinations(
  orm: Orm,
  { locale, term, maxResults }: { locale: Locale; term: string; maxResults: number },
): Promise<AutocompleteResponse> {
  const folded = foldText(term);
  if (folded.length === 0) return [];
  const digits = /^\d+$/.test(folded);
  const patterns = sql`${sql.param(likePatterns(folded))}::text[]`;
  const places = await orm.execute<DestinationRow>(sql`
    select ${destinations.id} as id, ${localized(destinations.label, locale)} as label,
      ${destinations.category} as category, ${destinations.latitude} as latitude,
      ${destinations.longitude} as longitude, ${destinations.postalCode} as postal_code,
      ${destinations.searchText} as search_text
    from ${destinations}
    where ${
      digits
        ? sql`${destinations.postalCode} like ${`${folded}%`}`
        : sql`${destinations.searchText} like any(${patterns})`
    }
    limit 2000`);
  // Hotels by name (category "hotel"), folded in SQL the same way as foldText.
  const hotelRows = digits
    ? { rows: [] }
    : await orm.execute<DestinationRow>(sql`
        select ${hotels.id} as id, ${hotels.name} as label, 'hotel' as category,
          ${hotels.latitude} as latitude, ${hotels.longitude} as longitude,
          ${hotels.zipCode} as postal_code, ${foldedSql(sql`${hotels.name}`)} as search_text
        from ${hotels}
        where ${foldedSql(sql`${hotels.name}`)} like any(${patterns})
        limit 2000`);
  return [...rowsOf<DestinationRow>(places), ...rowsOf<DestinationRow>(hotelRows)]
    .map((row) => ({ row, rank: digits ? 0 : matchRank(folded, row.search_text) }))
    .filter((match): match is { row: DestinationRow; rank: number } => match.rank !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        CATEGORY_RANK[a.row.category] - CATEGORY_RANK[b.row.category] ||
        a.row.label.localeCompare(b.row.label) ||
        a.row.id - b.row.id,
    )
    .slice(0, maxResults)
    .map(({ row }) => ({
      id: row.id,
      label: row.label,
      category: row.category,
      latitude: row.latitude,
      longitude: row.longitude,
      value: String(row.id),
      postalcode: row.postal_code,
    }));
}

/**
 * LIKE patterns that keep every candidate within one edit of the term: the term itself when
 * short, else its first and second pair of letters (an edit spoils at most one of them).
 */
function likePatterns(folded: string): string[] {
  const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return folded.length >= 4
    ? [folded.slice(0, 2), folded.slice(2, 4)].map((pair) => `%${escape(pair)}%`)
    : [`%${escape(folded)}%`];
}

const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy';

/** Lower case without the accents of the markets' languages, punctuation as spaces. */
function foldedSql(text: SQL): SQL<string> {
  return sql<string>`trim(regexp_replace(translate(lower(${text}), ${ACCENTED}, ${PLAIN}), '[^a-z0-9]+', ' ', 'g'))`;
}

interface RecommendedRow extends Record<string, unknown> {
  id: number;
  label: string;
  category: Exclude<DestinationCategory, 'hotel'>;
  search_text: string;
  count: number;
}

export const RECOMMENDED_MAX_RESULTS = 10;

/**
 * GET /api/recommendedAutocomplete.json (API-009): destinations with published weekends,
 * most weekends first, matching `q` like the geonames autocomplete (all when q is empty), within
 * a catalogue source: a theme (its weekends), a destination (the places inside it) or a hotel
 * (its places).
 */
export async function recommendDestinations(
  orm: Orm,
  {
    locale,
    q,
    catalogSourceType,
    catalogSourceCode,
  }: {
    locale: Locale;
    q: string;
    catalogSourceType?: 'theme' | 'destination' | 'hotel' | undefined;
    catalogSourceCode?: number | undefined;
  },
): Promise<RecommendedAutocompleteResponse> {
  const folded = foldText(q);
  const conditions: SQL[] = [sql`${weekends.published}`];
  if (catalogSourceCode !== undefined) {
    if (catalogSourceType === 'theme')
      conditions.push(sql`${weekends.themeIds} @> ${sql.param([catalogSourceCode])}::int[]`);
    if (catalogSourceType === 'hotel') conditions.push(sql`${hotels.id} = ${catalogSourceCode}`);
    if (catalogSourceType === 'destination')
      conditions.push(
        sql`${hotels.destinationIds} @> ${sql.param([catalogSourceCode])}::int[] and ${destinations.id} <> ${catalogSourceCode}`,
      );
  }
  if (folded.length > 0) {
    conditions.push(
      sql`${destinations.searchText} like any(${sql.param(likePatterns(folded))}::text[])`,
    );
  }
  const result = await orm.execute<RecommendedRow>(sql`
    select ${destinations.id} as id, ${localized(destinations.label, locale)} as label,
      ${destinations.category} as category, ${destinations.searchText} as search_text,
      count(*)::int as count
    from ${destinations}
    inner join ${hotels} on ${hotels.destinationIds} @> array[${destinations.id}]
    inner join ${weekends} on ${weekends.hotelId} = ${hotels.id}
    ${whereAll(conditions)}
    group by ${destinations.id}
    order by count(*) desc, ${destinations.id}
    limit 500`);
  return rowsOf<RecommendedRow>(result)
    .map((row) => ({ row, rank: folded ? matchRank(folded, row.search_text) : 0 }))
    .filter((match): match is { row: RecommendedRow; rank: number } => match.rank !== null)
    .sort((a, b) => a.rank - b.rank || b.row.count - a.row.count || a.row.id - b.row.id)
    .slice(0, RECOMMENDED_MAX_RESULTS)
    .map(({ row }) => ({
      id: row.id,
      label: row.label,
      category: row.category,
      value: String(row.id),
      count: row.count,
    }));
}
