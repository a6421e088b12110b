import type {
  MapSearchResponse,
  OfferCard,
  OffersResponse,
  SearchDetails,
  SearchFilters,
} from '@shop/api-contract';
import { MAP_MAX_ITEMS } from '@shop/api-contract';
import { addDays, DEFAULT_SORT, toUtcIsoDate, type Locale, type Sort } from '@shop/criteria';
import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { rowsOf } from '../db/rows';
import { languageOf, type Language, type LocalizedText } from '../db/localized-text';
import {
  hotels,
  searchOffers as offerRows,
  weekendAvailability,
  weekends,
  type WeekendActivity,
} from '../db/schema';
import { lowestPriorDayPrices, lowestPriorPrices } from '../catalogue';
import { cacheKey } from './answer-cache';
import {
  databaseLookups,
  findPlace,
  indexLookups,
  type PreparedSearch,
  type SearchLookups,
} from './lookups';
import { searchFacets } from './search.service';
import { indexAnswers, searchPage, type IndexedCard, type SearchIndex } from './in-memory-index';
import {
  canonicalInput,
  criteriaConditions,
  filterConditions,
  offerDistanceKm,
  orderBy,
  priceColumns,
  searchFrom,
  searchPoint,
  toSearchInput,
  whereAll,
  type SearchInput,
  type SearchPlace,
} from './query';

/** The offers.json body after validation (defaults applied). */
export interface OfferSearch {
  locale: Locale;
  criteria?: Parameters<typeof toSearchInput>[0] | undefined;
  filters?: SearchFilters | undefined;
  sort?: Sort | undefined;
  orderBy?: Sort | undefined;
  page: number;
  pageSize: number;
  limit?: number | undefined;
  numberOfPackagesPerHotel?: number | undefined;
  fetchPageModel?: boolean | undefined;
  performMapSearch?: boolean | undefined;
  performGiftableSearch?: boolean | undefined;
}

/**
 * Fallback blocks (API-006, CRIT-054, CRIT-055) are derived by the client, not here: when a
 * search answers few results the search page sends up to three more offers.json requests with
 * `limit: 3, fetchPageModel: false`, each with one fallback key of the model
 * { destination: { value, type, isAround, isExpanded }, dates: { isRemoved },
 *   category: { value, isRemoved }, value, order }:
 * - destination expansion, read from this answer's searchDetails: a city or poi becomes
 *   `lat`/`lng` of searchDetails.location with `distanceMax: 30` (isAround); a department becomes
 *   its region and a region or touristicregion its country, both taken from
 *   searchDetails.locationHierarchy (isExpanded);
 * - dates removed: the same criteria without checkin/night (isRemoved);
 * - category removed: the same criteria without theme (isRemoved).
 * Those requests are ordinary searches; `fetchPageModel: false` skips the total count.
 */
export async function searchOffers(
  orm: Orm,
  request: OfferSearch,
): Promise<OffersResponse | MapSearchResponse> {
  return prepareOfferSearch(request).run(orm);
}

