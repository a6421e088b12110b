/**
 * Orders and payments (API-035, API-036, BEY-001..003): creation with an idempotency key, totals
 * recomputed from the catalogue, payments through the provider adapter, and confirmation with
 * its e-mail written to the outbox in the same transaction.
 */
import { randomInt } from 'node:crypto';
import type {
  CreatePaymentRequest,
  OrderResponse,
  OrderSummary,
  ParsedOrderRequest,
  PaymentResponse,
} from '@shop/api-contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { localized } from '../db/localized-text';
import {
  emailOutbox,
  giftCardDesigns,
  hotels,
  orderItems,
  orders,
  payments,
  weekends,
} from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { PaymentProvider } from '../payments/provider';
import {
  issueGiftCards,
  priceGiftCardItem,
  priceGiftVoucherItem,
  type PricedGiftCard,
  type PricedGiftVoucher,
} from '../gifting';
import { MARKET_ORIGINS, roomsNeeded } from '../catalogue';
import { languageOf, type Language } from '../db/localized-text';
import { findAgent } from '../care';
import {
  activityVoucherLine,
  issueActivityVoucher,
  orderActivityVoucher,
  priceActivityVoucher,
  type PricedActivityVoucher,
} from './activity';
import { cancellationTerms } from './cancellation';
import { EMAIL_LINK_TTL_SECONDS, type OrderViewTokens } from './order-view-token';
import { renderConfirmationEmail, renderGiftCardEmail } from './email';
import { confirmGiftVoucherOrder } from './gift-voucher-order';
import { captureGiftCards, lostHoldsError, renewHolds } from './gift-payments';
import { modificationStillPossible, settleModificationPayment } from './modification';
import { insurancePremium } from './pricing';
import { MAX_CHALLENGE_ATTEMPTS, paymentResponse } from './payment-answer';
import { requestHash } from './request-hash';
import { moveRooms, priceStay, stayKey, type PricedStay } from './stay';
import { expiredOrderError, isExpired } from './expiry';
import { loadStoredOrder, orderSummary, priceBreakdown } from './summary';

const CRITERIA_FIELD = 'items.shortStayItem.reservationCriteria';

type Order = typeof orders.$inferSelect;
type Payment = typeof payments.$inferSelect;

export interface OrderTotals {
  stay: PricedStay | null;
  insuranceCents: number | null;
  giftCard: PricedGiftCard | null;
  activityVoucher: PricedActivityVoucher | null;
  giftVoucher: PricedGiftVoucher | null;
  totalCents: number;
}

/** Prices every item of the order from the catalogue; throws 400/404/409 when it cannot. */
export async function priceOrder(
  orm: Orm,
  body: ParsedOrderRequest,
  now: Date,
): Promise<OrderTotals> {
  const { shortStayItem, giftCardItem, insuranceItem, activityVoucherItem, giftVoucherItem } =
    body.items;
  const stay = shortStayItem
    ? await priceStay(orm, shortStayItem.reservationCriteria, now, `${CRITERIA_FIELD}.`)
    : null;
  const giftCard = giftCardItem ? await priceGiftCardItem(orm, giftCardItem) : null;
  const activityVoucher = activityVoucherItem
    ? await priceActivityVoucher(orm, activityVoucherItem)
    : null;
  const giftVoucher = giftVoucherItem
    ? await priceGiftVoucherItem(orm, giftVoucherItem, body.locale)
    : null;
  const insuranceCents = insuranceItem && stay ? insurancePremium(stay.amountCents) : null;
  return {
    stay,
    insuranceCents,
    giftCard,
    activityVoucher,
    giftVoucher,
    totalCents:
      (stay?.amountCents ?? 0) +
      (insuranceCents ?? 0) +
      (giftCard?.amountCents ?? 0) +
      (activityVoucher?.amountCents ?? 0) +
      (giftVoucher?.amountCents ?? 0),
  };
}

