import { LOCALES } from '@shop/criteria';
import { describe, expect, it } from '@jest/globals';
import { stayLayoutOf } from './market-layout';

describe('PROD-008 market layout', () => {
  it('PROD-008: es_ES and it_IT hide the tabs and move hotel and score above the title', () => {
    for (const locale of ['es_ES', 'it_IT'] as const)
      expect(stayLayoutOf(locale)).toEqual({ sectionTabs: false, hotelScore: 'aboveTitle' });
  });

  it('PROD-008: the four other market locales keep the tabs, hotel and score under the title', () => {
    const others = LOCALES.filter((locale) => locale !== 'es_ES' && locale !== 'it_IT');
    expect(others).toHaveLength(4);
    for (const locale of others)
      expect(stayLayoutOf(locale)).toEqual({ sectionTabs: true, hotelScore: 'belowTitle' });
  });
});
