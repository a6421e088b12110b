import { describe, expect, it } from '@jest/globals';
import { readCookie, readCookies } from './cookies';

describe('cookies of a request', () => {
  it('reads one cookie, or every cookie by name; a value that does not decode is left out', () => {
    const header = 'shop_lang=nl_BE; shop_consent=v1.1.0.1700000000000; broken=%E0%A4%A';
    expect(readCookie(header, 'shop_lang')).toBe('nl_BE');
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookies(header)).toEqual({
      shop_lang: 'nl_BE',
      shop_consent: 'v1.1.0.1700000000000',
    });
    expect(readCookies(undefined)).toEqual({});
  });
});
