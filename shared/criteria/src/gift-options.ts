/**
 * Gifting rules (issue 13 part A, GIFT-005..024): the gift setup's hash (giftNights, giftFormat,
 * giftAdult, sub-elements), its defaults, the customization form's checks and where the form's
 * values are kept between the setup page and the checkout. Pure and tolerant: bad values fall
 * back to defaults, nothing throws.
 */
import { flag, int, list, oneOf, withDefault } from './fields';
import { GIFT_FORMATS, type GiftFormat } from './hash/schema';
import { DEFAULT_NIGHTS } from './market';
import { decodeParams, encodeParams, type FieldTable, joinParams, toParams } from './params';

/** GIFT-011: a gift voucher is for 2 people. */
export const GIFT_ADULTS = 2;
/** The most nights a voucher is sold for. */
const MAX_GIFT_NIGHTS = 30;
const MAX_ID = 2_147_483_647;

/** GIFT-006, GIFT-008, GIFT-013, GIFT-019: what the gift setup keeps in the hash. */
export interface GiftHash {
  giftNights?: number | undefined;
  /** GIFT-008: digital by default. */
  giftFormat: GiftFormat;
  giftAdult: number;
  /** GIFT-013: chosen sub-element ids (physical format). */
  subElements: number[];
  /** GIFT-014: chosen custom sub-element ids (physical format). */
  customSubElements: number[];
  error: boolean;
}

const ids = list(int(1, MAX_ID), '-');
const GIFT_HASH_FIELDS: FieldTable<GiftHash> = {
  giftNights: int(1, MAX_GIFT_NIGHTS),
  giftFormat: withDefault(oneOf(GIFT_FORMATS), 'digital'),
  giftAdult: withDefault(int(GIFT_ADULTS, GIFT_ADULTS), GIFT_ADULTS),
  subElements: ids,
  customSubElements: ids,
  error: flag,
};

/** The gift hash of an address (with or without `#`); unknown or bad values take defaults. */
export function parseGiftHash(hash: string): GiftHash {
  return decodeParams(GIFT_HASH_FIELDS, toParams(hash));
}

/** The hash text of gift options, giftAdult always written (the checkout reads it). */
export function serialiseGiftHash(value: GiftHash): string {
  const entries = encodeParams(GIFT_HASH_FIELDS, value);
  const written = entries.some(([key]) => key === 'giftAdult')
    ? entries
    : [...entries, ['giftAdult', String(GIFT_ADULTS)] as [string, string]];
  return joinParams(written);
}

/**
 * GIFT-005: on first entry into the gifting price list without giftNights, the first price
 * tier's nights, or 1; a giftNights the list does not sell also falls back to it.
 */
export function initialGiftNights(
  priceList: readonly { nights: number }[],
  giftNights: number | undefined,
): number {
  if (giftNights !== undefined && priceList.some((entry) => entry.nights === giftNights)) {
    return giftNights;
  }
  return priceList[0]?.nights ?? DEFAULT_NIGHTS;
}

/** GIFT-007: gift extras (upsells) are offered only for a one-night voucher. */
export const giftExtrasOffered = (giftNights: number | undefined): boolean =>
  (giftNights ?? DEFAULT_NIGHTS) === 1;

/** GIFT-013: choosing a sub-element toggles its id; a single-selection group keeps one. */
export function toggleSubElement(
  chosen: readonly number[],
  id: number,
  sameGroup: readonly number[] = [],
): number[] {
  if (chosen.includes(id)) return chosen.filter((other) => other !== id);
  return [...chosen.filter((other) => !sameGroup.includes(other)), id];
}

/** GIFT-016: a voucher is giftable only with its flag set and a non-empty price list. */
export const isGiftable = (voucher: { isGiftable: boolean; priceList: readonly unknown[] }) =>
  voucher.isGiftable && voucher.priceList.length > 0;

/** GIFT-009: the physical format needs its flag and a shipping cost without error. */
export const physicalFormatAvailable = (
  flagOn: boolean,
  shipping: { amount: number | null; error: string | null } | undefined,
): boolean =>
  flagOn && shipping !== undefined && shipping.error === null && shipping.amount !== null;

// ---------------------------------------------------------------------------------------------
// GIFT-020..023: the customization form

export type GiftField = 'fromName' | 'message';
export type GiftFieldError = 'mandatory' | 'textOnly' | 'tooLong';

export interface GiftFieldRule {
  maxLength: number;
  mandatory: boolean;
  textOnly?: boolean | undefined;
}

/** GIFT-022: a name is letters, spaces, apostrophes, dots and hyphens. */
const TEXT_ONLY = /^[\p{L} '’.-]*$/u;
/** A message: any printable text and line breaks, no markup. */
const MESSAGE_TEXT = /^(?:[^\p{Cc}\p{Cs}<>]|\n)*$/u;

/** GIFT-021..023: the first problem of a field's value, or null. */
export function giftFieldError(
  field: GiftField,
  value: string,
  rule: GiftFieldRule,
): GiftFieldError | null {
  const text = value.trim();
  if (text === '') return rule.mandatory ? 'mandatory' : null;
  if (text.length > rule.maxLength) return 'tooLong';
  if (field === 'fromName' && rule.textOnly !== false && !TEXT_ONLY.test(text)) return 'textOnly';
  if (field === 'message' && !MESSAGE_TEXT.test(text)) return 'textOnly';
  return null;
}

/**
 * GIFT-020: typing beyond the limit is blocked: the value kept is cut at the limit, and
 * `blocked` says the limit message must show (for one second).
 */
export function limitTyping(value: string, maxLength: number): { value: string; blocked: boolean } {
  return value.length > maxLength
    ? { value: value.slice(0, maxLength), blocked: true }
    : { value, blocked: false };
}

/** GIFT-020: how long the limit message shows. */
export const GIFT_LIMIT_MESSAGE_MS = 1000;

/** GIFT-023, GIFT-024: the customization kept for the checkout, per weekend (session storage). */
export interface SavedGiftCustomization {
  fromName: string;
  message: string;
}

const STORAGE_PREFIX = 'shop.giftCustomization:';
type GiftStorage = Pick<Storage, 'getItem' | 'setItem'>;

const sessionStore = (): GiftStorage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** The saved customization of a weekend, or empty values (nothing saved, garbage, no storage). */
export function readGiftCustomization(
  productId: number,
  storage: GiftStorage | null = sessionStore(),
): SavedGiftCustomization {
  try {
    const raw = storage?.getItem(`${STORAGE_PREFIX}${productId}`);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    if (typeof value === 'object' && value !== null) {
      const { fromName, message } = value as Record<string, unknown>;
      return {
        fromName: typeof fromName === 'string' ? fromName.slice(0, 40) : '',
        message: typeof message === 'string' ? message.slice(0, 180) : '',
      };
    }
  } catch {
    // Unreadable: start empty.
  }
  return { fromName: '', message: '' };
}

export function writeGiftCustomization(
  productId: number,
  value: SavedGiftCustomization,
  storage: GiftStorage | null = sessionStore(),
): void {
  try {
    storage?.setItem(`${STORAGE_PREFIX}${productId}`, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the checkout then starts without a message.
  }
}
