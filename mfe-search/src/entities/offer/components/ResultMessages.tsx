import { Alert, Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import styles from './ResultStates.module.css';

/** SRCH-059: a failed search. */
export function ResultsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.state} data-testid="results-error">
      <Alert tone="error" title={t('results.error')} />
      <Button variant="secondary" onClick={onRetry}>
        {t('results.retry')}
      </Button>
    </div>
  );
}

/** SRCH-060, SRCH-063: no results at all, with "Remove all filters" (clears the hash). */
export function NoResults({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.state} data-testid="no-results">
      <Alert tone="info">
        <p className={styles.text}>{t('results.noResults')}</p>
      </Alert>
      <Button onClick={onClear}>{t('results.removeAllFilters')}</Button>
    </div>
  );
}
