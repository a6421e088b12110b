import type { WeekendDetail, WeekendPageModel } from '@shop/api-contract';
import { FAMILY_THEME_ID, LOCALES, type IsoDate, type Locale } from '@shop/criteria';
import type { Orm } from '../db/client';
import { memoised } from '../http/request-memo';
import { breakfastOf, cancellationPolicy, MARKET_ORIGINS } from '../catalogue';
import {
  activitiesOf,
  inLanguage,
  localTaxOf,
  MAIN_IMAGE_SIZE,
  programLinesOf,
  roomModel,
  type Pax,
} from './product.model';
import {
  findHotel,
  findImageSets,
  findProduct,
  findRoom,
  hotelProducts,
  imagesBySize,
  placeBreadcrumb,
  type ProductRow,
} from './product.query';
import { activityDates, productPrice, UPSELL_LENGTHS_OF_STAY } from './product.service';

export interface DetailRequest extends Pax {
  checkin?: IsoDate | undefined;
  night?: number | undefined;
  nights?: number | undefined;
  fetchPageModel?: boolean | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
}

/** Meta descriptions stay under what search engines show. */
export const META_DESCRIPTION_MAX = 160;

const perNight = (row: ProductRow) => row.refPriceCents / row.nights;

/**
 * ADR 0034: the hotel's base package is its cheapest per night (reference price, as single
 * vouchers are sold); the others are that package with extras, costing the difference per night
 * times the number of nights (the rule of upsell.json, API-024).
 */
export function upsellDifference(
  product: ProductRow,
  base: ProductRow | undefined,
): Record<string, number> {
  const perLos: Record<string, number> = {};
  if (!base || base.id === product.id) return perLos;
  for (const los of UPSELL_LENGTHS_OF_STAY) {
    const difference = Math.round((perNight(product) - perNight(base)) * los);
    if (difference > 0) perLos[String(los)] = difference;
  }
  return perLos;
}

/** Great-circle distance in km, one decimal. */
export function distanceBetween(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}

/** Title, description, robots and canonical address of the product page. */
export function pageModelOf(
  detail: { id: number; label: string; hotel: string; city: string; headwords: string[] },
  indexable: boolean,
  locale: Locale,
): WeekendPageModel {
  const description = [`${detail.hotel}, ${detail.city}`, ...detail.headwords].join(' · ');
  return {
    pageTitle: `${detail.label} - ${detail.hotel}`,
    metaDescription:
      description.length > META_DESCRIPTION_MAX
        ? `${description.slice(0, META_DESCRIPTION_MAX - 1).trimEnd()}…`
        : description,
    metaRobots: indexable ? 'index, follow' : 'noindex, follow',
    canonicalUrl: `${MARKET_ORIGINS[locale]}/weekend/${detail.id}`,
    alternateUrls: LOCALES.map((other) => ({
      locale: other,
      url: `${MARKET_ORIGINS[other]}/weekend/${detail.id}`,
    })),
  };
}

/** An expiration day (YYYY-MM-DD) before today's date means the package no longer sells. */
export const hasExpired = (expiration: string | null, now: Date): boolean =>
  expiration !== null && expiration < now.toISOString().slice(0, 10);

/**
 * The weekend package in the locale's language (API-015/016), or null when no weekend has this id.
 * With checkin (and night or nights) the price is the dated price of purchase pricing (API-026).
 * Read once per page request (ADR 0098): the served stay page's head and its render share it.
 */
export function findWeekendDetail(
  orm: Orm,
  id: number,
  locale: Locale,
  request: DetailRequest = { adult: 2, child: 0, baby: 0 },
  now: Date = new Date(),
): Promise<WeekendDetail | null> {
  const { adult, child, baby, checkin, night, nights, fetchPageModel, lat, lng } = request;
  const key = JSON.stringify([id, locale, adult, child, baby, checkin, night, nights, lat, lng]);
  return memoised(`weekend-detail:${key}:${fetchPageModel !== false}`, () =>
    readWeekendDetail(orm, id, locale, request, now),
  );
}

