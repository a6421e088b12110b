import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a view token reads its order (issue 15 §7, ADR 0062): the confirmation page's life. */
export const ORDER_VIEW_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/**
 * How long the link of the confirmation e-mail opens its booking (ADR 0046): about 13 months,
 * so a stay booked a year ahead and a 12-month activity voucher stay reachable from the e-mail.
 */
export const EMAIL_LINK_TTL_SECONDS = 400 * 24 * 60 * 60;

const TOKEN = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed order view tokens (ADR 0062): `v1.<expiry, Unix seconds>.<HMAC-SHA256 of the order UUID
 * and expiry, base64url>`, given to whoever created or paid the order; with it, GET
 * /api/front/purchase/orders/:orderUUID answers that order (and no other) until it expires.
 * Stateless: any node with the same secret checks it; no database row.
 */
export interface OrderViewTokens {
  sign(orderUUID: string, now: Date, ttlSeconds?: number): string;
  verify(orderUUID: string, token: string, now: Date): boolean;
}

export function createOrderViewTokens(secret: string): OrderViewTokens {
  const mac = (orderUUID: string, expiry: string) =>
    createHmac('sha256', secret)
      .update(`order-view\n${orderUUID.toLowerCase()}\n${expiry}`)
      .digest();
  return {
    sign(orderUUID, now, ttlSeconds = ORDER_VIEW_TOKEN_TTL_SECONDS) {
      const expiry = String(Math.floor(now.getTime() / 1000) + ttlSeconds);
      return `v1.${expiry}.${mac(orderUUID, expiry).toString('base64url')}`;
    },
    verify(orderUUID, token, now) {
      const match = TOKEN.exec(token);
      if (!match) return false;
      const [, expiry = '', signature = ''] = match;
      if (Number(expiry) * 1000 <= now.getTime()) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(orderUUID, expiry);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
