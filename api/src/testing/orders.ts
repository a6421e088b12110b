/** Orders for the checkout tests: a bookable stay of the test seed, order bodies, paying. */
import {
  ORDER_VIEW_TOKEN_HEADER,
  orderCreatedResponseSchema,
  orderSummarySchema,
  paymentResponseSchema,
  type GiftCardItem,
  type OrderRequest,
} from '@shop/api-contract';
import { addDays } from '@shop/criteria';
import { and, eq, gte, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/client';
import { weekendAvailability, weekends } from '../db/schema';
import { SANDBOX } from '../payments/sandbox';
import { createOrderViewTokens } from '../purchase';
import { TEST_TOKEN_SECRET } from './test-app';

export const TEST_BUYER: OrderRequest['buyer'] = {
  email: 'Camille.Durand@example.fr',
  civility: 'MRS',
  firstName: 'Camille',
  lastName: 'Durand',
  phoneNumber: '+33 6 12 34 56 78',
  addressLine: '12 rue des Lilas',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
};

export interface BookableStay {
  offerId: number;
  nights: number;
  date: string;
  checkout: string;
  priceCents: number;
  promoPercent: number;
  deadlineDays: number | null;
}

/**
 * The first bookable check-in (rooms, minLos) at least `fromDay` days after `today` for a
 * package of `nights`; `cancellable` true picks a package with a deadline, false an NCNR one.
 */
export async function findBookableStay(
  orm: Orm,
  options: {
    today: string;
    fromDay?: number;
    nights?: number;
    rooms?: number;
    cancellable?: boolean;
    skip?: number;
  },
): Promise<BookableStay> {
  const { today, fromDay = 20, nights = 1, rooms = 1, cancellable, skip = 0 } = options;
  const conditions: SQL[] = [
    eq(weekends.nights, nights),
    gte(weekendAvailability.date, addDays(today, fromDay)),
    gte(weekendAvailability.availableRooms, rooms),
    lte(weekendAvailability.minLos, nights),
  ];
  if (cancellable === true) conditions.push(isNotNull(weekends.cancellationDeadlineDays));
  if (cancellable === false) conditions.push(isNull(weekends.cancellationDeadlineDays));
  const [row] = await orm
    .select({
      offerId: weekends.id,
      nights: weekends.nights,
      date: weekendAvailability.date,
      priceCents: weekendAvailability.priceCents,
      promoPercent: weekendAvailability.promoPercent,
      deadlineDays: weekends.cancellationDeadlineDays,
    })
    .from(weekendAvailability)
    .innerJoin(weekends, eq(weekends.id, weekendAvailability.weekendId))
    .where(and(...conditions))
    .orderBy(weekendAvailability.date, weekends.id)
    .offset(skip)
    .limit(1);
  if (!row) throw new Error('no bookable day in the test seed');
  return { ...row, checkout: addDays(row.date, row.nights) };
}

/** An order body for a stay (2 adults by default), a gift card, or both. */
export function orderRequest(options: {
  stay?: Pick<BookableStay, 'offerId' | 'date' | 'checkout'>;
  giftCard?: GiftCardItem;
  expectedAmount: number;
  adults?: number;
  insurance?: boolean;
}): OrderRequest {
  const { stay, giftCard } = options;
  return {
    locale: 'fr_FR',
    buyer: TEST_BUYER,
    currency: 'EUR',
    expectedAmount: options.expectedAmount,
    items: {
      insuranceItem: options.insurance ?? false,
      promotionCodeItem: null,
      shortStayItem: stay
        ? {
            gift: null,
            reservationCriteria: {
              offerId: stay.offerId,
              activityDaySelections: [],
              pax: {
                numberOfAdults: options.adults ?? 2,
                numberOfChildren: 0,
                numberOfBabies: 0,
              },
              travelPeriod: { checkinDate: stay.date, checkoutDate: stay.checkout },
              minisiteId: null,
              specialRequest: '',
            },
          }
        : null,
      giftCardItem: giftCard ?? null,
    },
  };
}

let keys = 0;
/** An Idempotency-Key no other test uses. */
export const newIdempotencyKey = () => `test-order-${process.pid}-${(keys += 1)}`;

/** POST /api/front/purchase/orders, expecting a new order. */
export async function placeOrder(app: FastifyInstance, body: OrderRequest) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/front/purchase/orders',
    headers: { 'idempotency-key': newIdempotencyKey() },
    payload: body,
  });
  if (response.statusCode !== 201) {
    throw new Error(`order refused: ${response.statusCode} ${response.body}`);
  }
  return orderCreatedResponseSchema.parse(response.json());
}

/** Pays an order by card through the sandbox, passing its challenge; answers the payment. */
export async function payOrder(app: FastifyInstance, orderUUID: string) {
  const created = paymentResponseSchema.parse(
    (
      await app.inject({
        method: 'POST',
        url: '/api/front/purchase/payments',
        payload: {
          orderUUID,
          paymentMethod: 'card',
          card: { number: SANDBOX.acceptedCard, expiryMonth: 12, expiryYear: 2030, cvc: '123' },
        },
      })
    ).json(),
  );
  if (created.status !== 'requires_action') return created;
  return paymentResponseSchema.parse(
    (
      await app.inject({
        method: 'POST',
        url: `/api/front/purchase/payments/${created.paymentIntentId}/confirm`,
        payload: { challengeCode: SANDBOX.challengePassCode },
      })
    ).json(),
  );
}

/**
 * GET the order's summary (price breakdown, gift cards, modification conditions), with a view
 * token as the buyer's page has (ADR 0062).
 */
export async function orderSummaryOf(app: FastifyInstance, orderUUID: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/front/purchase/orders/${orderUUID}`,
    headers: { [ORDER_VIEW_TOKEN_HEADER]: testViewToken(orderUUID) },
  });
  return orderSummarySchema.parse(response.json());
}

/** A view token of the test app's secret (what the order creation answer carries). */
export const testViewToken = (orderUUID: string, now = new Date()) =>
  createOrderViewTokens(TEST_TOKEN_SECRET).sign(orderUUID, now);

/** Rooms left on the stay's check-in day. */
export async function roomsLeftOn(orm: Orm, stay: Pick<BookableStay, 'offerId' | 'date'>) {
  const [row] = await orm
    .select({ rooms: weekendAvailability.availableRooms })
    .from(weekendAvailability)
    .where(
      and(eq(weekendAvailability.weekendId, stay.offerId), eq(weekendAvailability.date, stay.date)),
    );
  if (!row) throw new Error(`no availability for weekend ${stay.offerId} on ${stay.date}`);
  return row.rooms;
}
