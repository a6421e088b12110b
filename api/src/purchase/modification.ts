/**
 * Booking modifications (CHK-027..031, CRIT-086, ADR 0018): the quote, and applying it — the
 * booking owner (booking number + e-mail) or a care agent moves a paid stay to other dates or
 * travellers before the deadline, paying the quoted difference or getting the cheaper stay's
 * difference back on the methods that paid. Rooms are given back and taken in the transaction
 * that moves the stay; the history keeps the stay before and after.
 */
import type {
  ModificationConditionsAnswer,
  ModificationQuoteResponse,
  ModificationResponse,
  ParsedModificationRequest,
} from '@shop/api-contract';
import { daysBetween, modificationAmountToPay } from '@shop/criteria';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { localized } from '../db/localized-text';
import {
  emailOutbox,
  giftCards,
  hotels,
  orderGiftCards,
  orderItems,
  orderModifications,
  orders,
  payments,
  refunds,
  weekendAvailability,
  weekends,
  type StaySnapshot,
} from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { PaymentProvider } from '../payments/provider';
import { renderModificationEmail } from './email';
import { roomsNeeded } from '../catalogue';
import { insurancePremium } from './pricing';
import { paymentResponse } from './payment-answer';
import { requestHash } from './request-hash';
import { moveRooms, priceStay, stayKey, type PricedStay } from './stay';
import {
  loadStoredOrder,
  modificationConditions,
  type OrderItemRow,
  type OrderRow,
  type StoredOrder,
} from './summary';

type Modification = typeof orderModifications.$inferSelect;
type Payment = typeof payments.$inferSelect;

/** The stay a booking would move to (the quote's and the modification's body). */
export interface ModificationCriteria {
  travelPeriod: { checkinDate: string; checkoutDate: string };
  pax: { numberOfAdults: number; numberOfChildren: number; numberOfBabies: number };
  activityDaySelections: string[];
  insuranceItem: boolean;
}

interface PricedModification {
  stored: StoredOrder;
  stay: OrderItemRow & { offerId: number };
  priced: PricedStay;
  insuranceAmount: number;
  amountToPay: number;
  amountToRefund: number;
  conditions: ModificationConditionsAnswer;
}

/**
 * Prices the order's stay on new criteria (the quote and the modification alike): 409 when the
 * order has no stay or may not be modified (unpaid, non-cancellable, past the deadline), and
 * priceStay's 400/404/409 for the new stay. The booking's own rooms count as free on its day.
 */
async function priceModification(
  orm: Orm,
  order: OrderRow,
  request: ModificationCriteria,
  now: Date,
): Promise<PricedModification> {
  const stored = await loadStoredOrder(orm, order, now);
  const stay = stored.items.find((item) => item.kind === 'shortStay');
  if (!stay?.offerId) {
    throw new HttpError(409, 'CONFLICT', `Order ${order.bookingNumber} has no stay to modify`);
  }
  const conditions = modificationConditions(stored, now);
  if (!conditions.isModifiable) {
    const why =
      order.status !== 'confirmed'
        ? 'it is not paid'
        : conditions.modifiableUntil === null
          ? 'the offer is not cancellable'
          : `free modification ended on ${conditions.modifiableUntil}`;
    throw new HttpError(409, 'CONFLICT', `Order ${order.bookingNumber} cannot be modified: ${why}`);
  }
  const ownRooms =
    stay.checkinDate === request.travelPeriod.checkinDate ? roomsNeeded(stay.adults ?? 0) : 0;
  const priced = await priceStay(orm, { ...request, offerId: stay.offerId }, now, '', ownRooms);
  const insuranceAmount = request.insuranceItem ? insurancePremium(priced.amountCents) : 0;
  return {
    stored,
    stay: { ...stay, offerId: stay.offerId },
    priced,
    insuranceAmount,
    amountToPay: modificationAmountToPay(priced.amountCents, conditions, insuranceAmount),
    amountToRefund: Math.max(0, conditions.refundableAmount - priced.amountCents),
    conditions,
  };
}

/**
 * POST /purchase/orders/:orderUUID/modification-quote (CHK-027..031): what moving the stay costs
 * (amountToPay) or gives back (amountToRefund).
 */
export async function quoteModification(
  orm: Orm,
  orderUUID: string,
  request: ModificationCriteria,
  now: Date,
): Promise<ModificationQuoteResponse> {
  const [order] = await orm.select().from(orders).where(eq(orders.id, orderUUID));
  if (!order) throw notFound(`Order ${orderUUID} not found`);
  const quoted = await priceModification(orm, order, request, now);
  return {
    orderUUID: order.id,
    currentAmount: quoted.stay.amountCents,
    newPrice: quoted.priced.amountCents,
    insuranceAmount: quoted.insuranceAmount,
    amountToPay: quoted.amountToPay,
    amountToRefund: quoted.amountToRefund,
    modificationConditions: quoted.conditions,
  };
}

