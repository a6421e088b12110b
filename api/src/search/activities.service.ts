import type {
  Activity,
  ActivityCard,
  ActivityImagesResponse,
  ActivityImageSize,
  ActivityOnlyDetail,
  ActivityPlace,
  ActivityProduct,
  ActivitySearch,
  ActivitySearchResponse,
} from '@shop/api-contract';
import { ACTIVITY_IMAGE_SIZES, ACTIVITY_VOUCHER_VALIDITY_MONTHS } from '@shop/api-contract';
import {
  DEFAULT_ADULTS,
  displayPromo,
  LOCALES,
  reshapeActivityPrices,
  type Locale,
  voucherParticipants,
} from '@shop/criteria';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { languageOf, localized, type LocalizedText } from '../db/localized-text';
import {
  activityProducts,
  activityTags,
  hotels,
  weekends,
  type ActivityContent,
  type ActivityLocation,
  type ActivityProductPrice,
} from '../db/schema';
import { memoised } from '../http/request-memo';
import { findPlace } from './lookups';
import { cardReview, describeSearch } from './offers.service';
import {
  breakfastOf,
  cancellationPolicy,
  lowestPriorActivityPrices,
  MARKET_ORIGINS,
} from '../catalogue';
import { EARTH_RADIUS_KM, toSearchInput } from './query';

/** Spec §9 (search): an activity destination search covers 30 km around a city. */
export const ACTIVITY_CITY_RADIUS_KM = 30;

/**
 * CRIT-087 for activity-only vouchers: the catalogue has no cancellation columns for them; every
 * partner takes cancellations until 48 hours before the activity (their important information),
 * so a voucher is FLEXIBLE with a deadline 2 days before the chosen date (none without a date).
 */
export const ACTIVITY_CANCELLATION = {
  cancellable: true,
  deadlineDays: 2,
  cancellationType: 'FLEXIBLE',
} as const;

type Product = typeof activityProducts.$inferSelect;

const text = (value: LocalizedText, locale: Locale): string =>
  value[languageOf(locale)] || value.en;

/** Image URLs of the image route, GET /api/images/:kind/:id/:size.svg with id "<ownerId>-<n>". */
export function activityImageUrl(id: number, size: ActivityImageSize, index: number): string {
  return `/api/images/activity/${id}-${index + 1}/${size}.svg`;
}

const distanceSql = (point: { lat: number; lng: number }): SQL<number> =>
  sql<number>`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${activityProducts.latitude} - ${point.lat}::float8) / 2), 2)
    + cos(radians(${point.lat}::float8)) * cos(radians(${activityProducts.latitude}))
      * power(sin(radians(${activityProducts.longitude} - ${point.lng}::float8) / 2), 2)))))`;

function distanceBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** CRIT-026: the price for `adults`, else the smallest adult count's. */
export function priceFor(
  prices: readonly ActivityProductPrice[],
  adults: number,
): ActivityProductPrice | undefined {
  const sorted = [...prices].sort((a, b) => a.paxComposition.adults - b.paxComposition.adults);
  return sorted.find((price) => price.paxComposition.adults === adults) ?? sorted[0];
}

