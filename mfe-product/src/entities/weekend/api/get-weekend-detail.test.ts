import { describe, expect, it } from '@jest/globals';
import { isWeekendDetail, weekendDetailUrl } from './get-weekend-detail';

const READ = {
  id: 12,
  label: 'Spa weekend',
  hotel: { label: 'Hotel del Mar', city: 'Nice', stars: 4 },
  price: { sellPrice: 19_900, refPrice: 24_900, promo: 20, nights: 1 },
};

describe('weekend detail call (API-015, ADR 0019)', () => {
  it('API-015: asks the detail of the id for the market locale, the id escaped', () => {
    expect(weekendDetailUrl('12', 'fr_FR')).toBe('/api/weekend/12/detail.json?locale=fr_FR');
    expect(weekendDetailUrl('a/b', 'nl_BE')).toBe('/api/weekend/a%2Fb/detail.json?locale=nl_BE');
  });

  it('accepts an answer carrying what the page reads', () => {
    expect(isWeekendDetail(READ)).toBe(true);
  });

  it('refuses an answer missing or mistyping what the page reads', () => {
    expect(isWeekendDetail(null)).toBe(false);
    expect(isWeekendDetail([])).toBe(false);
    expect(isWeekendDetail({ ...READ, label: 3 })).toBe(false);
    expect(isWeekendDetail({ ...READ, hotel: undefined })).toBe(false);
    expect(isWeekendDetail({ ...READ, hotel: { ...READ.hotel, stars: '4' } })).toBe(false);
    expect(isWeekendDetail({ ...READ, price: { ...READ.price, sellPrice: Number.NaN } })).toBe(
      false,
    );
    expect(isWeekendDetail({ ...READ, price: { ...READ.price, nights: undefined } })).toBe(false);
  });
});
