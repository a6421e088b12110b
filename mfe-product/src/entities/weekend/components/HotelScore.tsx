import type { WeekendDetail } from '@shop/api-contract';
import { reviewScoreLabel, reviewWord } from '@shop/criteria';
import { ReviewScore } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import styles from './HotelScore.module.css';

/** PROD-004: the hotel's name, stars and review score. */
export function HotelScore({
  hotel,
  className,
}: {
  hotel: Pick<WeekendDetail['hotel'], 'label' | 'stars' | 'city' | 'review'>;
  className?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const score = reviewScoreLabel(hotel.review.average);
  const word =
    score.kind === 'score' ? reviewWord(hotel.review.average, { allIncentive: false }) : undefined;
  return (
    <div className={[styles.hotel, className].filter(Boolean).join(' ')} data-testid="hotel-score">
      <p className={styles.name}>
        <span>{hotel.label}</span>
        {hotel.stars > 0 ? (
          <span
            className={styles.stars}
            role="img"
            aria-label={t('stay.hotel.stars', { count: hotel.stars })}
          >
            {'★'.repeat(hotel.stars)}
          </span>
        ) : null}
        <span className={styles.city}>{hotel.city}</span>
      </p>
      {score.kind === 'score' ? (
        <ReviewScore
          size="s"
          score={score.text}
          label={word ? t(`stay.hotel.reviewWords.${word}`) : undefined}
          count={t('stay.hotel.reviews', { count: hotel.review.count })}
          accessibleLabel={t('stay.hotel.reviewAccessible', {
            score: score.text,
            count: hotel.review.count,
          })}
        />
      ) : (
        <ReviewScore size="s" score={t('stay.hotel.reviewNew')} />
      )}
    </div>
  );
}