/** POST /api/activity-only/search.json (API-003, CRIT-075, CRIT-076). */
export async function searchActivities(
  orm: Orm,
  request: ActivitySearch,
): Promise<ActivitySearchResponse> {
  const input = toSearchInput(request.searchCriterias ?? {}, request.filters ?? {}, false);
  const place = await findPlace(orm, input.destinationId);
  const conditions: SQL[] = [eq(activityProducts.published, true)];
  let point: { lat: number; lng: number } | null = null;
  if (input.destinationId !== undefined && !place) conditions.push(sql`false`);
  if (place?.isPoint) {
    point = { lat: place.latitude, lng: place.longitude };
    conditions.push(sql`${distanceSql(point)} <= ${input.distanceMax ?? ACTIVITY_CITY_RADIUS_KM}`);
  } else if (place) {
    conditions.push(sql`${activityProducts.destinationIds} @> ${sql.param([place.id])}::int[]`);
  } else if (input.lat !== undefined && input.lng !== undefined) {
    point = { lat: input.lat, lng: input.lng };
    conditions.push(sql`${distanceSql(point)} <= ${input.distanceMax ?? ACTIVITY_CITY_RADIUS_KM}`);
  }
  if (point && input.distanceMin !== undefined) {
    conditions.push(sql`${distanceSql(point)} >= ${input.distanceMin}`);
  }
  const { tags, priceMin, priceMax } = input.filters;
  if (tags && tags.length > 0) {
    conditions.push(sql`${activityProducts.tags} && ${sql.param(tags)}::text[]`);
  }
  if (priceMin !== undefined) {
    conditions.push(sql`${activityProducts.fromPricePerPersonCents} >= ${priceMin}`);
  }
  if (priceMax !== undefined) {
    conditions.push(sql`${activityProducts.fromPricePerPersonCents} <= ${priceMax}`);
  }
  const where = and(...conditions);
  const [total] = await orm.select({ value: count() }).from(activityProducts).where(where);
  const resultsCount = total?.value ?? 0;

  const sort = request.sort ?? 'popularity';
  const order: SQL[] =
    sort === 'priceAsc'
      ? [asc(activityProducts.fromPricePerPersonCents)]
      : sort === 'priceDesc'
        ? [desc(activityProducts.fromPricePerPersonCents)]
        : sort === 'distance' && point
          ? [asc(distanceSql(point))]
          : [desc(activityProducts.popularity)];
  const size = request.numberOfPackagesPerHotel;
  const offset = request.page * size;
  // CONT-022: a content block asks for no more than it shows.
  const take = Math.min(size, request.limit ?? size);
  const rows =
    offset >= resultsCount
      ? []
      : await orm
          .select()
          .from(activityProducts)
          .where(where)
          .orderBy(...order, asc(activityProducts.id))
          .limit(take)
          .offset(offset);
  const [tagNames, hotelPlaces, searchDetails] = await Promise.all([
    tagNamesOf(
      orm,
      rows.flatMap((row) => row.tags),
      request.locale,
    ),
    hotelPlacesOf(
      orm,
      rows.flatMap((row) => {
        const hotelId = mainLocation(row)?.hotelId;
        return hotelId === undefined ? [] : [hotelId];
      }),
    ),
    describeSearch(orm, request.locale, input, resultsCount),
  ]);
  const context: CardContext = {
    // BEY-005: the page's promoted prices' lowest prior prices, in one query.
    lowest: await lowestPriorActivityPrices(orm, rows),
    locale: request.locale,
    adults: input.adult,
    point,
    tagNames,
    hotelPlaces,
    checkin: input.checkin ?? null,
    now: new Date(),
  };
  return {
    exactMatch: rows.flatMap((row) => {
      const card = toCard(row, context);
      return card ? [card] : [];
    }),
    searchDetails,
    resultsCount,
  };
}

async function tagNamesOf(
  orm: Orm,
  ids: readonly string[],
  locale: Locale,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select({ id: activityTags.id, name: localized(activityTags.label, locale) })
    .from(activityTags)
    .where(inArray(activityTags.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * SRCH-053, SRCH-057: the hotels some of the page's activities take place in, as card places, in
 * one query for the page (none when no activity is in a hotel).
 */
async function hotelPlacesOf(
  orm: Orm,
  ids: readonly number[],
): Promise<Map<number, ActivityPlace>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select({
      id: hotels.id,
      label: hotels.name,
      stars: hotels.stars,
      city: hotels.city,
      cityId: sql<number | null>`${hotels.destinationIds}[1]`,
      address: hotels.address,
      zipCode: hotels.zipCode,
      reviewAverage: hotels.reviewAverage,
      reviewCount: hotels.reviewCount,
    })
    .from(hotels)
    .where(inArray(hotels.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        uri: `hotel/${row.id}`,
        label: row.label,
        stars: row.stars,
        isHotel: true,
        location: {
          label: row.city,
          uri: row.cityId ? `destination/${row.cityId}` : '',
          address: row.address,
          zipCode: row.zipCode,
        },
        review: cardReview(row.reviewCount, row.reviewAverage),
      },
    ]),
  );
}

