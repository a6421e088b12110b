/** Hotel page (LEFT-030, PROD-059..061) and the hotel's availabilities (API-014). */
import type { HotelAvailabilitiesResponse, HotelDetail, RoomOffer } from '@shop/api-contract';
import { addDays, addMonths, type Locale } from '@shop/criteria';
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import type { LocalizedText } from '../db/localized-text';
import { hotels, weekends } from '../db/schema';
import { notFound } from '../http/errors';
import { memoised } from '../http/request-memo';
import {
  cancellationPolicy,
  catalogueCached,
  eurosText,
  lowestPriorPrices,
  marketClock,
} from '../catalogue';
import { inLanguage, localTaxOf, roomModel, shortProgramIntro } from './product.model';
import {
  availabilityBetween,
  findHotel,
  findImageSets,
  hotelProducts,
  hotelRooms,
  imagesBySize,
  placeBreadcrumb,
  type HotelRow,
  type ProductRow,
} from './product.query';
import { distanceKm } from '../search';
import { rowsOf } from '../db/rows';

const FACILITY_LABELS: Record<string, LocalizedText> = {
  wifi: { en: 'Wi-Fi', fr: 'Wi-Fi', es: 'Wifi', nl: 'Wifi', it: 'Wi-Fi' },
  parking: { en: 'Parking', fr: 'Parking', es: 'Aparcamiento', nl: 'Parkeren', it: 'Parcheggio' },
  restaurant: {
    en: 'Restaurant',
    fr: 'Restaurant',
    es: 'Restaurante',
    nl: 'Restaurant',
    it: 'Ristorante',
  },
  spa: { en: 'Spa', fr: 'Spa', es: 'Spa', nl: 'Spa', it: 'Spa' },
  pool: { en: 'Swimming pool', fr: 'Piscine', es: 'Piscina', nl: 'Zwembad', it: 'Piscina' },
  fitness: {
    en: 'Fitness room',
    fr: 'Salle de sport',
    es: 'Gimnasio',
    nl: 'Fitnessruimte',
    it: 'Palestra',
  },
  bar: { en: 'Bar', fr: 'Bar', es: 'Bar', nl: 'Bar', it: 'Bar' },
  pets: {
    en: 'Pets allowed',
    fr: 'Animaux acceptés',
    es: 'Se admiten mascotas',
    nl: 'Huisdieren toegestaan',
    it: 'Animali ammessi',
  },
  'air-conditioning': {
    en: 'Air conditioning',
    fr: 'Climatisation',
    es: 'Aire acondicionado',
    nl: 'Airconditioning',
    it: 'Aria condizionata',
  },
};
const facilityLabel = (code: string, locale: Locale) =>
  FACILITY_LABELS[code] ? inLanguage(FACILITY_LABELS[code], locale) : code;

export const NEARBY_HOTELS_MAX = 9;
/** Nearby hotels lie within this many km. */
export const NEARBY_RADIUS_KM = 50;

const roomOffer = (
  product: ProductRow,
  locale: Locale,
  now: Date,
  lowest: ReadonlyMap<number, number>,
): RoomOffer => ({
  id: product.id,
  roomId: product.roomId,
  label: inLanguage(product.label, locale),
  price: {
    sellPrice: product.sellPriceCents,
    refPrice: product.refPriceCents,
    promoPercentageRounded: product.promoPercent,
    nights: product.nights,
    // BEY-005: the package's lowest price of the 30 days before its reduction.
    lowestPrice30Days: product.promoPercent > 0 ? (lowest.get(product.id) ?? null) : null,
  },
  checkin: null,
  paxCount: 2,
  nights: product.nights,
  hasSelectedDates: false,
  shortProgramIntroWithoutRoom: shortProgramIntro(product.programLines, locale),
  cancellationPolicy: cancellationPolicy(product, null, now),
});