function snapshotOf(stay: OrderItemRow, insuranceCents: number | null): StaySnapshot {
  return {
    offerId: stay.offerId ?? 0,
    checkinDate: stay.checkinDate ?? '',
    checkoutDate: stay.checkoutDate ?? '',
    adults: stay.adults ?? 0,
    children: stay.children ?? 0,
    babies: stay.babies ?? 0,
    activityDaySelections: stay.activityDaySelections ?? [],
    amountCents: stay.amountCents,
    insuranceCents,
  };
}

const criteriaOf = (stay: StaySnapshot): ModificationCriteria => ({
  travelPeriod: { checkinDate: stay.checkinDate, checkoutDate: stay.checkoutDate },
  pax: {
    numberOfAdults: stay.adults,
    numberOfChildren: stay.children,
    numberOfBabies: stay.babies,
  },
  activityDaySelections: stay.activityDaySelections,
  insuranceItem: stay.insuranceCents !== null,
});

/** Locks the availability rows of both check-in days, in date order (no deadlock). */
async function lockDays(tx: Orm, offerId: number, dates: string[]): Promise<void> {
  await tx
    .select({ date: weekendAvailability.date })
    .from(weekendAvailability)
    .where(
      and(eq(weekendAvailability.weekendId, offerId), inArray(weekendAvailability.date, dates)),
    )
    .orderBy(asc(weekendAvailability.date))
    .for('update');
}

const sameStay = (a: StaySnapshot, b: StaySnapshot) =>
  a.offerId === b.offerId &&
  a.checkinDate === b.checkinDate &&
  a.checkoutDate === b.checkoutDate &&
  a.adults === b.adults &&
  a.children === b.children &&
  a.babies === b.babies;

/**
 * Gives the cheaper stay's difference (or a cancelled booking's refund, modificationId null) back,
 * newest payment first: provider payments (refunded by the provider), then gift cards (their
 * balance credited again). Answers what could not go back.
 */
export async function refundDifference(
  tx: Orm,
  provider: PaymentProvider,
  order: OrderRow,
  modificationId: string | null,
  amountCents: number,
  now: Date,
): Promise<number> {
  let left = amountCents;
  const previous = await tx.select().from(refunds).where(eq(refunds.orderId, order.id));
  const refundedOn = (match: (refund: (typeof previous)[number]) => boolean) =>
    previous
      .filter((refund) => refund.status === 'succeeded' && match(refund))
      .reduce((sum, refund) => sum + refund.amountCents, 0);
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.createdAt));
  for (const payment of paid) {
    const take = Math.min(
      left,
      payment.amountCents - refundedOn((r) => r.paymentId === payment.id),
    );
    if (take <= 0) continue;
    const result = await provider.refund({
      intentId: payment.providerIntentId,
      amountCents: take,
      reason: `${modificationId ? 'modification' : 'cancellation'} of booking ${order.bookingNumber}`,
    });
    await tx.insert(refunds).values({
      orderId: order.id,
      modificationId,
      paymentId: payment.id,
      amountCents: take,
      status: result.status,
      providerRefundId: result.refundId,
      failureReason: result.failureReason,
      createdAt: now,
    });
    if (result.status === 'succeeded') left -= take;
  }
  const cards = await tx
    .select({ applied: orderGiftCards, card: giftCards })
    .from(orderGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, orderGiftCards.giftCardId))
    .where(and(eq(orderGiftCards.orderId, order.id), eq(orderGiftCards.status, 'captured')))
    .orderBy(desc(orderGiftCards.id))
    .for('update', { of: giftCards });
  for (const { applied, card } of cards) {
    const take = Math.min(
      left,
      applied.amountCents - refundedOn((r) => r.giftCardId === card.id),
      card.amountCents - card.balanceCents,
    );
    if (take <= 0) continue;
    await tx
      .update(giftCards)
      .set({ balanceCents: card.balanceCents + take })
      .where(eq(giftCards.id, card.id));
    await tx.insert(refunds).values({
      orderId: order.id,
      modificationId,
      giftCardId: card.id,
      amountCents: take,
      status: 'succeeded',
      createdAt: now,
    });
    left -= take;
  }
  return left;
}

