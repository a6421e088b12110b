import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { lazy, Suspense, useEffect } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import { useIdle } from '../../../lib/when-idle';
import { hotelIdFromHash, useExactMatch } from '../api/not-found-api';
import { useNotFoundReport } from '../hooks/use-not-found-report';
import { useRobotsNoindex } from '../hooks/use-robots-noindex';
import { MessageSkeleton, NotFoundMessage } from './NotFoundMessage';
import styles from './NotFound.module.css';

// Only the 404 message is in the page's first chunk: the rarer expired-offer state, the search
// box (when the page is idle) and the editorial selections load on demand.
const ExpiredOffer = lazy(() => import('./ExpiredOffer'));
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
  const locale = usePlatform((state) => state.locale);
  // The search box and its autocomplete load once the message is shown (ADR 0014).
  const idle = useIdle();
  useRobotsNoindex();
  useNotFoundReport(`${location.pathname}${location.search}`);

  const hotelId = hotelIdFromHash(location.hash);
  const lookup = useExactMatch(hotelId, locale);
  useEffect(() => {
    if (lookup.status === 'failed') console.warn('Exact-match lookup failed', lookup.error);
  }, [lookup]);

  const loadingMessage = <MessageSkeleton label={t('notFound.loading')} />;
  let message;
  if (lookup.status === 'loading') message = loadingMessage;
  else if (lookup.status === 'done' && lookup.data)
    message = (
      <Suspense fallback={loadingMessage}>
        <ExpiredOffer match={lookup.data} />
      </Suspense>
    );
  // No hotelId, no match, or a failed lookup: the page-not-found message.
  else message = <NotFoundMessage />;

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
      <Suspense fallback={<div className={styles.selectionsPlaceholder} aria-hidden="true" />}>
        <SelectionCarousel />
      </Suspense>
    </div>
  );
}