/** SRCH-053: the partner's activity centre as the card's place (no page, no hotel stars). */
const partnerPlace = (location: ActivityLocation, cityId: number | undefined): ActivityPlace => ({
  id: location.id,
  uri: '',
  label: location.label,
  stars: 0,
  isHotel: false,
  location: {
    label: location.city,
    uri: cityId ? `destination/${cityId}` : '',
    address: location.address,
    zipCode: location.zipCode,
  },
  review: cardReview(location.review?.count ?? 0, location.review?.average ?? null),
});

const mainLocation = (row: Product): ActivityLocation | undefined =>
  row.locations.find((location) => location.main) ?? row.locations[0];

interface CardContext {
  locale: Locale;
  adults: number;
  point: { lat: number; lng: number } | null;
  tagNames: Map<string, string>;
  hotelPlaces: Map<number, ActivityPlace>;
  checkin: string | null;
  now: Date;
  /** BEY-005: by product, the lowest prior party price of each promoted adult count. */
  lowest: Map<number, Map<number, number>>;
}

const locationOf = (location: ActivityLocation) => ({
  id: location.id,
  label: location.label,
  address: location.address,
  zipCode: location.zipCode,
  city: location.city,
  latitude: location.latitude,
  longitude: location.longitude,
});

function toCard(row: Product, context: CardContext): ActivityCard | null {
  const { locale, point, tagNames, checkin } = context;
  const price = priceFor(row.prices, context.adults);
  const main = mainLocation(row);
  if (!price || !main) return null;
  const people = price.paxComposition.adults;
  const promo = displayPromo(price.promoPercentageRounded, 'activityOnly');
  const images = row.images.map((_, index) => activityImageUrl(row.id, '640_360', index));
  return {
    id: row.id,
    label: text(row.label, locale),
    imageUrl: images[0] ?? null,
    images,
    uri: `activity/${row.id}`,
    location: locationOf(main),
    // CRIT-076: per person, in cents.
    sellPrice: Math.round(price.sellPrice / people),
    refPrice: Math.round(price.barPrice / people),
    promo,
    // BEY-005: per person as the price, where the reduction shows.
    lowestPrice30Days: lowestPerPerson(promo, context.lowest.get(row.id)?.get(people), people),
    priceType: 'FROM_PRICE',
    prices: {
      paxComposition: { adults: people },
      promo,
      priceType: 'FROM_PRICE',
      barPrice: price.barPrice,
      sellPrice: price.sellPrice,
    },
    activities: row.tags.map((id) => ({ id, name: tagNames.get(id) ?? id })),
    distance: point
      ? Math.round(distanceBetween(point, { lat: row.latitude, lng: row.longitude }) * 10) / 10
      : null,
    participants: people,
    published: row.published,
    place:
      (main.hotelId !== undefined && context.hotelPlaces.get(main.hotelId)) ||
      partnerPlace(main, row.destinationIds[0]),
    cancellationPolicy: cardPolicyOf(checkin, context.now),
    checkin,
  };
}

const lowestPerPerson = (promo: number, party: number | undefined, people: number) =>
  promo > 0 && party !== undefined ? Math.round(party / people) : null;

/** CRIT-087: the stay card's policy model of an activity voucher (ACTIVITY_CANCELLATION). */
function cardPolicyOf(checkin: string | null, now: Date): ActivityCard['cancellationPolicy'] {
  // The card model has no cancellableUntil (the product page's policy has).
  const { cancellableUntil: _, ...policy } = cancellationPolicy(
    ACTIVITY_CANCELLATION,
    checkin,
    now,
  );
  return policy;
}

const centerOf = (location: ActivityLocation | undefined, productId: number) =>
  location
    ? {
        id: location.id,
        label: location.label,
        location: locationOf(location),
        uri: `activity/${productId}`,
        star: location.star,
        main: location.main,
      }
    : null;

