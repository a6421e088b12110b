import { buttonClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link, paths } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { LATER_NAMESPACE } from '../../../i18n';
import styles from './NotFound.module.css';

/** SRCH-069: "Oops!", the 404 text and a "Go to the homepage" button. */
export function NotFoundMessage() {
  const { t } = useTranslation(LATER_NAMESPACE);
  usePageTitle(t('notFound.title'));
  return (
    <div className={styles.message}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={paths.home()} className={buttonClassName()}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}

/** While the exact-match lookup answers: the room of the message, announced as loading. */
export function MessageSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.message} role="status" aria-busy="true" aria-label={label}>
      <span className={`${styles.placeholder} ${styles.placeholderTitle}`} />
      <span className={styles.placeholder} />
      <span className={`${styles.placeholder} ${styles.placeholderShort}`} />
    </div>
  );
}