/** offers.json: the answer's key (answer-cache.ts) and its computation. */
export function prepareOfferSearch(
  request: OfferSearch,
): PreparedSearch<OffersResponse | MapSearchResponse> {
  const gifting = request.performGiftableSearch ?? false;
  const input = toSearchInput(request.criteria ?? {}, request.filters ?? {}, gifting);
  if (request.performMapSearch) {
    return {
      key: cacheKey({ route: 'map', input: canonicalInput(input) }),
      run: async (orm) => {
        const place = await findPlace(orm, input.destinationId);
        const point = searchPoint(input, place);
        // BEY-013: the map centres on the searched point, else on the destination's own.
        const destination = point
          ? { latitude: point.lat, longitude: point.lng }
          : place && { latitude: place.latitude, longitude: place.longitude };
        const answer = await mapSearch(orm, input, searchConditions(input, place));
        return destination ? { ...answer, destination } : answer;
      },
    };
  }
  const sort = request.sort ?? request.orderBy ?? DEFAULT_SORT;
  const size = request.limit ?? request.numberOfPackagesPerHotel ?? request.pageSize;
  const offset = request.page * size;
  const count = request.fetchPageModel !== false;
  return {
    key: cacheKey({
      route: 'offers',
      locale: request.locale,
      input: canonicalInput(input),
      sort,
      size,
      offset,
      count,
      // A dated card tells whether it can still be cancelled, which changes with the day.
      today: input.checkin === undefined ? undefined : today(),
    }),
    run: async (orm, index) => {
      const lookups = index ? indexLookups(orm, index) : databaseLookups(orm);
      const place = await findPlace(orm, input.destinationId, lookups);
      let cards: OfferCard[];
      let totalCount: number;
      if (index && indexAnswers(input)) {
        const page = searchPage(index, input, place, sort, { limit: size, offset });
        cards = await indexedCards(orm, index, request.locale, input, page.cards);
        totalCount = count ? page.count : cards.length;
      } else {
        const conditions = searchConditions(input, place);
        cards = await listCards(orm, request.locale, input, place, conditions, sort, {
          limit: size,
          offset,
        });
        totalCount = count ? await countOffers(orm, input, conditions) : cards.length;
      }
      const searchDetails = await describeSearch(orm, request.locale, input, totalCount, lookups);
      if (!count) return { exactMatch: cards, searchDetails, resultsCount: totalCount };
      // LEFT-009: the page model carries the facet counts of the same search (no activities:
      // the Activities dropdown asks facets.json for them, SRCH-027).
      const facets = await searchFacets(orm, index, input, {
        locale: request.locale,
        activities: false,
      });
      return { exactMatch: cards, searchDetails, resultsCount: totalCount, facets };
    },
  };
}

/** The criteria and every filter of a search, as SQL conditions on the read model. */
function searchConditions(input: SearchInput, place: SearchPlace | null): SQL[] {
  return [...criteriaConditions(input, place), ...Object.values(filterConditions(input))];
}

async function countOffers(orm: Orm, input: SearchInput, conditions: SQL[]): Promise<number> {
  const result = await orm.execute<{ total: number }>(
    sql`select count(*)::int as total ${searchFrom(input)} ${whereAll(conditions)}`,
  );
  return rowsOf<{ total: number }>(result)[0]?.total ?? 0;
}

/** What a card shows of its package and hotel, whatever the search (text in every language). */
interface CardText extends Record<string, unknown> {
  id: number;
  label: LocalizedText;
  nights: number;
  last_minute: boolean;
  marketing_labels: string[];
  cancellable: boolean;
  deadline_days: number | null;
  cancellation_type: 'NCNR' | 'FLEXIBLE';
  auto_discount_code: string | null;
  auto_discount_value: number | null;
  headwords: LocalizedText[];
  activities: WeekendActivity[];
  connectivity: string;
  hotel_id: number;
  hotel_label: string;
  stars: number;
  city: string;
  city_id: number | null;
  address: string;
  zip_code: string;
  review_average: number | null;
  review_count: number;
  images: string[];
  /** BEY-005: the lowest price of the 30 days before the package's reduction (set after reading). */
  lowest_prior_price?: number | null;
}

/** What a search tells of a card: the prices, the rooms left, the distance, the hotel offers. */
interface CardFigures {
  sell: number;
  ref: number;
  promo: number;
  available_rooms: number | null;
  best_price: boolean;
  distance: number | null;
  hotel_offers: number;
}
type CardRow = CardText & CardFigures;

/** The columns of CardText, read from weekends and hotels. */
const cardTextColumns = sql`${weekends.id} as id, ${weekends.label} as label,
  ${weekends.nights} as nights,
  ${weekends.lastMinute} as last_minute, ${weekends.marketingLabels} as marketing_labels,
  ${weekends.cancellable} as cancellable,
  ${weekends.cancellationDeadlineDays} as deadline_days,
  ${weekends.cancellationType} as cancellation_type,
  ${weekends.autoDiscountCode} as auto_discount_code,
  ${weekends.autoDiscountValue} as auto_discount_value,
  ${weekends.headwords} as headwords, ${weekends.activities} as activities,
  ${weekends.connectivity} as connectivity,
  ${hotels.id} as hotel_id, ${hotels.name} as hotel_label, ${hotels.stars} as stars,
  ${hotels.city} as city, ${hotels.destinationIds}[1] as city_id,
  ${hotels.address} as address, ${hotels.zipCode} as zip_code,
  ${hotels.reviewAverage} as review_average, ${hotels.reviewCount} as review_count,
  ${hotels.images} as images`;

