/**
 * Gift cards and gift vouchers paying (part of) an order (CHK-032, ADR 0018, ADR 0074). A buyer
 * applies a card number or a voucher code before paying: the server holds what it can pay for the
 * order for GIFT_CARD_HOLD_MINUTES; the card or wallet then pays only the rest, or nothing when
 * the gifts cover everything. A card's balance is debited, a voucher is spent, in the transaction
 * that confirms the order, with their rows locked, so two orders can never spend the same euro.
 */
import { isGiftVoucherCode, maskGiftCardSerial } from '@shop/api-contract';
import { and, asc, eq, gt, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import {
  giftCards,
  giftVouchers,
  orderGiftCards,
  orderGiftVouchers,
  orderItems,
  orders,
} from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { marketClock } from '../catalogue';
import { findGiftCard as findCard, findGiftVoucher } from '../gifting';

/** How long an applied card stays reserved for an unpaid order (renewed when payment starts). */
export const GIFT_CARD_HOLD_MINUTES = 30;
/** Card-number attempts per minute and client (ADR 0011, ADR 0018). */
export const GIFT_CARD_ATTEMPT_RATE_LIMIT = 10;

type Order = typeof orders.$inferSelect;
type GiftCard = typeof giftCards.$inferSelect;
type Applied = typeof orderGiftCards.$inferSelect;

const holdEnd = (now: Date) => new Date(now.getTime() + GIFT_CARD_HOLD_MINUTES * 60_000);

/** A hold still counts (held and not lapsed) or the amount was debited (captured). */
export const isActive = (applied: Pick<Applied, 'status' | 'heldUntil'>, now: Date): boolean =>
  applied.status === 'captured' || (applied.status === 'held' && applied.heldUntil > now);

/** The card's balance less what other orders hold on it now (captured amounts are debited). */
async function availableFor(tx: Orm, card: GiftCard, orderId: string, now: Date): Promise<number> {
  const [held] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orderGiftCards.amountCents}), 0)::int` })
    .from(orderGiftCards)
    .where(
      and(
        eq(orderGiftCards.giftCardId, card.id),
        ne(orderGiftCards.orderId, orderId),
        eq(orderGiftCards.status, 'held'),
        gt(orderGiftCards.heldUntil, now),
      ),
    );
  return card.balanceCents - (held?.cents ?? 0);
}

/** The cards applied to an order, active or not, oldest first. */
async function appliedTo(tx: Orm, orderId: string) {
  return tx
    .select({ applied: orderGiftCards, card: giftCards })
    .from(orderGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, orderGiftCards.giftCardId))
    .where(and(eq(orderGiftCards.orderId, orderId), ne(orderGiftCards.status, 'released')))
    .orderBy(asc(orderGiftCards.id));
}

async function lockOrder(tx: Orm, orderUUID: string): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderUUID)).for('update');
  if (!order) throw notFound(`Order ${orderUUID} not found`);
  return order;
}

/** The order, locked, while it is not paid yet (gift cards change only before payment). */
async function lockUnpaidOrder(tx: Orm, orderUUID: string): Promise<Order> {
  const order = await lockOrder(tx, orderUUID);
  if (order.status === 'confirmed') {
    throw new HttpError(409, 'CONFLICT', `Order ${order.bookingNumber} is already paid`);
  }
  return order;
}

const expired = (card: GiftCard, now: Date) => card.expiresOn < marketClock(now).today;

/**
 * POST /purchase/orders/:orderUUID/gift-cards: holds what the card can pay of the order.
 * Refusals: 404 GIFT_CARD_UNKNOWN, 409 GIFT_CARD_EXPIRED / GIFT_CARD_EMPTY /
 * GIFT_CARD_ALREADY_APPLIED / GIFT_CARD_NOT_ACCEPTED (a gift card in the order, another
 * currency), 409 CONFLICT (paid, or nothing left to pay).
 */
export async function applyGiftCard(
  orm: Orm,
  orderUUID: string,
  serialNumber: string,
  now: Date,
): Promise<Order> {
  return orm.transaction(async (tx) => {
    const order = await lockUnpaidOrder(tx, orderUUID);
    const [giftItem] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'giftCard')));
    if (giftItem) {
      throw new HttpError(
        409,
        'GIFT_CARD_NOT_ACCEPTED',
        'A gift card cannot pay for another gift card: pay this order by card or wallet',
      );
    }
    const found = await findCard(tx, serialNumber);
    if (!found) {
      throw new HttpError(404, 'GIFT_CARD_UNKNOWN', 'No gift card with this number');
    }
    // Lock the card: holds and debits on it are decided one at a time.
    const [card] = await tx
      .select()
      .from(giftCards)
      .where(eq(giftCards.id, found.id))
      .for('update');
    if (!card) throw new HttpError(404, 'GIFT_CARD_UNKNOWN', 'No gift card with this number');
    const applied = await appliedTo(tx, order.id);
    const mine = applied.find((row) => row.card.id === card.id);
    if (mine && isActive(mine.applied, now)) {
      throw new HttpError(
        409,
        'GIFT_CARD_ALREADY_APPLIED',
        `Gift card ${maskGiftCardSerial(card.serialNumber)} already pays this order`,
      );
    }
    if (expired(card, now)) {
      throw new HttpError(
        409,
        'GIFT_CARD_EXPIRED',
        `Gift card ${maskGiftCardSerial(card.serialNumber)} expired on ${card.expiresOn}`,
      );
    }
    if (card.currency !== order.currency) {
      throw new HttpError(
        409,
        'GIFT_CARD_NOT_ACCEPTED',
        `Gift card ${maskGiftCardSerial(card.serialNumber)} is in ${card.currency}, the order in ${order.currency}`,
      );
    }
    const covered =
      applied
        .filter((row) => row.card.id !== card.id && isActive(row.applied, now))
        .reduce((sum, row) => sum + row.applied.amountCents, 0) +
      coveredBy(await vouchersAppliedTo(tx, order.id), now);
    const remaining = order.totalCents - covered;
    if (remaining <= 0) {
      throw new HttpError(
        409,
        'CONFLICT',
        `The gift cards already pay all of order ${order.bookingNumber}`,
      );
    }
    const available = await availableFor(tx, card, order.id, now);
    if (available <= 0) {
      throw new HttpError(
        409,
        'GIFT_CARD_EMPTY',
        `Gift card ${maskGiftCardSerial(card.serialNumber)} has no balance left`,
      );
    }
    const amountCents = Math.min(available, remaining);
    if (mine) {
      // A lapsed hold of this card on this order: renew it with today's amount.
      await tx
        .update(orderGiftCards)
        .set({ amountCents, heldUntil: holdEnd(now), updatedAt: now })
        .where(eq(orderGiftCards.id, mine.applied.id));
    } else {
      await tx.insert(orderGiftCards).values({
        orderId: order.id,
        giftCardId: card.id,
        amountCents,
        status: 'held',
        heldUntil: holdEnd(now),
        createdAt: now,
        updatedAt: now,
      });
    }
    return order;
  });
}

/**
 * DELETE /purchase/orders/:orderUUID/gift-cards/:last4: gives the hold back (404 when no card
 * ending so pays the order; 409 once the order is paid).
 */
export async function removeGiftCard(
  orm: Orm,
  orderUUID: string,
  last4: string,
  now: Date,
): Promise<Order> {
  return orm.transaction(async (tx) => {
    const order = await lockUnpaidOrder(tx, orderUUID);
    const matching = (await appliedTo(tx, order.id)).filter(
      (row) => row.applied.status === 'held' && row.card.serialNumber.endsWith(last4),
    );
    if (matching.length === 0) {
      if (await releaseVoucherEnding(tx, order.id, last4, now)) return order;
      throw notFound(`No gift card ending in ${last4} pays order ${order.bookingNumber}`);
    }
    await tx
      .update(orderGiftCards)
      .set({ status: 'released', updatedAt: now })
      .where(
        inArray(
          orderGiftCards.id,
          matching.map((row) => row.applied.id),
        ),
      );
    return order;
  });
}

/**
 * In the caller's transaction, before money moves: locks the order's cards and vouchers, renews
 * every hold for GIFT_CARD_HOLD_MINUTES when the gift still covers it, and answers what the gifts
 * pay. A hold that lapsed and can no longer be covered (another order spent the balance or the
 * voucher, the gift expired) is released, and `lost` names it: the caller refuses the payment.
 */
export async function renewHolds(
  tx: Orm,
  order: Order,
  now: Date,
): Promise<{ coveredCents: number; lost: string[] }> {
  const applied = await appliedTo(tx, order.id);
  const ids = applied.map((row) => row.card.id).sort((a, b) => a - b);
  const cards =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(giftCards)
          .where(inArray(giftCards.id, ids))
          .orderBy(asc(giftCards.id))
          .for('update');
  let coveredCents = 0;
  const lost: string[] = [];
  for (const { applied: row } of applied) {
    const card = cards.find((candidate) => candidate.id === row.giftCardId);
    if (!card) continue;
    if (row.status === 'captured') {
      coveredCents += row.amountCents;
      continue;
    }
    const available = await availableFor(tx, card, order.id, now);
    if (expired(card, now) || available < row.amountCents) {
      await tx
        .update(orderGiftCards)
        .set({ status: 'released', updatedAt: now })
        .where(eq(orderGiftCards.id, row.id));
      lost.push(maskGiftCardSerial(card.serialNumber));
      continue;
    }
    await tx
      .update(orderGiftCards)
      .set({ heldUntil: holdEnd(now), updatedAt: now })
      .where(eq(orderGiftCards.id, row.id));
    coveredCents += row.amountCents;
  }
  const vouchers = await renewVoucherHolds(tx, order, now);
  return {
    coveredCents: coveredCents + vouchers.coveredCents,
    lost: [...lost, ...vouchers.lost],
  };
}

/** The 409 a payment answers when a hold was lost (renewHolds' `lost`). */
export const lostHoldsError = (lost: readonly string[]): HttpError =>
  new HttpError(
    409,
    'GIFT_CARD_EMPTY',
    `Gift card or voucher ${lost.join(', ')} no longer covers its amount (its hold lapsed and it was used, or it expired): it was removed, check the amount left to pay`,
  );

/**
 * In the transaction that confirms the order: debits every held amount from its card (the rows
 * were locked by renewHolds) and spends the held vouchers. A balance that no longer covers a
 * hold — only possible when a challenge took longer than the hold — is debited what it has, and
 * the hold shrinks to it.
 */
export async function captureGiftCards(tx: Orm, orderId: string, now: Date): Promise<void> {
  await tx
    .update(orderGiftVouchers)
    .set({ status: 'captured', updatedAt: now })
    .where(and(eq(orderGiftVouchers.orderId, orderId), eq(orderGiftVouchers.status, 'held')));
  const held = await tx
    .select()
    .from(orderGiftCards)
    .where(and(eq(orderGiftCards.orderId, orderId), eq(orderGiftCards.status, 'held')))
    .orderBy(asc(orderGiftCards.giftCardId));
  for (const row of held) {
    const [debited] = await tx
      .update(giftCards)
      .set({ balanceCents: sql`${giftCards.balanceCents} - ${row.amountCents}` })
      .where(and(eq(giftCards.id, row.giftCardId), gte(giftCards.balanceCents, row.amountCents)))
      .returning({ id: giftCards.id });
    if (debited) {
      await tx
        .update(orderGiftCards)
        .set({ status: 'captured', updatedAt: now })
        .where(eq(orderGiftCards.id, row.id));
      continue;
    }
    const [card] = await tx
      .select({ balanceCents: giftCards.balanceCents })
      .from(giftCards)
      .where(eq(giftCards.id, row.giftCardId))
      .for('update');
    const rest = card?.balanceCents ?? 0;
    await tx.update(giftCards).set({ balanceCents: 0 }).where(eq(giftCards.id, row.giftCardId));
    await tx
      .update(orderGiftCards)
      .set(
        rest > 0
          ? { status: 'captured', amountCents: rest, updatedAt: now }
          : { status: 'released', updatedAt: now },
      )
      .where(eq(orderGiftCards.id, row.id));
  }
}

/** What the order's active cards pay, in cents (the breakdown's reductionAmount). */
export function coveredBy(
  applied: readonly Pick<Applied, 'status' | 'heldUntil' | 'amountCents'>[],
  now: Date,
): number {
  return applied.filter((row) => isActive(row, now)).reduce((sum, row) => sum + row.amountCents, 0);
}

// ---------------------------------------------------------------------------------------------
// Gift vouchers (ADR 0074): a voucher pays a stay of the weekend it offers, up to what it was
// sold for (its price-list tier); it is spent whole by the one order it pays.

type AppliedVoucher = typeof orderGiftVouchers.$inferSelect;

/** The vouchers applied to an order, not released, oldest first. */
async function vouchersAppliedTo(tx: Orm, orderId: string) {
  return tx
    .select()
    .from(orderGiftVouchers)
    .where(and(eq(orderGiftVouchers.orderId, orderId), ne(orderGiftVouchers.status, 'released')))
    .orderBy(asc(orderGiftVouchers.id));
}

/** Another order holds the voucher now, or it already paid one. */
async function voucherTaken(tx: Orm, voucherId: number, orderId: string, now: Date) {
  const [other] = await tx
    .select({ id: orderGiftVouchers.id })
    .from(orderGiftVouchers)
    .where(
      and(
        eq(orderGiftVouchers.giftVoucherId, voucherId),
        ne(orderGiftVouchers.orderId, orderId),
        or(
          eq(orderGiftVouchers.status, 'captured'),
          and(eq(orderGiftVouchers.status, 'held'), gt(orderGiftVouchers.heldUntil, now)),
        ),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * POST /purchase/orders/:orderUUID/gift-cards with a GV- code: holds what the voucher pays of the
 * order, min(its worth, what is left to pay). Refusals: 404 GIFT_CARD_UNKNOWN (one answer for
 * every unknown code), 409 GIFT_VOUCHER_EXPIRED / GIFT_VOUCHER_USED (spent, or held by another
 * order) / GIFT_VOUCHER_NOT_ACCEPTED (no stay of its weekend in the order) /
 * GIFT_CARD_ALREADY_APPLIED, 409 CONFLICT (paid, or nothing left to pay).
 */
export async function applyGiftVoucher(
  orm: Orm,
  orderUUID: string,
  code: string,
  now: Date,
): Promise<Order> {
  return orm.transaction(async (tx) => {
    const order = await lockUnpaidOrder(tx, orderUUID);
    const found = await findGiftVoucher(tx, code, true);
    if (!found)
      throw new HttpError(404, 'GIFT_CARD_UNKNOWN', 'No gift card or voucher with this code');
    const { voucher, worthCents } = found;
    const masked = maskGiftCardSerial(voucher.code);
    const applied = await vouchersAppliedTo(tx, order.id);
    const mine = applied.find((row) => row.giftVoucherId === voucher.id);
    if (mine && isActive(mine, now)) {
      throw new HttpError(
        409,
        'GIFT_CARD_ALREADY_APPLIED',
        `Gift voucher ${masked} already pays this order`,
      );
    }
    if (voucher.expiresOn < marketClock(now).today) {
      throw new HttpError(
        409,
        'GIFT_VOUCHER_EXPIRED',
        `Gift voucher ${masked} expired on ${voucher.expiresOn}`,
      );
    }
    if (await voucherTaken(tx, voucher.id, order.id, now)) {
      throw new HttpError(409, 'GIFT_VOUCHER_USED', `Gift voucher ${masked} has already been used`);
    }
    const [stay] = await tx
      .select({ offerId: orderItems.offerId })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'shortStay')));
    if (stay?.offerId !== voucher.weekendId) {
      throw new HttpError(
        409,
        'GIFT_VOUCHER_NOT_ACCEPTED',
        `Gift voucher ${masked} pays a stay of offer ${voucher.weekendId} only: book that stay to use it`,
      );
    }
    const covered =
      coveredBy(
        (await appliedTo(tx, order.id)).map((row) => row.applied),
        now,
      ) +
      coveredBy(
        applied.filter((row) => row.giftVoucherId !== voucher.id),
        now,
      );
    const remaining = order.totalCents - covered;
    if (remaining <= 0) {
      throw new HttpError(
        409,
        'CONFLICT',
        `Gift cards and vouchers already pay all of order ${order.bookingNumber}`,
      );
    }
    const amountCents = Math.min(worthCents, remaining);
    if (mine) {
      await tx
        .update(orderGiftVouchers)
        .set({ amountCents, heldUntil: holdEnd(now), updatedAt: now })
        .where(eq(orderGiftVouchers.id, mine.id));
    } else {
      await tx.insert(orderGiftVouchers).values({
        orderId: order.id,
        giftVoucherId: voucher.id,
        amountCents,
        status: 'held',
        heldUntil: holdEnd(now),
        createdAt: now,
        updatedAt: now,
      });
    }
    return order;
  });
}

/** A card number or a voucher code, to the right kind (the payment step's one field). */
export const applyGiftCode = (orm: Orm, orderUUID: string, code: string, now: Date) =>
  isGiftVoucherCode(code)
    ? applyGiftVoucher(orm, orderUUID, code, now)
    : applyGiftCard(orm, orderUUID, code, now);

/** Releases the held vouchers ending in last4 (removeGiftCard's second look); false when none. */
async function releaseVoucherEnding(tx: Orm, orderId: string, last4: string, now: Date) {
  const rows = await tx
    .select({ applied: orderGiftVouchers, code: giftVouchers.code })
    .from(orderGiftVouchers)
    .innerJoin(giftVouchers, eq(giftVouchers.id, orderGiftVouchers.giftVoucherId))
    .where(and(eq(orderGiftVouchers.orderId, orderId), eq(orderGiftVouchers.status, 'held')));
  const matching = rows.filter((row) => row.code.endsWith(last4)).map((row) => row.applied.id);
  if (matching.length === 0) return false;
  await tx
    .update(orderGiftVouchers)
    .set({ status: 'released', updatedAt: now })
    .where(inArray(orderGiftVouchers.id, matching));
  return true;
}

/** renewHolds for vouchers: the voucher rows locked, a hold kept while nobody else took it. */
async function renewVoucherHolds(
  tx: Orm,
  order: Order,
  now: Date,
): Promise<{ coveredCents: number; lost: string[] }> {
  const applied: AppliedVoucher[] = await vouchersAppliedTo(tx, order.id);
  let coveredCents = 0;
  const lost: string[] = [];
  for (const row of applied) {
    if (row.status === 'captured') {
      coveredCents += row.amountCents;
      continue;
    }
    const [voucher] = await tx
      .select()
      .from(giftVouchers)
      .where(eq(giftVouchers.id, row.giftVoucherId))
      .for('update');
    if (!voucher) continue;
    if (
      voucher.expiresOn < marketClock(now).today ||
      (await voucherTaken(tx, voucher.id, order.id, now))
    ) {
      await tx
        .update(orderGiftVouchers)
        .set({ status: 'released', updatedAt: now })
        .where(eq(orderGiftVouchers.id, row.id));
      lost.push(maskGiftCardSerial(voucher.code));
      continue;
    }
    await tx
      .update(orderGiftVouchers)
      .set({ heldUntil: holdEnd(now), updatedAt: now })
      .where(eq(orderGiftVouchers.id, row.id));
    coveredCents += row.amountCents;
  }
  return { coveredCents, lost };
}