/**
 * Moves the booking (in the caller's transaction, rows locked): rooms back on the old day and
 * taken on the new, the stay item and insurance rewritten, the order total recomputed, the
 * difference refunded, the modification marked applied and its e-mail queued.
 */
async function completeModification(
  tx: Orm,
  provider: PaymentProvider,
  modification: Modification,
  quoted: PricedModification,
  now: Date,
): Promise<void> {
  const { stored, stay, priced } = quoted;
  const { order } = stored;
  const to = modification.modifiedStay;
  await moveRooms(tx, stayKey(stay), roomsNeeded(stay.adults ?? 0));
  await moveRooms(tx, { offerId: to.offerId, date: to.checkinDate }, -roomsNeeded(to.adults));
  await tx
    .update(orderItems)
    .set({
      checkinDate: to.checkinDate,
      checkoutDate: to.checkoutDate,
      adults: to.adults,
      children: to.children,
      babies: to.babies,
      activityDaySelections: to.activityDaySelections,
      unitPriceCents: priced.unitPriceCents,
      promoPercent: priced.promoPercent,
      cancellationDeadline: priced.cancellationDeadline,
      amountCents: priced.amountCents,
    })
    .where(eq(orderItems.id, stay.id));
  if (to.insuranceCents !== null) {
    const insurance = stored.items.find((item) => item.kind === 'insurance');
    if (insurance) {
      await tx
        .update(orderItems)
        .set({ amountCents: insurance.amountCents + to.insuranceCents })
        .where(eq(orderItems.id, insurance.id));
    } else {
      await tx
        .insert(orderItems)
        .values({ orderId: order.id, kind: 'insurance', amountCents: to.insuranceCents });
    }
  }
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const totalCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  await tx.update(orders).set({ totalCents, updatedAt: now }).where(eq(orders.id, order.id));
  const unrefunded =
    modification.amountToRefundCents > 0
      ? await refundDifference(
          tx,
          provider,
          order,
          modification.id,
          modification.amountToRefundCents,
          now,
        )
      : 0;
  await tx
    .update(orderModifications)
    .set({
      status: 'applied',
      appliedAt: now,
      failureReason:
        unrefunded > 0 ? `${unrefunded} cents could not be refunded automatically` : null,
    })
    .where(eq(orderModifications.id, modification.id));
  const [product] = await tx
    .select({ label: localized(weekends.label, order.locale), hotelName: hotels.name })
    .from(weekends)
    .innerJoin(hotels, eq(hotels.id, weekends.hotelId))
    .where(eq(weekends.id, to.offerId));
  const email = renderModificationEmail({
    locale: order.locale,
    bookingNumber: order.bookingNumber,
    firstName: order.firstName,
    lastName: order.lastName,
    packageLabel: product?.label ?? `#${to.offerId}`,
    hotelName: product?.hotelName ?? '',
    before: modification.originalStay,
    after: to,
    paidCents: modification.amountToPayCents,
    refundedCents: modification.amountToRefundCents - unrefunded,
    totalCents,
  });
  await tx
    .insert(emailOutbox)
    .values({
      orderId: order.id,
      modificationId: modification.id,
      kind: 'order_modification',
      recipient: order.email,
      ...email,
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing();
}

/** The order a modification may act on: the owner's booking number and e-mail, or an agent. */
export async function ownedOrder(
  orm: Orm,
  body: Pick<ParsedModificationRequest, 'bookingNumber' | 'email'>,
  agentId: number | null,
): Promise<OrderRow> {
  const [order] = await orm
    .select()
    .from(orders)
    .where(eq(orders.bookingNumber, body.bookingNumber));
  const owner = order && (agentId !== null || order.email === body.email?.toLowerCase());
  if (!order || !owner) {
    if (agentId === null && body.email === undefined) {
      throw new HttpError(
        401,
        'UNAUTHORIZED',
        'email: required, unless a customer-care agent is signed in',
      );
    }
    throw notFound('No booking with this number and e-mail');
  }
  return order;
}

/**
 * POST /purchase/modifications: applies a quoted modification, once per Idempotency-Key (the same
 * key and body answer the same modification, created false; another body 409). 409
 * AMOUNT_MISMATCH when the quote changed, 402 PAYMENT_FAILED when the payment is declined
 * (nothing changes), status awaiting_payment while the payment's challenge is pending.
 */
export async function applyModification(
  orm: Orm,
  provider: PaymentProvider,
  body: ParsedModificationRequest,
  idempotencyKey: string,
  agentId: number | null,
  now: Date,
): Promise<{ modification: Modification; created: boolean }> {
  const order = await ownedOrder(orm, body, agentId);
  const { email: _email, payment: _payment, ...request } = body;
  const hash = requestHash({ ...request, agentId });
  const replay = async () => {
    const [existing] = await orm
      .select()
      .from(orderModifications)
      .where(eq(orderModifications.idempotencyKey, idempotencyKey));
    if (!existing) return null;
    if (existing.requestHash !== hash || existing.orderId !== order.id) {
      throw new HttpError(
        409,
        'IDEMPOTENCY_CONFLICT',
        'Idempotency-Key was already used for a different modification',
      );
    }
    return existing;
  };
  const earlier = await replay();
  if (earlier) return { modification: earlier, created: false };

  const criteria: ModificationCriteria = {
    travelPeriod: body.travelPeriod,
    pax: body.pax,
    activityDaySelections: body.activityDaySelections,
    insuranceItem: body.insuranceItem,
  };
  try {
    const modification = await orm.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      const current = (await loadStoredOrder(tx, locked ?? order, now)).items.find(
        (item) => item.kind === 'shortStay',
      );
      if (current?.offerId && current.checkinDate) {
        await lockDays(tx, current.offerId, [current.checkinDate, body.travelPeriod.checkinDate]);
      }
      const quoted = await priceModification(tx, locked ?? order, criteria, now);
      if (quoted.amountToPay !== body.expectedAmount) {
        throw new HttpError(
          409,
          'AMOUNT_MISMATCH',
          `expectedAmount ${body.expectedAmount} does not match the amount to pay ${quoted.amountToPay} (cents): prices changed, quote the modification again`,
        );
      }
      const insurance = quoted.stored.items.find((item) => item.kind === 'insurance');
      const modifiedStay: StaySnapshot = {
        offerId: quoted.stay.offerId,
        checkinDate: body.travelPeriod.checkinDate,
        checkoutDate: body.travelPeriod.checkoutDate,
        adults: body.pax.numberOfAdults,
        children: body.pax.numberOfChildren,
        babies: body.pax.numberOfBabies,
        activityDaySelections: body.activityDaySelections,
        amountCents: quoted.priced.amountCents,
        insuranceCents: body.insuranceItem ? quoted.insuranceAmount : null,
      };
      const [inserted] = await tx
        .insert(orderModifications)
        .values({
          orderId: order.id,
          status: quoted.amountToPay > 0 ? 'awaiting_payment' : 'applied',
          idempotencyKey,
          requestHash: hash,
          originalStay: snapshotOf(quoted.stay, insurance?.amountCents ?? null),
          modifiedStay,
          amountToPayCents: quoted.amountToPay,
          amountToRefundCents: quoted.amountToRefund,
          agentId,
          createdAt: now,
        })
        .returning();
      const modification = inserted!;
      if (quoted.amountToPay > 0) {
        if (!body.payment) {
          throw new HttpError(
            400,
            'BAD_REQUEST',
            `payment: required, the modification costs ${quoted.amountToPay} cents`,
          );
        }
        const intent = await provider.createIntent({
          amountCents: quoted.amountToPay,
          currency: 'EUR',
          method: body.payment.paymentMethod,
          card: body.payment.card,
          walletToken: body.payment.walletToken,
          reference: order.bookingNumber,
          now,
        });
        if (intent.status === 'failed') {
          throw new HttpError(
            402,
            'PAYMENT_FAILED',
            `Payment failed: ${intent.failureReason ?? 'declined'}; the booking is unchanged`,
          );
        }
        await tx.insert(payments).values({
          orderId: order.id,
          modificationId: modification.id,
          provider: provider.name,
          providerIntentId: intent.intentId,
          method: body.payment.paymentMethod,
          amountCents: quoted.amountToPay,
          status: intent.status,
          challenge: intent.challengeRequired ? { type: 'sca', attempts: 0 } : null,
          failureReason: intent.failureReason,
        });
        if (intent.status === 'requires_action') return modification;
      }
      await completeModification(tx, provider, modification, quoted, now);
      return modification;
    });
    const [fresh] = await orm
      .select()
      .from(orderModifications)
      .where(eq(orderModifications.id, modification.id));
    return { modification: fresh ?? modification, created: true };
  } catch (error) {
    // Two requests with the same key at once: the loser answers the winner's modification.
    const raced = await replay().catch(() => null);
    if (raced) return { modification: raced, created: false };
    throw error;
  }
}

