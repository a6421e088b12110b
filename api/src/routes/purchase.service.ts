/**
 * Orders and payments (API-035, API-036, BEY-001..003): creation with an idempotency key, totals
 * recomputed from the catalogue, payments through the provider adapter, and confirmation with
 * its e-mail written to the outbox in the same transaction.
 */
import { createHash, randomInt } from 'node:crypto';
import type {
  CreatePaymentRequest,
  OrderResponse,
  OrderSummary,
  ParsedOrderRequest,
  PaymentResponse,
} from '@shop/api-contract';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { localized } from '../db/localized-text';
import {
  emailOutbox,
  hotels,
  orderItems,
  orders,
  payments,
  weekendAvailability,
  weekends,
} from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { PaymentProvider } from '../payments/provider';
import { renderConfirmationEmail } from './purchase.email';
import { insurancePremium, quoteStay, type StayQuote } from './purchase.pricing';

/** Wrong challenge codes allowed before a payment fails. */
export const MAX_CHALLENGE_ATTEMPTS = 3;
const CRITERIA_FIELD = 'items.shortStayItem.reservationCriteria';

type Order = typeof orders.$inferSelect;
type Payment = typeof payments.$inferSelect;

export interface OrderTotals {
  stay: StayQuote;
  insuranceCents: number | null;
  totalCents: number;
}

/** Prices the order from weekends and weekend_availability; throws 400/404/409 when it cannot. */
export async function priceOrder(
  orm: Orm,
  body: ParsedOrderRequest,
  now: Date,
): Promise<OrderTotals> {
  const { reservationCriteria: criteria } = body.items.shortStayItem;
  const { checkinDate, checkoutDate } = criteria.travelPeriod;
  const [weekend] = await orm
    .select({ nights: weekends.nights })
    .from(weekends)
    .where(eq(weekends.id, criteria.offerId));
  if (!weekend) throw notFound(`Offer ${criteria.offerId} not found`);
  const [availability] = await orm
    .select({
      priceCents: weekendAvailability.priceCents,
      minLos: weekendAvailability.minLos,
      availableRooms: weekendAvailability.availableRooms,
    })
    .from(weekendAvailability)
    .where(
      and(
        eq(weekendAvailability.weekendId, criteria.offerId),
        eq(weekendAvailability.date, checkinDate),
      ),
    );
  const result = quoteStay(
    {
      checkinDate,
      checkoutDate,
      adults: criteria.pax.numberOfAdults,
      children: criteria.pax.numberOfChildren,
      babies: criteria.pax.numberOfBabies,
      activityDaySelections: criteria.activityDaySelections,
    },
    { nights: weekend.nights, availability },
    now,
  );
  if (!result.ok) {
    const { kind, field, message } = result.refusal;
    if (kind === 'invalid')
      throw new HttpError(400, 'BAD_REQUEST', `${CRITERIA_FIELD}.${field}: ${message}`);
    throw new HttpError(
      409,
      'NOT_BOOKABLE',
      `The offer is not bookable with these criterias: ${message}`,
    );
  }
  const insuranceCents = body.items.insuranceItem
    ? insurancePremium(result.quote.amountCents)
    : null;
  return {
    stay: result.quote,
    insuranceCents,
    totalCents: result.quote.amountCents + (insuranceCents ?? 0),
  };
}

/** Key order and whitespace do not matter: the hash of the order as the server understood it. */
function requestHash(body: ParsedOrderRequest): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

const orderResponse = (order: Order): OrderResponse => ({
  orderUUID: order.id,
  bookingNumber: order.bookingNumber,
  amount: order.totalCents,
  status: order.status,
});

async function findByIdempotencyKey(orm: Orm, key: string, hash: string): Promise<Order | null> {
  const [existing] = await orm.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (!existing) return null;
  if (existing.requestHash !== hash) {
    throw new HttpError(
      409,
      'IDEMPOTENCY_CONFLICT',
      'Idempotency-Key was already used for a different order body',
    );
  }
  return existing;
}

const newBookingNumber = (): string => String(randomInt(10_000_000, 100_000_000));

