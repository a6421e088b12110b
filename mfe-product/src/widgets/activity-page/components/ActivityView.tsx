import type { ActivityOnlyDetail } from '@shop/api-contract';
import { HeartToggle } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import {
  hydrateWishlist,
  navigate,
  paths,
  track,
  useInWishlist,
  usePlatform,
  useWishlist,
  useHashSensitive,
} from '@shop/platform';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useActivityImages } from '../../../features/activity-detail/api/get-activity-images';
import { ActivityGallery } from '../../../features/activity-detail/components/ActivityGallery';
import { ActivityInfo } from '../../../features/activity-detail/components/ActivityInfo';
import { PaxSelector } from '../../../features/activity-purchase/components/PaxSelector';
import { useActivityPax } from '../../../features/activity-purchase/hooks/use-activity-pax';
import {
  activityCheckoutPath,
  HAND_OFF_FORMAT,
  type HandOffMode,
} from '../../../features/activity-purchase/lib/hand-off';
import { RecentlyViewedList } from '../../../features/recently-viewed/components/RecentlyViewedList';
import { NAMESPACE } from '../../../i18n';
import { usePageModel } from '../../../lib/use-page-model';
import { PRODUCT_TRACKING, useActivityView } from '../hooks/use-activity-view';
import { ExpiredActivity } from './ExpiredActivity';
import { HowItWorks } from './HowItWorks';
import styles from './ActivityView.module.css';

// Opened on demand: the dialog is not part of the first load.
const HandOffModal = lazy(
  () => import('../../../features/activity-purchase/components/HandOffModal'),
);

/**
 * PROD-066..075, CHK-004..006: the activity voucher page: carousel with the wishlist heart, title,
 * details, then the price and pax selector (or, unpublished, the expired message), how it works
 * and the recently viewed activities. The page model drives the head; a view is tracked and
 * saved to the recently viewed list.
 */
export function ActivityView({ detail }: { detail: ActivityOnlyDetail }) {
  const hashSensitive = useHashSensitive();
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const search = usePlatform((state) => state.location.search);
  const images = useActivityImages(String(detail.id), locale);
  const { participants, change } = useActivityPax(detail.pricesByAdults);
  const [mode, setMode] = useState<HandOffMode>('closed');
  const [modalLoaded, setModalLoaded] = useState(false);
  const wishlistReady = useWishlist((state) => state.hydrated);
  const saved = useInWishlist('ACTIVITY', detail.id);
  const toggle = useWishlist((state) => state.toggle);

  usePageModel(detail.pageModel);
  useActivityView(detail);
  useEffect(() => hydrateWishlist(), []);

  const open = (next: Exclude<HandOffMode, 'closed'>) => {
    setModalLoaded(true);
    setMode(next);
  };
  const proceed = () => {
    if (mode === 'closed' || !participants) return;
    void track(
      'add_to_cart',
      {
        item_id: detail.id,
        item_name: detail.label,
        item_category: 'activity',
        quantity: participants.pax,
        format: HAND_OFF_FORMAT,
        custom_type: mode === 'ownUse' ? 'OWN_USE' : 'GIFT',
      },
      PRODUCT_TRACKING,
    );
    navigate(activityCheckoutPath(detail.id, participants.pax, mode, search));
  };

  return (
    <article className={styles.page} data-testid="activity-page">
      <div className={styles.main}>
        <ActivityGallery
          label={detail.label}
          fallbackImages={detail.imagesBySize['960_540']}
          images={images.data}
        >
          {wishlistReady ? (
            <HeartToggle
              className={styles.heart}
              pressed={saved}
              label={t('activity.wishlist', { label: detail.label })}
              onToggle={() =>
                toggle('ACTIVITY', {
                  id: detail.id,
                  label: detail.label,
                  uri: paths.activity(detail.id),
                  imageUrl: detail.imagesBySize['640_360'][0],
                })
              }
            />
          ) : null}
        </ActivityGallery>
        <h1 className={styles.title}>{detail.label}</h1>
      </div>
      {/* Issue 16 (ADR 0097): the party lives in the hash; served, this waits for it. */}
      <aside className={styles.aside} aria-label={t('activity.price.title')} {...hashSensitive}>
        {detail.published === false ? (
          <ExpiredActivity />
        ) : participants ? (
          <PaxSelector
            pricesByAdults={detail.pricesByAdults}
            participants={participants}
            onChange={change}
            onOffer={() => open('gift')}
            onBuyForMyself={() => open('ownUse')}
          />
        ) : null}
      </aside>
      <div className={styles.info}>
        <ActivityInfo detail={detail} />
      </div>
      <div className={styles.after}>
        <HowItWorks />
        <RecentlyViewedList currentId={detail.id} />
      </div>
      {modalLoaded && participants ? (
        <Suspense fallback={null}>
          <HandOffModal
            mode={mode}
            label={detail.label}
            pax={participants.pax}
            onClose={() => setMode('closed')}
            onContinue={proceed}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
