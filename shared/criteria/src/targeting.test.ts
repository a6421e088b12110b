import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import {
  firstTargetedBanner,
  matchesTargeting,
  TARGETING_TEXT_FIELDS,
  type Targeting,
  type TargetingContext,
} from './targeting';

const search: TargetingContext = {
  theme: ['3', 'spa'],
  city: ['64', 'lyon'],
  locale: 'fr_FR',
  flow: 'booking',
  page: 'search',
  isLessThanTwoHours: false,
};

describe('CONT-013 LEFT-037 targeted-banner matching', () => {
  it('LEFT-037: an unset targeting field matches anything', () => {
    expect(matchesTargeting({}, search)).toBe(true);
    expect(matchesTargeting({}, {})).toBe(true);
  });

  it('CONT-013: a set field must equal the context (any of its names, case-insensitive)', () => {
    expect(matchesTargeting({ theme: 'SPA', page: 'search' }, search)).toBe(true);
    expect(matchesTargeting({ city: '64' }, search)).toBe(true);
    expect(matchesTargeting({ theme: 'gourmet' }, search)).toBe(false);
    expect(matchesTargeting({ region: 'ara' }, search)).toBe(false);
    expect(matchesTargeting({ page: 'home' }, search)).toBe(false);
    expect(matchesTargeting({ locale: 'es_ES' }, search)).toBe(false);
    expect(matchesTargeting({ flow: 'gifting' }, search)).toBe(false);
  });

  it('CONT-013: isLessThanTwoHours must match; an unknown context counts as false', () => {
    expect(matchesTargeting({ isLessThanTwoHours: true }, search)).toBe(false);
    expect(matchesTargeting({ isLessThanTwoHours: true }, { isLessThanTwoHours: true })).toBe(true);
    expect(matchesTargeting({ isLessThanTwoHours: false }, {})).toBe(true);
  });

  it('LEFT-037: the first matching banner wins', () => {
    const banners = [
      { id: 'spa-gifting', targeting: { theme: 'spa', flow: 'gifting' } },
      { id: 'close', targeting: { isLessThanTwoHours: true } },
      { id: 'spa-search', targeting: { theme: 'spa', page: 'search' } },
      { id: 'any', targeting: {} },
    ];
    expect(firstTargetedBanner(banners, search)?.id).toBe('spa-search');
    expect(firstTargetedBanner(banners, { page: 'search' })?.id).toBe('any');
    expect(firstTargetedBanner(banners.slice(0, 3), { page: 'home' })).toBeUndefined();
  });

  it('LEFT-037 property: adding a targeting field never turns a non-match into a match', () => {
    const text = fc.constantFrom('3', 'spa', 'lyon', '64', 'x');
    const targeting: fc.Arbitrary<Targeting> = fc.record(
      {
        ...Object.fromEntries(TARGETING_TEXT_FIELDS.map((field) => [field, text])),
        isLessThanTwoHours: fc.boolean(),
        page: fc.constantFrom('home', 'search', 'product'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(targeting, targeting, (narrow, extra) => {
        const wider = { ...extra, ...narrow };
        if (!matchesTargeting(narrow, search)) expect(matchesTargeting(wider, search)).toBe(false);
      }),
    );
  });
});
