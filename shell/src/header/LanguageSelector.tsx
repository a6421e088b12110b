import { i18n, languageTag, useTranslation } from '@shop/i18n';
import { type Locale, isLocale } from '@shop/criteria';
import { LAST_LANGUAGE_COOKIE, platformStore, usePlatform } from '@shop/platform';
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

export function LanguageSelector() {
  const { t } = useTranslation('shell');
  const id = useId();
  const market = usePlatform((state) => state.market);
  const locale = usePlatform((state) => state.locale);
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
          <option key={option} value={option} lang={languageTag(option)}>
            {t(`languages.${option}`)}
          </option>
        ))}
      </select>
    </>
  );
}

export default LanguageSelector;