/**
 * The answer of POST /purchase/orders: the order and its price breakdown (CHK-032); the route
 * adds the view token (ADR 0050).
 */
export async function toOrderResponse(
  orm: Orm,
  order: Order,
): Promise<Omit<OrderResponse, 'viewToken'>> {
  return {
    orderUUID: order.id,
    bookingNumber: order.bookingNumber,
    amount: order.totalCents,
    status: order.status,
    priceBreakdown: priceBreakdown(await loadStoredOrder(orm, order)),
  };
}

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
  /** BEY-015: the signed-in care agent taking the booking for a caller. */
  agentId: number | null = null,
): Promise<{ order: Order; created: boolean }> {
  // The agent is part of the request: the same key replayed by someone else is another order.
  const hash = requestHash(agentId === null ? body : { ...body, agentId });
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
  const criteria = body.items.shortStayItem?.reservationCriteria;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const created = await orm.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          bookingNumber: newBookingNumber(),
          locale,
          language: body.lng ?? null,
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
          agentId,
        })
        .onConflictDoNothing()
        .returning();
      if (!order) return null;
      if (criteria && totals.stay) {
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
          promoPercent: totals.stay.promoPercent,
          cancellationDeadline: totals.stay.cancellationDeadline,
          amountCents: totals.stay.amountCents,
        });
      }
      if (totals.insuranceCents !== null) {
        await tx
          .insert(orderItems)
          .values({ orderId: order.id, kind: 'insurance', amountCents: totals.insuranceCents });
      }
      if (totals.giftCard) {
        await tx.insert(orderItems).values({
          orderId: order.id,
          kind: 'giftCard',
          unitPriceCents: totals.giftCard.amountCents,
          amountCents: totals.giftCard.amountCents,
          giftCard: totals.giftCard.details,
        });
      }
      if (totals.activityVoucher) {
        await tx.insert(orderItems).values(activityVoucherLine(order.id, totals.activityVoucher));
      }
      if (totals.giftVoucher) {
        await tx.insert(orderItems).values({
          orderId: order.id,
          kind: 'giftVoucher',
          offerId: totals.giftVoucher.offerId,
          adults: 2,
          unitPriceCents: totals.giftVoucher.details.sellPriceCents,
          amountCents: totals.giftVoucher.amountCents,
          giftVoucher: totals.giftVoucher.details,
        });
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

/**
 * Marks the order paid, issues its gift cards and writes its e-mails once: the confirmation to
 * the buyer and each gift card to its recipient (BEY-001, BEY-002).
 */
/** The copy language of an order's e-mails: English when made with ?lng=en, else the locale's. */
export const orderLanguage = (order: Pick<Order, 'locale' | 'language'>): Language =>
  order.language ?? languageOf(order.locale);

/** The signed link of the confirmation e-mail (ADR 0046): the booking's confirmation page. */
export function bookingLink(order: Order, tokens: OrderViewTokens, now: Date): string {
  const query = new URLSearchParams({ token: tokens.sign(order.id, now, EMAIL_LINK_TTL_SECONDS) });
  if (order.language === 'en') query.set('lng', 'en');
  return `${MARKET_ORIGINS[order.locale]}/confirmation/${order.id}?${query.toString()}`;
}

async function confirmOrder(
  tx: Orm,
  orderId: string,
  now: Date,
  tokens?: OrderViewTokens,
): Promise<void> {
  // Once: a second successful payment of a confirmed order changes nothing here.
  const [order] = await tx
    .update(orders)
    .set({ status: 'confirmed', updatedAt: now })
    .where(and(eq(orders.id, orderId), ne(orders.status, 'confirmed')))
    .returning();
  if (!order) return;
  await captureGiftCards(tx, orderId, now);
  // A gift-voucher order: its voucher and its e-mail instead of a booking confirmation.
  if (await confirmGiftVoucherOrder(tx, order, now)) return;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const stay = items.find((item) => item.kind === 'shortStay');
  const insurance = items.find((item) => item.kind === 'insurance');
  if (stay) await moveRooms(tx, stayKey(stay), -roomsNeeded(stay.adults ?? 0));
  const cards = await issueGiftCards(tx, orderId, now);
  const language = orderLanguage(order);
  await issueActivityVoucher(tx, order, now, language);
  const voucher = await orderActivityVoucher(tx, order, items, language);
  const [product] = stay?.offerId
    ? await tx
        .select({
          label: localized(weekends.label, order.locale, language),
          hotelName: hotels.name,
        })
        .from(weekends)
        .innerJoin(hotels, eq(hotels.id, weekends.hotelId))
        .where(eq(weekends.id, stay.offerId))
    : [];
  const confirmation = renderConfirmationEmail({
    locale: order.locale,
    language,
    ...(tokens ? { bookingLink: bookingLink(order, tokens, now) } : {}),
    activityVoucher: voucher && { label: voucher.label, adults: voucher.numberOfAdults },
    bookingNumber: order.bookingNumber,
    firstName: order.firstName,
    lastName: order.lastName,
    stay: stay
      ? {
          packageLabel: product?.label ?? `#${stay.offerId ?? ''}`,
          hotelName: product?.hotelName ?? '',
          checkinDate: stay.checkinDate ?? '',
          checkoutDate: stay.checkoutDate ?? '',
          adults: stay.adults ?? 0,
          children: stay.children ?? 0,
          babies: stay.babies ?? 0,
        }
      : null,
    giftCards: cards.map(({ card, details }) => ({
      amountCents: card.amountCents,
      recipient: details.recipientEmail ?? order.email,
    })),
    totalCents: order.totalCents,
    insuranceCents: insurance?.amountCents ?? null,
  });
  await tx
    .insert(emailOutbox)
    .values({
      orderId,
      kind: 'order_confirmation',
      recipient: order.email,
      ...confirmation,
      // Due at once by the application's clock, the one the outbox sender compares with.
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing();
  // One gift-card e-mail per order (the e-mail kinds are unique per order): its first card.
  const [first] = cards;
  if (first) {
    const { card, details } = first;
    const [design] = await tx
      .select({ name: localized(giftCardDesigns.name, order.locale, language) })
      .from(giftCardDesigns)
      .where(eq(giftCardDesigns.id, details.designId));
    const email = renderGiftCardEmail({
      locale: order.locale,
      language,
      serialNumber: card.serialNumber,
      amountCents: card.amountCents,
      expiresOn: card.expiresOn,
      designName: design?.name ?? '',
      fromName: details.fromName || order.firstName,
      recipientName: details.recipientName,
      message: details.message,
    });
    await tx
      .insert(emailOutbox)
      .values({
        orderId,
        kind: 'gift_card',
        recipient: details.recipientEmail ?? order.email,
        ...email,
        createdAt: now,
        nextAttemptAt: now,
      })
      .onConflictDoNothing();
  }
}

/** Moves the order after a payment outcome; a paid order always ends confirmed. */
async function applyPaymentOutcome(
  tx: Orm,
  payment: Payment,
  now: Date,
  tokens?: OrderViewTokens,
): Promise<void> {
  if (!payment.orderId || payment.modificationId) return;
  if (payment.status === 'succeeded') return confirmOrder(tx, payment.orderId, now, tokens);
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order || order.status === 'confirmed') return;
  const status = payment.status === 'requires_action' ? 'awaiting_payment' : 'failed';
  await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, order.id));
}