/** BEY-005: the hotel's promoted packages' lowest prior prices, read once per catalogue version. */
function hotelLowestPriorPrices(
  orm: Orm,
  hotelId: number,
  products: readonly ProductRow[],
): Promise<Map<number, number>> {
  return catalogueCached(orm, `hotel-lowest-prior-prices:${hotelId}`, () =>
    lowestPriorPrices(
      orm,
      products.filter((product) => product.promoPercent > 0).map((product) => product.id),
    ),
  );
}

interface NearbyRow extends Record<string, unknown> {
  id: number;
  label: string;
  stars: number;
  city: string;
  images: string[];
  distance: number;
  review_count: number;
  review_average: number | null;
  from_price: number | null;
}

/** LEFT-030: the hotels near `hotel`, closest first, with their "from" prices. */
function nearbyHotels(orm: Orm, hotel: HotelRow): Promise<NearbyRow[]> {
  const point = { lat: hotel.latitude, lng: hotel.longitude };
  return catalogueCached(orm, `nearby-hotels:${hotel.id}`, async () =>
    rowsOf<NearbyRow>(
      await orm.execute<NearbyRow>(sql`
      select ${hotels.id} as id, ${hotels.name} as label, ${hotels.stars} as stars,
        ${hotels.city} as city, ${hotels.images} as images,
        round(${distanceKm(point)}::numeric, 1)::float8 as distance,
        ${hotels.reviewCount} as review_count, ${hotels.reviewAverage} as review_average,
        (select min(${weekends.sellPriceCents}) from ${weekends}
          where ${weekends.hotelId} = ${hotels.id} and ${weekends.published}) as from_price
      from ${hotels}
      where ${hotels.id} <> ${hotel.id}
        and ${hotels.latitude} between ${point.lat - 0.5} and ${point.lat + 0.5}
        and ${hotels.longitude} between ${point.lng - 0.7} and ${point.lng + 0.7}
        and ${distanceKm(point)} <= ${NEARBY_RADIUS_KM}
      order by distance, ${hotels.id}
      limit ${NEARBY_HOTELS_MAX}`),
    ),
  );
}

/**
 * LEFT-030: the hotel model with its rooms (and their offers) and nearby hotels; read once per
 * page request (ADR 0098: the served hotel page's head and its render share it).
 */
export function hotelDetail(
  orm: Orm,
  hotelId: number,
  locale: Locale,
  now: Date,
): Promise<HotelDetail> {
  return memoised(`hotel-detail:${hotelId}:${locale}`, () =>
    readHotelDetail(orm, hotelId, locale, now),
  );
}