function toActivity(
  content: ActivityContent,
  product: Product,
  locale: Locale,
  adults: readonly number[],
): Activity {
  const location = product.locations[content.locationIndex];
  const min = Math.min(...adults);
  const max = Math.max(...adults);
  const language = languageOf(locale);
  const participants: Record<typeof language, (from: number, to: number) => string> = {
    en: (from, to) => (from === to ? `${from} people` : `${from} to ${to} people`),
    fr: (from, to) => (from === to ? `${from} personnes` : `De ${from} à ${to} personnes`),
    es: (from, to) => (from === to ? `${from} personas` : `De ${from} a ${to} personas`),
    nl: (from, to) => (from === to ? `${from} personen` : `${from} tot ${to} personen`),
    it: (from, to) => (from === to ? `${from} persone` : `Da ${from} a ${to} persone`),
  };
  return {
    activityId: content.activityId,
    title: text(content.title, locale),
    description: text(content.description, locale),
    univers: content.univers,
    composition: text(content.composition, locale),
    schedules: product.schedules.map((entry) => text(entry, locale)),
    importantInformation: text(product.importantInformation, locale),
    activityCenter: centerOf(location, product.id),
    imageUrl: product.images.length > 0 ? activityImageUrl(product.id, '640_360', 0) : null,
    detailList: content.detailList.map((entry) => text(entry, locale)),
    duration: text(content.duration, locale),
    where: location
      ? `${location.label}, ${location.address}, ${location.zipCode} ${location.city}`
      : '',
    whyList: content.whyList.map((entry) => text(entry, locale)),
    mustKnowList: content.mustKnowList.map((entry) => text(entry, locale)),
    how: text(content.how, locale),
    type: content.type,
    repeated: content.repeated,
    when: text(content.when, locale),
    singleDay: content.singleDay,
    icon: content.icon,
    activityParticipantsLabel: adults.length > 0 ? participants[language](min, max) : '',
    displayPax: content.displayPax,
    menu: content.menu ? text(content.menu, locale) : null,
  };
}

async function findProduct(orm: Orm, id: number): Promise<Product | null> {
  const [row] = await orm.select().from(activityProducts).where(eq(activityProducts.id, id));
  return row ?? null;
}

/**
 * GET /api/activity-only/weekend/:id/detail.json (API-017, PROD-075, CRIT-083, CRIT-026); read
 * once per page request (ADR 0098: the served activity page's head and its render share it).
 */
export function findActivityOnlyDetail(
  orm: Orm,
  id: number,
  locale: Locale,
): Promise<ActivityOnlyDetail | null> {
  return memoised(`activity-detail:${id}:${locale}`, () => readActivityOnlyDetail(orm, id, locale));
}

async function readActivityOnlyDetail(
  orm: Orm,
  id: number,
  locale: Locale,
): Promise<ActivityOnlyDetail | null> {
  const product = await findProduct(orm, id);
  if (!product) return null;
  const label = text(product.label, locale);
  const adults = product.prices.map((price) => price.paxComposition.adults);
  const reshaped = reshapeActivityPrices(product.prices);
  // BEY-005: each promoted adult count's lowest prior party price, where its reduction shows.
  const lowest = (await lowestPriorActivityPrices(orm, [product])).get(product.id);
  const pricesByAdults = Object.fromEntries(
    Object.entries(reshaped).map(([count, price]) => {
      const promo = displayPromo(price.promo, 'activityOnly');
      const figure = promo > 0 ? lowest?.get(Number(count)) : undefined;
      return [count, { ...price, promo, lowestPrice30Days: figure ?? null }];
    }),
  );
  // CRIT-026 (a product without prices, which the catalogue never publishes, offers the default).
  const participants = voucherParticipants(adults) ?? {
    pax: DEFAULT_ADULTS,
    paxRange: { min: DEFAULT_ADULTS, max: DEFAULT_ADULTS },
  };
  const tagNames = await tagNamesOf(orm, product.tags, locale);
  const uri = `activity/${product.id}`;
  const [city] = product.destinationIds;
  return {
    id: product.id,
    imagesBySize: Object.fromEntries(
      ACTIVITY_IMAGE_SIZES.map((size) => [
        size,
        product.images.map((_, index) => activityImageUrl(product.id, size, index)),
      ]),
    ) as ActivityOnlyDetail['imagesBySize'],
    label,
    description: text(product.description, locale),
    activities: product.activities.map((content) => toActivity(content, product, locale, adults)),
    importantInformation: text(product.importantInformation, locale),
    prices: product.prices,
    pricesByAdults,
    paxRange: { ...participants.paxRange, default: participants.pax },
    breadCrumb: [
      { label: 'Home', uri: '' },
      {
        label: product.city,
        uri: city === undefined ? 'activities/search' : `activities/search?city=${city}`,
      },
      { label, uri },
    ],
    pageModel: {
      metaRobots: product.published ? 'index, follow' : 'noindex, follow',
      canonicalUrl: `${MARKET_ORIGINS[locale]}/${uri}`,
      pageTitle: label,
      alternateUrls: LOCALES.map((other) => ({
        locale: other,
        url: `${MARKET_ORIGINS[other]}/${uri}`,
      })),
    },
    published: product.published,
    uri,
    mainActivityCenter: centerOf(
      product.locations.find((location) => location.main) ?? product.locations[0],
      product.id,
    ),
    locations: product.locations.map(locationOf),
    schedules: product.schedules.map((entry) => text(entry, locale)),
    niceToKnow: product.niceToKnow.map((entry) => text(entry, locale)),
    tags: product.tags.map((tag) => ({ id: tag, name: tagNames.get(tag) ?? tag })),
    voucherValidityMonths: ACTIVITY_VOUCHER_VALIDITY_MONTHS,
  };
}