/**
 * POST /purchase/payments: an intent for what is left to pay of an order once its gift cards
 * are held (ADR 0018), or for an amount (wallet first). With an order, everything happens in one
 * transaction holding the order and its cards, so the cards cannot be spent elsewhere meanwhile.
 */
export async function createPayment(
  orm: Orm,
  provider: PaymentProvider,
  body: CreatePaymentRequest,
  now: Date,
  /** Signs the booking link of the confirmation e-mail (ADR 0046). */
  tokens?: OrderViewTokens,
): Promise<PaymentResponse> {
  const { orderUUID } = body;
  if (!orderUUID && body.paymentMethod !== 'wallet') {
    throw new HttpError(400, 'BAD_REQUEST', 'orderUUID: required for this payment method');
  }
  const result = await orm.transaction(
    async (tx): Promise<{ lost: string[] } | { payment: Payment }> => {
      let order: Order | undefined;
      let amountCents = body.amount ?? 0;
      if (orderUUID) {
        [order] = await tx.select().from(orders).where(eq(orders.id, orderUUID)).for('update');
        if (!order) throw notFound(`Order ${orderUUID} not found`);
        if (order.status === 'confirmed') {
          throw new HttpError(409, 'CONFLICT', `Order ${order.bookingNumber} is already paid`);
        }
        if (isExpired(order, now)) throw expiredOrderError(order.bookingNumber);
        const { coveredCents, lost } = await renewHolds(tx, order, now);
        if (lost.length > 0) return { lost };
        amountCents = order.totalCents - coveredCents;
        if (amountCents <= 0) {
          throw new HttpError(
            409,
            'CONFLICT',
            `The gift cards pay all of order ${order.bookingNumber}: confirm it with POST /api/front/purchase/orders/${order.id}/gift-card-payment`,
          );
        }
      }
      const intent = await provider.createIntent({
        amountCents,
        currency: 'EUR',
        method: body.paymentMethod,
        card: body.card,
        walletToken: body.walletToken,
        reference: order?.bookingNumber,
        now,
      });
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
      await applyPaymentOutcome(tx, inserted!, now, tokens);
      return { payment: inserted! };
    },
  );
  if ('lost' in result) throw lostHoldsError(result.lost);
  return paymentResponse(orm, result.payment);
}

