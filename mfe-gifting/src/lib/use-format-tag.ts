import { formattingLocale } from '@shop/i18n';
import { usePlatform } from '@shop/platform';

/** The Intl tag prices and dates are written with: the copy language in the market's region. */
export function useFormatTag(): string {
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  return formattingLocale(language, locale);
}
