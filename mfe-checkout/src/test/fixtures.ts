/** The checkout tests' API answers, each parsed by its contract schema. */
import {
  eligibilityResponseSchema,
  insuranceQuoteResponseSchema,
  orderCreatedResponseSchema,
  orderSummarySchema,
  paymentResponseSchema,
  priceResponseSchema,
  quoteSchema,
  weekendDetailSchema,
  type EligibilityResponse,
  type OrderCreatedResponse,
  type OrderSummary,
  type PaymentResponse,
  type ProductPrice,
  type Quote,
  type WeekendDetail,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';

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

export const INSURANCE = fixture(
  insuranceQuoteResponseSchema,
  {
    offers: [
      {
        id: 'FLEXIBLE',
        sellPrice: 0,
        amount: 20000,
        cancellationPolicy: {
          type: 'FLEXIBLE',
          isCancellable: true,
          refundWithinHours: null,
          coveredCases: null,
        },
      },
      {
        id: 'CANCELLATION_INSURANCE',
        sellPrice: 1000,
        amount: 20000,
        cancellationPolicy: {
          type: 'INSURANCE',
          isCancellable: true,
          refundWithinHours: 72,
          coveredCases: 25,
        },
      },
    ],
  },
  'insurance quote',
);

export function eligibility(overrides: Partial<EligibilityResponse> = {}): EligibilityResponse {
  return fixture(
    eligibilityResponseSchema,
    {
      paymentMethods: [
        {
          type: 'deferred',
          provider: 'alma',
          paymentFee: 0,
          instalments: [{ amount: 20000, date: '2027-05-01' }],
        },
        {
          type: '3x',
          provider: 'alma',
          paymentFee: 300,
          instalments: [
            { amount: 7000, date: '2026-11-26' },
            { amount: 6667, date: '2026-12-26' },
            { amount: 6666, date: '2027-01-26' },
          ],
        },
      ],
      errors: [{ type: '4x', reason: 'amount below 250 euros' }],
      ...overrides,
    },
    'eligibility',
  );
}

export const ORDER_UUID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
export const VIEW_TOKEN = 'v1.1893456000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

const BREAKDOWN = {
  sellPrice: 20000,
  refPrice: 24000,
  promo: 16,
  moneySaved: 4000,
  remainingAmountToPay: 20000,
  reductionAmount: 0,
  giftcards: [],
  insuranceAmount: 0,
  shippingCost: { amount: 0, internationalFee: 0 },
  extraDiscount: 0,
  subElementsPrice: 0,
  totalPrice: 20000,
};

/** POST /api/front/purchase/orders's answer: the order and its view token (ADR 0062). */
export function orderResponse(overrides: Partial<OrderCreatedResponse> = {}): OrderCreatedResponse {
  return fixture(
    orderCreatedResponseSchema,
    {
      orderUUID: ORDER_UUID,
      bookingNumber: '12345678',
      amount: 20000,
      status: 'pending',
      priceBreakdown: BREAKDOWN,
      viewToken: VIEW_TOKEN,
      ...overrides,
    },
    'order',
  );
}

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return fixture(
    orderSummarySchema,
    {
      orderUUID: ORDER_UUID,
      bookingNumber: '12345678',
      status: 'pending',
      locale: 'fr_FR',
      currency: 'EUR',
      amount: 20000,
      createdAt: '2026-11-26T10:00:00.000Z',
      buyer: {
        civility: 'MRS',
        firstName: 'Camille',
        lastName: 'Durand',
        email: 'camille@example.fr',
      },
      stay: {
        offerId: 7,
        checkinDate: '2027-05-07',
        checkoutDate: '2027-05-08',
        nights: 1,
        pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
        activityDaySelections: [],
        specialRequest: '',
        amount: 20000,
      },
      insurance: null,
      giftCards: [],
      priceBreakdown: BREAKDOWN,
      modificationConditions: {
        isModifiable: true,
        modifiableUntil: '2027-05-01',
        refundableAmount: 20000,
        giftPayments: [],
      },
      ...overrides,
    },
    'order summary',
  );
}

export function payment(overrides: Partial<PaymentResponse> = {}): PaymentResponse {
  return fixture(
    paymentResponseSchema,
    {
      paymentIntentId: 'pi_sandbox_1',
      paymentMethod: 'card',
      amount: 20000,
      status: 'requires_action',
      challenge: { type: 'sca', attemptsLeft: 3 },
      failureReason: null,
      order: { orderUUID: ORDER_UUID, status: 'awaiting_payment' },
      ...overrides,
    },
    'payment',
  );
}
