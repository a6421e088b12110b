import { offersResponseSchema, priceResponseSchema } from '@shop/api-contract';
import { describe, expect, it } from '@jest/globals';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { lowestPriorPrices } from '../catalogue';
import { rowsOf } from '../db/rows';
import { weekendPriceHistory, weekends } from '../db/schema';
import { liveCatalogueTestApp } from '../testing/live-catalogue';
import { TEST_SEED } from '../testing/test-app';
import { refreshSearchReadModel } from './read-model';

describe('price history in the catalogue and the answers (BEY-005)', () => {
  // Every request reads the catalogue version again, so that a change shows at once.
  const ctx = liveCatalogueTestApp();

  const historyOf = (id: number) =>
    ctx.database.orm
      .select()
      .from(weekendPriceHistory)
      .where(eq(weekendPriceHistory.weekendId, id))
      .orderBy(asc(weekendPriceHistory.validFrom), asc(weekendPriceHistory.id));

  it('BEY-005: the seed gives promoted packages a lowest price of the 30 days before, the reference price or lower', async () => {
    const orm = ctx.database.orm;
    const promoted = await orm
      .select({ id: weekends.id, ref: weekends.refPriceCents, sell: weekends.sellPriceCents })
      .from(weekends)
      .where(gt(weekends.promoPercent, 0));
    expect(promoted.length).toBeGreaterThan(5);
    const lowest = await lowestPriorPrices(
      orm,
      promoted.map((row) => row.id),
    );
    expect([...lowest.keys()].sort((a, b) => a - b)).toEqual(
      promoted.map((row) => row.id).sort((a, b) => a - b),
    );
    const atReference = promoted.filter((row) => lowest.get(row.id) === row.ref);
    const lower = promoted.filter((row) => lowest.get(row.id)! < row.ref);
    expect(atReference.length).toBeGreaterThan(0);
    expect(lower.length).toBeGreaterThan(0);
    expect(atReference.length + lower.length).toBe(promoted.length);
    // The seed's last rows are the current prices: its refresh wrote none.
    const [{ after } = { after: -1 }] = rowsOf<{ after: number }>(
      await orm.execute(
        sql`select count(*)::int as after from ${weekendPriceHistory}
          where ${weekendPriceHistory.validFrom} >= ${`${TEST_SEED.today}T00:00:00Z`}::timestamptz`,
      ),
    );
    expect(after).toBe(0);
  });

  it('BEY-005: a price change refreshed writes a history row; the reduction shows the lowest price before it on the card and the stay price', async () => {
    const orm = ctx.database.orm;
    const [pkg] = await orm
      .select({ id: weekends.id, hotelId: weekends.hotelId, sell: weekends.sellPriceCents })
      .from(weekends)
      .where(and(eq(weekends.promoPercent, 0), eq(weekends.published, true)))
      .orderBy(desc(weekends.id))
      .limit(1);
    const before = await historyOf(pkg!.id);
    // Refreshing without a change writes nothing.
    await refreshSearchReadModel(orm, { weekendIds: [pkg!.id] });
    expect(await historyOf(pkg!.id)).toEqual(before);

    // An admin write: 25 % off the current price.
    const reduced = Math.round(pkg!.sell * 0.75);
    await orm
      .update(weekends)
      .set({ sellPriceCents: reduced, refPriceCents: pkg!.sell, promoPercent: 25 })
      .where(eq(weekends.id, pkg!.id));
    const started = Date.now();
    await refreshSearchReadModel(orm, { weekendIds: [pkg!.id] });
    const after = await historyOf(pkg!.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after[after.length - 1]).toMatchObject({
      sellPriceCents: reduced,
      refPriceCents: pkg!.sell,
      promoPercent: 25,
    });
    expect(Math.abs(after[after.length - 1]!.validFrom.getTime() - started)).toBeLessThan(60_000);
    expect((await lowestPriorPrices(orm, [pkg!.id])).get(pkg!.id)).toBe(pkg!.sell);

    // The undated card (in-memory index or SQL) and the stay's "from" price carry it ...
    const search = async (criteria: Record<string, unknown>) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/offers.json',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ locale: 'fr_FR', pageSize: 48, criteria }),
      });
      expect(response.statusCode).toBe(200);
      const body = offersResponseSchema.parse(response.json());
      return body.exactMatch.find((card) => card.id === pkg!.id);
    };
    expect(await search({ hotelId: pkg!.hotelId })).toMatchObject({
      sellPrice: reduced,
      promo: 25,
      lowestPrice30Days: pkg!.sell,
    });
    // A dated card's reduction is the check-in day's (day-price-history.test.ts): not the package's.
    const dated = await search({ hotelId: pkg!.hotelId, checkin: '2026-12-04', night: 1 });
    if (dated && dated.promo === 0) expect(dated.lowestPrice30Days).toBeNull();
    const price = await ctx.app.inject({
      method: 'GET',
      url: `/api/weekend/${pkg!.id}/price.json?locale=fr_FR`,
    });
    expect(priceResponseSchema.parse(price.json())).toMatchObject({
      priceType: 'FROM_PRICE',
      promo: 25,
      lowestPrice30Days: pkg!.sell,
    });

    // ... and a package without a reduction answers null.
    const plain = await orm
      .select({ id: weekends.id })
      .from(weekends)
      .where(and(eq(weekends.promoPercent, 0), eq(weekends.hotelId, pkg!.hotelId)));
    for (const { id } of plain) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/weekend/${id}/price.json?locale=fr_FR`,
      });
      expect(priceResponseSchema.parse(response.json()).lowestPrice30Days).toBeNull();
    }
  });
});
