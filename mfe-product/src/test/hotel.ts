import {
  activityDatesResponseSchema,
  handoffResponseSchema,
  hotelDetailSchema,
  productOffersResponseSchema,
  quoteSchema,
  weekendDetailSchema,
  type ActivityDatesResponse,
  type HandoffResponse,
  type HotelDetail,
  type ProductOffer,
  type ProductOffersResponse,
  type Quote,
  type RoomOffer,
  type WeekendDetail,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';

// Every API answer here is parsed by its contract schema when built (ADR 0027).

const POLICY = {
  cancellable: true,
  isCancellable: true,
  cancellationDeadline: null,
  cancellableUntil: null,
  message: null,
  deadlineDays: 7,
  type: 'FLEXIBLE' as const,
};

const LOCAL_TAX = {
  amount: 150,
  currency: 'EUR' as const,
  toBePaidAtHotel: true,
  type: 'PER_PERSON_PER_NIGHT' as const,
  percentage: null,
};

export function roomOffer(
  id: number,
  roomId: number | null,
  overrides: Partial<RoomOffer> = {},
): RoomOffer {
  return {
    id,
    roomId,
    label: `Offer ${id}`,
    price: { sellPrice: 12_000, refPrice: 15_000, promoPercentageRounded: 20, nights: 1 },
    checkin: null,
    paxCount: 2,
    nights: 1,
    hasSelectedDates: false,
    shortProgramIntroWithoutRoom: 'Breakfast and spa',
    cancellationPolicy: POLICY,
    ...overrides,
  };
}

const room = (id: number, label: string, offers: RoomOffer[]) => ({
  id,
  uuid: `room-${id}`,
  label,
  size: 24,
  type: 'DOUBLE',
  capacity: 2,
  maxCapacity: 3,
  bedding: 'One double bed',
  description: `${label} with a view`,
  imageUrl: `/api/images/room/${id}-1/640_360.svg`,
  images: [],
  imagesBySize: {},
  offers,
});

/** GET /api/hotels/{id}/detail.json (LEFT-030): two rooms, three offers, one neighbour. */
export function hotelDetail(overrides: Partial<HotelDetail> = {}): HotelDetail {
  const offers = [
    roomOffer(101, 11),
    roomOffer(102, 11, { label: 'Offer 102' }),
    roomOffer(103, 12),
  ];
  return fixture(hotelDetailSchema, {
    id: 499,
    label: 'Hotel del Mar',
    stars: 4,
    uri: 'hotel/499',
    description: 'A'.repeat(300),
    active: true,
    countryCode: 'FR',
    location: {
      label: 'Nice',
      address: '1 Promenade, 06000 Nice',
      latitude: 43.7,
      longitude: 7.26,
      completeAddress: { streetAddress: '1 Promenade', zipCode: '06000' },
    },
    highlightedFacilities: [{ code: 'spa', label: 'Spa' }],
    facilities: ['Spa', 'Parking'],
    infoGeneral: [
      { code: 'parking', facilities: ['Parking'] },
      { code: 'facilities', facilities: ['Spa'] },
    ],
    checkInOut: { checkin: '15:00', checkout: '11:00' },
    policy: { petsAllowed: true, petsPrice: 1500, petsMaxWeight: 10, petsMaxNumberOfPets: 1 },
    localTax: LOCAL_TAX,
    review: { count: 12, average: 8.4 },
    importantInfos: ['The pool is closed in winter.'],
    images: ['/h/1.svg', '/h/2.svg', '/h/3.svg', '/h/4.svg', '/h/5.svg', '/h/6.svg'],
    imagesBySize: {},
    rooms: [
      room(11, 'Sea view room', offers.slice(0, 2)),
      room(12, 'Garden suite', offers.slice(2)),
    ],
    weekends: offers,
    nearbyHotels: [
      {
        id: 500,
        label: 'Hotel Azur',
        stars: 3,
        uri: 'hotel/500',
        city: 'Nice',
        imageUrl: null,
        distance: 1.2,
        review: { count: 3, average: 7.5 },
        fromPrice: 9900,
      },
    ],
    breadcrumb: [{ label: 'France', uri: 'destination/1' }],
    ecoFacilities: [],
    ...overrides,
  });
}

/** An offer of GET /api/product/{id}/offers (PROD-057): cents; promo already thresholded. */
export function productOffer(
  weekendId: number,
  overrides: Partial<ProductOffer> = {},
): ProductOffer {
  return {
    weekendId,
    label: `Offer ${weekendId}`,
    roomId: 11,
    roomLabel: 'Sea view room',
    nights: 1,
    checkin: null,
    paxCount: 2,
    hasSelectedDates: false,
    shortProgramIntroWithoutRoom: 'Breakfast and spa',
    priceInfo: {
      sellPrice: 12_050,
      refPrice: 15_000,
      promoPercentageRounded: 20,
      moneySaved: 2950,
      priceType: 'FROM_PRICE',
      nbRooms: 1,
      nights: 1,
      totalPrice: 24_100,
    },
    cancellationPolicy: POLICY,
    ...overrides,
  };
}

export function offersMap(offers: ProductOffer[]): ProductOffersResponse {
  return fixture(
    productOffersResponseSchema,
    Object.fromEntries(offers.map((offer) => [String(offer.weekendId), offer])),
  );
}

/** GET /api/weekend/{id}/detail.json of an offer (program lines, room, activities). */
export function offerDetail(id: number, overrides: Partial<WeekendDetail> = {}): WeekendDetail {
  return fixture(weekendDetailSchema, {
    id,
    label: `Offer ${id}`,
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
      address: '1 Promenade',
      zipCode: '06000',
      review: { count: 12, average: 8.4 },
      importantInfos: [],
      checkInOut: { checkin: '15:00', checkout: '11:00' },
      localTax: LOCAL_TAX,
    },
    price: {
      sellPrice: 12_050,
      refPrice: 15_000,
      promo: 20,
      nights: 1,
      nbRooms: 1,
      moneySaved: 2950,
      priceType: 'FROM_PRICE',
      fromPrice: 12_050,
      finalPrice: null,
      totalPrice: null,
      extraDiscount: null,
      checkin: null,
      error: null,
    },
    programLine: [
      { type: 'NIGHT', activityId: null, title: '1 night in a sea view room' },
      { type: 'DINNER', activityId: 'D1', title: 'Dinner for two' },
    ],
    activities: [],
    images: [],
    imagesBySize: {},
    room: null,
    cancellationPolicy: POLICY,
    headwords: [],
    marketingLabels: [],
    lastMinute: false,
    availableRooms: null,
    autoDiscount: null,
    published: true,
    expiration: null,
    connectivity: 'EXTRANET',
    channelManagerId: null,
    otherOffersCount: 2,
    otherProducts: { list: [] },
    importantInfos: [],
    targetedLabel: null,
    priceDifferencePerLos: {},
    priceDifference: 0,
    upsellBaseId: null,
    distance: null,
    activityDates: [],
    breadcrumb: [],
    pageModel: null,
    ...overrides,
  });
}

