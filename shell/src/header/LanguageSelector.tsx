import { i18n, languageTag, useTranslation } from '@shop/i18n';
import { type Locale, isLocale } from '@shop/criteria';
import { MOBILE_QUERY, useMediaQuery } from '@shop/design-system/media-query';
import { LAST_LANGUAGE_COOKIE, platformStore, usePlatform, useServedWidth } from '@shop/platform';
import { useId } from 'react';
import { writeCookie } from '../cookies';
import styles from './Header.module.css';

/** Switches the market language, remembers it (SHELL-022) and re-renders every app's copy. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  writeCookie(LAST_LANGUAGE_COOKIE, locale);
  await i18n.changeLanguage(locale);
  platformStore.setState({ locale, language: locale });
  document.documentElement.lang = languageTag(locale);
}

/** The language's code as a phone's header shows it: `fr_BE` → FR. */
export function languageCode(locale: Locale): string {
  return languageTag(locale).slice(0, 2).toUpperCase();
}

export function LanguageSelector() {
  const { t } = useTranslation('shell');
  const id = useId();
  const market = usePlatform((state) => state.market);
  const locale = usePlatform((state) => state.locale);
  // On a phone the selector shows the languages' codes (FR, NL): the header has no room for
  // their names, which remain their accessible names.
  const phone = useMediaQuery(MOBILE_QUERY, useServedWidth());
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLanguage(event.target.value);
        }}
      >
        {market.locales.map((option) => (
          <option
            key={option}
            value={option}
            lang={languageTag(option)}
            label={phone ? languageCode(option) : undefined}
            aria-label={phone ? t(`languages.${option}`) : undefined}
          >
            {t(`languages.${option}`)}
          </option>
        ))}
      </select>
    </>
  );
}

export default LanguageSelector;
