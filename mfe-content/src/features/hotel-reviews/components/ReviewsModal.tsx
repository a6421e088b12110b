import {
  REVIEW_LANGUAGE_CHOICES,
  REVIEW_SORTS,
  REVIEWS_PAGE_SIZE,
  type HotelReviewsResponse,
  type ReviewSort,
} from '@shop/api-contract';
import { Alert, Button, Modal, Skeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { useId, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import {
  DEFAULT_REVIEWS_FILTER,
  type ReviewLanguage,
  type ReviewsFilter,
  useHotelReviews,
} from '../api/get-hotel-reviews';
import { ReviewCriteria } from './ReviewCriteria';
import { ReviewItem } from './ReviewItem';
import styles from './Reviews.module.css';

export interface ReviewsModalProps {
  hotelId: number;
  open: boolean;
  onClose: () => void;
  /** CONT-063: the first page (newest first, every language) the page already holds. */
  seed?: HotelReviewsResponse | undefined;
}

/**
 * CONT-056..061, CONT-063: every review of the hotel in a dialog (full screen on mobile): criteria
 * bars with the overall score and count, sort (newest first by default) and language choices,
 * 10 reviews a page; changing the sort or the language starts again at the first page, "Show
 * more" appends the next page. Loaded on first open.
 */
export default function ReviewsModal({ hotelId, open, onClose, seed }: ReviewsModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const [filter, setFilter] = useState<ReviewsFilter>(DEFAULT_REVIEWS_FILTER);
  const { data, error, size, setSize, isLoading, isValidating } = useHotelReviews(
    hotelId,
    filter,
    seed,
  );
  const sortId = useId();
  const languageId = useId();
  const pages = data ?? [];
  const first = pages[0];
  const reviews = pages.flatMap((page) => page.list);
  const totalCount = first?.totalCount ?? 0;
  const loadingMore = isValidating && size > pages.length;
  const change = (next: Partial<ReviewsFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    void setSize(1);
  };
  const languageName = (language: ReviewLanguage) => t(`reviews.languages.${language}`);

  let body;
  if (error && !first) body = <Alert tone="error">{t('reviews.error')}</Alert>;
  else if (isLoading || !first) body = <Skeleton height="12rem" />;
  else if (totalCount === 0 && filter.language !== 'all')
    body = (
      <div className={styles.empty} role="status">
        <p>{t('reviews.noneInLanguage', { language: languageName(filter.language) })}</p>
        <Button variant="secondary" onClick={() => change({ language: 'all' })}>
          {t('reviews.seeAllLanguages')}
        </Button>
      </div>
    );
  else if (totalCount === 0)
    body = (
      <p className={styles.empty} role="status">
        {t('reviews.beFirst')}
      </p>
    );
  else
    body = (
      <>
        <ReviewCriteria details={first.details} score={first.score} totalCount={totalCount} />
        <ul className={styles.list} aria-label={t('reviews.listLabel')}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ul>
        {reviews.length < totalCount ? (
          <Button
            variant="secondary"
            disabled={loadingMore}
            onClick={() => void setSize(pages.length + 1)}
          >
            {t('reviews.showMore')}
          </Button>
        ) : null}
      </>
    );

  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="fullscreen"
      size="l"
      title={t('reviews.title')}
      closeLabel={t('reviews.close')}
    >
      <div className={styles.modal} data-testid="reviews-modal" data-page-size={REVIEWS_PAGE_SIZE}>
        <div className={styles.controls}>
          <label htmlFor={sortId} className={styles.control}>
            <span>{t('reviews.sortLabel')}</span>
            <select
              id={sortId}
              value={filter.sort}
              onChange={(event) => change({ sort: event.target.value as ReviewSort })}
            >
              {REVIEW_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`reviews.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={languageId} className={styles.control}>
            <span>{t('reviews.languageLabel')}</span>
            <select
              id={languageId}
              value={filter.language}
              onChange={(event) => change({ language: event.target.value as ReviewLanguage })}
            >
              {REVIEW_LANGUAGE_CHOICES.map((language) => (
                <option key={language} value={language}>
                  {languageName(language)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {/* BEY-007: how the reviews are collected and checked. */}
        <p className={styles.muted} data-testid="reviews-transparency">
          {t('reviews.transparency')}
        </p>
        {body}
      </div>
    </Modal>
  );
}
