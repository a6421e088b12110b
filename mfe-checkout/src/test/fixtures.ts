/** The checkout tests' API answers, each parsed by its contract schema. */
import {
  eligibilityResponseSchema,
  insuranceQuoteResponseSchema,
  orderCreatedResponseSchema,
  orderSummarySchema,
  paymentResponseSchema,
  type EligibilityResponse,
  type OrderCreatedResponse,
  type OrderSummary,
  type PaymentResponse,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';

export { CANCELLABLE, LOCAL_TAX, price, quote, weekend } from '@shop/api-contract/stay-fixtures';

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
