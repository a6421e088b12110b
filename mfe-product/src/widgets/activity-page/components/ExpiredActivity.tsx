import { buttonClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link, paths, shellQueryOf, usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import styles from './ExpiredActivity.module.css';

/**
 * PROD-068: a voucher whose published is false: "Too late!", the expiry text and "See other
 * offers" to the activity search page (the shell's query, e.g. lng, kept).
 */
export function ExpiredActivity() {
  const { t } = useTranslation(NAMESPACE);
  const search = usePlatform((state) => state.location.search);
  const activitySearch = usePlatform((state) => state.flags.activityOnly);
  const query = shellQueryOf(search);
  return (
    <section className={styles.expired} aria-labelledby="activity-expired-title" role="status">
      <h2 id="activity-expired-title" className={styles.title}>
        {t('activity.expired.title')}
      </h2>
      <p className={styles.text}>{t('activity.expired.text')}</p>
      {/* SHELL-054: without the activity-only search, the stays' search. */}
      <Link
        to={activitySearch ? paths.activitySearch(query) : paths.search(query)}
        className={buttonClassName()}
      >
        {t('activity.expired.cta')}
      </Link>
    </section>
  );
}
