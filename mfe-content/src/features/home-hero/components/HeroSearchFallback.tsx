import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import styles from './HeroSearchFallback.module.css';

export interface HeroSearchFallbackProps {
  onRetry: () => void;
}

/** BEY-011: the hero's search box could not load; the rest of the home page keeps working. */
export default function HeroSearchFallback({ onRetry }: HeroSearchFallbackProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.fallback} role="status">
      <p className={styles.message}>{t('home.search.unavailable')}</p>
      <Button onClick={onRetry}>{t('home.search.retry')}</Button>
    </div>
  );
}
