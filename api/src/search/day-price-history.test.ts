import {
  activityOnlyDetailSchema,
  activitySearchResponseSchema,
  hotelDetailSchema,
  offersResponseSchema,
  priceResponseSchema,
  productOffersResponseSchema,
  quoteSchema,
} from '@shop/api-contract';
import { describe, expect, it } from '@jest/globals';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  changeActivityPrices,
  changeDayPrices,
  lowestPriorActivityPrices,
  lowestPriorDayPrices,
  lowestPriorPrices,
} from '../catalogue';
import {
  activityPriceHistory,
  activityProducts,
  weekendAvailability,
  weekendDayPriceHistory,
  weekendDayPromotionHistory,
  weekends,
} from '../db/schema';
import { liveCatalogueTestApp } from '../testing/live-catalogue';
import { TEST_SEED } from '../testing/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('lowest prior price of dated prices, hotel offers and activities (BEY-005)', () => {
  // Every request reads the catalogue version again, so that a change shows at once.
  const ctx = liveCatalogueTestApp();

  const get = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json() as unknown;
  };
  const post = async (url: string, body: unknown) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as unknown;
  };
  /** A bookable check-in day of a published package, with or without a promotion. */
  const dayOf = async (promoted: boolean) => {
    const [day] = await ctx.database.orm
      .select({
        weekendId: weekendAvailability.weekendId,
        hotelId: weekends.hotelId,
        date: weekendAvailability.date,
        priceCents: weekendAvailability.priceCents,
        promoPercent: weekendAvailability.promoPercent,
        nights: weekends.nights,
      })
      .from(weekendAvailability)
      .innerJoin(weekends, eq(weekends.id, weekendAvailability.weekendId))
      .where(
        and(
          eq(weekends.published, true),
          promoted
            ? gt(weekendAvailability.promoPercent, 9)
            : eq(weekendAvailability.promoPercent, 0),
          gt(weekendAvailability.availableRooms, 2),
          eq(weekendAvailability.minLos, 1),
          // Bookable days: from a week after today, within the seeded year.
          sql`${weekendAvailability.date} >= current_date + 7`,
        ),
      )
      .orderBy(asc(weekendAvailability.date), asc(weekendAvailability.weekendId))
      .limit(1);
    return day!;
  };

  it('BEY-005: every package with promoted days has seeded day promotions ending with the current one, all before the seed day', async () => {
    const rows = await ctx.database.orm
      .select()
      .from(weekendDayPromotionHistory)
      .orderBy(
        asc(weekendDayPromotionHistory.weekendId),
        asc(weekendDayPromotionHistory.validFrom),
        asc(weekendDayPromotionHistory.id),
      );
    expect(rows.length).toBeGreaterThan(10);
    const today = Date.parse(`${TEST_SEED.today}T00:00:00Z`);
    const last = new Map(rows.map((row) => [row.weekendId, row]));
    for (const row of last.values()) expect(row.promoPercent).toBeNull();
    for (const row of rows) expect(row.validFrom.getTime()).toBeLessThan(today);
    // The days' own history is empty after the seed: no writer changed a day.
    const own = await ctx.database.orm.select().from(weekendDayPriceHistory).limit(1);
    expect(own).toEqual([]);
  });

  it("BEY-005: a dated card and the dated stay price show the check-in day's lowest prior price with a promo, null without", async () => {
    const promoted = await dayOf(true);
    const figure = (await lowestPriorDayPrices(ctx.database.orm, promoted.date, [promoted])).get(
      promoted.weekendId,
    );
    // The day's reference price, or lower (an earlier promotion), never below its price now.
    const reference = Math.round((promoted.priceCents * 100) / (100 - promoted.promoPercent));
    expect(figure).toBeGreaterThanOrEqual(promoted.priceCents);
    expect(figure).toBeLessThanOrEqual(reference);

    const search = async (day: Awaited<ReturnType<typeof dayOf>>) => {
      const body = offersResponseSchema.parse(
        await post('/api/offers.json', {
          locale: 'fr_FR',
          pageSize: 48,
          criteria: { hotelId: day.hotelId, checkin: day.date, night: day.nights },
        }),
      );
      return body.exactMatch.find((card) => card.id === day.weekendId);
    };
    expect(await search(promoted)).toMatchObject({
      priceType: 'FINAL_PRICE',
      sellPrice: promoted.priceCents,
      promo: promoted.promoPercent,
      lowestPrice30Days: figure,
    });
    const price = priceResponseSchema.parse(
      await get(
        `/api/weekend/${promoted.weekendId}/price.json?locale=fr_FR&checkin=${promoted.date}&adult=2`,
      ),
    );
    expect(price).toMatchObject({ priceType: 'FINAL_PRICE', lowestPrice30Days: figure });
    // The quote the checkout summary shows carries it too.
    const quote = quoteSchema.parse(
      await get(
        `/api/product/${promoted.weekendId}/quote?locale=fr_FR&checkin=${promoted.date}&nights=${promoted.nights}&adult=2`,
      ),
    );
    expect(quote.errors).toEqual([]);
    expect(quote.priceInfo?.lowestPrice30Days).toBe(figure);

    const plain = await dayOf(false);
    expect((await search(plain))?.lowestPrice30Days).toBeNull();
    const plainPrice = priceResponseSchema.parse(
      await get(
        `/api/weekend/${plain.weekendId}/price.json?locale=fr_FR&checkin=${plain.date}&adult=2`,
      ),
    );
    expect(plainPrice).toMatchObject({ priceType: 'FINAL_PRICE', lowestPrice30Days: null });
  });

  it("BEY-005: the hotel page's offers (detail.json, /product/:id/offers undated and dated) carry the figure with a promo, null without", async () => {
    const orm = ctx.database.orm;
    const [promotedPkg] = await orm
      .select({ id: weekends.id, hotelId: weekends.hotelId })
      .from(weekends)
      .where(and(gt(weekends.promoPercent, 0), eq(weekends.published, true)))
      .orderBy(asc(weekends.id))
      .limit(1);
    const hotelId = promotedPkg!.hotelId;
    const packages = await orm.select().from(weekends).where(eq(weekends.hotelId, hotelId));
    const figures = await lowestPriorPrices(
      orm,
      packages.map((pkg) => pkg.id),
    );
    const detail = hotelDetailSchema.parse(
      await get(`/api/hotels/${hotelId}/detail.json?locale=fr_FR`),
    );
    for (const offer of detail.weekends) {
      const pkg = packages.find((row) => row.id === offer.id)!;
      expect(offer.price.lowestPrice30Days).toBe(
        pkg.promoPercent > 0 ? figures.get(pkg.id)! : null,
      );
    }
    expect(detail.weekends.some((offer) => (offer.price.lowestPrice30Days ?? 0) > 0)).toBe(true);

    const undated = productOffersResponseSchema.parse(
      await get(`/api/product/${promotedPkg!.id}/offers?locale=fr_FR&adult=2`),
    );
    for (const offer of Object.values(undated)) {
      const pkg = packages.find((row) => row.id === offer.weekendId)!;
      expect(offer.priceInfo.lowestPrice30Days).toBe(
        offer.priceInfo.promoPercentageRounded > 0 ? figures.get(pkg.id)! : null,
      );
    }

    const day = await dayOf(true);
    const dated = productOffersResponseSchema.parse(
      await get(
        `/api/product/${day.weekendId}/offers?locale=fr_FR&adult=2&checkin=${day.date}&nights=${day.nights}`,
      ),
    );
    const offer = dated[String(day.weekendId)]!;
    expect(offer.priceInfo.priceType).toBe('FINAL_PRICE');
    expect(offer.priceInfo.lowestPrice30Days).toBe(
      (await lowestPriorDayPrices(orm, day.date, [day])).get(day.weekendId),
    );
    for (const other of Object.values(dated)) {
      if (other.priceInfo.promoPercentageRounded === 0) {
        expect(other.priceInfo.lowestPrice30Days).toBeNull();
      }
    }
  });

  it("BEY-005: a writer of a day's price records it (changeDayPrices): the day keeps its package's past, a new reduction shows the price before it", async () => {
    const orm = ctx.database.orm;
    const day = await dayOf(true);
    const ofDay = sql`${weekendAvailability.weekendId} = ${day.weekendId} and ${weekendAvailability.date} = ${day.date}::date`;
    const before = (await lowestPriorDayPrices(orm, day.date, [day])).get(day.weekendId);
    // The promotion ends: the day sells at its reference price.
    const reference = Math.round((day.priceCents * 100) / (100 - day.promoPercent));
    await changeDayPrices(orm, ofDay, () =>
      orm
        .update(weekendAvailability)
        .set({ priceCents: reference, promoPercent: 0 })
        .where(sql`${ofDay}`),
    );
    const own = await orm
      .select()
      .from(weekendDayPriceHistory)
      .where(
        and(
          eq(weekendDayPriceHistory.weekendId, day.weekendId),
          eq(weekendDayPriceHistory.date, day.date),
        ),
      )
      .orderBy(asc(weekendDayPriceHistory.validFrom));
    // Its package's day promotions, priced for the day, then the change.
    expect(own.at(-2)).toMatchObject({
      priceCents: day.priceCents,
      promoPercent: day.promoPercent,
    });
    expect(own.at(-1)).toMatchObject({ priceCents: reference, promoPercent: 0 });
    const ended = { ...day, priceCents: reference, promoPercent: 0 };
    expect((await lowestPriorDayPrices(orm, day.date, [ended])).size).toBe(0);
    // The points computed from the package agree with the figure it had.
    const points = own.slice(0, -1).map((row) => row.priceCents);
    expect(before).toBeGreaterThanOrEqual(Math.min(...points));

    // A new reduction (a second writer, an instant later): the lowest price before it is the
    // reference price it sold at, the earlier reduction lying more than 30 days back or not.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reduced = Math.round(reference * 0.7);
    await changeDayPrices(orm, ofDay, () =>
      orm
        .update(weekendAvailability)
        .set({ priceCents: reduced, promoPercent: 30 })
        .where(sql`${ofDay}`),
    );
    const now = { ...day, priceCents: reduced, promoPercent: 30 };
    const figure = (await lowestPriorDayPrices(orm, day.date, [now])).get(day.weekendId)!;
    expect(figure).toBeLessThanOrEqual(reference);
    expect(figure).toBeGreaterThanOrEqual(Math.min(...points));
    // A history that does not end with the day's price (a writer that did not record) gives none.
    const stale = { ...now, priceCents: reduced - 100 };
    expect((await lowestPriorDayPrices(orm, day.date, [stale])).size).toBe(0);
  });

  it('BEY-005: a day without a package campaign and without rows keeps its loaded price (valid from -infinity) when first changed', async () => {
    const orm = ctx.database.orm;
    const day = await dayOf(false);
    await orm
      .delete(weekendDayPromotionHistory)
      .where(eq(weekendDayPromotionHistory.weekendId, day.weekendId));
    const ofDay = sql`${weekendAvailability.weekendId} = ${day.weekendId} and ${weekendAvailability.date} = ${day.date}::date`;
    const reduced = Math.round(day.priceCents * 0.8);
    await changeDayPrices(orm, ofDay, () =>
      orm
        .update(weekendAvailability)
        .set({ priceCents: reduced, promoPercent: 20 })
        .where(sql`${ofDay}`),
    );
    const figure = await lowestPriorDayPrices(orm, day.date, [
      { weekendId: day.weekendId, priceCents: reduced, promoPercent: 20 },
    ]);
    expect(figure.get(day.weekendId)).toBe(day.priceCents);
  });

  it('BEY-005: activity cards and the activity voucher page carry the lowest prior price of a promoted price, null without; a recorded change moves it', async () => {
    const orm = ctx.database.orm;
    const products = await orm.select().from(activityProducts).orderBy(asc(activityProducts.id));
    const figures = await lowestPriorActivityPrices(orm, products);
    const promoted = products.find(
      (product) =>
        product.published && product.prices.some((price) => price.promoPercentageRounded >= 5),
    )!;
    expect(figures.get(promoted.id)?.size).toBeGreaterThan(0);
    const plain = products.find((product) =>
      product.prices.every((price) => price.promoPercentageRounded === 0),
    )!;
    expect(figures.has(plain.id)).toBe(false);

    for (const product of [promoted, plain]) {
      const detail = activityOnlyDetailSchema.parse(
        await get(`/api/activity-only/weekend/${product.id}/detail.json?locale=fr_FR`),
      );
      for (const [adults, price] of Object.entries(detail.pricesByAdults)) {
        expect(price.lowestPrice30Days).toBe(
          price.promo > 0 ? figures.get(product.id)!.get(Number(adults))! : null,
        );
      }
    }
    const search = activitySearchResponseSchema.parse(
      await post('/api/activity-only/search.json', {
        locale: 'fr_FR',
        numberOfPackagesPerHotel: 48,
      }),
    );
    const cards = search.exactMatch;
    expect(cards.some((card) => (card.lowestPrice30Days ?? 0) > 0)).toBe(true);
    for (const card of cards) {
      const party = figures.get(card.id)?.get(card.participants);
      expect(card.lowestPrice30Days).toBe(
        card.promo > 0 && party !== undefined ? Math.round(party / card.participants) : null,
      );
      if (card.promo === 0) expect(card.lowestPrice30Days).toBeNull();
    }

    // A writer of the prices records its change: the promotion ends, then a new one starts.
    const ofProduct = sql`${activityProducts.id} = ${promoted.id}`;
    const atReference = promoted.prices.map((price) => ({
      ...price,
      sellPrice: price.barPrice,
      promoPercentageRounded: 0,
    }));
    await changeActivityPrices(orm, ofProduct, () =>
      orm.update(activityProducts).set({ prices: atReference }).where(ofProduct),
    );
    expect(
      (await lowestPriorActivityPrices(orm, [{ ...promoted, prices: atReference }])).size,
    ).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const reducedAgain = atReference.map((price) => ({
      ...price,
      sellPrice: Math.round(price.barPrice * 0.6),
      promoPercentageRounded: 40,
    }));
    await changeActivityPrices(orm, ofProduct, () =>
      orm.update(activityProducts).set({ prices: reducedAgain }).where(ofProduct),
    );
    const again = (
      await lowestPriorActivityPrices(orm, [{ ...promoted, prices: reducedAgain }])
    ).get(promoted.id)!;
    for (const price of reducedAgain) {
      expect(again.get(price.paxComposition.adults)).toBeLessThanOrEqual(price.barPrice);
    }
    const rows = await orm
      .select()
      .from(activityPriceHistory)
      .where(eq(activityPriceHistory.activityProductId, promoted.id));
    expect(rows.some((row) => row.promoPercent === 40)).toBe(true);
    expect(rows.every((row) => row.validFrom.getTime() < Date.now() + DAY_MS)).toBe(true);
  });
});