/**
 * Before a challenge of an order payment is judged: the order must still owe exactly the
 * intent's amount (a gift card applied or lost since, another payment) — else the reason the
 * payment fails without charging anything.
 */
async function orderPaymentStillDue(tx: Orm, payment: Payment, now: Date): Promise<string | null> {
  if (!payment.orderId) return null;
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for('update');
  if (!order) return null;
  if (order.status === 'confirmed') return 'order_already_paid';
  const { coveredCents, lost } = await renewHolds(tx, order, now);
  if (lost.length > 0) return 'gift_card_balance_changed';
  return order.totalCents - coveredCents === payment.amountCents ? null : 'order_amount_changed';
}

/** POST /purchase/payments/:intentId/confirm: the strong-customer-authentication challenge. */
export async function confirmPayment(
  orm: Orm,
  provider: PaymentProvider,
  intentId: string,
  challengeCode: string,
  now: Date,
  tokens?: OrderViewTokens,
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
    const refusal = current.modificationId
      ? await modificationStillPossible(tx, current, now)
      : await orderPaymentStillDue(tx, current, now);
    if (refusal) {
      const [refused] = await tx
        .update(payments)
        .set({ status: 'failed', failureReason: refusal, updatedAt: now })
        .where(eq(payments.id, current.id))
        .returning();
      if (current.modificationId) await settleModificationPayment(tx, provider, refused!, now);
      else await applyPaymentOutcome(tx, refused!, now, tokens);
      return refused!;
    }
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
    if (current.modificationId) await settleModificationPayment(tx, provider, updated!, now);
    else await applyPaymentOutcome(tx, updated!, now, tokens);
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
  tokens?: OrderViewTokens,
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
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    const { coveredCents, lost } =
      current && current.status !== 'confirmed'
        ? await renewHolds(tx, current, now)
        : { coveredCents: 0, lost: [] };
    if (lost.length > 0) throw lostHoldsError(lost);
    const due = order.totalCents - coveredCents;
    if (payment.amountCents !== due) {
      throw new HttpError(
        409,
        'AMOUNT_MISMATCH',
        `The authorised amount ${payment.amountCents} does not match the amount to pay ${due} (cents)`,
      );
    }
    if (!payment.orderId) {
      await tx
        .update(payments)
        .set({ orderId: order.id, updatedAt: now })
        .where(eq(payments.id, payment.id));
    }
    await confirmOrder(tx, order.id, now, tokens);
    return order;
  });
}

