import type { GiftVoucherFormat } from '@shop/api-contract';
import { parseGiftHash } from '@shop/criteria';
import { productIdOf } from './handoff';

/** The gift voucher the gift setup hands to the checkout (`?flow=gifting#giftNights=…`). */
export interface GiftHandoff {
  productId: number;
  nights: number;
  format: GiftVoucherFormat;
  subElements: number[];
  customSubElements: number[];
}

/** ADR 0072: a checkout address is a gift voucher's when its query says flow=gifting. */
export const isGiftCheckout = (search: string): boolean =>
  new URLSearchParams(search).get('flow') === 'gifting';

/**
 * Reads `/checkout/{productId}/summary?flow=gifting#giftNights=…&giftFormat=…&subElements=…`
 * tolerantly (@shop/criteria): no product id or no nights is a problem, never a crash; an
 * unknown format is digital; sub-elements come with the physical format only. The server checks
 * the rest (tier, sub-element ids) and answers with a message.
 */
export function readGiftHandoff(
  segment: string | undefined,
  hash: string,
): { ok: true; gift: GiftHandoff } | { ok: false; problem: 'product' | 'giftNights' } {
  const productId = productIdOf(segment);
  if (productId === null) return { ok: false, problem: 'product' };
  const fields = parseGiftHash(hash);
  if (fields.giftNights === undefined) return { ok: false, problem: 'giftNights' };
  const physical = fields.giftFormat === 'physical';
  return {
    ok: true,
    gift: {
      productId,
      nights: fields.giftNights,
      format: physical ? 'PHYSICAL' : 'DIGITAL',
      subElements: physical ? fields.subElements : [],
      customSubElements: physical ? fields.customSubElements : [],
    },
  };
}

/** The key of a gift checkout's draft: another voucher starts a new order. */
export const giftDraftKey = (gift: GiftHandoff): string => `gift:${JSON.stringify(gift)}`;
