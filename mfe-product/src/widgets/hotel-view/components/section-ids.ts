/** The page's sections, their ids (anchors) and the sticky bar's tabs (PROD-044, PROD-046). */
export const SECTION_IDS = { about: 'about', offers: 'offers', reviews: 'reviews' } as const;
export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS];