/**
 * POST /purchase/orders: the same key and body give back the same order (created: false); the
 * same key with another body is a 409; a client total that differs from ours is a 409.
 */
export async function createOrder(
  orm: Orm,
  body: ParsedOrderRequest,
  idempotencyKey: string,
  now: Date,
): Promise<{ order: Order; created: boolean }> {
  const hash = requestHash(body);
  const replay = await findByIdempotencyKey(orm, idempotencyKey, hash);
  if (replay) return { order: replay, created: false };

  const totals = await priceOrder(orm, body, now);
  if (totals.totalCents !== body.expectedAmount) {
    throw new HttpError(
      409,
      'AMOUNT_MISMATCH',
      `expectedAmount ${body.expectedAmount} does not match the order total ${totals.totalCents} (cents): prices changed, show the new total before paying`,
    );
  }
  const { buyer, locale } = body;
  const criteria = body.items.shortStayItem.reservationCriteria;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const created = await orm.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          bookingNumber: newBookingNumber(),
          locale,
          status: 'pending',
          email: buyer.email.toLowerCase(),
          civility: buyer.civility,
          firstName: buyer.firstName,
          lastName: buyer.lastName,
          phoneNumber: buyer.phoneNumber,
          addressLine: buyer.addressLine,
          postalCode: buyer.postalCode,
          city: buyer.city,
          country: buyer.country,
          currency: 'EUR',
          totalCents: totals.totalCents,
          idempotencyKey,
          requestHash: hash,
        })
        .onConflictDoNothing()
        .returning();
      if (!order) return null;
      await tx.insert(orderItems).values({
        orderId: order.id,
        kind: 'shortStay',
        offerId: criteria.offerId,
        checkinDate: criteria.travelPeriod.checkinDate,
        checkoutDate: criteria.travelPeriod.checkoutDate,
        adults: criteria.pax.numberOfAdults,
        children: criteria.pax.numberOfChildren,
        babies: criteria.pax.numberOfBabies,
        activityDaySelections: criteria.activityDaySelections,
        specialRequest: criteria.specialRequest,
        unitPriceCents: totals.stay.unitPriceCents,
        amountCents: totals.stay.amountCents,
      });
      if (totals.insuranceCents !== null) {
        await tx
          .insert(orderItems)
          .values({ orderId: order.id, kind: 'insurance', amountCents: totals.insuranceCents });
      }
      return order;
    });
    if (created) return { order: created, created: true };
    // A concurrent request with the same key won, or (rarely) the booking number was taken.
    const raced = await findByIdempotencyKey(orm, idempotencyKey, hash);
    if (raced) return { order: raced, created: false };
  }
  throw new HttpError(409, 'CONFLICT', 'Could not allocate a booking number, please retry');
}

export const toOrderResponse = orderResponse;

/** Marks the order paid and writes its confirmation e-mail once (BEY-001, BEY-002). */
async function confirmOrder(tx: Orm, orderId: string, now: Date): Promise<void> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'confirmed', updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  if (!order) return;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const stay = items.find((item) => item.kind === 'shortStay');
  const insurance = items.find((item) => item.kind === 'insurance');
  const [product] = stay?.offerId
    ? await tx
        .select({ label: localized(weekends.label, order.locale), hotelName: hotels.name })
        .from(weekends)
        .innerJoin(hotels, eq(hotels.id, weekends.hotelId))
        .where(eq(weekends.id, stay.offerId))
    : [];
  const { subject, body } = renderConfirmationEmail({
    locale: order.locale,
    bookingNumber: order.bookingNumber,
    firstName: order.firstName,
    lastName: order.lastName,
    packageLabel: product?.label ?? `#${stay?.offerId ?? ''}`,
    hotelName: product?.hotelName ?? '',
    checkinDate: stay?.checkinDate ?? '',
    checkoutDate: stay?.checkoutDate ?? '',
    adults: stay?.adults ?? 0,
    children: stay?.children ?? 0,
    babies: stay?.babies ?? 0,
    totalCents: order.totalCents,
    insuranceCents: insurance?.amountCents ?? null,
  });
  await tx
    .insert(emailOutbox)
    .values({ orderId, kind: 'order_confirmation', recipient: order.email, subject, body })
    .onConflictDoNothing();
}

