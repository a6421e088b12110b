import { describe, expect, it } from '@jest/globals';
import {
  AUTO_DISCOUNT_OVERRIDE_PERCENT,
  autoDiscountPercent,
  displayPromo,
  PROMO_DISPLAY_THRESHOLDS,
  promoBadgeValue,
} from './promo';

describe('CRIT-075 promo display thresholds', () => {
  it('CRIT-075: below 5% for activity-only vouchers the promo shows as 0', () => {
    expect(displayPromo(4, 'activityOnly')).toBe(0);
    expect(displayPromo(5, 'activityOnly')).toBe(5);
  });

  it('CRIT-075: below 10% for the hotel offers list the promo shows as 0', () => {
    expect(displayPromo(9, 'hotelOffers')).toBe(0);
    expect(displayPromo(10, 'hotelOffers')).toBe(10);
  });

  it('CRIT-075 LEFT-014: the quote uses the 10% threshold', () => {
    expect(PROMO_DISPLAY_THRESHOLDS.quote).toBe(10);
    expect(displayPromo(9.9, 'quote')).toBe(0);
    expect(displayPromo(Number.NaN, 'quote')).toBe(0);
  });
});

describe('CRIT-079 promo badge', () => {
  it('CRIT-079: the n of "-{n}%", none without a promo', () => {
    expect(promoBadgeValue(25)).toBe(25);
    expect(promoBadgeValue(24.6)).toBe(25);
    expect(promoBadgeValue(0)).toBeUndefined();
    expect(promoBadgeValue(undefined)).toBeUndefined();
  });
});

describe('CRIT-082 auto-discount', () => {
  it('CRIT-082: the discount of "Promo: Save {{discount}}% extra" from autoDiscount {code, value}', () => {
    expect(autoDiscountPercent({ code: 'SUMMER', value: 10 })).toBe(10);
    expect(autoDiscountPercent({ code: 'SUMMER', value: 0 })).toBeUndefined();
    expect(autoDiscountPercent({ code: '', value: 10 })).toBeUndefined();
    expect(autoDiscountPercent(null)).toBeUndefined();
    expect(AUTO_DISCOUNT_OVERRIDE_PERCENT).toBe(10);
  });
});
