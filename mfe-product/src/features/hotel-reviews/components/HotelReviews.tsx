import type { HotelReviewsResponse } from '@shop/api-contract';
import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { RemoteWidget } from '@shop/platform/remote-widget';
import { useMemo } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './HotelReviews.module.css';

/**
 * The props `mfe_content/HotelReviews` documents for embedding apps (its exposed module's
 * contract, ADR 0039): additive only, so this copy may lag behind the widget's.
 */
export interface HotelReviewsWidgetProps {
  hotelId: number;
  initialReviews?: HotelReviewsResponse | undefined;
}

/** The exposed module of mfe-content the product pages embed (never its source: ARCHITECTURE §2). */
export const HOTEL_REVIEWS = { remote: 'mfe_content', module: './HotelReviews' } as const;

export interface HotelReviewsProps {
  hotelId: number;
  /** CONT-063: the first page of reviews this page already holds, if any. */
  initialReviews?: HotelReviewsResponse | undefined;
}

/**
 * PROD-064, CONT-064: the hotel's reviews on a product page — mfe-content's widget, loaded once the
 * page is idle through the shell's remote loader (ADR 0015, ADR 0039). When mfe-content cannot
 * load or the widget throws, this app's own localised message with "Try again" shows instead and
 * the page keeps working. One line on the stay and hotel pages:
 * `<HotelReviews hotelId={hotel.id} />`.
 */
export function HotelReviews({ hotelId, initialReviews }: HotelReviewsProps) {
  const { t } = useTranslation(NAMESPACE);
  const props = useMemo<HotelReviewsWidgetProps>(
    () => ({ hotelId, initialReviews }),
    [hotelId, initialReviews],
  );
  return (
    <RemoteWidget<HotelReviewsWidgetProps>
      remote={HOTEL_REVIEWS.remote}
      module={HOTEL_REVIEWS.module}
      props={props}
      className={styles.region}
      fallback={(retry) => (
        <div className={styles.fallback} role="status">
          <p className={styles.message}>{t('reviews.unavailable')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('reviews.retry')}
          </Button>
        </div>
      )}
    />
  );
}
