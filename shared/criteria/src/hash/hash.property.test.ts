import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { z } from 'zod/mini';
import {
  garbageParams,
  messy,
  productHash,
  punctuation,
  searchCriteria,
} from '../test-support/arbitraries';
import { parseProductHash, parseSearchHash } from './parse';
import {
  ProductHashSchema,
  referenceParseProductHash,
  referenceParseSearchHash,
  referenceSerialiseProductHash,
  referenceSerialiseSearchHash,
  SearchCriteriaSchema,
} from '../test-support/zod-reference';
import { serialiseProductHash, serialiseSearchHash } from './serialise';

const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), punctuation, garbageParams);

describe('CRIT-006 CRIT-007 CRIT-009 search hash properties', () => {
  it('CRIT-006/007: parse(serialise(x)) deep-equals x for any valid criteria', () => {
    fc.assert(
      fc.property(searchCriteria, (criteria) => {
        expect(parseSearchHash(serialiseSearchHash(criteria))).toStrictEqual(criteria);
      }),
      { numRuns: 500 },
    );
  });

  it('CRIT-006: serialise writes keys in the fixed field order, no leading #, no empty value', () => {
    const order = Object.keys(SearchCriteriaSchema.shape);
    fc.assert(
      fc.property(searchCriteria, (criteria) => {
        const text = serialiseSearchHash(criteria);
        expect(text.startsWith('#')).toBe(false);
        const keys = [...new URLSearchParams(text).keys()];
        expect(keys).toEqual([...keys].sort((x, y) => order.indexOf(x) - order.indexOf(y)));
        expect(new Set(keys).size).toBe(keys.length);
        for (const value of new URLSearchParams(text).values()) expect(value).not.toBe('');
      }),
    );
  });

  it('CRIT-006: parse never throws on any string and always yields valid criteria', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const criteria = parseSearchHash(text);
        expect(z.safeParse(SearchCriteriaSchema, criteria).success).toBe(true);
        expect(criteria.s).toBe(criteria.c > 0 || criteria.b > 0);
      }),
      { numRuns: 1000 },
    );
  });

  it('CRIT-006: parsing is a normalisation: serialise then parse again changes nothing', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const criteria = parseSearchHash(text);
        expect(parseSearchHash(serialiseSearchHash(criteria))).toStrictEqual(criteria);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('CRIT-008 product hash properties', () => {
  it('CRIT-008: parse(serialise(x)) deep-equals x for any valid product hash', () => {
    fc.assert(
      fc.property(productHash, (hash) => {
        expect(parseProductHash(serialiseProductHash(hash))).toStrictEqual(hash);
      }),
      { numRuns: 500 },
    );
  });

  it('CRIT-008: parse never throws and always yields a valid product hash', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const hash = parseProductHash(text);
        expect(z.safeParse(ProductHashSchema, hash).success).toBe(true);
        expect(parseProductHash(serialiseProductHash(hash))).toStrictEqual(hash);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('CRIT-006 CRIT-007 CRIT-008 CRIT-029 the field tables read and write as the zod schemas did (ADR 0019)', () => {
  const hashText = fc.oneof(
    anyText,
    searchCriteria.map(serialiseSearchHash),
    productHash.map(serialiseProductHash),
  );

  it('CRIT-006/007/029: parseSearchHash equals the zod implementation on any text', () => {
    fc.assert(
      fc.property(hashText, (text) => {
        expect(parseSearchHash(text)).toStrictEqual(referenceParseSearchHash(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('CRIT-008: parseProductHash equals the zod implementation on any text', () => {
    fc.assert(
      fc.property(hashText, (text) => {
        expect(parseProductHash(text)).toStrictEqual(referenceParseProductHash(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('CRIT-006/007: serialiseSearchHash writes what the zod implementation wrote, bad values included', () => {
    fc.assert(
      fc.property(messy(searchCriteria), (criteria) => {
        expect(serialiseSearchHash(criteria)).toBe(referenceSerialiseSearchHash(criteria));
      }),
      { numRuns: 2000 },
    );
  });

  it('CRIT-008: serialiseProductHash writes what the zod implementation wrote, bad values included', () => {
    fc.assert(
      fc.property(messy(productHash), (hash) => {
        expect(serialiseProductHash(hash)).toBe(referenceSerialiseProductHash(hash));
      }),
      { numRuns: 2000 },
    );
  });
});
