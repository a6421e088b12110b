import { buttonClassName } from '@shop/design-system';
import { paths, reportError } from '@shop/platform';
import { useEffect } from 'react';
import { useTranslation } from '@shop/i18n';
import styles from './CrashScreen.module.css';

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : 'Unknown render error';
}

/** SHELL-060: what replaces a page that crashed. A plain link, so it works even if routing broke. */
export function CrashView({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  // SHELL-061: every crash reaches the logs call at level ERROR.
  useEffect(() => {
    void reportError({ message: describe(error), app: 'shell' });
  }, [error]);
  return (
    <main className={styles.crash}>
      <h1>{t('crash.title')}</h1>
      <p>{t('crash.text')}</p>
      <a className={buttonClassName()} href={paths.home()}>
        {t('crash.button')}
      </a>
    </main>
  );
}
