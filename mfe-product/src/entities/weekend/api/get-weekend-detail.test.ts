import { parseProductHash } from '@shop/criteria';
import { describe, expect, it } from '@jest/globals';
import { weekendDetail } from '../../../test/weekend';
import { isWeekendDetail, weekendDetailUrl } from './get-weekend-detail';

const READ = weekendDetail();

describe('weekend detail call (API-015, PROD-017, ADR 0019)', () => {
  it('API-015: asks the detail of the id for the market locale as the mobile site, the id escaped', () => {
    expect(weekendDetailUrl('12', 'fr_FR')).toBe(
      '/api/weekend/12/detail.json?locale=fr_FR&client=msite',
    );
    expect(weekendDetailUrl('a/b', 'nl_BE')).toBe(
      '/api/weekend/a%2Fb/detail.json?locale=nl_BE&client=msite',
    );
  });

  it('PROD-017: passes the minisite context on the detail call', () => {
    expect(weekendDetailUrl('12', 'es_ES', { minisite: 'club-7' })).toBe(
      '/api/weekend/12/detail.json?locale=es_ES&client=msite&minisite=club-7',
    );
  });

  it('API-016: adds the hash stay when it is dated, and a party other than 2 adults', () => {
    const dated = parseProductHash('checkin=2030-06-01&checkout=2030-06-03&nights=2&a=2&c=1');
    expect(weekendDetailUrl('12', 'fr_FR', { hash: dated })).toBe(
      '/api/weekend/12/detail.json?locale=fr_FR&client=msite&checkin=2030-06-01&night=2&adult=2&child=1&baby=0',
    );
    expect(weekendDetailUrl('12', 'fr_FR', { hash: parseProductHash('a=40&checkin=bad') })).toBe(
      '/api/weekend/12/detail.json?locale=fr_FR&client=msite',
    );
  });

  it('accepts an answer carrying what the page reads', () => {
    expect(isWeekendDetail(READ)).toBe(true);
  });

  it('PROD-081: refuses an answer missing or mistyping what the page reads', () => {
    expect(isWeekendDetail(null)).toBe(false);
    expect(isWeekendDetail([])).toBe(false);
    expect(isWeekendDetail({ ...READ, label: 3 })).toBe(false);
    expect(isWeekendDetail({ ...READ, hotel: undefined })).toBe(false);
    expect(isWeekendDetail({ ...READ, hotel: { ...READ.hotel, stars: '4' } })).toBe(false);
    expect(isWeekendDetail({ ...READ, price: { ...READ.price, sellPrice: Number.NaN } })).toBe(
      false,
    );
    expect(isWeekendDetail({ ...READ, images: [1] })).toBe(false);
    expect(isWeekendDetail({ ...READ, programLine: [{ title: null }] })).toBe(false);
    expect(isWeekendDetail({ ...READ, breadcrumb: undefined })).toBe(false);
    expect(isWeekendDetail({ ...READ, published: 'yes' })).toBe(false);
  });
});