/**
 * Card text read per index (catalogue version), by package id: a page of the index reads only the
 * cards no earlier page read. At most CARD_TEXT_MAX per index (about 2.3 kB each; emptied when
 * full): the benchmark's 384 pages show 3,326 distinct cards.
 */
const cardTexts = new WeakMap<SearchIndex, Map<number, CardText>>();
const CARD_TEXT_MAX = 10_000;

/**
 * The cards of a page the index found: their text by primary key (one query for those not read
 * yet for this catalogue version), their prices, distance and hotel offers from the index.
 */
async function indexedCards(
  orm: Orm,
  index: SearchIndex,
  locale: Locale,
  input: SearchInput,
  page: IndexedCard[],
): Promise<OfferCard[]> {
  let texts = cardTexts.get(index);
  if (!texts) {
    texts = new Map();
    cardTexts.set(index, texts);
  }
  const missing = page.map((card) => card.weekendId).filter((id) => !texts.has(id));
  if (missing.length > 0) {
    const result = await orm.execute<CardText>(sql`
      select ${cardTextColumns}
      from ${weekends}
      inner join ${hotels} on ${hotels.id} = ${weekends.hotelId}
      where ${weekends.id} = any(${sql.param(missing)}::int[])`);
    const prior = await lowestPriorPrices(orm, missing);
    if (texts.size + missing.length > CARD_TEXT_MAX) texts.clear();
    for (const row of rowsOf<CardText>(result)) {
      texts.set(row.id, { ...row, lowest_prior_price: prior.get(row.id) ?? null });
    }
  }
  const language = languageOf(locale);
  return page.flatMap((card) => {
    const text = texts.get(card.weekendId);
    // A package deleted since this catalogue version was read: left out, as a join would.
    if (!text) return [];
    const figures: CardFigures = {
      sell: card.sell,
      ref: card.ref,
      promo: card.promo,
      available_rooms: null,
      best_price: false,
      distance: card.distance,
      hotel_offers: card.hotelOffers,
    };
    return [toCard(text, figures, input, language)];
  });
}

async function listCards(
  orm: Orm,
  locale: Locale,
  input: SearchInput,
  place: SearchPlace | null,
  conditions: SQL[],
  sort: Sort,
  { limit, offset }: { limit: number; offset: number },
): Promise<OfferCard[]> {
  const { sell, ref, promo } = priceColumns(input);
  const point = searchPoint(input, place);
  const dated = input.checkin !== undefined;
  const from = searchFrom(input);
  const order = orderBy(sort, input, place);
  // Two steps, so that only the page's rows are read in full: the ids of the page (the sort keys
  // of the read model alone, an index when the sort has one), then the offers of the page's
  // hotels (hasMoreOffers) instead of a window over every matching row.
  const page = sql.identifier('search_page');
  const perHotel = sql.identifier('search_page_hotels');
  const result = await orm.execute<CardRow>(sql`
    with ${page} as materialized (
      select ${offerRows.weekendId} as id, ${offerRows.hotelId} as hotel_id
      ${from} ${whereAll(conditions)} ${order}
      limit ${limit} offset ${offset}
    ), ${perHotel} as (
      select ${offerRows.hotelId} as hotel_id, count(*)::int as offers
      ${from}
      ${whereAll([...conditions, sql`${offerRows.hotelId} in (select hotel_id from ${page})`])}
      group by ${offerRows.hotelId}
    )
    select ${cardTextColumns}, ${sell} as sell, ${ref} as ref, ${promo} as promo,
      ${dated ? sql`${weekendAvailability.availableRooms}` : sql`null`}::int as available_rooms,
      ${dated ? sql`${weekendAvailability.bestPriceOfMonth}` : sql`false`} as best_price,
      ${point ? sql`round(${offerDistanceKm(point)}::numeric, 1)::float8` : sql`null::float8`} as distance,
      ${perHotel}.offers as hotel_offers
    ${from}
    inner join ${weekends} on ${weekends.id} = ${offerRows.weekendId}
    inner join ${hotels} on ${hotels.id} = ${offerRows.hotelId}
    inner join ${perHotel} on ${perHotel}.hotel_id = ${offerRows.hotelId}
    where ${offerRows.weekendId} in (select id from ${page})
    ${order}`);
  const language = languageOf(locale);
  const rows = rowsOf<CardRow>(result);
  // BEY-005: an undated card's reduction is the package's, a dated one the check-in day's: the
  // page's promoted cards read their histories in one query.
  const promoted = rows.filter((row) => !input.gifting && Number(row.promo) > 0);
  const prior = dated
    ? await lowestPriorDayPrices(
        orm,
        input.checkin!,
        promoted.map((row) => ({
          weekendId: row.id,
          priceCents: Number(row.sell),
          promoPercent: Number(row.promo),
        })),
      )
    : await lowestPriorPrices(
        orm,
        promoted.map((row) => row.id),
      );
  return rows.map((row) =>
    toCard({ ...row, lowest_prior_price: prior.get(row.id) ?? null }, row, input, language),
  );
}