async function readWeekendDetail(
  orm: Orm,
  id: number,
  locale: Locale,
  request: DetailRequest,
  now: Date,
): Promise<WeekendDetail | null> {
  const product = await findProduct(orm, id);
  if (!product) return null;
  const hotel = await findHotel(orm, product.hotelId);
  if (!hotel) return null;
  const room = product.roomId === null ? null : await findRoom(orm, product.roomId);
  const sets = await findImageSets(orm, [
    { kind: 'hotel', ownerId: hotel.id },
    ...(room ? [{ kind: 'room' as const, ownerId: room.id }] : []),
  ]);
  const hotelSets = sets.filter((set) => set.kind === 'hotel');
  const roomSets = sets.filter((set) => set.kind === 'room');
  const roomImages = imagesBySize(roomSets);
  const { price, day } = await productPrice(orm, product, request, now);
  const checkin = request.checkin ?? null;
  const allImages = imagesBySize([...hotelSets, ...roomSets]);
  const siblings = await hotelProducts(orm, hotel.id);
  const others = siblings.filter((row) => row.id !== product.id);
  const base = [...siblings].sort((a, b) => perNight(a) - perNight(b) || a.id - b.id)[0];
  const perLos = upsellDifference(product, base);
  const chosenNights = request.nights ?? request.night ?? 1;
  const label = inLanguage(product.label, locale);
  const headwords = product.headwords.map((headword) => inLanguage(headword, locale));
  const places = await placeBreadcrumb(orm, hotel.destinationIds, locale);
  const choices =
    checkin && product.published
      ? await activityDates(orm, product.id, {
          locale,
          checkin,
          night: request.night,
          nights: request.nights,
        })
      : [];
  return {
    id: product.id,
    label,
    nights: product.nights,
    uri: `weekend/${product.id}`,
    hotel: {
      id: hotel.id,
      label: hotel.name,
      stars: hotel.stars,
      city: hotel.city,
      countryCode: hotel.countryCode,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      uri: `hotel/${hotel.id}`,
      address: hotel.address,
      zipCode: hotel.zipCode,
      review: {
        count: hotel.reviewCount,
        average: hotel.reviewAverage === null ? null : Math.round(hotel.reviewAverage * 10) / 10,
      },
      importantInfos: hotel.importantInfos.map((info) => inLanguage(info, locale)),
      checkInOut: { checkin: hotel.checkInTime, checkout: hotel.checkOutTime },
      localTax: localTaxOf(hotel),
    },
    price,
    programLine: programLinesOf(product.programLines, locale),
    activities: activitiesOf(product.activities, product.id, locale),
    breakfast: breakfastOf(product.programLines, locale),
    images: hotel.images.length > 0 ? hotel.images : (allImages[MAIN_IMAGE_SIZE] ?? []),
    imagesBySize: allImages,
    room: room ? roomModel(room, roomImages, locale) : null,
    cancellationPolicy: cancellationPolicy(product, checkin, now),
    headwords,
    marketingLabels: product.marketingLabels,
    lastMinute: product.lastMinute,
    availableRooms: checkin && day ? day.availableRooms : null,
    autoDiscount:
      product.autoDiscountCode && product.autoDiscountValue
        ? { code: product.autoDiscountCode, value: product.autoDiscountValue }
        : null,
    published: product.published,
    expiration: product.expiration,
    connectivity: product.connectivity,
    channelManagerId: product.connectivity === 'CHANNEL_MANAGER' ? `CM-${hotel.id}` : null,
    otherOffersCount: others.length,
    otherProducts: {
      list: others.map((row) => ({
        id: row.id,
        label: inLanguage(row.label, locale),
        uri: `weekend/${row.id}`,
        nights: row.nights,
        sellPrice: row.sellPriceCents,
      })),
    },
    importantInfos: hotel.importantInfos.map((info) => inLanguage(info, locale)),
    targetedLabel:
      request.child > 0 && product.themeIds.includes(FAMILY_THEME_ID) ? 'FAMILY' : null,
    priceDifferencePerLos: perLos,
    priceDifference: perLos[String(chosenNights)] ?? 0,
    upsellBaseId: base && Object.keys(perLos).length > 0 ? base.id : null,
    distance:
      request.lat !== undefined && request.lng !== undefined
        ? distanceBetween(
            { lat: request.lat, lng: request.lng },
            { lat: hotel.latitude, lng: hotel.longitude },
          )
        : null,
    activityDates: choices,
    breadcrumb: [...places, { label: hotel.name, uri: `hotel/${hotel.id}`, place: null }],
    pageModel:
      request.fetchPageModel === false
        ? null
        : pageModelOf(
            { id: product.id, label, hotel: hotel.name, city: hotel.city, headwords },
            product.published && !hasExpired(product.expiration, now),
            locale,
          ),
  };
}
