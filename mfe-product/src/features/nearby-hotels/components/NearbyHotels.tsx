import type { HotelDetail } from '@shop/api-contract';
import { useNearViewport } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { lazy, Suspense } from 'react';
import { LATER_NAMESPACE } from '../../../i18n-later';
import styles from './NearbyHotels.module.css';

// Below the fold: the carousel's code loads when its slot comes near the viewport.
const NearbyHotelsCarousel = lazy(() => import('./NearbyHotelsCarousel'));

/** PROD-045: the "Hotels around that may interest you" block, its space reserved. */
export function NearbyHotels({ hotels }: { hotels: HotelDetail['nearbyHotels'] }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const [ref, near] = useNearViewport<HTMLElement>();
  if (hotels.length === 0) return null;
  return (
    <section ref={ref} className={styles.nearby} aria-labelledby="hotel-nearby-title">
      <h2 id="hotel-nearby-title">{t('hotel.nearby.title')}</h2>
      {near ? (
        <Suspense fallback={null}>
          <NearbyHotelsCarousel hotels={hotels} />
        </Suspense>
      ) : null}
    </section>
  );
}
