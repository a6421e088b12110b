import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import {
  activityPricePerPerson,
  boxDiscount,
  isPriceType,
  nightsPromotionCount,
  PRICE_TYPES,
  priceUnit,
  reshapeActivityPrices,
  stayCardPrice,
  type PromoPrice,
} from './price';

describe('CRIT-074 price types', () => {
  it('CRIT-074: FROM_PRICE, FINAL_PRICE, GIFT or BENEFICIARY', () => {
    expect(PRICE_TYPES).toEqual(['FROM_PRICE', 'FINAL_PRICE', 'GIFT', 'BENEFICIARY']);
    expect(isPriceType('GIFT')).toBe(true);
    expect(isPriceType('from-price')).toBe(false);
  });
});

describe('CRIT-076 activity per-person price', () => {
  it('CRIT-076: converted from cents and divided by adults', () => {
    expect(activityPricePerPerson(12000, 2)).toBe(60);
    expect(activityPricePerPerson(9950, 1)).toBe(99.5);
    expect(activityPricePerPerson(9000, 0)).toBe(90);
  });
});

describe('CRIT-077 stay card price', () => {
  it('CRIT-077: rounded up to whole euros', () => {
    expect(stayCardPrice(12001)).toBe(121);
    expect(stayCardPrice(12000)).toBe(120);
    expect(stayCardPrice(11999)).toBe(120);
  });
});

describe('CRIT-078 box discount', () => {
  it('CRIT-078: ceil(100 − 100 × promo / price)', () => {
    expect(boxDiscount(75, 100)).toBe(25);
    expect(boxDiscount(79.9, 99.9)).toBe(21);
    expect(boxDiscount(70, 100)).toBe(30);
    expect(boxDiscount(50, 0)).toBe(0);
  });

  it('CRIT-078 property: between 0 and 100 when 0 ≤ promo ≤ price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (price, ratio) => {
          const discount = boxDiscount(price * ratio, price);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(100);
          expect(Number.isInteger(discount)).toBe(true);
        },
      ),
    );
  });
});

describe('CRIT-080 price unit', () => {
  it('CRIT-080: per person and per night; per person only in the activity flow', () => {
    expect(priceUnit('booking')).toBe('perPersonPerNight');
    expect(priceUnit('gifting')).toBe('perPersonPerNight');
    expect(priceUnit('activity')).toBe('perPerson');
  });
});

describe('CRIT-081 promotion of n nights', () => {
  it('CRIT-081: offers of more than one night without dates carry the count', () => {
    expect(nightsPromotionCount({ nights: 3, hasDates: false })).toBe(3);
    expect(nightsPromotionCount({ nights: 1, hasDates: false })).toBeUndefined();
    expect(nightsPromotionCount({ nights: 3, hasDates: true })).toBeUndefined();
    expect(nightsPromotionCount({ hasDates: false })).toBeUndefined();
  });
});

describe('CRIT-083 CRIT-084 activity price reshaping and price model', () => {
  it('CRIT-083: reshaped to {sellPrice, refPrice, promo, moneySaved} keyed by adult count', () => {
    expect(
      reshapeActivityPrices([
        {
          paxComposition: { adults: 1 },
          sellPrice: 4000,
          barPrice: 5000,
          promoPercentageRounded: 20,
        },
        {
          paxComposition: { adults: 2 },
          sellPrice: 7000,
          barPrice: 7000,
          promoPercentageRounded: 0,
        },
      ]),
    ).toEqual({
      1: { sellPrice: 4000, refPrice: 5000, promo: 20, moneySaved: 1000 },
      2: { sellPrice: 7000, refPrice: 7000, promo: 0, moneySaved: 0 },
    });
  });

  it('CRIT-084: the promo price model holds sellPrice, refPrice, promo, moneySaved, priceType, extraDiscount, nights', () => {
    const price: PromoPrice = {
      sellPrice: 100,
      refPrice: 150,
      promo: 33,
      moneySaved: 50,
      priceType: 'FINAL_PRICE',
      extraDiscount: 10,
      nights: 2,
    };
    expect(Object.keys(price)).toHaveLength(7);
  });
});