/** The card model (SRCH-057, API-002): its text in the language, the search's figures. */
function toCard(
  row: CardText,
  figures: CardFigures,
  input: SearchInput,
  language: Language,
): OfferCard {
  const text = (value: LocalizedText) => value[language] ?? value.en;
  const dated = input.checkin !== undefined;
  const priceType = input.gifting ? 'GIFT' : dated ? 'FINAL_PRICE' : 'FROM_PRICE';
  const sellPrice = Number(figures.sell);
  const refPrice = Number(figures.ref);
  const promoValue = Number(figures.promo);
  const deadline =
    dated && row.cancellable && row.deadline_days !== null
      ? addDays(input.checkin!, -row.deadline_days)
      : null;
  return {
    id: row.id,
    label: text(row.label),
    imageUrl: row.images[0] ?? null,
    images: row.images,
    uri: `weekend/${row.id}`,
    hotel: {
      id: row.hotel_id,
      uri: `hotel/${row.hotel_id}`,
      label: row.hotel_label,
      stars: row.stars,
      location: {
        label: row.city,
        uri: row.city_id ? `destination/${row.city_id}` : '',
        address: row.address,
        zipCode: row.zip_code,
      },
      review: cardReview(row.review_count, row.review_average),
    },
    sellPrice,
    refPrice,
    promo: promoValue,
    // BEY-005: where a reduction is announced, of the package's price or of the check-in day's.
    lowestPrice30Days:
      priceType !== 'GIFT' && promoValue > 0 ? (row.lowest_prior_price ?? null) : null,
    priceType,
    prices: {
      paxComposition: { adults: input.adult },
      promo: promoValue,
      priceType,
      barPrice: refPrice,
      sellPrice,
    },
    availableRooms: figures.available_rooms,
    lastMinute: row.last_minute,
    bestPriceOfMonth: figures.best_price,
    expiration: null,
    marketingLabels: row.marketing_labels,
    cancellationPolicy: {
      cancellable: row.cancellable,
      isCancellable: row.cancellable && (deadline === null || deadline >= today()),
      message: null,
      cancellationDeadline: deadline,
      deadlineDays: row.deadline_days,
      type: row.cancellation_type,
    },
    channelManagerId: row.connectivity === 'CHANNEL_MANAGER' ? `CM-${row.hotel_id}` : null,
    headwords: row.headwords.map(text),
    autoDiscount:
      row.auto_discount_code && row.auto_discount_value
        ? { code: row.auto_discount_code, value: row.auto_discount_value }
        : null,
    activities: row.activities.map((activity) => ({
      id: activity.tagId,
      name: text(activity.name),
    })),
    hasMoreOffers: figures.hotel_offers > 1,
    distance: figures.distance === null ? null : Number(figures.distance),
    checkin: input.checkin ?? null,
    connectivity: row.connectivity,
    participants: input.adult + input.child + input.baby,
    nights: row.nights,
  };
}

