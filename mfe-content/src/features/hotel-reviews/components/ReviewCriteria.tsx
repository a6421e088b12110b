import { REVIEW_CRITERIA, type ReviewDetail } from '@shop/api-contract';
import { criterionBarWidth, reviewScoreLabel } from '@shop/criteria';
import { useTranslation } from '@shop/i18n';
import { useStyleProperties } from '@shop/design-system';
import { NAMESPACE } from '../../../i18n';
import styles from './Reviews.module.css';

export interface ReviewCriteriaProps {
  details: readonly ReviewDetail[];
  score: number | null;
  totalCount: number;
}

/**
 * CONT-061, CRIT-092: the overall score out of 10 and the review count, then one 0–10 bar per
 * criterion (welcoming, comfort, cleanliness, food, localization, price/quality), its width the
 * score times ten percent.
 */
export function ReviewCriteria({ details, score, totalCount }: ReviewCriteriaProps) {
  const { t } = useTranslation(NAMESPACE);
  const overall = reviewScoreLabel(score);
  const byLabel = new Map(details.map((detail) => [detail.label, detail.score]));
  return (
    <div className={styles.criteria} data-testid="review-criteria">
      <p className={styles.overall}>
        <strong className={styles.overallScore}>
          {overall.kind === 'score'
            ? t('reviews.outOfTen', { score: overall.text })
            : t('reviews.new')}
        </strong>{' '}
        <span className={styles.muted}>{t('reviews.count', { count: totalCount })}</span>
      </p>
      <ul className={styles.bars}>
        {REVIEW_CRITERIA.filter((criterion) => byLabel.has(criterion)).map((criterion) => {
          const value = byLabel.get(criterion) ?? 0;
          const shown = reviewScoreLabel(value);
          const text = shown.kind === 'score' ? shown.text : '0,0';
          return (
            <li key={criterion} className={styles.bar} data-criterion={criterion}>
              <span className={styles.barLabel}>{t(`reviews.criteria.${criterion}`)}</span>
              <span className={styles.track} aria-hidden="true">
                <CriterionFill width={criterionBarWidth(value)} />
              </span>
              <span className={styles.barScore}>{text}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The bar's fill, `width` percent wide (set through the CSSOM: see useStyleProperties). */
function CriterionFill({ width }: { width: number }) {
  const size = useStyleProperties<HTMLSpanElement>({ width: `${width}%` });
  return <span className={styles.fill} ref={size} />;
}
