import {
  activityCardSchema,
  activitySearchResponseSchema,
  offersResponseSchema,
  type ActivityCard,
  type ActivitySearchResponse,
  type OfferCard,
  type OffersResponse,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { offerCard } from '@shop/api-contract/samples';

export { offerCard };

// Every answer here is parsed by its contract schema when built (ADR 0027).

export function offersAnswer(count: number, total = count, themeLabel?: string): OffersResponse {
  return fixture(offersResponseSchema, {
    exactMatch: Array.from({ length: count }, (_, index) => offerCard({ id: index + 1 })),
    resultsCount: total,
    searchDetails: {
      checkin: null,
      night: null,
      adult: 2,
      child: 0,
      baby: 0,
      hotelId: null,
      totalCount: total,
      location: null,
      locationHierarchy: [],
      destination: null,
      theme: themeLabel ? { id: 7, label: themeLabel } : null,
    },
  });
}

/** An activity-only package card as the activity-only search answers it (SRCH-017). */
export function activityCard(overrides: Partial<ActivityCard> = {}): ActivityCard {
  const id = overrides.id ?? 31;
  return fixture(activityCardSchema, {
    id,
    label: `Kayak trip ${id}`,
    imageUrl: `/api/images/activity/${id}-1/640_360.svg`,
    images: [
      `/api/images/activity/${id}-1/640_360.svg`,
      `/api/images/activity/${id}-2/640_360.svg`,
    ],
    uri: `activity/${id}`,
    location: {
      id: 5,
      label: 'Gorges Kayak Centre',
      address: '2 Quai du Tarn',
      zipCode: '48210',
      city: 'Sainte-Enimie',
      latitude: 44.36,
      longitude: 3.41,
    },
    // Per person (the party of 2 pays 9 100 cents).
    sellPrice: 4_550,
    refPrice: 5_000,
    promo: 9,
    priceType: 'FROM_PRICE',
    prices: {
      paxComposition: { adults: 2 },
      promo: 9,
      priceType: 'FROM_PRICE',
      barPrice: 10_000,
      sellPrice: 9_100,
    },
    activities: [{ id: 'kayak', name: 'Kayak' }],
    distance: null,
    participants: 2,
    published: true,
    // The partner's activity centre: no hotel page, no hotel stars.
    place: {
      id: 5,
      uri: '',
      label: 'Gorges Kayak Centre',
      stars: 0,
      isHotel: false,
      location: {
        label: 'Sainte-Enimie',
        uri: 'destination/412',
        address: '2 Quai du Tarn',
        zipCode: '48210',
      },
      review: { count: 37, average: 9.14 },
    },
    cancellationPolicy: {
      cancellable: true,
      isCancellable: true,
      message: null,
      cancellationDeadline: null,
      deadlineDays: 2,
      type: 'FLEXIBLE',
    },
    checkin: null,
    ...overrides,
  });
}

export function activityAnswer(count: number, total = count): ActivitySearchResponse {
  return fixture(activitySearchResponseSchema, {
    exactMatch: Array.from({ length: count }, (_, index) => activityCard({ id: index + 1 })),
    resultsCount: total,
    searchDetails: {
      checkin: null,
      night: null,
      adult: 2,
      child: 0,
      baby: 0,
      hotelId: null,
      totalCount: total,
      location: null,
      locationHierarchy: [],
      destination: null,
      theme: null,
    },
  });
}

/** An offers answer (API-001) without search details: the given cards, of `total` results. */
export function offersOf(cards: OfferCard[], total = cards.length): OffersResponse {
  return fixture(offersResponseSchema, { exactMatch: cards, resultsCount: total }, 'offers answer');
}
