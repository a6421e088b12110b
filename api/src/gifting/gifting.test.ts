import {
  apiErrorSchema,
  availableCustomSubElementsResponseSchema,
  giftBoxesResponseSchema,
  shippingCostsResponseSchema,
  singleVoucherPricesSchema,
  subElementsResponseSchema,
} from '@shop/api-contract';
import { boxDiscount } from '@shop/criteria';
import { eq, sql } from 'drizzle-orm';
import { singleVouchers, weekends } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('gifting routes', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const voucherWhere = async (condition: ReturnType<typeof sql>) => {
    const [row] = await ctx.database.orm
      .select()
      .from(singleVouchers)
      .where(condition)
      .orderBy(singleVouchers.weekendId)
      .limit(1);
    return row;
  };

  it('API-027 / LEFT-018 / GIFT-017 / GIFT-018: the price list per nights, shipping, customization, giftable', async () => {
    const voucher = await voucherWhere(
      sql`${singleVouchers.isGiftable} and jsonb_array_length(${singleVouchers.priceList}) > 0`,
    );
    const response = await get(
      `/api/single-voucher/${voucher!.weekendId}/prices.json?locale=fr_FR`,
    );
    expect(response.statusCode).toBe(200);
    const prices = singleVoucherPricesSchema.parse(response.json());
    const [weekend] = await ctx.database.orm
      .select({ label: weekends.label })
      .from(weekends)
      .where(eq(weekends.id, voucher!.weekendId));
    expect(prices).toMatchObject({
      id: voucher!.weekendId,
      label: weekend!.label.fr,
      isGiftable: true,
      validityMonths: 12,
      adults: 2,
      shippingCosts: { amount: 490 },
    });
    expect(prices.priceList.map((entry) => entry.nights)).toEqual([1, 2, 3]);
    for (const entry of prices.priceList) {
      expect(entry.sellPrices[0]).toBe(entry.sellPrice);
      expect(entry.sellPrice % 100).toBe(0);
    }
    expect(prices.shippingCosts.internationalShippingFeesPerCountry).toHaveProperty('BE');
  });

  it('GIFT-020..022: customization rules: fromName 40 text only, message 180', async () => {
    const voucher = await voucherWhere(sql`true`);
    const prices = singleVoucherPricesSchema.parse(
      (await get(`/api/single-voucher/${voucher!.weekendId}/prices.json?locale=es_ES`)).json(),
    );
    expect(prices.customization.fromName).toMatchObject({ maxLength: 40, textOnly: true });
    expect(prices.customization.message).toMatchObject({ maxLength: 180 });
  });

  it('GIFT-016: not giftable with an empty price list or without the flag; shipping error in NL', async () => {
    const empty = await voucherWhere(sql`jsonb_array_length(${singleVouchers.priceList}) = 0`);
    const emptyPrices = singleVoucherPricesSchema.parse(
      (await get(`/api/single-voucher/${empty!.weekendId}/prices.json?locale=nl_NL`)).json(),
    );
    expect(emptyPrices).toMatchObject({ priceList: [], isGiftable: false });
    expect(emptyPrices.shippingCosts.amount).toBeNull();

    const unflagged = await voucherWhere(
      sql`not ${singleVouchers.isGiftable} and jsonb_array_length(${singleVouchers.priceList}) > 0`,
    );
    expect(
      singleVoucherPricesSchema.parse(
        (await get(`/api/single-voucher/${unflagged!.weekendId}/prices.json?locale=it_IT`)).json(),
      ).isGiftable,
    ).toBe(false);
  });

  it('API-027: unknown voucher 404, bad id or locale 400', async () => {
    const missing = await get('/api/single-voucher/999999/prices.json?locale=fr_FR');
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json()).error).toBe('NOT_FOUND');
    const bad = await get('/api/single-voucher/0/prices.json?locale=fr_FR');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'id: expected a positive integer id',
    });
    const badLocale = await get('/api/single-voucher/1/prices.json?locale=en_GB');
    expect(badLocale.statusCode).toBe(400);
    expect(badLocale.json().message).toMatch(/^locale: /);
  });

  it('API-028 / LEFT-018 / GIFT-012: sub-element groups with single or multiple selection', async () => {
    const response = await get('/api/front/sub-elements?locale=nl_BE');
    expect(response.statusCode).toBe(200);
    const { groups } = subElementsResponseSchema.parse(response.json());
    expect(groups.map((group) => group.singleSelection)).toEqual([true, false]);
    expect(groups[0]!.name).toBe('Verpakking');
    const packaging = groups[0]!.elements;
    expect(packaging.filter((element) => element.isDefault)).toHaveLength(1);
    expect(packaging.some((element) => element.isRecommended)).toBe(true);
    expect(packaging[0]).toMatchObject({ name: 'Klassieke envelop', price: 0 });
    expect((await get('/api/front/sub-elements')).statusCode).toBe(400);
  });

  it('API-029 / GIFT-014: available custom sub-elements and their categories', async () => {
    const response = await get(
      '/api/front/sub-elements/available-custom-sub-elements?locale=it_IT',
    );
    expect(response.statusCode).toBe(200);
    const body = availableCustomSubElementsResponseSchema.parse(response.json());
    expect(body.categories.map((category) => category.id)).toEqual([1, 2]);
    expect(body.categories[0]!.names.it).toBe('Grafica del biglietto');
    const categoryIds = new Set(body.categories.map((category) => category.id));
    expect(body.availableCustomSubElements.length).toBeGreaterThan(0);
    expect(
      body.availableCustomSubElements.every((element) => categoryIds.has(element.categoryId)),
    ).toBe(true);
    expect(body.availableCustomSubElements.some((element) => element.recommendedByWed)).toBe(true);
  });

  it('API-030 / LEFT-017 / GIFT-009 / GIFT-015: shipping cost per point of sale, cacheable, error when paused', async () => {
    const france = await get('/api/front/single-voucher/shipping-costs?pointOfSale=FR');
    expect(france.statusCode).toBe(200);
    expect(france.headers['cache-control']).toBe('public, max-age=3600');
    expect(shippingCostsResponseSchema.parse(france.json())).toEqual({
      pointOfSale: 'FR',
      amount: 490,
      error: null,
    });
    const lower = await get('/api/front/single-voucher/shipping-costs?pointOfSale=es');
    expect(lower.json()).toEqual({ pointOfSale: 'ES', amount: 590, error: null });
    const paused = shippingCostsResponseSchema.parse(
      (await get('/api/front/single-voucher/shipping-costs?pointOfSale=NL')).json(),
    );
    expect(paused).toEqual({
      pointOfSale: 'NL',
      amount: null,
      error: 'PHYSICAL_FORMAT_UNAVAILABLE',
    });
    const unknown = await get('/api/front/single-voucher/shipping-costs?pointOfSale=DE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^pointOfSale: /);
    const missing = await get('/api/front/single-voucher/shipping-costs');
    expect(missing.json()).toEqual({ error: 'BAD_REQUEST', message: 'pointOfSale: required' });
  });

  it('API-031 / GIFT-027 / CRIT-078: gift boxes of a utm medium with tagged links', async () => {
    const all = giftBoxesResponseSchema.parse((await get('/api/front/gift-boxes')).json());
    expect(all.results.length).toBeGreaterThanOrEqual(6);
    expect(all.results[0]).toMatchObject({ title: 'Escapade gourmande', utmMedium: null });
    for (const box of all.results) {
      expect(box.discount).toBe(boxDiscount(box.promoPrice, box.price));
      expect(box.promoPrice).toBeLessThanOrEqual(box.price);
      expect(box.rating).toBeLessThanOrEqual(10);
    }
    const newsletter = giftBoxesResponseSchema.parse(
      (await get('/api/front/gift-boxes?utmMedium=newsletter&locale=es_ES')).json(),
    );
    expect(newsletter.results.length).toBeGreaterThan(0);
    expect(newsletter.results.length).toBeLessThan(all.results.length);
    expect(newsletter.results[0]!.title).toBe('Escapada gourmet');
    expect(newsletter.results.every((box) => box.link.endsWith('?utm_medium=newsletter'))).toBe(
      true,
    );
    const none = giftBoxesResponseSchema.parse(
      (await get('/api/front/gift-boxes?utmMedium=unknown')).json(),
    );
    expect(none.results).toEqual([]);
    const bad = await get('/api/front/gift-boxes?utmMedium=%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^utmMedium: /);
  });

  it('lists every gifting route in the OpenAPI document', async () => {
    const document = (await get('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    for (const path of [
      '/api/single-voucher/{id}/prices.json',
      '/api/front/sub-elements',
      '/api/front/sub-elements/available-custom-sub-elements',
      '/api/front/single-voucher/shipping-costs',
      '/api/front/gift-boxes',
      '/api/activity-only/search.json',
      '/api/activity-only/weekend/{id}/detail.json',
      '/api/activities/{id}/images.json',
      '/api/weekend/{id}/activity.json',
    ]) {
      expect(document.paths).toHaveProperty([path]);
    }
  });
});
