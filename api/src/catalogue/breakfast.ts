import type { Breakfast } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { languageOf, type LocalizedText } from '../db/localized-text';
import type { ProgramLine } from '../db/schema';

const inLanguage = (value: LocalizedText, locale: Locale): string =>
  value[languageOf(locale)] || value.en;

/**
 * PROD-077: a package's breakfast (type, title, schedules, detailList, mustKnowList) from its
 * program's BREAKFAST line, in the locale's language; null when breakfast is not included. A line
 * written before its details existed gives empty lists.
 */
export function breakfastOf(lines: readonly ProgramLine[], locale: Locale): Breakfast | null {
  const line = lines.find((candidate) => candidate.type === 'BREAKFAST');
  if (!line) return null;
  return {
    type: 'BREAKFAST',
    title: inLanguage(line.title, locale),
    schedules: [...(line.breakfast?.schedules ?? [])],
    detailList: (line.breakfast?.detailList ?? []).map((item) => inLanguage(item, locale)),
    mustKnowList: (line.breakfast?.mustKnowList ?? []).map((item) => inLanguage(item, locale)),
  };
}
