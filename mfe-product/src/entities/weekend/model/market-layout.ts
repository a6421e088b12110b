import type { Locale } from '@shop/criteria';

/** PROD-008: the markets whose product page has no section tabs. */
export const MARKETS_WITHOUT_SECTION_TABS: readonly Locale[] = ['es_ES', 'it_IT'];

export interface StayLayout {
  /** The five-tab navbar (PROD-007) is shown. */
  sectionTabs: boolean;
  /**
   * Where the hotel's name and score sit: under the title (default), or above it, beside the
   * wishlist heart, as the Spanish and Italian pages have it (ADR 0035).
   */
  hotelScore: 'belowTitle' | 'aboveTitle';
}

/** PROD-008: the Spanish and Italian markets hide the tabs and put hotel and score above the title. */
export function stayLayoutOf(locale: Locale): StayLayout {
  const variant = MARKETS_WITHOUT_SECTION_TABS.includes(locale);
  return { sectionTabs: !variant, hotelScore: variant ? 'aboveTitle' : 'belowTitle' };
}
