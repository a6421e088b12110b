import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import {
  ACTIVITY_PRICE_MIN,
  applyPriceInput,
  clampPriceRange,
  firstDigitGroup,
  isOpenEndedMax,
  PRICE_SLIDER_CAP,
  PRICE_SLIDER_STEP,
  priceFilterFromSlider,
  priceSliderBounds,
  sliderFromPriceFilter,
} from './price-range';

describe('CRIT-032 price minimum threshold', () => {
  it('CRIT-032: a minimum of 9 or less means no minimum', () => {
    expect(priceFilterFromSlider({ min: 9, max: 100 }).priceMin).toBeUndefined();
    expect(priceFilterFromSlider({ min: 0, max: 100 }).priceMin).toBeUndefined();
    expect(priceFilterFromSlider({ min: 10, max: 100 }).priceMin).toBe(1000);
  });

  it('CRIT-032: an absent priceMin puts the slider at its floor', () => {
    expect(sliderFromPriceFilter({ priceMax: 10000 })).toEqual({ min: 0, max: 100 });
  });
});

describe('CRIT-033 price maximum cap', () => {
  it('CRIT-033: a maximum of 250 or more means no maximum, shown as 250+', () => {
    expect(priceFilterFromSlider({ min: 20, max: 250 }).priceMax).toBeUndefined();
    expect(priceFilterFromSlider({ min: 20, max: 400 }).priceMax).toBeUndefined();
    expect(priceFilterFromSlider({ min: 20, max: 249 }).priceMax).toBe(24900);
    expect(PRICE_SLIDER_CAP).toBe(250);
    expect(isOpenEndedMax(250)).toBe(true);
    expect(isOpenEndedMax(249)).toBe(false);
    expect(sliderFromPriceFilter({})).toEqual({ min: 0, max: 250 });
  });
});

describe('CRIT-034 cents and step', () => {
  it('CRIT-034: values are stored in cents (euros × 100), step 1', () => {
    expect(priceFilterFromSlider({ min: 50, max: 120 })).toEqual({
      priceMin: 5000,
      priceMax: 12000,
    });
    expect(sliderFromPriceFilter({ priceMin: 5000, priceMax: 12000 })).toEqual({
      min: 50,
      max: 120,
    });
    expect(PRICE_SLIDER_STEP).toBe(1);
    expect(clampPriceRange({ min: 10.4, max: 99.6 }, priceSliderBounds('booking'))).toEqual({
      min: 10,
      max: 100,
    });
  });
});

describe('CRIT-035 activity price minimum', () => {
  it('CRIT-035: in the activity flow the minimum is fixed at 1', () => {
    expect(ACTIVITY_PRICE_MIN).toBe(1);
    expect(priceSliderBounds('activity')).toEqual({ min: 1, max: 250 });
    expect(priceFilterFromSlider({ min: 80, max: 100 }, 'activity')).toEqual({
      priceMin: undefined,
      priceMax: 10000,
    });
    expect(sliderFromPriceFilter({ priceMin: 5000 }, 'activity')).toEqual({ min: 1, max: 250 });
  });
});

describe('CRIT-036 price number inputs', () => {
  const range = { min: 20, max: 150 };

  it('CRIT-036: only the first digit group counts', () => {
    expect(firstDigitGroup('12a34')).toBe(12);
    expect(firstDigitGroup('€ 45,90')).toBe(45);
    expect(firstDigitGroup('abc')).toBeUndefined();
    expect(applyPriceInput(range, 'min', '30 euros 40')).toEqual({ min: 30, max: 150 });
  });

  it('CRIT-036: the value is capped at the maximum', () => {
    expect(applyPriceInput(range, 'max', '9999')).toEqual({ min: 20, max: 250 });
  });

  it('CRIT-036: lower stays ≤ upper', () => {
    expect(applyPriceInput(range, 'min', '200')).toEqual({ min: 150, max: 150 });
    expect(applyPriceInput(range, 'max', '5')).toEqual({ min: 20, max: 20 });
  });

  it('CRIT-036: text without digits puts the edge back at its slider end', () => {
    expect(applyPriceInput(range, 'min', '')).toEqual({ min: 0, max: 150 });
    expect(applyPriceInput(range, 'max', '-')).toEqual({ min: 20, max: 250 });
  });

  it('CRIT-036 property: the range is always ordered, whole and within bounds', () => {
    const flow = fc.constantFrom('booking', 'activity', 'gifting', 'hotel') as fc.Arbitrary<
      'booking' | 'activity' | 'gifting' | 'hotel'
    >;
    const value = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double());
    fc.assert(
      fc.property(
        flow,
        value,
        value,
        fc.constantFrom('min', 'max'),
        fc.string(),
        (f, a, b, edge, text) => {
          const bounds = priceSliderBounds(f);
          const result = applyPriceInput({ min: a, max: b }, edge as 'min' | 'max', text, bounds);
          expect(result.min).toBeLessThanOrEqual(result.max);
          expect(result.min).toBeGreaterThanOrEqual(bounds.min);
          expect(result.max).toBeLessThanOrEqual(bounds.max);
          expect(Number.isInteger(result.min) && Number.isInteger(result.max)).toBe(true);
          const filter = priceFilterFromSlider(result, f);
          if (filter.priceMin !== undefined && filter.priceMax !== undefined) {
            expect(filter.priceMin).toBeLessThanOrEqual(filter.priceMax);
          }
        },
      ),
    );
  });

  it('CRIT-032..034 property: slider → filter → slider is stable', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 250 }), fc.integer({ min: 0, max: 250 }), (a, b) => {
        const filter = priceFilterFromSlider({ min: a, max: b });
        expect(priceFilterFromSlider(sliderFromPriceFilter(filter))).toEqual(filter);
      }),
    );
  });
});
