/**
 * Cancelling a booking (issue 12, ADR 0055): the terms of spec §4.9 (80 % of the stay back until
 * the cancellation deadline; all of it with the cancellation insurance, until check-in; nothing
 * for a non-cancellable stay), the refund to what paid, the rooms given back, one e-mail.
 */
import type {
  CancellationResponse,
  CancellationTerms,
  ParsedCancellationRequest,
} from '@shop/api-contract';
import { addDays } from '@shop/criteria';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { localized } from '../db/localized-text';
import { emailOutbox, hotels, orders, payments, refunds, weekends } from '../db/schema';
import { HttpError } from '../http/errors';
import type { PaymentProvider } from '../payments/provider';
import { marketClock, roomsNeeded } from '../catalogue';
import { renderCancellationEmail } from './email';
import { ownedOrder, refundDifference } from './modification';
import { moveRooms, stayKey } from './stay';
import { loadStoredOrder, type StoredOrder } from './summary';

/** Spec §4.9: the share of each night refunded until the deadline, without insurance. */
export const CANCELLATION_REFUND_PERCENT = 80;

const NOT_CANCELLABLE: CancellationTerms = {
  isCancellable: false,
  cancellableUntil: null,
  refundAmount: 0,
  refundPercent: 0,
};

/** What cancelling the order would refund today (pure: the stored order and the clock). */
export function cancellationTerms(
  { order, items }: Pick<StoredOrder, 'order' | 'items'>,
  now: Date,
): CancellationTerms {
  const stay = items.find((item) => item.kind === 'shortStay');
  if (!stay?.checkinDate || order.status !== 'confirmed') return NOT_CANCELLABLE;
  const { today } = marketClock(now);
  const insured = items.some((item) => item.kind === 'insurance');
  if (insured && today < stay.checkinDate) {
    return {
      isCancellable: true,
      // The day before check-in: from check-in, nothing is refunded (spec §4.9).
      cancellableUntil: addDays(stay.checkinDate, -1),
      refundAmount: stay.amountCents,
      refundPercent: 100,
    };
  }
  const deadline = stay.cancellationDeadline;
  if (deadline === null || today > deadline || today >= stay.checkinDate) return NOT_CANCELLABLE;
  return {
    isCancellable: true,
    cancellableUntil: deadline,
    refundAmount: Math.floor((stay.amountCents * CANCELLATION_REFUND_PERCENT) / 100),
    refundPercent: CANCELLATION_REFUND_PERCENT,
  };
}

/** The answer: the cancelled order and its refunds (those without a modification). */
async function cancellationResponse(
  orm: Orm,
  order: { id: string; bookingNumber: string },
): Promise<CancellationResponse> {
  const rows = await orm
    .select({ refund: refunds, method: payments.method })
    .from(refunds)
    .leftJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.orderId, order.id), isNull(refunds.modificationId)))
    .orderBy(asc(refunds.createdAt));
  const list = rows.map(({ refund, method }) => ({
    amount: refund.amountCents,
    method: method ?? ('giftcard' as const),
    status: refund.status,
  }));
  return {
    orderUUID: order.id,
    bookingNumber: order.bookingNumber,
    status: 'cancelled',
    amountRefunded: list
      .filter((refund) => refund.status === 'succeeded')
      .reduce((sum, refund) => sum + refund.amount, 0),
    refunds: list,
  };
}

/**
 * POST /purchase/cancellations: cancels the owner's (or, for an agent, any) confirmed booking
 * under its terms. 409 CONFLICT when the terms do not allow it, 409 AMOUNT_MISMATCH when the
 * refund is not the one the customer saw; cancelling again answers the same cancellation.
 */
export async function cancelBooking(
  orm: Orm,
  provider: PaymentProvider,
  body: ParsedCancellationRequest,
  agentId: number | null,
  now: Date,
): Promise<CancellationResponse> {
  const found = await ownedOrder(orm, body, agentId);
  if (found.status === 'cancelled') return cancellationResponse(orm, found);
  await orm.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!locked || locked.status === 'cancelled') return;
    const stored = await loadStoredOrder(tx, locked, now);
    const terms = cancellationTerms(stored, now);
    if (!terms.isCancellable) {
      throw new HttpError(409, 'CONFLICT', `Booking ${locked.bookingNumber} cannot be cancelled`);
    }
    if (terms.refundAmount !== body.expectedRefund) {
      throw new HttpError(
        409,
        'AMOUNT_MISMATCH',
        `expectedRefund ${body.expectedRefund} does not match the refund ${terms.refundAmount} (cents): read the booking again`,
      );
    }
    const stay = stored.items.find((item) => item.kind === 'shortStay');
    if (stay) await moveRooms(tx, stayKey(stay), roomsNeeded(stay.adults ?? 0));
    const unrefunded =
      terms.refundAmount > 0
        ? await refundDifference(tx, provider, locked, null, terms.refundAmount, now)
        : 0;
    await tx
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(orders.id, locked.id));
    const [product] = stay?.offerId
      ? await tx
          .select({ label: localized(weekends.label, locked.locale), hotelName: hotels.name })
          .from(weekends)
          .innerJoin(hotels, eq(hotels.id, weekends.hotelId))
          .where(eq(weekends.id, stay.offerId))
      : [];
    const email = renderCancellationEmail({
      locale: locked.locale,
      bookingNumber: locked.bookingNumber,
      firstName: locked.firstName,
      lastName: locked.lastName,
      packageLabel: product?.label ?? `#${stay?.offerId ?? ''}`,
      hotelName: product?.hotelName ?? '',
      checkinDate: stay?.checkinDate ?? '',
      checkoutDate: stay?.checkoutDate ?? '',
      refundedCents: terms.refundAmount - unrefunded,
    });
    await tx
      .insert(emailOutbox)
      .values({
        orderId: locked.id,
        kind: 'order_cancellation',
        recipient: locked.email,
        ...email,
        createdAt: now,
        nextAttemptAt: now,
      })
      .onConflictDoNothing();
  });
  return cancellationResponse(orm, found);
}
