import type { WeekendDetail } from '@shop/api-contract';
import { Breadcrumb, type BreadcrumbItem } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { lazy, Suspense, useMemo } from 'react';
import { HotelScore } from '../../../entities/weekend/components/HotelScore';
import { StressBadges } from '../../../entities/weekend/components/StressBadges';
import type { StayLayout } from '../../../entities/weekend/model/market-layout';
import { productPhotos } from '../../../features/photo-gallery/lib/photos';
import { StayPhotos } from '../../../features/photo-gallery/components/StayPhotos';
import { NAMESPACE } from '../../../i18n';
import { renderLink } from '../../../lib/render-link';
import { AppBackButton } from './AppBackButton';
import styles from './StayHeader.module.css';

// Not needed for the first screen: loaded once the page is idle, in a box of reserved size.
const StayActions = lazy(() => import('./StayActions'));

export interface StayHeaderProps {
  detail: WeekendDetail;
  breadcrumb: readonly BreadcrumbItem[];
  layout: StayLayout;
  mobile: boolean;
  /** The page has shown its first screen: the header's controls load. */
  idle: boolean;
}

/**
 * PROD-002..004, PROD-008, PROD-014, PROD-016: the top of the stay page: breadcrumb, photos,
 * wishlist heart, stress badges, title, hotel and score (under the title, or above it in the
 * Spanish and Italian markets) and, outside production, the "CM" button.
 */
export function StayHeader({ detail, breadcrumb, layout, mobile, idle }: StayHeaderProps) {
  const { t } = useTranslation(NAMESPACE);
  const photos = useMemo(() => productPhotos(detail), [detail]);
  // Outside production the "CM" button joins the heart: its room is kept too.
  const production = usePlatform((state) => state.environment.production);
  const nativeApp = usePlatform((state) => state.nativeApp);
  const hotelScore = <HotelScore hotel={detail.hotel} className={styles.hotel} />;
  return (
    <header className={styles.header}>
      {nativeApp ? (
        <AppBackButton />
      ) : (
        <Breadcrumb
          label={t('stay.breadcrumb.label')}
          items={breadcrumb}
          short={mobile}
          expandLabel={t('stay.breadcrumb.expand')}
          renderLink={renderLink}
        />
      )}
      <StayPhotos photos={photos} label={detail.label} mobile={mobile} />
      <div className={styles.heading} data-layout={layout.hotelScore}>
        {layout.hotelScore === 'aboveTitle' ? hotelScore : null}
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{detail.label}</h1>
          <div className={styles.actions} data-controls={production ? 1 : 2}>
            {idle ? (
              <Suspense fallback={null}>
                <StayActions detail={detail} />
              </Suspense>
            ) : null}
          </div>
        </div>
        <StressBadges detail={detail} />
        {layout.hotelScore === 'belowTitle' ? hotelScore : null}
      </div>
    </header>
  );
}
