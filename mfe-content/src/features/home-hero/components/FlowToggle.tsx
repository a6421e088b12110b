import type { ContentFlow } from '@shop/api-contract';
import { useTranslation } from '@shop/i18n';
import { Link, paths } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import styles from './PromoBar.module.css';

/**
 * CONT-004: the two-option toggle between Stays and Gifts; each option is a link changing the
 * `flow` query parameter (works without JavaScript), the current one marked.
 */
export function FlowToggle({ flow }: { flow: ContentFlow }) {
  const { t } = useTranslation(NAMESPACE);
  const options = [
    { value: 'booking', label: t('home.flows.booking') },
    { value: 'gifting', label: t('home.flows.gifting') },
  ] as const;
  return (
    <nav className={styles.toggle} aria-label={t('home.flows.label')}>
      {options.map((option) => (
        <Link
          key={option.value}
          to={option.value === 'booking' ? paths.home() : paths.home({ flow: option.value })}
          className={styles.option}
          aria-current={flow === option.value ? 'page' : undefined}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
