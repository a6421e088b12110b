import { buttonClassName } from '@shop/design-system';
import { Link, paths, type RemotePageProps } from '@shop/platform';
import { useEffect } from 'react';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../i18n';
import styles from './NotFoundPage.module.css';

/**
 * The not-found page (SHELL-014, SRCH-065, SRCH-069). The exact-match lookup, search box and
 * editorial selection arrive with the search issue.
 */
export default function NotFoundPage(_props: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);

  // SRCH-065: noindex, follow while this page is shown.
  useEffect(() => {
    const robots = document.querySelector('meta[name="robots"]');
    const previous = robots?.getAttribute('content') ?? null;
    robots?.setAttribute('content', 'noindex, follow');
    return () => {
      if (previous !== null) robots?.setAttribute('content', previous);
    };
  }, []);

  return (
    <section className={styles.notFound}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={paths.home()} className={buttonClassName()}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
