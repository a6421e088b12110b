import { serialiseSearchHash } from '@shop/criteria';
import { formattingLocale, useTranslation } from '@shop/i18n';
import { searchPath, usePlatform } from '@shop/platform';
import { lazy, Suspense, useMemo } from 'react';
import { NAMESPACE } from '../../../i18n';
import { buildOffersRequest, RESULTS_PAGE_SIZE, useSearchOffers } from '../api/search-offers';
import { useSearchAddress } from '../hooks/use-search-address';
import { trackSelectItem, useSearchTracking } from '../hooks/use-search-tracking';
import { ResultCount } from './ResultCount';
import { ResultsGrid } from './ResultsGrid';
import { ResultsPagination } from './ResultsPagination';
import { FamilyNotice, ResultsSkeleton } from './ResultStates';

// Messages of the rarer states load when needed (search budget).
const ResultsError = lazy(() =>
  import('./ResultMessages').then((module) => ({ default: module.ResultsError })),
);
const NoResults = lazy(() =>
  import('./ResultMessages').then((module) => ({ default: module.NoResults })),
);
import { SortControl } from './SortControl';
import { StayCard } from './StayCard';
import styles from './SearchResults.module.css';

/** SRCH-010: the family theme. */
export const FAMILY_THEME = 39;

/** The results area of the search page: count and sort, states, grid, pagination. */
export function SearchResults() {
  useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const language = usePlatform((state) => state.language);
  const formatTag = formattingLocale(language, locale);
  const { flow, criteria, page, location, changeSort, clearCriteria } = useSearchAddress();
  const request = useMemo(
    () => buildOffersRequest({ flow, criteria, page }, locale),
    [flow, criteria, page, locale],
  );
  const { data, error, isLoading, retry, key } = useSearchOffers(request);
  useSearchTracking({ key, flow, page, data, error });

  const hasDates = criteria.checkin !== undefined;
  const family = (criteria.c > 0 || criteria.b > 0) && criteria.theme !== FAMILY_THEME;
  const familyHref = searchPath(
    flow,
    {},
    serialiseSearchHash({ ...criteria, theme: FAMILY_THEME }),
  );

  let body;
  if (error)
    body = (
      <Suspense fallback={null}>
        <ResultsError onRetry={retry} />
      </Suspense>
    );
  else if (isLoading || !data) body = <ResultsSkeleton />;
  else if (data.resultsCount === 0 || data.exactMatch.length === 0)
    body = (
      <Suspense fallback={null}>
        <NoResults onClear={clearCriteria} />
      </Suspense>
    );
  else
    body = (
      <>
        <ResultsGrid
          cards={data.exactMatch}
          renderCard={(card, index) => (
            <StayCard
              card={card}
              flow={flow}
              hash={location.hash}
              hasDates={hasDates}
              formatTag={formatTag}
              eager={index < 3}
              onSelect={() => trackSelectItem(flow, card.id, page * RESULTS_PAGE_SIZE + index)}
            />
          )}
        />
        <ResultsPagination
          location={location}
          page={page}
          pageSize={RESULTS_PAGE_SIZE}
          total={data.resultsCount}
        />
      </>
    );

  return (
    <section className={styles.results} aria-busy={isLoading || undefined}>
      {family ? <FamilyNotice familyHref={familyHref} /> : null}
      <div className={styles.bar}>
        {data && !error ? (
          <ResultCount
            className={styles.count}
            count={data.resultsCount}
            flow={flow}
            theme={data.searchDetails?.theme?.label}
          />
        ) : (
          <span className={styles.count} />
        )}
        <SortControl
          flow={flow}
          sort={criteria.sort}
          lat={criteria.lat}
          lng={criteria.lng}
          onChange={changeSort}
        />
      </div>
      {body}
    </section>
  );
}