/**
 * POST /purchase/orders/:orderUUID/gift-card-payment: confirms an order its gift cards pay in
 * full, with no provider payment (409 when something is left to pay; a paid order answers as is).
 */
export async function payWithGiftCards(
  orm: Orm,
  orderUUID: string,
  now: Date,
  tokens?: OrderViewTokens,
): Promise<Order> {
  const result = await orm.transaction(
    async (tx): Promise<{ lost: string[] } | { order: Order }> => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderUUID)).for('update');
      if (!order) throw notFound(`Order ${orderUUID} not found`);
      if (order.status === 'confirmed') return { order };
      if (isExpired(order, now)) throw expiredOrderError(order.bookingNumber);
      const { coveredCents, lost } = await renewHolds(tx, order, now);
      if (lost.length > 0) return { lost };
      const due = order.totalCents - coveredCents;
      if (due > 0) {
        throw new HttpError(
          409,
          'CONFLICT',
          `${due} cents of order ${order.bookingNumber} are left to pay: pay them with POST /api/front/purchase/payments`,
        );
      }
      await confirmOrder(tx, order.id, now, tokens);
      const [confirmed] = await tx.select().from(orders).where(eq(orders.id, order.id));
      return { order: confirmed ?? order };
    },
  );
  if ('lost' in result) throw lostHoldsError(result.lost);
  return result.order;
}

/** GET /orders/lookup (BEY-003): by booking number and e-mail, else null (same answer for both). */
export async function lookupOrder(
  orm: Orm,
  bookingNumber: string,
  /** null: a care agent's look-up by booking number alone (BEY-015). */
  email: string | null,
  now: Date,
): Promise<OrderSummary | null> {
  const [order] = await orm
    .select()
    .from(orders)
    .where(
      email === null
        ? eq(orders.bookingNumber, bookingNumber)
        : and(eq(orders.bookingNumber, bookingNumber), eq(orders.email, email.toLowerCase())),
    );
  return order ? summaryWithAgent(orm, order, now) : null;
}

/** BEY-015: the summary names the care agent who took the booking, if one did. */
async function summaryWithAgent(orm: Orm, order: Order, now: Date): Promise<OrderSummary> {
  const agent = order.agentId === null ? null : await findAgent(orm, order.agentId);
  const stored = await loadStoredOrder(orm, order);
  return {
    ...orderSummary(stored, now),
    activityVoucher: await orderActivityVoucher(orm, order, stored.items, orderLanguage(order)),
    agent: agent && { id: agent.id, name: agent.name },
    cancellationTerms: cancellationTerms(stored, now),
  };
}

/** What proves the right to read an order by its UUID (ADR 0062), else null when unknown. */
export async function orderOwnerProof(
  orm: Orm,
  orderUUID: string,
): Promise<{ bookingNumber: string; email: string } | null> {
  const [order] = await orm
    .select({ bookingNumber: orders.bookingNumber, email: orders.email })
    .from(orders)
    .where(eq(orders.id, orderUUID));
  return order ?? null;
}

/** GET /purchase/orders/:orderUUID (the confirmation page, LEFT-041), else null. */
export async function findOrderSummary(
  orm: Orm,
  orderUUID: string,
  now: Date,
): Promise<OrderSummary | null> {
  const [order] = await orm.select().from(orders).where(eq(orders.id, orderUUID));
  return order ? summaryWithAgent(orm, order, now) : null;
}