/** Moves the order after a payment outcome; a paid order always ends confirmed. */
async function applyPaymentOutcome(tx: Orm, payment: Payment, now: Date): Promise<void> {
  if (!payment.orderId) return;
  if (payment.status === 'succeeded') return confirmOrder(tx, payment.orderId, now);
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order || order.status === 'confirmed') return;
  const status = payment.status === 'requires_action' ? 'awaiting_payment' : 'failed';
  await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, order.id));
}

async function paymentResponse(orm: Orm, payment: Payment): Promise<PaymentResponse> {
  const [order] = payment.orderId
    ? await orm
        .select({ orderUUID: orders.id, status: orders.status })
        .from(orders)
        .where(eq(orders.id, payment.orderId))
    : [];
  return {
    paymentIntentId: payment.providerIntentId,
    paymentMethod: payment.method,
    amount: payment.amountCents,
    status: payment.status,
    challenge:
      payment.status === 'requires_action' && payment.challenge
        ? { type: 'sca', attemptsLeft: MAX_CHALLENGE_ATTEMPTS - payment.challenge.attempts }
        : null,
    failureReason: payment.failureReason,
    order: order ?? null,
  };
}

/** POST /purchase/payments: an intent for an order's total, or for an amount (wallet first). */
export async function createPayment(
  orm: Orm,
  provider: PaymentProvider,
  body: CreatePaymentRequest,
  now: Date,
): Promise<PaymentResponse> {
  let order: Order | undefined;
  if (body.orderUUID) {
    [order] = await orm.select().from(orders).where(eq(orders.id, body.orderUUID));
    if (!order) throw notFound(`Order ${body.orderUUID} not found`);
    if (order.status === 'confirmed') {
      throw new HttpError(409, 'CONFLICT', `Order ${order.bookingNumber} is already paid`);
    }
  } else if (body.paymentMethod !== 'wallet') {
    throw new HttpError(400, 'BAD_REQUEST', 'orderUUID: required for this payment method');
  }
  const amountCents = order ? order.totalCents : (body.amount ?? 0);
  const intent = await provider.createIntent({
    amountCents,
    currency: 'EUR',
    method: body.paymentMethod,
    card: body.card,
    walletToken: body.walletToken,
    reference: order?.bookingNumber,
    now,
  });
  const payment = await orm.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(payments)
      .values({
        orderId: order?.id ?? null,
        provider: provider.name,
        providerIntentId: intent.intentId,
        method: body.paymentMethod,
        amountCents,
        status: intent.status,
        challenge: intent.challengeRequired ? { type: 'sca', attempts: 0 } : null,
        failureReason: intent.failureReason,
      })
      .returning();
    await applyPaymentOutcome(tx, inserted!, now);
    return inserted!;
  });
  return paymentResponse(orm, payment);
}

/** POST /purchase/payments/:intentId/confirm: the strong-customer-authentication challenge. */
export async function confirmPayment(
  orm: Orm,
  provider: PaymentProvider,
  intentId: string,
  challengeCode: string,
  now: Date,
): Promise<PaymentResponse> {
  const payment = await orm.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider.name), eq(payments.providerIntentId, intentId)))
      .for('update');
    if (!current) throw notFound(`Payment intent ${intentId} not found`);
    // Already decided: answer the same again (a retried confirmation changes nothing).
    if (current.status !== 'requires_action') return current;
    const outcome = await provider.confirmIntent({ intentId, challengeCode });
    const attempts =
      (current.challenge?.attempts ?? 0) + (outcome.status === 'requires_action' ? 1 : 0);
    const exhausted = outcome.status === 'requires_action' && attempts >= MAX_CHALLENGE_ATTEMPTS;
    const [updated] = await tx
      .update(payments)
      .set({
        status: exhausted ? 'failed' : outcome.status,
        challenge: { type: 'sca', attempts },
        failureReason: exhausted ? 'too_many_attempts' : outcome.failureReason,
        updatedAt: now,
      })
      .where(eq(payments.id, current.id))
      .returning();
    await applyPaymentOutcome(tx, updated!, now);
    return updated!;
  });
  return paymentResponse(orm, payment);
}

