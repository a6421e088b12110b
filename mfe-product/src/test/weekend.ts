import {
  otherOffersResponseSchema,
  upsellResponseSchema,
  weekendDetailSchema,
  type OtherOffersResponse,
  type UpsellResponse,
  type WeekendDetail,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';

// Every answer here is parsed by its contract schema when built (ADR 0027).

const NO_DATES_POLICY = {
  cancellable: true,
  isCancellable: true,
  cancellationDeadline: null,
  cancellableUntil: null,
  message: null,
  deadlineDays: 7,
  type: 'FLEXIBLE' as const,
};

const images = (count: number) =>
  Array.from({ length: count }, (_, n) => `/api/images/hotel/499-${n + 1}/640_360.svg`);

/** A weekend as GET /api/weekend/:id/detail.json answers it (API-015, PROD-078). */
export function weekendDetail(overrides: Partial<WeekendDetail> = {}): WeekendDetail {
  const id = overrides.id ?? 746;
  return fixture(
    weekendDetailSchema,
    {
      id,
      label: 'Spa escape and dinner',
      nights: 1,
      uri: `weekend/${id}`,
      hotel: {
        id: 499,
        label: 'Hotel del Mar',
        stars: 4,
        city: 'Nice',
        countryCode: 'FR',
        latitude: 43.7,
        longitude: 7.26,
        uri: 'hotel/499',
        address: '14 Promenade des Anglais',
        zipCode: '06000',
        review: { count: 109, average: 8.6 },
        importantInfos: ['The pool is closed in January.'],
        checkInOut: { checkin: '15:00', checkout: '11:00' },
        localTax: {
          amount: 250,
          currency: 'EUR',
          toBePaidAtHotel: true,
          type: 'PER_PERSON_PER_NIGHT',
          percentage: null,
        },
      },
      price: {
        sellPrice: 19_900,
        refPrice: 24_900,
        promo: 20,
        nights: 1,
        nbRooms: 1,
        moneySaved: 5_000,
        priceType: 'FROM_PRICE',
        fromPrice: 19_900,
        finalPrice: null,
        totalPrice: null,
        extraDiscount: null,
        checkin: null,
        error: null,
      },
      programLine: [
        { type: 'ROOM', activityId: null, title: '1 night in a double room' },
        { type: 'BREAKFAST', activityId: null, title: 'Breakfast' },
        { type: 'DINNER', activityId: 'dinner-1', title: 'Dinner for two' },
        { type: 'ACTIVITY', activityId: 'spa-1', title: 'Access to the spa' },
      ],
      activities: [
        {
          activityId: 'dinner-1',
          tagId: 'dinner',
          title: 'Dinner for two',
          description: 'A three-course dinner in the sea-view restaurant.',
          type: 'DINNER',
          durationMinutes: 120,
          menu: 'Starter, main course and dessert of the day.',
          needsDate: true,
          imageUrl: null,
        },
        {
          activityId: 'spa-1',
          tagId: 'spa',
          title: 'Access to the spa',
          description: 'Two hours of sauna, hammam and pool.',
          type: 'ACTIVITY',
          durationMinutes: 120,
          menu: null,
          needsDate: false,
          imageUrl: null,
        },
      ],
      images: images(12),
      imagesBySize: { '640_360': images(12), '1280_720': images(12) },
      room: {
        id: 31,
        uuid: 'room-31',
        label: 'Double room, sea view',
        size: 24,
        type: 'DOUBLE',
        capacity: 2,
        maxCapacity: 3,
        bedding: 'One double bed',
        description: 'A bright room facing the sea.',
        imageUrl: null,
        images: [],
        imagesBySize: {},
      },
      cancellationPolicy: NO_DATES_POLICY,
      headwords: ['Sea view', 'Spa included'],
      marketingLabels: [],
      lastMinute: false,
      availableRooms: null,
      autoDiscount: null,
      published: true,
      expiration: null,
      connectivity: 'EXTRANET',
      channelManagerId: null,
      otherOffersCount: 2,
      otherProducts: {
        list: [
          { id: 747, label: 'Romantic night', uri: 'weekend/747', nights: 1, sellPrice: 15_900 },
          {
            id: 748,
            label: 'Two nights by the sea',
            uri: 'weekend/748',
            nights: 2,
            sellPrice: 29_900,
          },
        ],
      },
      importantInfos: ['The pool is closed in January.'],
      targetedLabel: null,
      priceDifferencePerLos: {},
      priceDifference: 0,
      upsellBaseId: null,
      distance: null,
      activityDates: [],
      breadcrumb: [
        { label: 'France', uri: 'destination/1', place: { category: 'country', id: 1 } },
        { label: 'Nice', uri: 'destination/64', place: { category: 'city', id: 64 } },
        { label: 'Hotel del Mar', uri: 'hotel/499', place: null },
      ],
      pageModel: {
        pageTitle: 'Spa escape and dinner - Hotel del Mar',
        metaDescription: 'Hotel del Mar, Nice · Sea view · Spa included',
        metaRobots: 'index, follow',
        canonicalUrl: `https://www.weekend-shop.fr/weekend/${id}`,
        alternateUrls: [
          { locale: 'fr_FR', url: `https://www.weekend-shop.fr/weekend/${id}` },
          { locale: 'nl_BE', url: `https://nl.weekend-shop.be/weekend/${id}` },
        ],
      },
      ...overrides,
    },
    'weekend detail',
  );
}

/** GET /api/weekend/:id/upsell.json (API-024, PROD-039). */
export function upsellAnswer(
  products: UpsellResponse['singleVoucherProducts'] = [
    {
      id: 800,
      label: 'Spa escape with massage',
      uri: 'weekend/800',
      priceDifferencePerLos: { '1': 3_000, '2': 6_000 },
      priceDifference: 3_000,
      programLine: [],
    },
    {
      id: 801,
      label: 'Spa escape with champagne',
      uri: 'weekend/801',
      priceDifferencePerLos: { '2': 4_000 },
      priceDifference: 4_000,
      programLine: [],
    },
  ],
): UpsellResponse {
  return fixture(upsellResponseSchema, { singleVoucherProducts: products }, 'upsell answer');
}

/** GET /api/weekend/:id/otherOffers.json (API-025, PROD-006) with `count` cards. */
export function otherOffersAnswer(count: number): OtherOffersResponse {
  return fixture(
    otherOffersResponseSchema,
    {
      otherProducts: {
        list: Array.from({ length: count }, (_, index) => {
          const id = 900 + index;
          return {
            id,
            label: `Other weekend ${index + 1}`,
            imageUrl: `/api/images/hotel/499-${index + 1}/640_360.svg`,
            images: [],
            uri: `weekend/${id}`,
            hotel: {
              id: 499,
              uri: 'hotel/499',
              label: 'Hotel del Mar',
              stars: 4,
              location: {
                label: 'Nice',
                uri: 'destination/64',
                address: '14 Promenade des Anglais',
                zipCode: '06000',
              },
              review: { count: 109, average: 8.6 },
            },
            sellPrice: 15_900 + index * 1_000,
            refPrice: 19_900,
            promo: 20,
            priceType: 'FROM_PRICE' as const,
            prices: {
              paxComposition: { adults: 2 },
              promo: 20,
              priceType: 'FROM_PRICE' as const,
              barPrice: 19_900,
              sellPrice: 15_900 + index * 1_000,
            },
            availableRooms: null,
            lastMinute: false,
            bestPriceOfMonth: false,
            expiration: null,
            marketingLabels: [],
            cancellationPolicy: {
              cancellable: false,
              isCancellable: false,
              message: null,
              cancellationDeadline: null,
              deadlineDays: null,
              type: 'NCNR' as const,
            },
            channelManagerId: null,
            headwords: [],
            autoDiscount: null,
            activities: [],
            hasMoreOffers: false,
            distance: null,
            checkin: null,
            connectivity: 'EXTRANET',
            participants: 2,
            nights: 1,
          };
        }),
      },
    },
    'other offers answer',
  );
}
