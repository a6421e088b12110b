import { describe, expect, it } from '@jest/globals';
import { generatePriceHistory, promotedHistoryOf } from './price-history';

describe('seeded price history (BEY-005, ADR 0104)', () => {
  it('BEY-005: the seeded history ends with the current price; promoted packages get every shape', () => {
    const packages = Array.from({ length: 200 }, (_, i) => ({
      id: i + 1,
      sellPriceCents: 10_000 + i * 10,
      refPriceCents: i % 2 === 0 ? 13_000 + i * 10 : 10_000 + i * 10,
      promoPercent: i % 2 === 0 ? 23 : 0,
    }));
    const rows = generatePriceHistory(packages, { seed: 7, today: '2026-03-02' });
    expect(generatePriceHistory(packages, { seed: 7, today: '2026-03-02' })).toEqual(rows);
    const today = Date.parse('2026-03-02T00:00:00Z');
    for (const pkg of packages) {
      const own = rows.filter((row) => row.weekendId === pkg.id);
      const times = own.map((row) => (row.validFrom as Date).getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.max(...times)).toBeLessThan(today);
      expect(own[own.length - 1]).toMatchObject({
        sellPriceCents: pkg.sellPriceCents,
        refPriceCents: pkg.refPriceCents,
        promoPercent: pkg.promoPercent,
      });
    }
    const shapes = new Set(
      packages.filter((pkg) => pkg.promoPercent > 0).map((pkg) => promotedHistoryOf(7, pkg.id)),
    );
    expect(shapes).toEqual(new Set(['atReference', 'earlierPromotion', 'recentlyOnSale']));
  });
});
