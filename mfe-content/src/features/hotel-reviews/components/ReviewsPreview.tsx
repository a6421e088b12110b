import { REVIEWS_PREVIEW_SIZE, type HotelReviewsResponse } from '@shop/api-contract';
import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { lazy, Suspense, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import { useReviewsPreview } from '../api/get-reviews-preview';
import { ReviewItem } from './ReviewItem';
import styles from './Reviews.module.css';

// The full list opens on demand: not part of the widget's first load.
const ReviewsModal = lazy(() => import('./ReviewsModal'));

export interface ReviewsPreviewProps {
  hotelId: number;
  /** CONT-063: the first page of reviews the embedding page already holds. */
  initialReviews?: HotelReviewsResponse | undefined;
}

/**
 * CONT-064, PROD-064: up to 4 positive reviews and "See all reviews" (the reviews dialog); nothing
 * at all while loading, on error or without reviews.
 */
export function ReviewsPreview({ hotelId, initialReviews }: ReviewsPreviewProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const { data, error } = useReviewsPreview(hotelId, locale);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const positive = (data?.list ?? [])
    .filter((review) => review.positive.trim() !== '')
    .slice(0, REVIEWS_PREVIEW_SIZE);
  if (error || positive.length === 0) return null;
  return (
    <section
      className={styles.preview}
      aria-labelledby={`reviews-${hotelId}`}
      data-testid="reviews-preview"
    >
      <h2 id={`reviews-${hotelId}`} className={styles.title}>
        {t('reviews.previewTitle')}
      </h2>
      <ul className={styles.previewList}>
        {positive.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      {/* BEY-007: how the reviews are collected and checked, and that this is a selection. */}
      <p className={styles.muted} data-testid="reviews-transparency">
        {t('reviews.transparency')} {t('reviews.previewSelection')}
      </p>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('reviews.seeAll')}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ReviewsModal
            hotelId={hotelId}
            open={open}
            onClose={() => setOpen(false)}
            seed={initialReviews}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
