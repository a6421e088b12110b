import type { GiftCardItem } from '@shop/api-contract';

/**
 * What mfe-gifting hands to mfe-checkout through the tab's session storage (ADR 0077), never the
 * address: the gift card being bought (recipient's e-mail and message are personal) and the gift
 * code a beneficiary entered (a code is money: it must not sit in history, logs or referrers).
 * A subpath of @shop/platform (`@shop/platform/gift-handoff`), bundled by the two apps that use
 * it. What is read back is checked; unreadable or blocked storage reads as nothing.
 */

export const GIFT_CARD_CHOICE_KEY = 'shop:gift-card-choice';
export const GIFT_CODE_KEY = 'shop:gift-code';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the hand-off is lost; the next page asks again.
  }
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** GIFT-025: the customization page's choice, for the checkout summary. */
export function saveGiftCardChoice(item: GiftCardItem): void {
  write(GIFT_CARD_CHOICE_KEY, item);
}

/** The chosen gift card, or null (none, or not a gift card's shape: the summary asks again). */
export function readGiftCardChoice(): GiftCardItem | null {
  const value = read(GIFT_CARD_CHOICE_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const { amount, designId, fromName, recipientName, message, recipientEmail } = item;
  if (!isCount(amount) || !isCount(designId)) return null;
  if (!isText(fromName, 40) || !isText(recipientName, 40) || !isText(message, 180)) return null;
  if (recipientEmail !== null && !isText(recipientEmail, 254)) return null;
  return { amount, designId, fromName, recipientName, message, recipientEmail };
}

/** The beneficiary's code, carried to the payment step, which applies it (issue 13 item 5). */
export function rememberGiftCode(code: string): void {
  write(GIFT_CODE_KEY, code.slice(0, 40));
}

export function readGiftCode(): string | null {
  const value = read(GIFT_CODE_KEY);
  return isText(value, 40) && value.trim() !== '' ? value : null;
}

export function forgetGiftCode(): void {
  write(GIFT_CODE_KEY, undefined);
}
