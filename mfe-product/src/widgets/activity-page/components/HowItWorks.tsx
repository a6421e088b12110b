import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import styles from './HowItWorks.module.css';

const STEPS = ['choose', 'receive', 'book'] as const;

/**
 * PROD-069: how it works, in 3 steps: choose the activity; receive the voucher by e-mail or post;
 * the beneficiary books a slot with the partner.
 */
export function HowItWorks() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.section} aria-labelledby="activity-how-title">
      <h2 id="activity-how-title" className={styles.title}>
        {t('activity.howItWorks.title')}
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(`activity.howItWorks.${step}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
