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
  type FilterConditions,
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
  const rows = await countFacets(orm, query.locale, input, criteria, filterConditions(input), {
    activities: query.includeActivities ?? false,
  });
  const countsOf = (facet: FacetRow['facet']) =>
    new Map(rows.filter((row) => row.facet === facet).map((row) => [row.value, row.count]));
  const [types, environments, styles, stars, facilities, scores] = [
    countsOf('hotelTypes'),
    countsOf('hotelEnvironments'),
    countsOf('hotelStyles'),
    countsOf('stars'),
    countsOf('facilities'),
    countsOf('hotelScore'),
  ];
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
    activities: activityGroups(rows),
  };
}

/** One count of facets.json: a facet value (activities: a tag within its theme) and its offers. */
interface FacetRow extends Record<string, unknown> {
  facet: FilterGroup | 'hotelScore' | 'activities';
  value: string;
  name: string | null;
  group_name: string | null;
  count: number;
}

/**
 * Every facet count in one statement: the offers matching the criteria are read once, counted per
 * hotel (facets are hotel attributes; per package with activities) with one flag per filter, then
 * each facet adds those counts up with every other filter's flag required.
 */
async function countFacets(
  orm: Orm,
  locale: Locale,
  input: SearchInput,
  criteria: SQL[],
  byGroup: FilterConditions,
  { activities }: { activities: boolean },
): Promise<FacetRow[]> {
  const base = sql.identifier('facet_base');
  const groups = Object.keys(byGroup) as FilterGroup[];
  const flag = (group: FilterGroup) => sql.identifier(`matches_${group}`);
  const flags = groups.map((group) => sql`(${byGroup[group]}) as ${flag(group)}`);
  const columns = [
    sql`${hotels.id} as hotel_id`,
    sql`${hotels.hotelTypes} as hotel_types`,
    sql`${hotels.environments} as environments`,
    sql`${hotels.styles} as styles`,
    sql`${hotels.facilities} as facilities`,
    sql`${hotels.stars} as stars`,
    sql`floor(${hotels.reviewAverage})::int as score`,
    sql`count(*) as offers`,
    ...(activities
      ? [sql`${weekends.activities} as activities`, sql`${weekends.themeIds}[1] as theme_id`]
      : []),
  ];
  // Package filters (tags, price) differ within a hotel, so every flag is a grouping key, named
  // by its position (parameters make each expression's text unique).
  const groupBy = [
    sql`${hotels.id}`,
    ...(activities ? [sql`${weekends.id}`] : []),
    ...groups.map((_, index) => sql.raw(String(columns.length + 1 + index))),
  ];
  /** WHERE of a facet: every filter but its own group. */
  const others = (group: FilterGroup, extra?: SQL) =>
    whereAll([
      ...groups.filter((other) => other !== group).map((other) => sql`${base}.${flag(other)}`),
      ...(extra ? [extra] : []),
    ]);
  const arrayFacet = (group: FilterGroup, column: string) => sql`
    select ${group}::text as facet, value::text as value, null::text as name,
      null::text as group_name, sum(offers)::int as count
    from (select unnest(${base}.${sql.identifier(column)}) as value, offers
      from ${base} ${others(group)}) as ${sql.identifier(`${group}_values`)}
    group by value`;
  const language = languageOf(locale);
  const activityFacet = sql`
    select 'activities'::text as facet, activity ->> 'tagId' as value,
      coalesce(activity -> 'name' ->> ${language}, activity -> 'name' ->> 'en') as name,
      ${localized(themes.label, locale)} as group_name, sum(offers)::int as count
    from ${base}
    cross join lateral jsonb_array_elements(${base}.activities) as activity
    inner join ${themes} on ${themes.id} = ${base}.theme_id
    ${others('tags')}
    group by 4, 2, 3`;
  const result = await orm.execute<FacetRow>(sql`
    with ${base} as materialized (
      select ${sql.join([...columns, ...flags], sql`, `)}
      ${searchFrom(input)}
      ${whereAll(criteria)}
      group by ${sql.join(groupBy, sql`, `)}
    )
    ${arrayFacet('hotelTypes', 'hotel_types')}
    union all ${arrayFacet('hotelEnvironments', 'environments')}
    union all ${arrayFacet('hotelStyles', 'styles')}
    union all ${arrayFacet('facilities', 'facilities')}
    union all
    select 'stars', stars::text, null, null, sum(offers)::int from ${base} ${others('stars')}
    group by stars
    union all
    select 'hotelScore', score::text, null, null, sum(offers)::int
    from ${base} ${others('hotelScore', sql`score is not null`)}
    group by score
    ${activities ? sql`union all ${activityFacet}` : sql``}
    order by 1, 4, 3`);
  return rowsOf<FacetRow>(result);
}

/** Activities grouped by theme, each with the number of matching offers including it. */
function activityGroups(rows: FacetRow[]): FacetsResponse['activities'] {
  const groups = new Map<string, FacetsResponse['activities'][number]>();
  for (const row of rows) {
    if (row.facet !== 'activities' || row.group_name === null) continue;
    const group = groups.get(row.group_name) ?? { name: row.group_name, entries: [] };
    group.entries.push({ id: row.value, name: row.name ?? '', count: row.count });
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
