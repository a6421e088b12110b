import type { ReviewPreview } from '@shop/api-contract';
import { reviewScoreLabel } from '@shop/criteria';
import { VisuallyHidden } from '@shop/design-system';
import { formatDate, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import styles from './Reviews.module.css';

/** The traveller types the reviews carry, each with its copy; another type shows as given. */
const TRAVELLER_TYPES = ['COUPLE', 'FAMILY', 'FRIENDS', 'SOLO', 'BUSINESS'] as const;
type TravellerType = (typeof TRAVELLER_TYPES)[number];
const isTravellerType = (type: string): type is TravellerType =>
  (TRAVELLER_TYPES as readonly string[]).includes(type);

export interface ReviewItemProps {
  review: ReviewPreview & { negative?: string };
}

/** CONT-062: one review: customer, traveller type, date, score out of 10, comments. */
export function ReviewItem({ review }: ReviewItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const score = reviewScoreLabel(review.average);
  return (
    <article className={styles.review} data-testid="review">
      <header className={styles.reviewHeader}>
        <p className={styles.customer}>
          <strong>{review.customer}</strong>
          {review.type ? (
            <span className={styles.muted}>
              {' · '}
              {isTravellerType(review.type) ? t(`reviews.types.${review.type}`) : review.type}
            </span>
          ) : null}
        </p>
        <p className={styles.muted}>
          <time dateTime={review.date}>
            {formatDate(review.date, formattingLocale(language, locale))}
          </time>
        </p>
        {score.kind === 'score' ? (
          <p className={styles.score}>
            <span aria-hidden="true">{score.text}</span>
            <VisuallyHidden>{t('reviews.scoreLabel', { score: score.text })}</VisuallyHidden>
          </p>
        ) : null}
      </header>
      {review.positive ? (
        <p className={styles.comment}>
          <span className={styles.sign} aria-hidden="true">
            +
          </span>
          <VisuallyHidden>{t('reviews.positive')}</VisuallyHidden> {review.positive}
        </p>
      ) : null}
      {review.negative ? (
        <p className={styles.comment}>
          <span className={styles.sign} aria-hidden="true">
            −
          </span>
          <VisuallyHidden>{t('reviews.negative')}</VisuallyHidden> {review.negative}
        </p>
      ) : null}
    </article>
  );
}
