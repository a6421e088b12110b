/**
 * Test fixtures of a stay as the product and checkout apps' tests use it (the weekend detail, its
 * price and its quote), each parsed by its contract schema. Only tests import this subpath.
 */
import {
  quoteSchema,
  weekendDetailSchema,
  priceResponseSchema,
  type ProductPrice,
  type Quote,
  type WeekendDetail,
} from './index';
import { fixture } from './fixture';

const POLICY_NCNR = {
  cancellable: false,
  isCancellable: false,
  cancellationDeadline: null,
  cancellableUntil: null,
  message: null,
  deadlineDays: null,
  type: 'NCNR' as const,
};

export const CANCELLABLE = {
  cancellable: true,
  isCancellable: true,
  cancellationDeadline: '2027-05-01',
  cancellableUntil: '2027-05-01T23:59:59',
  message: null,
  deadlineDays: 6,
  type: 'FLEXIBLE' as const,
};

export const LOCAL_TAX = {
  amount: 150,
  currency: 'EUR' as const,
  toBePaidAtHotel: true,
  type: 'PER_PERSON_PER_NIGHT' as const,
  percentage: null,
};

/** Weekend 7, one night, a spa activity whose day is chosen (API-015 as the contract has it). */
export function weekend(overrides: Partial<WeekendDetail> = {}): WeekendDetail {
  return fixture(
    weekendDetailSchema,
    {
      id: 7,
      label: 'Spa escape',
      nights: 1,
      uri: '/weekend/7',
      hotel: {
        id: 3,
        label: 'Hotel del Mar',
        stars: 4,
        city: 'Nice',
        countryCode: 'FR',
        latitude: 43.7,
        longitude: 7.26,
        uri: '/hotel/3',
        address: '1 promenade',
        zipCode: '06000',
        review: { count: 10, average: 8.4 },
        importantInfos: [],
        checkInOut: { checkin: '15:00', checkout: '11:00' },
        localTax: LOCAL_TAX,
      },
      price: price(),
      programLine: [{ type: 'ACTIVITY', activityId: 'spa', title: 'Spa access' }],
      activities: [
        {
          activityId: 'spa',
          tagId: 't1',
          title: 'Spa access',
          description: 'Two hours at the spa',
          type: 'ACTIVITY',
          durationMinutes: 120,
          menu: null,
          needsDate: true,
          imageUrl: null,
        },
      ],
      images: [],
      imagesBySize: {},
      room: null,
      cancellationPolicy: POLICY_NCNR,
      headwords: [],
      marketingLabels: [],
      lastMinute: false,
      availableRooms: null,
      autoDiscount: null,
      published: true,
      expiration: null,
      connectivity: 'none',
      channelManagerId: null,
      otherOffersCount: 0,
      // The stay page's fields (PROD-078, product-stay).
      otherProducts: { list: [] },
      importantInfos: [],
      targetedLabel: null,
      priceDifferencePerLos: {},
      priceDifference: 0,
      upsellBaseId: null,
      distance: null,
      activityDates: [],
      breadcrumb: [{ label: 'Hotel del Mar', uri: 'hotel/3', place: null }],
      pageModel: null,
      ...overrides,
    },
    'weekend detail',
  );
}

export function price(overrides: Partial<ProductPrice> = {}): ProductPrice {
  return fixture(
    priceResponseSchema,
    {
      sellPrice: 9000,
      refPrice: 12000,
      promo: 25,
      nights: 1,
      nbRooms: 1,
      moneySaved: 3000,
      priceType: 'FROM_PRICE',
      fromPrice: 9000,
      finalPrice: null,
      totalPrice: null,
      extraDiscount: null,
      checkin: null,
      error: null,
      ...overrides,
    },
    'price',
  );
}

export function quote(overrides: Partial<Quote> = {}): Quote {
  return fixture(
    quoteSchema,
    {
      bookable: true,
      errors: [],
      priceInfo: {
        sellPrice: 10000,
        refPrice: 12000,
        promoPercentageRounded: 16,
        moneySaved: 2000,
        priceType: 'FINAL_PRICE',
        nbRooms: 1,
        nights: 1,
        totalPrice: 20000,
      },
      localTaxTotalAmount: 300,
      localTax: LOCAL_TAX,
      totalStayAmount: 20300,
      programLineList: [],
      flashDeal: false,
      roomsAmountMessage: null,
      cancellationPolicy: CANCELLABLE,
      missingActivityIds: [],
      reservationCriteria: {
        offerId: 7,
        checkinDate: '2027-05-07',
        checkoutDate: '2027-05-08',
        nights: 1,
        pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
        activityDaySelections: [],
      },
      modifiedReservationCriteria: null,
      ...overrides,
    },
    'quote',
  );
}
