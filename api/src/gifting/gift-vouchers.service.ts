/**
 * Gift vouchers (issue 13 part A, GIFT-001..024, ADR 0072): the pricing of a gift-voucher order
 * item from the gifting catalogue (price list, shipping cost, sub-elements; never the browser's
 * figures) and the issue of the voucher when its order is paid.
 */
import {
  GIFT_VOUCHER_ADULTS,
  GIFT_VOUCHER_VALIDITY_MONTHS,
  giftVoucherPrice,
  type GiftVoucherPrice,
  type ParsedGiftVoucherItem,
} from '@shop/api-contract';
import { addMonths, pointOfSaleOf, type Locale } from '@shop/criteria';
import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Orm } from '../db/client';
import {
  customSubElementCategories,
  customSubElements,
  giftVouchers,
  orderItems,
  singleVouchers,
  subElementGroups,
  subElements,
  weekends,
  type GiftVoucherItemDetails,
} from '../db/schema';
import { HttpError } from '../http/errors';
import { marketClock } from '../catalogue';
import { findShippingCosts } from './gifting.service';
import { newSerialNumber } from './gift-cards.service';

const ITEM_FIELD = 'items.giftVoucherItem';
const refuse = (field: string, message: string) =>
  new HttpError(400, 'BAD_REQUEST', `${ITEM_FIELD}.${field}: ${message}`);

export interface PricedGiftVoucher {
  offerId: number;
  amountCents: number;
  details: GiftVoucherItemDetails;
  /** GIFT-018: the price summary. */
  price: GiftVoucherPrice;
}

/** At most one element per single-selection group or category. */
function checkSingleSelection(
  chosen: readonly { groupId: number }[],
  singleGroups: ReadonlySet<number>,
  field: string,
): void {
  const seen = new Set<number>();
  for (const { groupId } of chosen) {
    if (!singleGroups.has(groupId)) continue;
    if (seen.has(groupId)) throw refuse(field, `choose one element of group ${groupId} at most`);
    seen.add(groupId);
  }
}

/**
 * The gift-voucher item priced by the server (400 naming the field otherwise): a published,
 * giftable weekend (GIFT-016) with a tier for these nights; the physical format only when the
 * point of sale ships (GIFT-009); sub-elements only with it, each known and available.
 */
export async function priceGiftVoucherItem(
  orm: Orm,
  item: ParsedGiftVoucherItem,
  locale: Locale,
  /** false for a quote: the customization is not chosen yet. */
  checkCustomization = true,
): Promise<PricedGiftVoucher> {
  const [voucher] = await orm
    .select({
      priceList: singleVouchers.priceList,
      isGiftable: singleVouchers.isGiftable,
      customization: singleVouchers.customization,
      published: weekends.published,
    })
    .from(singleVouchers)
    .innerJoin(weekends, eq(weekends.id, singleVouchers.weekendId))
    .where(eq(singleVouchers.weekendId, item.offerId));
  if (!voucher || !voucher.published) {
    throw new HttpError(404, 'NOT_FOUND', `${ITEM_FIELD}.offerId: no gift voucher ${item.offerId}`);
  }
  if (!voucher.isGiftable || voucher.priceList.length === 0) {
    throw refuse('offerId', `weekend ${item.offerId} cannot be offered as a gift`);
  }
  if (!voucher.priceList.some((entry) => entry.nights === item.nights)) {
    throw refuse(
      'nights',
      `choose one of ${voucher.priceList.map((entry) => entry.nights).join(', ')}`,
    );
  }
  const { fromName, message } = voucher.customization;
  if (checkCustomization && fromName.mandatory && item.fromName === '') {
    throw refuse('fromName', 'Mandatory field');
  }
  if (checkCustomization && message.mandatory && item.message === '') {
    throw refuse('message', 'Mandatory field');
  }

  const physical = item.format === 'PHYSICAL';
  let shippingCents = 0;
  const prices: number[] = [];
  if (!physical && (item.subElements.length > 0 || item.customSubElements.length > 0)) {
    throw refuse('subElements', 'sub-elements come with the physical format only');
  }
  if (physical) {
    const shipping = await findShippingCosts(orm, pointOfSaleOf(locale));
    if (shipping.error !== null || shipping.amount === null) {
      throw refuse('format', 'Victim of its success, the physical format is coming back soon!');
    }
    shippingCents = shipping.amount;
    const unique = (values: number[]) => [...new Set(values)];
    const elementIds = unique(item.subElements);
    if (elementIds.length > 0) {
      const rows = await orm
        .select({ id: subElements.id, groupId: subElements.groupId, price: subElements.priceCents })
        .from(subElements)
        .where(inArray(subElements.id, elementIds));
      const unknown = elementIds.filter((id) => !rows.some((row) => row.id === id));
      if (unknown.length > 0) throw refuse('subElements', `unknown id ${unknown.join(', ')}`);
      const single = await orm
        .select({ id: subElementGroups.id })
        .from(subElementGroups)
        .where(eq(subElementGroups.singleSelection, true));
      checkSingleSelection(rows, new Set(single.map((row) => row.id)), 'subElements');
      prices.push(...rows.map((row) => row.price));
    }
    const customIds = unique(item.customSubElements);
    if (customIds.length > 0) {
      const rows = await orm
        .select({
          id: customSubElements.id,
          groupId: customSubElements.categoryId,
          price: customSubElements.priceCents,
        })
        .from(customSubElements)
        .where(
          and(inArray(customSubElements.id, customIds), eq(customSubElements.available, true)),
        );
      const unknown = customIds.filter((id) => !rows.some((row) => row.id === id));
      if (unknown.length > 0) throw refuse('customSubElements', `unknown id ${unknown.join(', ')}`);
      const single = await orm
        .select({ id: customSubElementCategories.id })
        .from(customSubElementCategories)
        .where(eq(customSubElementCategories.singleSelection, true));
      checkSingleSelection(rows, new Set(single.map((row) => row.id)), 'customSubElements');
      prices.push(...rows.map((row) => row.price));
    }
  }
  const price = giftVoucherPrice({
    priceList: voucher.priceList,
    nights: item.nights,
    format: item.format,
    shippingCost: shippingCents,
    subElementPrices: prices,
  });
  if (!price) throw refuse('nights', 'no price for these nights');
  return {
    offerId: item.offerId,
    amountCents: price.totalPrice,
    price,
    details: {
      nights: item.nights,
      format: item.format,
      subElements: [...new Set(item.subElements)].sort((a, b) => a - b),
      customSubElements: [...new Set(item.customSubElements)].sort((a, b) => a - b),
      fromName: item.fromName,
      message: item.message,
      sellPriceCents: price.sellPrice,
      refPriceCents: price.refPrice,
      shippingCents: price.shippingCost,
      subElementsCents: price.subElementsPrice,
    },
  };
}

