/**
 * The proof that lets the confirmation page read an order by its UUID (ADR 0050): a signed,
 * short-lived view token handed to whoever created the order (the order call's answer) and
 * carried by the confirmation address. Someone holding only the UUID reads nothing; the token
 * stops working after ORDER_VIEW_TOKEN_TTL_SECONDS ("Check my booking" with the booking number
 * and e-mail remains the way back later).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a confirmation link shows the order: one day. */
export const ORDER_VIEW_TOKEN_TTL_SECONDS = 24 * 60 * 60;

const signature = (secret: string, orderUUID: string, expires: number): string =>
  createHmac('sha256', secret)
    .update(`order-view:${orderUUID.toLowerCase()}:${expires}`)
    .digest('base64url');

/** `<expiry in Unix seconds>.<HMAC-SHA256, base64url>` for this order. */
export function signOrderViewToken(secret: string, orderUUID: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + ORDER_VIEW_TOKEN_TTL_SECONDS;
  return `${expires}.${signature(secret, orderUUID, expires)}`;
}

/** True when the token was signed for this order with this secret and has not expired. */
export function verifyOrderViewToken(
  secret: string,
  orderUUID: string,
  token: string,
  now: Date,
): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, orderUUID, expires));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
