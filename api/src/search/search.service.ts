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
import {
  destinations,
  hotels,
  searchOffers,
  searchValueSets,
  themes,
  weekends,
} from '../db/schema';
import { rowsOf } from '../db/rows';
import { foldText } from '../db/text';
import { findPlace, indexLookups, type PreparedSearch } from './lookups';
import {
  countIndexedFacets,
  indexAnswers,
  type IndexedFacetRow,
  type SearchIndex,
} from './in-memory-index';
import { cacheKey } from './answer-cache';
import {
  canonicalInput,
  criteriaConditions,
  filterConditions,
  searchFrom,
  toSearchInput,
  whereAll,
  type FilterConditions,
  type FilterGroup,
  type SearchInput,
} from './query';

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
 * current search, as the answer's key (answer-cache.ts) and its computation. Each facet counts
 * with every other filter applied and its own group left out, so that options of a group stay
 * selectable together.
 */
export function prepareFacets(query: FacetsRequest): PreparedSearch<FacetsResponse> {
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
  const activities = query.includeActivities ?? false;
  return {
    key: cacheKey({
      route: 'facets',
      // Only activity names and their themes are in the locale's language.
      locale: activities ? query.locale : undefined,
      input: canonicalInput(input),
      activities,
    }),
    run: (orm, index) => searchFacets(orm, index, input, { locale: query.locale, activities }),
  };
}

/**
 * The facet lists of a search (SRCH-027): from the in-memory index when it answers the search,
 * else in SQL. Also the `facets` of the main search's answer (LEFT-009), without activities.
 */
export async function searchFacets(
  orm: Orm,
  index: SearchIndex | undefined,
  input: SearchInput,
  options: { locale: Locale; activities: boolean },
): Promise<FacetsResponse> {
  const { locale, activities } = options;
  if (index && indexAnswers(input)) {
    const place = await findPlace(orm, input.destinationId, indexLookups(orm, index));
    return facetLists(
      countIndexedFacets(index, input, place, { activities, language: languageOf(locale) }),
    );
  }
  const place = await findPlace(orm, input.destinationId);
  const criteria = criteriaConditions(input, place);
  const rows = await countFacets(orm, locale, input, criteria, filterConditions(input), {
    activities,
  });
  return facetLists(rows);
}

