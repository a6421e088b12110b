import { describe, expect, it } from '@jest/globals';
import { hotelAnchorOf, hotelStay, parseHotelHash, serialiseHotelHash } from './hotel';

const NOON = new Date(2027, 2, 10, 12, 0);

describe('hotel page hash (PROD-047)', () => {
  it('PROD-047: reads checkin, checkout, a, c, b and anchor=products', () => {
    expect(
      parseHotelHash('#checkin=2027-04-02&checkout=2027-04-04&a=3&c=1&b=1&anchor=products'),
    ).toEqual({
      checkin: '2027-04-02',
      checkout: '2027-04-04',
      a: 3,
      c: 1,
      b: 1,
      s: true,
      anchor: 'products',
    });
  });

  it('PROD-047: the anchor alone, read without the rest of the hash', () => {
    expect(hotelAnchorOf('#a=3&anchor=products')).toBe('products');
    expect(hotelAnchorOf('anchor=reviews')).toBeUndefined();
    expect(hotelAnchorOf(undefined)).toBeUndefined();
  });

  it('PROD-047: an empty hash gives 2 adults, 0 children, 0 babies and no dates', () => {
    expect(parseHotelHash('')).toEqual({ a: 2, c: 0, b: 0, s: false });
    expect(parseHotelHash(undefined)).toEqual({ a: 2, c: 0, b: 0, s: false });
  });

  it('PROD-047: garbage falls back to the defaults and never throws', () => {
    expect(
      parseHotelHash('#checkin=2027-02-30&checkout=tomorrow&a=40&c=-1&b=x&anchor=top&%%%'),
    ).toEqual({ a: 2, c: 0, b: 0, s: false });
  });

  it('PROD-047: writes the non-default fields only, and reads back what it wrote', () => {
    const text = serialiseHotelHash({
      checkin: '2027-04-02',
      checkout: '2027-04-04',
      a: 2,
      c: 0,
      b: 0,
      s: false,
    });
    expect(text).toBe('checkin=2027-04-02&checkout=2027-04-04');
    expect(serialiseHotelHash(parseHotelHash('a=4&b=1'))).toBe('a=4&b=1&s=1');
  });

  it('PROD-047: what it writes reads back the same, whatever it was given', () => {
    for (const text of [
      '',
      'checkin=2027-04-02&checkout=2027-04-04&a=1&c=10&b=10&anchor=products',
      'a=20&c=3&s=0',
      'checkin=2027-13-01&a=0&c=11&b=x&anchor=Products',
      '#a=07&c=1.5&b=1e1&checkout=2027-04-04',
    ]) {
      const read = parseHotelHash(text);
      expect(parseHotelHash(serialiseHotelHash(read))).toEqual(read);
    }
  });

  it('PROD-047: a stay needs both dates in order, at most 30 nights, not in the past', () => {
    expect(hotelStay({ checkin: '2027-04-02', checkout: '2027-04-04' }, NOON)).toEqual({
      checkin: '2027-04-02',
      checkout: '2027-04-04',
      nights: 2,
    });
    expect(hotelStay({ checkin: '2027-04-02' }, NOON)).toBeNull();
    expect(hotelStay({ checkin: '2027-04-04', checkout: '2027-04-02' }, NOON)).toBeNull();
    expect(hotelStay({ checkin: '2027-04-02', checkout: '2027-05-20' }, NOON)).toBeNull();
    expect(hotelStay({ checkin: '2027-03-01', checkout: '2027-03-03' }, NOON)).toBeNull();
    expect(
      hotelStay({ checkin: '2027-03-10', checkout: '2027-03-11' }, new Date(2027, 2, 10, 21)),
    ).toBeNull();
  });
});
