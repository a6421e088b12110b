import type { PaymentResponse } from '@shop/api-contract';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { orders, type payments } from '../db/schema';

type Payment = typeof payments.$inferSelect;

/** Wrong challenge codes allowed before a payment fails. */
export const MAX_CHALLENGE_ATTEMPTS = 3;

/** A payment as POST /purchase/payments and its confirmation answer it. */
export async function paymentResponse(orm: Orm, payment: Payment): Promise<PaymentResponse> {
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