/** GET /api/weekend/{id}/activityDates.json: one activity with two days. */
export function activityDates(checkin = '2027-04-02'): ActivityDatesResponse {
  const next = checkin.replace(/\d\d$/, (day) => String(Number(day) + 1).padStart(2, '0'));
  return fixture(activityDatesResponseSchema, [
    {
      activityId: 'SPA1',
      title: 'Spa access',
      dates: [
        { value: `SPA1_${checkin}`, date: checkin },
        { value: `SPA1_${next}`, date: next },
      ],
    },
  ]);
}

export function quote(offerId: number, overrides: Partial<Quote> = {}): Quote {
  return fixture(quoteSchema, {
    bookable: true,
    errors: [],
    priceInfo: {
      sellPrice: 12_050,
      refPrice: 15_000,
      promoPercentageRounded: 20,
      moneySaved: 2950,
      priceType: 'FINAL_PRICE',
      nbRooms: 1,
      nights: 2,
      totalPrice: 24_100,
    },
    localTaxTotalAmount: 600,
    localTax: LOCAL_TAX,
    totalStayAmount: 24_700,
    programLineList: [],
    flashDeal: false,
    roomsAmountMessage: null,
    cancellationPolicy: POLICY,
    missingActivityIds: [],
    reservationCriteria: {
      offerId,
      checkinDate: '2027-04-02',
      checkoutDate: '2027-04-04',
      nights: 2,
      pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
      activityDaySelections: [],
    },
    modifiedReservationCriteria: null,
    ...overrides,
  });
}

export function handoffOk(offerId: number): HandoffResponse {
  return fixture(handoffResponseSchema, {
    ok: true,
    flow: 'booking',
    offerId,
    reservationCriteria: {
      offerId,
      activityDaySelections: [],
      pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
      travelPeriod: { checkinDate: '2027-04-02', checkoutDate: '2027-04-04' },
    },
    giftNights: null,
    amount: 24_100,
  });
}
