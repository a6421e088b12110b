import { describe, expect, it } from '@jest/globals';
import { isBestPrice, isBestPromo } from './best-price';
import type { Availability, AvailabilityDay } from './selection';

const day = (extra: Partial<AvailabilityDay>): AvailabilityDay => ({
  price: '100',
  amount: 10000,
  minLos: 1,
  ...extra,
});

describe('CRIT-068 availability-day model', () => {
  it('CRIT-068: price string, amount, minLos, promo and bestPriceOfTheMonth keyed by date', () => {
    const availability: Availability = {
      '2030-06-01': day({ promo: 20, bestPriceOfTheMonth: true }),
    };
    expect(availability['2030-06-01']).toEqual({
      price: '100',
      amount: 10000,
      minLos: 1,
      promo: 20,
      bestPriceOfTheMonth: true,
    });
  });
});

describe('CRIT-069 best price', () => {
  const availability: Availability = {
    '2030-06-01': day({ bestPriceOfTheMonth: true }),
    '2030-06-02': day({ bestPriceOfTheMonth: true }),
    '2030-06-03': day({ bestPriceOfTheMonth: false }),
  };

  it('CRIT-069: true only when every night is flagged best of the month', () => {
    expect(isBestPrice(availability, '2030-06-01', 2)).toBe(true);
    expect(isBestPrice(availability, '2030-06-01', 3)).toBe(false);
    expect(isBestPrice(availability, '2030-06-02', 3)).toBe(false);
    expect(isBestPrice(availability, '2030-06-01', 0)).toBe(false);
  });
});

describe('CRIT-070 best promo', () => {
  it('CRIT-070: every night at the month maximum, with more than one distinct promo in the month', () => {
    const availability: Availability = {
      '2030-06-01': day({ promo: 30 }),
      '2030-06-02': day({ promo: 30 }),
      '2030-06-03': day({ promo: 10 }),
      '2030-07-01': day({ promo: 15 }),
      '2030-07-02': day({ promo: 15 }),
    };
    expect(isBestPromo(availability, '2030-06-01', 2)).toBe(true);
    expect(isBestPromo(availability, '2030-06-02', 2)).toBe(false);
    expect(isBestPromo(availability, '2030-07-01', 1)).toBe(false);
    expect(isBestPromo(availability, '2030-06-01', 0)).toBe(false);
  });

  it('CRIT-070: a night without promo data is not best', () => {
    expect(
      isBestPromo({ '2030-06-01': day({}), '2030-06-02': day({ promo: 5 }) }, '2030-06-01', 1),
    ).toBe(false);
  });
});
