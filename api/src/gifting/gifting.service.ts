import type {
  AvailableCustomSubElementsResponse,
  GiftBoxesResponse,
  ShippingCostsResponse,
  SingleVoucherPrices,
  SubElementsResponse,
} from '@shop/api-contract';
import { boxDiscount, pointOfSaleOf, type Locale, type PointOfSale } from '@shop/criteria';
import { asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { localized } from '../db/localized-text';
import {
  customSubElementCategories,
  customSubElements,
  giftBoxes,
  singleVouchers,
  subElementGroups,
  subElements,
  voucherShippingCosts,
  weekends,
} from '../db/schema';

/** GIFT-011: a gift voucher is valid 1 year for 2 people. */
export const GIFT_VOUCHER_VALIDITY_MONTHS = 12;
export const GIFT_VOUCHER_ADULTS = 2;

async function shippingOf(
  orm: Orm,
  pointOfSale: PointOfSale,
): Promise<typeof voucherShippingCosts.$inferSelect | undefined> {
  const [row] = await orm
    .select()
    .from(voucherShippingCosts)
    .where(eq(voucherShippingCosts.pointOfSale, pointOfSale));
  return row;
}

/** GET /api/single-voucher/:id/prices.json (API-027, LEFT-018, GIFT-016, GIFT-017). */
export async function findSingleVoucherPrices(
  orm: Orm,
  weekendId: number,
  locale: Locale,
): Promise<SingleVoucherPrices | null> {
  const [row] = await orm
    .select({
      id: singleVouchers.weekendId,
      label: localized(weekends.label, locale),
      priceList: singleVouchers.priceList,
      isGiftable: singleVouchers.isGiftable,
      customization: singleVouchers.customization,
    })
    .from(singleVouchers)
    .innerJoin(weekends, eq(weekends.id, singleVouchers.weekendId))
    .where(eq(singleVouchers.weekendId, weekendId));
  if (!row) return null;
  const shipping = await shippingOf(orm, pointOfSaleOf(locale));
  const priceList = [...row.priceList].sort((a, b) => a.nights - b.nights);
  return {
    id: row.id,
    label: row.label,
    priceList,
    shippingCosts: {
      amount: shipping && !shipping.error ? shipping.amountCents : null,
      internationalShippingFeesPerCountry: shipping?.internationalFeesCents ?? {},
    },
    customization: row.customization,
    isGiftable: row.isGiftable && priceList.length > 0,
    validityMonths: GIFT_VOUCHER_VALIDITY_MONTHS,
    adults: GIFT_VOUCHER_ADULTS,
  };
}

/** GET /api/front/sub-elements (API-028, GIFT-012). */
export async function listSubElements(orm: Orm, locale: Locale): Promise<SubElementsResponse> {
  const groups = await orm
    .select({
      id: subElementGroups.id,
      name: localized(subElementGroups.name, locale),
      singleSelection: subElementGroups.singleSelection,
    })
    .from(subElementGroups)
    .orderBy(asc(subElementGroups.position), asc(subElementGroups.id));
  const elements = await orm
    .select({
      id: subElements.id,
      groupId: subElements.groupId,
      name: localized(subElements.name, locale),
      image: subElements.image,
      price: subElements.priceCents,
      isRecommended: subElements.isRecommended,
      isDefault: subElements.isDefault,
    })
    .from(subElements)
    .orderBy(asc(subElements.position), asc(subElements.id));
  return {
    groups: groups.map((group) => ({
      ...group,
      elements: elements
        .filter((element) => element.groupId === group.id)
        .map(({ groupId: _groupId, ...element }) => element),
    })),
  };
}

/** GET /api/front/sub-elements/available-custom-sub-elements (API-029, GIFT-014). */
export async function listCustomSubElements(
  orm: Orm,
  locale: Locale,
): Promise<AvailableCustomSubElementsResponse> {
  const availableCustomSubElements = await orm
    .select({
      id: customSubElements.id,
      name: localized(customSubElements.name, locale),
      imageUrl: customSubElements.imageUrl,
      recommendedByWed: customSubElements.recommendedByWed,
      price: customSubElements.priceCents,
      categoryId: customSubElements.categoryId,
    })
    .from(customSubElements)
    .where(eq(customSubElements.available, true))
    .orderBy(asc(customSubElements.categoryId), asc(customSubElements.id));
  const categories = await orm
    .select()
    .from(customSubElementCategories)
    .orderBy(asc(customSubElementCategories.id));
  return { availableCustomSubElements, categories };
}

/** GET /api/front/single-voucher/shipping-costs (API-030, LEFT-017, GIFT-009). */
export async function findShippingCosts(
  orm: Orm,
  pointOfSale: PointOfSale,
): Promise<ShippingCostsResponse> {
  const row = await shippingOf(orm, pointOfSale);
  if (!row) return { pointOfSale, amount: null, error: 'SHIPPING_COST_UNKNOWN' };
  return row.error
    ? { pointOfSale, amount: null, error: row.error }
    : { pointOfSale, amount: row.amountCents, error: null };
}

/** GET /api/front/gift-boxes (API-031, GIFT-027): boxes of a campaign medium, links tagged. */
export async function listGiftBoxes(
  orm: Orm,
  { utmMedium, locale }: { utmMedium?: string | undefined; locale: Locale },
): Promise<GiftBoxesResponse> {
  const rows = await orm
    .select({
      id: giftBoxes.id,
      title: localized(giftBoxes.title, locale),
      description: localized(giftBoxes.description, locale),
      rating: giftBoxes.rating,
      price: giftBoxes.priceCents,
      promoPrice: giftBoxes.promoPriceCents,
      image: giftBoxes.image,
      link: giftBoxes.link,
    })
    .from(giftBoxes)
    .where(
      utmMedium === undefined
        ? undefined
        : sql`${giftBoxes.utmMedia} @> ${sql.param([utmMedium])}::text[]`,
    )
    .orderBy(asc(giftBoxes.position), asc(giftBoxes.id));
  return {
    results: rows.map((row) => ({
      ...row,
      rating: Math.round(row.rating * 10) / 10,
      discount: boxDiscount(row.promoPrice, row.price),
      link:
        utmMedium === undefined
          ? row.link
          : `${row.link}?utm_medium=${encodeURIComponent(utmMedium)}`,
      utmMedium: utmMedium ?? null,
    })),
  };
}
