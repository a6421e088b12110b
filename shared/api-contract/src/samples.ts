import { offerCardSchema, type OfferCard } from './offers';
import { fixture } from './fixture';

// Sample answers for the apps' tests, parsed by their contract schemas when built (ADR 0027).

/** A card as POST /api/offers.json answers it (SRCH-057). */
export function offerCard(overrides: Partial<OfferCard> = {}): OfferCard {
  const id = overrides.id ?? 746;
  return fixture(offerCardSchema, {
    id,
    label: `Weekend ${id}`,
    imageUrl: `/api/images/hotel/${id}-1/640_360.svg`,
    images: [],
    uri: `weekend/${id}`,
    hotel: {
      id: 499,
      uri: 'hotel/499',
      label: 'Hotel del Mar',
      stars: 3,
      location: {
        label: 'Madrid',
        uri: 'destination/64',
        address: '14 Plaza Real',
        zipCode: '28001',
      },
      review: { count: 109, average: 8.56 },
    },
    sellPrice: 10_050,
    refPrice: 16_900,
    promo: 40,
    priceType: 'FROM_PRICE',
    prices: {
      paxComposition: { adults: 2 },
      promo: 40,
      priceType: 'FROM_PRICE',
      barPrice: 16_900,
      sellPrice: 10_050,
    },
    availableRooms: null,
    lastMinute: false,
    bestPriceOfMonth: false,
    expiration: null,
    marketingLabels: [],
    cancellationPolicy: {
      cancellable: true,
      isCancellable: true,
      message: null,
      cancellationDeadline: null,
      deadlineDays: 7,
      type: 'FLEXIBLE',
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
    ...overrides,
  });
}