/**
 * Before a modification payment's challenge is judged (confirmPayment, rows locked): the reason
 * it must fail without charging — the modification is no longer pending, the booking changed
 * meanwhile, or the new stay is no longer bookable at the quoted amount — else null.
 */
export async function modificationStillPossible(
  tx: Orm,
  payment: Payment,
  now: Date,
): Promise<string | null> {
  const checked = await recheck(tx, payment, now);
  return 'refusal' in checked ? checked.refusal : null;
}

async function recheck(
  tx: Orm,
  payment: Payment,
  now: Date,
): Promise<{ refusal: string } | { modification: Modification; quoted: PricedModification }> {
  if (!payment.modificationId) return { refusal: 'not_a_modification' };
  const [modification] = await tx
    .select()
    .from(orderModifications)
    .where(eq(orderModifications.id, payment.modificationId))
    .for('update');
  if (!modification || modification.status !== 'awaiting_payment') {
    return { refusal: 'modification_not_pending' };
  }
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.id, modification.orderId))
    .for('update');
  if (!order) return { refusal: 'modification_not_pending' };
  const from = modification.originalStay;
  const [stay] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'shortStay')));
  if (!stay || !sameStay(snapshotOf(stay, null), { ...from, insuranceCents: null })) {
    return { refusal: 'booking_changed' };
  }
  await lockDays(tx, from.offerId, [from.checkinDate, modification.modifiedStay.checkinDate]);
  try {
    const quoted = await priceModification(tx, order, criteriaOf(modification.modifiedStay), now);
    if (quoted.amountToPay !== modification.amountToPayCents) return { refusal: 'price_changed' };
    return { modification, quoted };
  } catch (error) {
    if (error instanceof HttpError) return { refusal: 'not_bookable_any_more' };
    throw error;
  }
}