/**
 * POST /purchase/zeppto (API-036): the order, idempotent as POST /purchase/orders, paid by an
 * already authorised wallet intent of the same amount; answers when the order is confirmed.
 */
export async function payWithWallet(
  orm: Orm,
  provider: PaymentProvider,
  body: ParsedOrderRequest & {
    pspAuthorization: { paymentIntentId: string; paymentMethod: string };
  },
  idempotencyKey: string,
  now: Date,
): Promise<Order> {
  const { pspAuthorization, ...orderBody } = body;
  const findPayment = async (tx: Orm, lock: boolean) => {
    const query = tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider.name),
          eq(payments.providerIntentId, pspAuthorization.paymentIntentId),
        ),
      );
    const [payment] = lock ? await query.for('update') : await query;
    if (!payment) throw notFound(`Payment intent ${pspAuthorization.paymentIntentId} not found`);
    if (payment.method !== pspAuthorization.paymentMethod) {
      throw new HttpError(
        400,
        'BAD_REQUEST',
        `pspAuthorization.paymentMethod: the intent was made for ${payment.method}`,
      );
    }
    if (payment.status === 'failed') {
      throw new HttpError(
        402,
        'PAYMENT_FAILED',
        `Payment failed: ${payment.failureReason ?? 'declined'}`,
      );
    }
    if (payment.status === 'requires_action') {
      throw new HttpError(
        409,
        'CONFLICT',
        'The payment intent awaits its authentication challenge',
      );
    }
    return payment;
  };
  await findPayment(orm, false);
  const { order } = await createOrder(orm, orderBody, idempotencyKey, now);
  return orm.transaction(async (tx) => {
    const payment = await findPayment(tx, true);
    if (payment.orderId && payment.orderId !== order.id) {
      throw new HttpError(409, 'CONFLICT', 'The payment intent already pays another order');
    }
    if (payment.amountCents !== order.totalCents) {
      throw new HttpError(
        409,
        'AMOUNT_MISMATCH',
        `The authorised amount ${payment.amountCents} does not match the order total ${order.totalCents} (cents)`,
      );
    }
    if (!payment.orderId) {
      await tx
        .update(payments)
        .set({ orderId: order.id, updatedAt: now })
        .where(eq(payments.id, payment.id));
    }
    if (order.status !== 'confirmed') await confirmOrder(tx, order.id, now);
    return order;
  });
}

/** GET /orders/lookup (BEY-003): by booking number and e-mail, else null (same answer for both). */
export async function lookupOrder(
  orm: Orm,
  bookingNumber: string,
  email: string,
): Promise<OrderSummary | null> {
  const [order] = await orm
    .select()
    .from(orders)
    .where(and(eq(orders.bookingNumber, bookingNumber), eq(orders.email, email.toLowerCase())));
  if (!order) return null;
  const items = await orm.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const stay = items.find((item) => item.kind === 'shortStay');
  const insurance = items.find((item) => item.kind === 'insurance');
  if (!stay) return null;
  const checkinDate = stay.checkinDate ?? '';
  const checkoutDate = stay.checkoutDate ?? '';
  return {
    orderUUID: order.id,
    bookingNumber: order.bookingNumber,
    status: order.status,
    locale: order.locale,
    currency: 'EUR',
    amount: order.totalCents,
    createdAt: order.createdAt.toISOString(),
    buyer: {
      civility: order.civility as OrderSummary['buyer']['civility'],
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
    },
    stay: {
      offerId: stay.offerId ?? 0,
      checkinDate,
      checkoutDate,
      nights: Math.round((Date.parse(checkoutDate) - Date.parse(checkinDate)) / 86_400_000),
      pax: {
        numberOfAdults: stay.adults ?? 0,
        numberOfChildren: stay.children ?? 0,
        numberOfBabies: stay.babies ?? 0,
      },
      activityDaySelections: stay.activityDaySelections ?? [],
      specialRequest: stay.specialRequest ?? '',
      amount: stay.amountCents,
    },
    insurance: insurance ? { amount: insurance.amountCents } : null,
  };
}
