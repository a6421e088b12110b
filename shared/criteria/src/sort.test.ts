import { describe, expect, it } from '@jest/globals';
import { FLOWS } from './query';
import { availableSorts, DEFAULT_SORT, isSortOffered, SORT_LABELS } from './sort';

const located = { lat: 48.8, lng: 2.3 };

describe('CRIT-045 default sort', () => {
  it('CRIT-045: priceQuality is the default, labelled "Quality/Price", offered in every flow', () => {
    expect(DEFAULT_SORT).toBe('priceQuality');
    expect(SORT_LABELS.priceQuality).toBe('Quality/Price');
    for (const flow of FLOWS) expect(availableSorts(flow, {})[0]).toBe('priceQuality');
  });
});

describe('CRIT-046 distance sort', () => {
  it('CRIT-046: offered only when lat and lng are present', () => {
    for (const flow of FLOWS) {
      expect(isSortOffered('distance', flow, located)).toBe(true);
      expect(isSortOffered('distance', flow, {})).toBe(false);
      expect(isSortOffered('distance', flow, { lat: 48.8 })).toBe(false);
      expect(isSortOffered('distance', flow, { lng: 0 })).toBe(false);
    }
  });
});

describe('CRIT-047 promo sort', () => {
  it('CRIT-047: "Discount", booking flow only', () => {
    expect(SORT_LABELS.promo).toBe('Discount');
    expect(FLOWS.filter((flow) => isSortOffered('promo', flow, located))).toEqual(['booking']);
  });
});

describe('CRIT-048 priceAsc and popularity', () => {
  it('CRIT-048: "Price Ascending" and popularity in the booking and hotel flows only', () => {
    expect(SORT_LABELS.priceAsc).toBe('Price Ascending');
    for (const sort of ['priceAsc', 'popularity'] as const) {
      expect(FLOWS.filter((flow) => isSortOffered(sort, flow, located))).toEqual([
        'booking',
        'hotel',
      ]);
    }
  });
});

describe('CRIT-049 single-voucher price sorts', () => {
  it('CRIT-049: svPriceDesc and svPriceAsc in the gifting flow only', () => {
    for (const sort of ['svPriceDesc', 'svPriceAsc'] as const) {
      expect(FLOWS.filter((flow) => isSortOffered(sort, flow, located))).toEqual(['gifting']);
    }
  });

  it('CRIT-045..049: the full list per flow', () => {
    expect(availableSorts('booking', located)).toEqual([
      'priceQuality',
      'distance',
      'promo',
      'priceAsc',
      'popularity',
    ]);
    expect(availableSorts('hotel', {})).toEqual(['priceQuality', 'priceAsc', 'popularity']);
    expect(availableSorts('gifting', {})).toEqual(['priceQuality', 'svPriceDesc', 'svPriceAsc']);
    expect(availableSorts('activity', located)).toEqual(['priceQuality', 'distance']);
  });
});
