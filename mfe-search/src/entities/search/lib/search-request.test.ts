import { MAX_ID } from '@shop/api-contract';
import type { SearchCriteria } from '@shop/criteria';
import { describe, expect, it } from '@jest/globals';
import { apiIdOf, searchNightsOf } from './search-request';

const criteria = (extra: Partial<SearchCriteria>) => extra as SearchCriteria;

describe('apiIdOf', () => {
  it('takes a positive integer id from text or number', () => {
    expect(apiIdOf('42')).toBe(42);
    expect(apiIdOf(7)).toBe(7);
    expect(apiIdOf(MAX_ID)).toBe(MAX_ID);
  });
  it('leaves out what the API would refuse (a safe default, never a 400)', () => {
    for (const bad of [undefined, '', '0', '-3', '01', '1.5', 'abc', '12345678901', MAX_ID + 1]) {
      expect(apiIdOf(bad)).toBeUndefined();
    }
  });
});

describe('searchNightsOf', () => {
  it('prefers night, then nights, then the dates', () => {
    expect(searchNightsOf(criteria({ night: 2, nights: 3 }))).toBe(2);
    expect(searchNightsOf(criteria({ nights: 3 }))).toBe(3);
    expect(searchNightsOf(criteria({ checkin: '2027-03-05', checkout: '2027-03-08' }))).toBe(3);
  });
  it('leaves out nights outside 1..30', () => {
    expect(searchNightsOf(criteria({ night: 0 }))).toBeUndefined();
    expect(searchNightsOf(criteria({ night: 31 }))).toBeUndefined();
    expect(searchNightsOf(criteria({}))).toBeUndefined();
  });
});