async function readHotelDetail(
  orm: Orm,
  hotelId: number,
  locale: Locale,
  now: Date,
): Promise<HotelDetail> {
  const hotel = await findHotel(orm, hotelId);
  if (!hotel) throw notFound(`Hotel ${hotelId} not found`);
  const [roomRows, products] = await Promise.all([
    hotelRooms(orm, hotelId),
    hotelProducts(orm, hotelId),
  ]);
  const sets = await findImageSets(orm, [
    { kind: 'hotel', ownerId: hotelId },
    ...roomRows.map((room) => ({ kind: 'room' as const, ownerId: room.id })),
  ]);
  const lowest = await hotelLowestPriorPrices(orm, hotelId, products);
  const offers = products.map((product) => roomOffer(product, locale, now, lowest));
  const nearby = await nearbyHotels(orm, hotel);
  const breadcrumb = (await placeBreadcrumb(orm, hotel.destinationIds, locale)).map(
    ({ label, uri }) => ({ label, uri }),
  );
  const roomImages = (roomId: number) =>
    imagesBySize(sets.filter((set) => set.kind === 'room' && set.ownerId === roomId));
  const hotelImages = imagesBySize(sets.filter((set) => set.kind === 'hotel'));
  const pets = hotel.facilities.includes('pets');
  return {
    id: hotel.id,
    label: hotel.name,
    stars: hotel.stars,
    uri: `hotel/${hotel.id}`,
    description: inLanguage(hotel.description, locale),
    active: products.length > 0,
    countryCode: hotel.countryCode,
    location: {
      label: hotel.city,
      address: `${hotel.address}, ${hotel.zipCode} ${hotel.city}`,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      completeAddress: { streetAddress: hotel.address, zipCode: hotel.zipCode },
    },
    highlightedFacilities: hotel.facilities
      .slice(0, 4)
      .map((code) => ({ code, label: facilityLabel(code, locale) })),
    facilities: hotel.facilities.map((code) => facilityLabel(code, locale)),
    infoGeneral: [
      {
        code: 'parking',
        facilities: hotel.facilities
          .filter((code) => code === 'parking')
          .map((code) => facilityLabel(code, locale)),
      },
      {
        code: 'facilities',
        facilities: hotel.facilities
          .filter((code) => code !== 'parking')
          .map((code) => facilityLabel(code, locale)),
      },
    ],
    checkInOut: { checkin: hotel.checkInTime, checkout: hotel.checkOutTime },
    policy: {
      petsAllowed: pets,
      petsPrice: pets ? hotel.petsPriceCents : null,
      petsMaxWeight: pets ? hotel.petsMaxWeightKg : null,
      petsMaxNumberOfPets: 1,
    },
    localTax: localTaxOf(hotel),
    review: {
      count: hotel.reviewCount,
      average: hotel.reviewAverage === null ? null : Math.round(hotel.reviewAverage * 10) / 10,
    },
    importantInfos: hotel.importantInfos.map((info) => inLanguage(info, locale)),
    images: hotel.images,
    imagesBySize: hotelImages,
    rooms: roomRows.map((room) => {
      const images = roomImages(room.id);
      return {
        ...roomModel(room, images, locale),
        offers: offers.filter((offer) => offer.roomId === room.id),
      };
    }),
    weekends: offers,
    nearbyHotels: nearby.map((row) => ({
      id: row.id,
      label: row.label,
      stars: row.stars,
      uri: `hotel/${row.id}`,
      city: row.city,
      imageUrl: row.images[0] ?? null,
      distance: Number(row.distance),
      review: {
        count: row.review_count,
        average: row.review_average === null ? null : Math.round(row.review_average * 10) / 10,
      },
      fromPrice: row.from_price === null ? null : Number(row.from_price),
    })),
    breadcrumb,
    ecoFacilities: [],
  };
}

/**
 * API-014: for each day of `length` months from `month` (default the current month), the
 * hotel's cheapest bookable package (a room left, minimum stay within the package).
 */
export async function hotelAvailabilities(
  orm: Orm,
  hotelId: number,
  query: { month?: string | undefined; length: number },
  now: Date,
): Promise<HotelAvailabilitiesResponse> {
  const [hotel] = await orm.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId));
  if (!hotel) throw notFound(`Hotel ${hotelId} not found`);
  const month = query.month ?? marketClock(now).today.slice(0, 7);
  const first = `${month}-01`;
  const last = addDays(addMonths(first, query.length), -1);
  const products = await hotelProducts(orm, hotelId);
  const nightsOf = new Map(products.map((product) => [product.id, product.nights]));
  const rows = await availabilityBetween(
    orm,
    products.map((product) => product.id),
    first,
    last,
  );
  const best = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (row.availableRooms === 0 || row.minLos > (nightsOf.get(row.weekendId) ?? 0)) continue;
    const current = best.get(row.date);
    if (!current || row.priceCents < current.priceCents) best.set(row.date, row);
  }
  return [...best.values()].map((row) => ({
    date: row.date,
    weekendId: row.weekendId,
    nights: nightsOf.get(row.weekendId) ?? 1,
    price: eurosText(row.priceCents),
    amount: row.priceCents,
    minLos: row.minLos,
    promo: row.promoPercent,
    bestPriceOfTheMonth: row.bestPriceOfMonth,
  }));
}
