import type { Locale } from '@shop/criteria';
import { Button } from '@shop/design-system';
import { i18n, useTranslation } from '@shop/i18n';
import { paths } from '@shop/platform';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { chooseLanguage } from '../header/LanguageSelector';
import styles from './Splash.module.css';

const WELCOMES: readonly { locale: Locale; titleKey: string; buttonKey: string }[] = [
  { locale: 'nl_BE', titleKey: 'splash.nl.title', buttonKey: 'splash.nl.button' },
  { locale: 'fr_BE', titleKey: 'splash.fr.title', buttonKey: 'splash.fr.button' },
];

/**
 * SHELL-023: the Belgian splash. Each welcome is written in its own language, whatever the
 * current copy language, and leads to the Belgian home in that language.
 */
export function Splash({ onChosen }: { onChosen: () => void }) {
  useTranslation('shell');
  const navigate = useNavigate();
  return (
    <main className={styles.splash}>
      <div className={styles.choices}>
        {WELCOMES.map(({ locale, titleKey, buttonKey }) => {
          const t = i18n.getFixedT(locale, 'shell');
          return (
            <section key={locale} className={styles.choice} lang={locale.replace('_', '-')}>
              <h2>{t(titleKey)}</h2>
              <p>{t('splash.text')}</p>
              <Button
                onClick={async () => {
                  await chooseLanguage(locale);
                  // The home address is published before the page renders (ShellRouter).
                  flushSync(() => void navigate(paths.home(), { replace: true }));
                  onChosen();
                }}
              >
                {t(buttonKey)}
              </Button>
            </section>
          );
        })}
      </div>
    </main>
  );
}

export default Splash;
