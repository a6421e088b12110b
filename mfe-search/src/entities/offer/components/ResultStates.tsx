import { Skeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import gridStyles from './ResultsGrid.module.css';
import styles from './ResultStates.module.css';
import cardStyles from './StayCard.module.css';

/** SRCH-011: placeholders the size of the cards while the results load (no layout shift). */
export function ResultsSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('results.loading')}
      data-testid="results-loading"
    >
      <ul className={gridStyles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={gridStyles.cell}>
            <div className={cardStyles.card}>
              <div className={cardStyles.media} />
              <div className={cardStyles.body}>
                <Skeleton height="1.25rem" width="85%" />
                <Skeleton height="1rem" width="60%" />
                <Skeleton height="1rem" width="40%" />
                <Skeleton height="1rem" width="75%" />
                <Skeleton height="2rem" width="45%" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** SRCH-010: children or babies without the family theme (39). */
export function FamilyNotice({ familyHref }: { familyHref: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.family} data-testid="family-notice">
      <p className={styles.text}>{t('results.familyNotice')}</p>
      <Link to={familyHref}>{t('results.familyLink')}</Link>
    </div>
  );
}
