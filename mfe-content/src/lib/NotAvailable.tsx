import { useTranslation } from '@shop/i18n';
import { Link, paths } from '@shop/platform';
import { NAMESPACE } from '../i18n';
import styles from './NotAvailable.module.css';

/** SHELL-008: the default page of a content address with nothing behind it (no dead end). */
export function NotAvailable({ message }: { message: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.box} aria-labelledby="not-available-title">
      <h1 id="not-available-title">{message}</h1>
      <p>
        <Link to={paths.home()}>{t('common.home')}</Link>
        {' · '}
        <Link to={paths.ideas()}>{t('common.ideas')}</Link>
      </p>
    </section>
  );
}