/** GET /api/activities/:id/images.json (API-018). */
export async function findActivityImages(
  orm: Orm,
  id: number,
  locale: Locale,
): Promise<ActivityImagesResponse | null> {
  const [row] = await orm
    .select({ images: activityProducts.images })
    .from(activityProducts)
    .where(eq(activityProducts.id, id));
  if (!row) return null;
  return row.images.map((image, index) => ({
    url: activityImageUrl(id, '960_540', index),
    alt: text(image.alt, locale),
    sizes: {
      '120_80': activityImageUrl(id, '120_80', index),
      '640_360': activityImageUrl(id, '640_360', index),
      '960_540': activityImageUrl(id, '960_540', index),
    },
  }));
}

/**
 * GET /api/weekend/:id/activity.json (API-022, LEFT-019): an activity-only product's activities,
 * else a stay weekend's included activities.
 */
export async function findActivityProduct(
  orm: Orm,
  id: number,
  locale: Locale,
): Promise<ActivityProduct | null> {
  const product = await findProduct(orm, id);
  if (product) {
    const adults = product.prices.map((price) => price.paxComposition.adults);
    return {
      id: product.id,
      kind: 'ACTIVITY_ONLY',
      label: text(product.label, locale),
      uri: `activity/${product.id}`,
      published: product.published,
      activities: product.activities.map((content) => toActivity(content, product, locale, adults)),
      breakfast: null,
    };
  }
  const [weekend] = await orm
    .select({
      id: weekends.id,
      label: localized(weekends.label, locale),
      published: weekends.published,
      activities: weekends.activities,
      programLines: weekends.programLines,
    })
    .from(weekends)
    .where(eq(weekends.id, id));
  if (!weekend) return null;
  return {
    id: weekend.id,
    kind: 'WEEKEND',
    label: weekend.label,
    uri: `weekend/${weekend.id}`,
    published: weekend.published,
    activities: weekend.activities.map((activity, index) => ({
      activityId: weekend.id * 100 + index + 1,
      title: text(activity.name, locale),
      description: '',
      univers: activity.tagId.toUpperCase(),
      composition: '',
      schedules: [],
      importantInformation: '',
      activityCenter: null,
      imageUrl: null,
      detailList: [],
      duration: '',
      where: '',
      whyList: [],
      mustKnowList: [],
      how: '',
      type: activity.tagId === 'dinner' ? 'DINNER' : 'ACTIVITY',
      repeated: false,
      when: '',
      singleDay: true,
      icon: activity.tagId,
      activityParticipantsLabel: '',
      displayPax: false,
      menu: null,
    })),
    breakfast: breakfastOf(weekend.programLines, locale),
  };
}
