import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { garbageParams, messy, punctuation, searchQuery } from './test-support/arbitraries';
import {
  referenceParseSearchQuery,
  referenceSerialiseSearchQuery,
} from './test-support/zod-reference';
import { parseSearchQuery, serialiseSearchQuery, updateSearchQuery } from './query';

describe('CRIT-010 flow, page and from are query parameters', () => {
  it('CRIT-010: reads flow, zero-based page and from', () => {
    expect(parseSearchQuery('?flow=gifting&page=2&from=searchBar')).toStrictEqual({
      flow: 'gifting',
      page: 2,
      from: 'searchBar',
    });
    expect(parseSearchQuery(new URLSearchParams('flow=activity'))).toStrictEqual({
      flow: 'activity',
      page: 0,
    });
  });

  it('CRIT-010: defaults to flow booking and page 0; bad values fall back', () => {
    for (const bad of [
      '',
      '?flow=stays&page=-1',
      'flow=&page=1.5',
      'page=abc&from=a%20b',
      'page=1e3',
    ]) {
      expect(parseSearchQuery(bad)).toStrictEqual({ flow: 'booking', page: 0 });
    }
  });

  it('CRIT-010: serialise leaves out the defaults', () => {
    expect(serialiseSearchQuery({ flow: 'booking', page: 0 })).toBe('');
    expect(serialiseSearchQuery({ flow: 'hotel', page: 4, from: 'searchBar' })).toBe(
      'flow=hotel&page=4&from=searchBar',
    );
  });

  it('CRIT-010: update keeps other parameters, sets from and drops page (SRCH-030)', () => {
    expect(updateSearchQuery('?lng=en&flow=gifting&page=3', { from: 'searchBar', page: 0 })).toBe(
      'lng=en&flow=gifting&from=searchBar',
    );
    expect(updateSearchQuery('flow=gifting&page=3', { page: undefined, flow: undefined })).toBe('');
  });

  it('CRIT-010: parse(serialise(q)) deep-equals q for any valid query', () => {
    fc.assert(
      fc.property(searchQuery, (query) => {
        expect(parseSearchQuery(serialiseSearchQuery(query))).toStrictEqual(query);
      }),
    );
  });

  it('CRIT-010: parse never throws on any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), punctuation, garbageParams),
        (text) => {
          const query = parseSearchQuery(text);
          expect(parseSearchQuery(serialiseSearchQuery(query))).toStrictEqual(query);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('CRIT-010: reads and writes the query as the zod schema it replaced did (ADR 0019)', () => {
    const text = fc.oneof(
      fc.string(),
      punctuation,
      garbageParams,
      searchQuery.map(serialiseSearchQuery),
    );
    fc.assert(
      fc.property(text, (search) => {
        expect(parseSearchQuery(search)).toStrictEqual(referenceParseSearchQuery(search));
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(messy(searchQuery), (query) => {
        expect(serialiseSearchQuery(query)).toBe(referenceSerialiseSearchQuery(query));
      }),
      { numRuns: 1000 },
    );
  });
});
