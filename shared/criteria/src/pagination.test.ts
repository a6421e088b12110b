import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import {
  pageCountOf,
  paginationGroupSize,
  paginationLinkHints,
  paginationPages,
  paginationQuery,
  resultsRange,
} from './pagination';

describe('CRIT-093 pagination page groups', () => {
  it('CRIT-093: under 10 pages every number is shown', () => {
    expect(paginationGroupSize(9)).toBe(1);
    expect(paginationPages(9, 4)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(paginationPages(0, 0)).toEqual([]);
  });

  it('CRIT-093: under 100 pages grouped by tens', () => {
    expect(paginationGroupSize(10)).toBe(10);
    expect(paginationGroupSize(99)).toBe(10);
    expect(paginationPages(45, 12)).toEqual([
      0, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 29, 39, 44,
    ]);
  });

  it('CRIT-093: otherwise grouped by hundreds', () => {
    expect(paginationGroupSize(100)).toBe(100);
    expect(paginationPages(350, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 99, 199, 299, 349]);
  });

  it('CRIT-093: "{from} - {to} results of {total}" numbers', () => {
    expect(resultsRange(0, 24, 100)).toEqual({ from: 1, to: 24, total: 100 });
    expect(resultsRange(4, 24, 100)).toEqual({ from: 97, to: 100, total: 100 });
    expect(resultsRange(0, 24, 0)).toEqual({ from: 0, to: 0, total: 0 });
    expect(pageCountOf(100, 24)).toBe(5);
    expect(pageCountOf(0, 24)).toBe(0);
  });

  it('CRIT-093 property: pages ascending, unique, in range, with the current, first and last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.nat(6000), (count, current) => {
        const pages = paginationPages(count, current);
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages[0]).toBe(0);
        expect(pages.at(-1)).toBe(count - 1);
        expect(pages).toContain(Math.min(current, count - 1));
        expect(pages.length).toBeLessThanOrEqual(
          count < 10 ? count : 12 + Math.ceil(count / 100) + 10,
        );
      }),
    );
  });
});

describe('CRIT-094 pagination links', () => {
  const search = 'flow=gifting&page=2&from=searchBar&utm_source=x&theme=3';

  it('CRIT-094: zero-based page, flow and the listed parameters kept', () => {
    expect(paginationQuery(search, 3, ['utm_source'])).toBe('flow=gifting&utm_source=x&page=3');
    expect(paginationQuery(search, 0)).toBe('flow=gifting');
  });

  it('CRIT-094: previous and next link hints', () => {
    expect(paginationLinkHints({ search, page: 2, pageCount: 5 })).toEqual({
      prev: 'flow=gifting&page=1',
      next: 'flow=gifting&page=3',
    });
    expect(paginationLinkHints({ search, page: 0, pageCount: 1 })).toEqual({});
    expect(paginationLinkHints({ search: '', page: 1, pageCount: 2 })).toEqual({ prev: '' });
  });
});
