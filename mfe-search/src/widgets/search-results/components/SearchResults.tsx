import {
  FAMILY_THEME_ID,
  pageCountOf,
  serialiseSearchHash,
  type SearchCriteria,
} from '@shop/criteria';
import { formattingLocale, useTranslation } from '@shop/i18n';
import { navigate, searchPath, usePlatform } from '@shop/platform';
import { lazy, type ReactNode, Suspense, useCallback, useDeferredValue, useEffect } from 'react';
import { NAMESPACE } from '../../../i18n';
import {
  buildSearchRequest,
  fetchSearch,
  resultsPageSize,
} from '../../../entities/search/api/search-offers';
import { useMarkResultsSettled } from '../../../entities/search/hooks/results-settled';
import { useCurrentSearch } from '../../../entities/search/hooks/use-current-search';
import {
  pageChangeHref,
  searchChangeHref,
} from '../../../entities/search/hooks/use-search-address';
import { trackSelectItem, useSearchTracking } from '../hooks/use-search-tracking';
import { ResultCount } from './ResultCount';
import { ResultsGrid } from '../../../entities/offer/components/ResultsGrid';
import { ResultsPagination } from './ResultsPagination';
import { FamilyNotice, ResultsSkeleton } from '../../../entities/offer/components/ResultStates';

// Messages of the rarer states load when needed (search budget).
const ResultsError = lazy(() =>
  import('../../../entities/offer/components/ResultMessages').then((module) => ({
    default: module.ResultsError,
  })),
);
import { FallbackSlot } from '../../../features/fallback/components/FallbackSlot';
import { InlinePromoSlot } from '../../../features/promo/components/InlinePromoSlot';
import { FilterBar } from '../../../features/filters/components/FilterBar';
import { SortControl } from './SortControl';
import { preloadCards, ResultCard } from '../../../entities/offer/components/ResultCard';
import styles from './SearchResults.module.css';

export interface SearchResultsProps {
  /** The map button of the filter bar (widgets/map), given by the page that composes both. */
  mapButton?: ReactNode;
}

/** The results area of the search page: count and sort, states, grid, pagination. */
export function SearchResults({ mapButton }: SearchResultsProps) {
  useTranslation(NAMESPACE);
  const language = usePlatform((state) => state.language);
  const {
    flow,
    criteria,
    page,
    location,
    locale,
    changeSort,
    clearCriteria,
    search: { data: answer, error, isLoading, retry, key },
  } = useCurrentSearch();
  // The cards render in a transition, which React splits into short slices: an answer arriving is
  // not one long task that blocks the page (SWR's updates would render it synchronously).
  const data = useDeferredValue(answer);
  const formatTag = formattingLocale(language, locale);
  useMarkResultsSettled(!isLoading);
  useEffect(() => preloadCards(flow), [flow]);
  const pageSize = resultsPageSize(flow);
  // SRCH-030: filters navigate like the sort does; the filters' apply button counts a selection.
  const applyCriteria = useCallback(
    (next: SearchCriteria) => navigate(searchChangeHref(location, next)),
    [location],
  );
  const countOffers = useCallback(
    async (next: SearchCriteria) =>
      (
        await fetchSearch(
          JSON.stringify(buildSearchRequest({ flow, criteria: next, page: 0 }, locale)),
        )
      ).resultsCount,
    [flow, locale],
  );
  useSearchTracking({ key, flow, page, data: answer, error });

  // A page past the last (an old link, ?page=999): the last real page replaces the address,
  // rather than the count of the search above "No results" (issue 10).
  const pageCount = data ? pageCountOf(data.resultsCount, pageSize) : 0;
  const pastLastPage =
    data !== undefined &&
    !error &&
    data.exactMatch.length === 0 &&
    pageCount > 0 &&
    page >= pageCount;
  useEffect(() => {
    if (pastLastPage) navigate(pageChangeHref(location, pageCount - 1), { replace: true });
  }, [pastLastPage, location, pageCount]);

  const hasDates = criteria.checkin !== undefined;
  const family = (criteria.c > 0 || criteria.b > 0) && criteria.theme !== FAMILY_THEME_ID;
  const familyHref = searchPath(
    flow,
    {},
    serialiseSearchHash({ ...criteria, theme: FAMILY_THEME_ID }),
  );

  // SRCH-061..064: fallback suggestions under few exact results, or instead of none.
  const fallback = data ? (
    <FallbackSlot
      key={`${location.pathname}${location.search}${location.hash}`}
      flow={flow}
      criteria={criteria}
      location={location}
      resultsCount={data.resultsCount}
      exactCount={data.exactMatch.length}
      details={data.searchDetails}
      formatTag={formatTag}
      onClear={clearCriteria}
    />
  ) : null;

  let body;
  if (error)
    body = (
      <Suspense fallback={null}>
        <ResultsError onRetry={retry} />
      </Suspense>
    );
  else if (isLoading || !data || pastLastPage) body = <ResultsSkeleton />;
  else if (data.resultsCount === 0 || data.exactMatch.length === 0) body = fallback;
  else
    body = (
      <>
        <ResultsGrid
          cards={data.exactMatch}
          afterFirstRow={
            <InlinePromoSlot
              shownCount={data.exactMatch.length}
              flow={flow}
              criteria={criteria}
              hash={location.hash}
              details={data.searchDetails}
              formatTag={formatTag}
            />
          }
          renderCard={(card, index) => (
            <ResultCard
              card={card}
              flow={flow}
              hash={location.hash}
              hasDates={hasDates}
              formatTag={formatTag}
              eager={index < 3}
              onSelect={() => trackSelectItem(flow, card.id, page * pageSize + index)}
            />
          )}
        />
        <ResultsPagination
          location={location}
          page={page}
          pageSize={pageSize}
          total={data.resultsCount}
        />
        {fallback}
      </>
    );

  return (
    <section className={styles.results} aria-busy={isLoading || undefined}>
      {family ? <FamilyNotice familyHref={familyHref} /> : null}
      {/* SRCH-002, SRCH-019, SRCH-020: the filter bar (features/filters) with the map and sort. */}
      <FilterBar
        flow={flow}
        criteria={criteria}
        resultsCount={data && !error ? data.resultsCount : undefined}
        facets={data && !error ? data.facets : undefined}
        onApply={applyCriteria}
        countOffers={countOffers}
        onSortChange={changeSort}
        mapButton={mapButton}
        sortControl={
          <SortControl
            flow={flow}
            sort={criteria.sort}
            lat={criteria.lat}
            lng={criteria.lng}
            onChange={changeSort}
          />
        }
      />
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
      </div>
      {body}
    </section>
  );
}