/**
 * After a modification payment's outcome (confirmPayment, same transaction): succeeded moves the
 * booking; failed marks the modification failed; requires_action waits.
 */
export async function settleModificationPayment(
  tx: Orm,
  provider: PaymentProvider,
  payment: Payment,
  now: Date,
): Promise<void> {
  if (!payment.modificationId || payment.status === 'requires_action') return;
  if (payment.status === 'failed') {
    await tx
      .update(orderModifications)
      .set({ status: 'failed', failureReason: payment.failureReason ?? 'payment_failed' })
      .where(
        and(
          eq(orderModifications.id, payment.modificationId),
          eq(orderModifications.status, 'awaiting_payment'),
        ),
      );
    return;
  }
  const checked = await recheck(tx, payment, now);
  if ('refusal' in checked) {
    throw new HttpError(409, 'CONFLICT', `The modification cannot be applied: ${checked.refusal}`);
  }
  await completeModification(tx, provider, checked.modification, checked.quoted, now);
}

const stayAnswer = (stay: StaySnapshot) => ({
  offerId: stay.offerId,
  checkinDate: stay.checkinDate,
  checkoutDate: stay.checkoutDate,
  nights: daysBetween(stay.checkinDate, stay.checkoutDate),
  pax: {
    numberOfAdults: stay.adults,
    numberOfChildren: stay.children,
    numberOfBabies: stay.babies,
  },
  activityDaySelections: stay.activityDaySelections,
  amount: stay.amountCents,
  insuranceAmount: stay.insuranceCents,
});

/** The answer of POST /purchase/modifications. */
export async function modificationResponse(
  orm: Orm,
  modification: Modification,
): Promise<ModificationResponse> {
  const [order] = await orm
    .select({ bookingNumber: orders.bookingNumber })
    .from(orders)
    .where(eq(orders.id, modification.orderId));
  const [payment] = await orm
    .select()
    .from(payments)
    .where(eq(payments.modificationId, modification.id));
  const rows = await orm
    .select({ refund: refunds, method: payments.method })
    .from(refunds)
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.modificationId, modification.id))
    .orderBy(asc(refunds.createdAt));
  const refundList = rows.map(({ refund, method }) => ({
    amount: refund.amountCents,
    method: method ?? ('giftcard' as const),
    status: refund.status,
  }));
  return {
    modificationId: modification.id,
    orderUUID: modification.orderId,
    bookingNumber: order?.bookingNumber ?? '',
    status: modification.status,
    originalStay: stayAnswer(modification.originalStay),
    modifiedStay: stayAnswer(modification.modifiedStay),
    amountPaid: payment?.status === 'succeeded' ? payment.amountCents : 0,
    amountRefunded: refundList
      .filter((refund) => refund.status === 'succeeded')
      .reduce((sum, refund) => sum + refund.amount, 0),
    refunds: refundList,
    payment: payment ? await paymentResponse(orm, payment) : null,
    failureReason: modification.failureReason,
  };
}
