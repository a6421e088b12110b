import { ApiRequestError } from '@shop/api-contract';
import { describe, expect, it } from '@jest/globals';
import { LOCAL_TAX, price, quote, SPA_DATES, weekend } from '../../../test/booking-fixtures';
import {
  bookingFlowOf,
  checkBooking,
  isCheckinUnavailable,
  isPriceStateValid,
  isProductBookable,
  localTaxAmount,
  priceBannerState,
  quoteProblem,
  routeKindOf,
  totalStayAmount,
} from './booking-rules';

describe('booking rules of the stay page', () => {
  it('PROD-001: the flow comes from ?flow= (gifting, else booking; junk is booking)', () => {
    expect(bookingFlowOf('?flow=gifting')).toBe('gifting');
    expect(bookingFlowOf('?flow=booking')).toBe('booking');
    expect(bookingFlowOf('?flow=hotel')).toBe('booking');
    expect(bookingFlowOf('?flow=%3Cscript%3E')).toBe('booking');
    expect(bookingFlowOf('')).toBe('booking');
  });

  it('PROD-023: the price banner is hidden in gifting', () => {
    expect(priceBannerState('gifting', price(), false)).toEqual({ kind: 'hidden' });
  });

  it('PROD-024: loading, money saved (final price with promo), up to X% (from-price with promo), default', () => {
    expect(priceBannerState('booking', undefined, true)).toEqual({ kind: 'loading' });
    expect(
      priceBannerState(
        'booking',
        price({ priceType: 'FINAL_PRICE', promo: 20, moneySaved: 2500 }),
        false,
      ),
    ).toEqual({ kind: 'moneySaved', moneySaved: 2500, promo: 20 });
    expect(priceBannerState('booking', price({ promo: 25 }), false)).toEqual({
      kind: 'upTo',
      promo: 25,
    });
    expect(priceBannerState('booking', price({ promo: 0, moneySaved: 0 }), false)).toEqual({
      kind: 'default',
    });
    expect(
      priceBannerState('booking', price({ error: 'PACKAGE_NOT_AVAILABLE_CHECKIN' }), false),
    ).toEqual({
      kind: 'default',
    });
  });

  it('PROD-027: the price state is valid only on the product route and without a price error', () => {
    expect(isPriceStateValid('product', price())).toBe(true);
    expect(isPriceStateValid('hotel', price())).toBe(false);
    expect(isPriceStateValid('product', price({ error: 'NOPE' }))).toBe(false);
    expect(isPriceStateValid('product', undefined)).toBe(false);
  });

  it('PROD-035: the product route is the first path segment weekend', () => {
    expect(routeKindOf('/weekend/7')).toBe('product');
    expect(routeKindOf('/hotel/7')).toBeUndefined();
    expect(routeKindOf('/minisite/a/weekend/7')).toBeUndefined();
  });

  it('PROD-028: a price error containing PACKAGE_NOT_AVAILABLE_CHECKIN means no package that day', () => {
    expect(
      isCheckinUnavailable(price({ error: 'PACKAGE_NOT_AVAILABLE_CHECKIN: 2027-05-07' })),
    ).toBe(true);
    expect(isCheckinUnavailable(price({ error: 'OTHER' }))).toBe(false);
    expect(isCheckinUnavailable(price())).toBe(false);
  });

  it('PROD-029: not bookable; else the first error code; a failed call gives its message or "Quote error"', () => {
    expect(quoteProblem(quote({ bookable: false }), undefined)).toEqual({ kind: 'notBookable' });
    expect(
      quoteProblem(
        quote({
          errors: [
            { code: 'MIN_LENGTH_OF_STAY', message: 'Two nights at least' },
            { code: 'NOT_ENOUGH_ROOMS', message: 'x' },
          ],
        }),
        undefined,
      ),
    ).toEqual({ kind: 'refused', code: 'MIN_LENGTH_OF_STAY' });
    expect(
      quoteProblem(undefined, new ApiRequestError(400, 'BAD_REQUEST', 'checkin: in the past')),
    ).toEqual({ kind: 'error', text: 'checkin: in the past' });
    expect(quoteProblem(undefined, new ApiRequestError(0, 'NETWORK', 'offline'))).toEqual({
      kind: 'quoteError',
    });
    expect(quoteProblem(quote(), undefined)).toBeUndefined();
  });

  it('PROD-034 PROD-035: bookable only on the product route, published, with its activity data', () => {
    expect(isProductBookable('product', weekend())).toBe(true);
    expect(isProductBookable('hotel', weekend())).toBe(false);
    expect(isProductBookable('product', weekend({ published: false }))).toBe(false);
    expect(isProductBookable('product', weekend({ activities: [] }))).toBe(false);
  });

  it('PROD-032 PROD-033 PROD-036: dates first, then every activity day, then a quote without error', () => {
    const base = {
      bookable: true,
      checkin: '2027-05-07',
      checkout: '2027-05-08',
      choices: SPA_DATES,
      selections: ['spa_2027-05-07'],
      quoteProblem: undefined,
      quoteReady: true,
    };
    expect(checkBooking(base)).toEqual({ ok: true });
    expect(checkBooking({ ...base, checkout: undefined })).toEqual({ ok: false, reason: 'dates' });
    expect(checkBooking({ ...base, selections: [] })).toEqual({
      ok: false,
      reason: 'activityDates',
      missing: ['spa'],
    });
    expect(checkBooking({ ...base, quoteProblem: { kind: 'notBookable' } })).toEqual({
      ok: false,
      reason: 'quote',
    });
    expect(checkBooking({ ...base, bookable: false })).toEqual({
      ok: false,
      reason: 'notBookable',
    });
  });

  it('PROD-042 PROD-043: local tax per person per night, or a percentage for BOOKING_PERCENTAGE', () => {
    expect(localTaxAmount(LOCAL_TAX)).toEqual({ kind: 'perPersonPerNight', amount: 150 });
    expect(
      localTaxAmount({ ...LOCAL_TAX, amount: 0, type: 'BOOKING_PERCENTAGE', percentage: 5 }),
    ).toEqual({ kind: 'percentage', percentage: 5 });
    expect(localTaxAmount({ ...LOCAL_TAX, amount: 0 })).toEqual({ kind: 'none' });
  });

  it('PROD-031: the total stay adds the local tax total to the party price', () => {
    expect(totalStayAmount(quote())).toBe(20300);
    expect(totalStayAmount(quote({ totalStayAmount: null }))).toBe(20300);
  });
});
