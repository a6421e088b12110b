import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { lazy, Suspense } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import { useIdle } from '@shop/design-system/when-idle';
import { hotelIdFromHash } from '../api/not-found-api';
import { useNotFoundReport } from '../hooks/use-not-found-report';
import { useRobotsNoindex } from '../hooks/use-robots-noindex';
import { MessageSkeleton, NotFoundMessage } from './NotFoundMessage';
import styles from './NotFound.module.css';

// Only the 404 message is in the page's first chunk: the exact-match lookup (with a hotel id in
// the hash) and its expired-offer state, the search box and the editorial selections (both when
// the page is idle) load on demand.
const ExactMatchMessage = lazy(() => import('./ExactMatchMessage'));
const SelectionCarousel = lazy(() => import('./SelectionCarousel'));
const SearchBox = lazy(() =>
  import('../../../features/search-box/components/SearchBox').then((module) => ({
    default: module.SearchBox,
  })),
);

/**
 * The not-found page (SRCH-065..070): noindex, follow; the failed address reported; with a
 * hotelId in the hash, its exact match as an expired offer, else the 404 message; then a search
 * box, "But we can help you find your next weekend" and the editorial selections.
 */
export function NotFoundView() {
  const { t } = useTranslation(LATER_NAMESPACE);
  const location = usePlatform((state) => state.location);
  // The search box, its autocomplete and the selections load once the message is shown (ADR 0014).
  const idle = useIdle();
  useRobotsNoindex();
  useNotFoundReport(`${location.pathname}${location.search}`);

  // No hotelId: the page-not-found message at once.
  const hotelId = hotelIdFromHash(location.hash);
  const message =
    hotelId === undefined ? (
      <NotFoundMessage />
    ) : (
      <Suspense fallback={<MessageSkeleton label={t('notFound.loading')} />}>
        <ExactMatchMessage hotelId={hotelId} />
      </Suspense>
    );

  return (
    <div className={styles.page}>
      {message}
      <div className={styles.searchBox}>
        {idle ? (
          <Suspense fallback={<div className={styles.searchBoxPlaceholder} aria-hidden="true" />}>
            <SearchBox compact />
          </Suspense>
        ) : (
          <div className={styles.searchBoxPlaceholder} aria-hidden="true" />
        )}
      </div>
      <h2 className={styles.heading}>{t('notFound.help')}</h2>
      {idle ? (
        <Suspense fallback={<div className={styles.selectionsPlaceholder} aria-hidden="true" />}>
          <SelectionCarousel />
        </Suspense>
      ) : (
        <div className={styles.selectionsPlaceholder} aria-hidden="true" />
      )}
    </div>
  );
}