const today = () => toUtcIsoDate(new Date());

/** SRCH-056, SRCH-057: a card's review: the count and the average out of 10 to one decimal. */
export function cardReview(count: number, average: number | null): OfferCard['hotel']['review'] {
  return { count, average: average === null ? null : Math.round(average * 10) / 10 };
}

interface MapRow extends Record<string, unknown> {
  id: number;
  weekend_id: number;
  label: string;
  latitude: number;
  longitude: number;
  sell: number;
}

/** API-005: one item per hotel (its cheapest matching weekend), at most MAP_MAX_ITEMS. */
async function mapSearch(
  orm: Orm,
  input: SearchInput,
  conditions: SQL[],
): Promise<MapSearchResponse> {
  const { sell } = priceColumns(input);
  const cheapest = sql.identifier('map_cheapest');
  const result = await orm.execute<MapRow>(sql`
    select ${cheapest}.*, ${hotels.name} as label
    from (
      select distinct on (${offerRows.hotelId}) ${offerRows.hotelId} as id,
        ${offerRows.weekendId} as weekend_id, ${offerRows.latitude} as latitude,
        ${offerRows.longitude} as longitude, ${sell} as sell
      ${searchFrom(input)}
      ${whereAll(conditions)}
      order by ${offerRows.hotelId}, ${sell}, ${offerRows.weekendId}
      limit ${MAP_MAX_ITEMS}
    ) as ${cheapest}
    inner join ${hotels} on ${hotels.id} = ${cheapest}.id
    order by ${cheapest}.id`);
  const items = rowsOf<MapRow>(result).map((row) => ({
    id: row.id,
    weekendId: row.weekend_id,
    label: row.label,
    location: { latitude: row.latitude, longitude: row.longitude },
    sellPrice: Number(row.sell),
  }));
  return { exactMatch: items, resultsCount: items.length };
}

/** API-002 searchDetails: the criteria understood, the destination with its hierarchy, the theme. */
export async function describeSearch(
  orm: Orm,
  locale: Locale,
  input: SearchInput,
  totalCount: number,
  lookups: SearchLookups = databaseLookups(orm),
): Promise<SearchDetails> {
  const language = languageOf(locale);
  const text = (value: LocalizedText) => value[language] ?? value.en;
  const details: SearchDetails = {
    checkin: input.checkin ?? null,
    night: input.night ?? null,
    adult: input.adult,
    child: input.child,
    baby: input.baby,
    hotelId: input.hotelId ?? null,
    totalCount,
    location: null,
    locationHierarchy: [],
    destination: null,
    theme: null,
  };
  let destinationId = input.destinationId;
  if (destinationId === undefined && input.hotelId !== undefined) {
    destinationId = (await lookups.hotelCity(input.hotelId)) ?? undefined;
  }
  if (destinationId !== undefined) {
    const place = await lookups.place(destinationId);
    if (place) {
      const { id, category, latitude, longitude, parentIds } = place;
      const label = text(place.label);
      details.location = { id, label, category, latitude, longitude };
      details.destination = { id, label, category };
      if (parentIds.length > 0) {
        const parents = await lookups.places(parentIds);
        details.locationHierarchy = parentIds.flatMap((parentId) => {
          const parent = parents.find((candidate) => candidate.id === parentId);
          return parent &&
            (parent.category === 'department' ||
              parent.category === 'region' ||
              parent.category === 'country')
            ? [{ id: parent.id, label: text(parent.label), type: parent.category }]
            : [];
        });
      }
    }
  }
  if (input.theme !== undefined) {
    const theme = await lookups.theme(input.theme);
    details.theme = theme ? { id: theme.id, label: text(theme.label) } : null;
  }
  return details;
}