function facetLists(rows: IndexedFacetRow[]): FacetsResponse {
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
type FacetRow = IndexedFacetRow & Record<string, unknown>;

/** The facet groups read from a value set of the read model, with the filter group each one is. */
const SET_FACETS = [
  { facet: 'hotelTypes', column: searchOffers.typesSet },
  { facet: 'hotelEnvironments', column: searchOffers.environmentsSet },
  { facet: 'hotelStyles', column: searchOffers.stylesSet },
  { facet: 'facilities', column: searchOffers.facilitiesSet },
] as const;

/**
 * Every facet count in one pass over the matching packages of the read model. Each package
 * notes which filter it fails: none (0), exactly one (its position + 1) or several (left out).
 * One GROUPING SETS aggregate then counts, per combination of value sets, per stars and score
 * (and per theme and activities), the packages failing nothing and those failing each single
 * filter. A facet adds up the packages that fail nothing or only its own filter, its values read
 * from the value sets (search_value_sets).
 */
async function countFacets(
  orm: Orm,
  locale: Locale,
  input: SearchInput,
  criteria: SQL[],
  byGroup: FilterConditions,
  { activities }: { activities: boolean },
): Promise<FacetRow[]> {
  const counts = sql.identifier('facet_counts');
  const groups = Object.keys(byGroup) as FilterGroup[];
  const passes = (group: FilterGroup) => sql`coalesce(${byGroup[group]}, false)`;
  const allPass = (some: FilterGroup[]) => sql.join(some.map(passes), sql` and `);
  const code = (index: number) => sql.raw(String(index + 1));
  // Branches are tried in order: a group's branch is reached when the groups before it passed.
  const failed = sql`case when ${allPass(groups)} then 0 ${sql.join(
    groups.map((group, index) => {
      const later = groups.slice(index + 1);
      const result =
        later.length === 0 ? code(index) : sql`case when ${allPass(later)} then ${code(index)} end`;
      return sql`when not ${passes(group)} then ${result}`;
    }),
    sql` `,
  )} end`;
  const failing = (index: number) => sql.identifier(`failing_${index + 1}`);
  const keys = [
    ...SET_FACETS.map(({ column }) => column),
    searchOffers.stars,
    searchOffers.score,
    ...(activities ? [searchOffers.themeId, searchOffers.activitiesSet] : []),
  ];
  const keyName = (column: (typeof keys)[number]) => sql.identifier(column.name);
  // Few hash tables, each of few groups: a hotel's types, environments and styles together
  // (some 800 combinations for 20,000 hotels), its facilities, its stars and score together.
  const groupingSets = [
    sql`(types_set, environments_set, styles_set)`,
    sql`(facilities_set)`,
    sql`(stars, score)`,
    ...(activities ? [sql`(theme_id, activities_set)`] : []),
  ];
  const tallies =
    groups.length === 0
      ? [sql`count(*)::int as passing`]
      : [
          sql`(count(*) filter (where failed = 0))::int as passing`,
          ...groups.map(
            (_, index) =>
              sql`(count(*) filter (where failed = ${code(index)}))::int as ${failing(index)}`,
          ),
        ];
  /** Packages of a facet: those that fail no filter, and those that fail only its own. */
  const offers = (group: FilterGroup) => {
    const index = groups.indexOf(group);
    return index < 0
      ? sql`sum(${counts}.passing)::int`
      : sql`sum(${counts}.passing + ${counts}.${failing(index)})::int`;
  };
  const setFacet = ({ facet, column }: (typeof SET_FACETS)[number]) => sql`
    select ${facet}::text as facet, item as value, null::text as name, null::text as group_name,
      ${offers(facet)} as count
    from ${counts}
    inner join ${searchValueSets} on ${searchValueSets.id} = ${counts}.${keyName(column)}
    cross join unnest(${searchValueSets.items}) as item
    group by item
    having ${offers(facet)} > 0`;
  const language = languageOf(locale);
  const activityFacet = sql`
    select 'activities'::text as facet, activity ->> 'tagId' as value,
      coalesce(activity -> 'name' ->> ${language}, activity -> 'name' ->> 'en') as name,
      ${localized(themes.label, locale)} as group_name, ${offers('tags')} as count
    from ${counts}
    inner join ${searchValueSets} on ${searchValueSets.id} = ${counts}.activities_set
    cross join lateral jsonb_array_elements(${searchValueSets.details}) as activity
    inner join ${themes} on ${themes.id} = ${counts}.theme_id
    group by 4, 2, 3
    having ${offers('tags')} > 0`;
  const result = await orm.execute<FacetRow>(sql`
    with ${counts} as materialized (
      select ${sql.join(keys.map(keyName), sql`, `)}, ${sql.join(tallies, sql`, `)}
      from (
        select ${sql.join(keys, sql`, `)}${groups.length > 0 ? sql`, ${failed} as failed` : sql``}
        ${searchFrom(input)}
        ${whereAll(criteria)}
      ) as facet_offers
      ${groups.length > 0 ? sql`where failed is not null` : sql``}
      group by grouping sets (${sql.join(groupingSets, sql`, `)})
    )
    ${sql.join(SET_FACETS.map(setFacet), sql` union all `)}
    union all
    select 'stars', stars::text, null, null, ${offers('stars')} from ${counts}
    where stars is not null
    group by stars
    union all
    select 'hotelScore', score::text, null, null, ${offers('hotelScore')} from ${counts}
    where score is not null
    group by score
    ${activities ? sql`union all ${activityFacet}` : sql``}
    order by 1, 4, 3`);
  return rowsOf<FacetRow>(result);
}

/** Activities grouped by theme, each with the number of matching offers including it. */
function activityGroups(rows: IndexedFacetRow[]): FacetsResponse['activities'] {
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
