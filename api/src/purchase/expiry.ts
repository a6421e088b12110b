import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { orderGiftCards, orderGiftVouchers, orders } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * An unpaid order (pending, awaiting payment or failed payment) may be paid for this long after it
 * was created (issue 15 §4, ADR 0063); then it expires: payment is refused and the sweep marks it
 * failed and releases its gift-card and voucher holds. Rooms are only taken when an order is paid (BEY-002),
 * so an unpaid order holds no room to give back.
 */
export const UNPAID_ORDER_TTL_MINUTES = 120;

const UNPAID = ['pending', 'awaiting_payment', 'failed'] as const;

const cutoff = (now: Date) => new Date(now.getTime() - UNPAID_ORDER_TTL_MINUTES * 60_000);

/** Whether an unpaid order is past its payment window (checked on every payment start). */
export function isExpired(order: { status: string; createdAt: Date }, now: Date): boolean {
  return order.status !== 'confirmed' && order.createdAt < cutoff(now);
}

/** The 409 a payment of an expired order answers. */
export function expiredOrderError(bookingNumber: string): HttpError {
  return new HttpError(
    409,
    'CONFLICT',
    `Order ${bookingNumber} expired: it was not paid within ${UNPAID_ORDER_TTL_MINUTES} minutes, start a new booking`,
  );
}

/**
 * The sweep (ADR 0063): unpaid orders past their window become failed (for good: payment checks
 * the age too), their gift-card holds are released. Returns how many orders expired.
 */
export async function expireUnpaidOrders(orm: Orm, now: Date): Promise<number> {
  return orm.transaction(async (tx) => {
    const expired = await tx
      .update(orders)
      .set({ status: 'failed', updatedAt: now })
      .where(
        and(
          inArray(orders.status, ['pending', 'awaiting_payment']),
          lt(orders.createdAt, cutoff(now)),
        ),
      )
      .returning({ id: orders.id });
    const stale = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.status, [...UNPAID]), lt(orders.createdAt, cutoff(now))));
    const ids = stale.map((order) => order.id);
    if (ids.length > 0) {
      await tx
        .update(orderGiftCards)
        .set({ status: 'released', updatedAt: now })
        .where(and(inArray(orderGiftCards.orderId, ids), eq(orderGiftCards.status, 'held')));
      await tx
        .update(orderGiftVouchers)
        .set({ status: 'released', updatedAt: now })
        .where(and(inArray(orderGiftVouchers.orderId, ids), eq(orderGiftVouchers.status, 'held')));
    }
    return expired.length;
  });
}
