import { describe, expect, it } from '@jest/globals';
import { lowestPriorPrice, type PricePoint } from './price-history';

const DAY = 24 * 60 * 60 * 1000;
const T = Date.UTC(2026, 10, 1);
const point = (daysBefore: number, sellPriceCents: number, promoPercent = 0): PricePoint => ({
  validFrom: T - daysBefore * DAY,
  sellPriceCents,
  promoPercent,
});

describe('lowest price of the 30 days before a reduction (BEY-005, ADR 0104)', () => {
  it('BEY-005: no reduction announced (last price without promotion, or no history): none', () => {
    expect(lowestPriorPrice([])).toBeNull();
    expect(lowestPriorPrice([point(90, 12_000), point(10, 11_000)])).toBeNull();
    expect(lowestPriorPrice([point(90, 12_000), point(40, 9_000, 25), point(10, 12_000)])).toBe(
      null,
    );
  });

  it('BEY-005: the lowest price applied in the 30 days before the reduction started, not the reference of long ago', () => {
    const history = [
      point(200, 15_000),
      point(100, 12_000),
      point(20, 11_000, 10),
      point(14, 12_000),
      point(0, 9_000, 25),
    ];
    // 15,000 ended 100 days before: out of the window; 11,000 applied 6 days within it.
    expect(lowestPriorPrice(history)).toBe(11_000);
    // At the reference price all the window long: the reference price.
    expect(lowestPriorPrice([point(100, 12_000), point(0, 9_000, 25)])).toBe(12_000);
  });

  it('BEY-005: the window edge: a price that ended exactly 30 days before does not count, one that ended a moment later does', () => {
    const ended = (ms: number): PricePoint[] => [
      { validFrom: T - 60 * DAY, sellPriceCents: 8_000, promoPercent: 0 },
      { validFrom: T - 30 * DAY + ms, sellPriceCents: 12_000, promoPercent: 0 },
      { validFrom: T, sellPriceCents: 9_000, promoPercent: 25 },
    ];
    expect(lowestPriorPrice(ended(0))).toBe(12_000);
    expect(lowestPriorPrice(ended(1))).toBe(8_000);
    // A price set long before and still applied at the window's start counts.
    expect(lowestPriorPrice([point(400, 10_500), point(0, 9_000, 25)])).toBe(10_500);
  });

  it('BEY-005: a reduction that deepens or moves keeps its start (progressive reduction)', () => {
    const history = [
      point(120, 12_000),
      point(40, 10_000),
      point(25, 11_000),
      point(20, 10_800, 10),
      point(5, 9_000, 25),
    ];
    // Window: the 30 days before day −20, so 10,000 (from day −40 to −25) counts.
    expect(lowestPriorPrice(history)).toBe(10_000);
  });

  it('BEY-005: on sale less than 30 days before the reduction: since it went on sale', () => {
    expect(lowestPriorPrice([point(12, 12_500), point(4, 10_000), point(2, 9_000, 20)])).toBe(
      10_000,
    );
    expect(lowestPriorPrice([point(12, 12_500), point(2, 9_000, 20)])).toBe(12_500);
    // On sale with the reduction: the lowest price since it went on sale.
    expect(lowestPriorPrice([point(9, 9_500, 20), point(3, 9_000, 30)])).toBe(9_000);
  });

  it('BEY-005: two prices written at the same instant: the first never applied', () => {
    const history = [point(90, 12_000), point(10, 7_000), point(10, 11_000), point(0, 9_000, 25)];
    expect(lowestPriorPrice(history)).toBe(11_000);
  });
});