/** A new voucher code GV-XXXX-XXXX-XXXX-XXXX: 16 random characters, about 79 bits. */
export const newVoucherCode = (): string => `GV-${newSerialNumber()}`;

export type IssuedGiftVoucher = typeof giftVouchers.$inferSelect;

/**
 * Issues one voucher per gift-voucher item of a paid order, in the caller's transaction (GIFT-011:
 * valid 1 year for 2 people from the day of payment); a voucher already issued stays as it is.
 */
export async function issueGiftVouchers(
  tx: Orm,
  orderId: string,
  now: Date,
): Promise<{ voucher: IssuedGiftVoucher; details: GiftVoucherItemDetails; amountCents: number }[]> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'giftVoucher')))
    .orderBy(asc(orderItems.id));
  if (items.length === 0) return [];
  const expiresOn = addMonths(marketClock(now).today, GIFT_VOUCHER_VALIDITY_MONTHS);
  for (const item of items) {
    if (!item.giftVoucher || item.offerId === null) continue;
    await tx
      .insert(giftVouchers)
      .values({
        code: newVoucherCode(),
        orderId,
        orderItemId: item.id,
        weekendId: item.offerId,
        nights: item.giftVoucher.nights,
        adults: GIFT_VOUCHER_ADULTS,
        expiresOn,
        issuedAt: now,
      })
      .onConflictDoNothing({ target: giftVouchers.orderItemId });
  }
  const vouchers = await tx
    .select()
    .from(giftVouchers)
    .where(eq(giftVouchers.orderId, orderId))
    .orderBy(asc(giftVouchers.orderItemId));
  return vouchers.flatMap((voucher) => {
    const item = items.find((candidate) => candidate.id === voucher.orderItemId);
    return item?.giftVoucher
      ? [{ voucher, details: item.giftVoucher, amountCents: item.amountCents }]
      : [];
  });
}

/** An issued voucher with what it is worth: the price-list tier it was sold for (ADR 0074). */
export interface RedeemableGiftVoucher {
  voucher: IssuedGiftVoucher;
  worthCents: number;
}

/**
 * A voucher by its normalised code (GV-XXXX-XXXX-XXXX-XXXX), with its worth, or null. Found like a
 * gift card (ADR 0018): by its first groups, then compared in constant time. `forUpdate` locks the
 * voucher row (applying and paying decide one order at a time).
 */
export async function findGiftVoucher(
  tx: Orm,
  code: string,
  forUpdate = false,
): Promise<RedeemableGiftVoucher | null> {
  const query = tx
    .select({ voucher: giftVouchers, item: orderItems.giftVoucher })
    .from(giftVouchers)
    .innerJoin(orderItems, eq(orderItems.id, giftVouchers.orderItemId))
    .where(like(giftVouchers.code, `${code.slice(0, 13)}%`));
  const candidates = forUpdate ? await query.for('update', { of: giftVouchers }) : await query;
  const wanted = Buffer.from(code);
  let found: RedeemableGiftVoucher | null = null;
  for (const { voucher, item } of candidates) {
    const stored = Buffer.from(voucher.code);
    if (stored.length === wanted.length && timingSafeEqual(stored, wanted) && item) {
      found = { voucher, worthCents: item.sellPriceCents };
    }
  }
  return found;
}
