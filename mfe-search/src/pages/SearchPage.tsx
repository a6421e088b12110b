import type { RemotePageProps } from '@shop/platform';
import { searchFlowOf, useHashSensitive, usePlatform } from '@shop/platform';
import { prefetchCurrentSearch } from '../entities/search/api/search-offers';
import { preloadNamespace } from '@shop/i18n/preload';
import { NAMESPACE } from '../i18n';
import { SearchHero } from '../widgets/search-results/components/SearchHero';
import { useResultsSettled } from '../entities/search/hooks/results-settled';
import { DeferredSearchBox } from '../features/search-box/components/DeferredSearchBox';
import { SearchResults } from '../widgets/search-results/components/SearchResults';
import { MapButton } from '../widgets/map/components/MapButton';
import { CareShareSlot } from '../features/care-share/components/CareShareSlot';
import { SummaryBarSlot } from '../widgets/summary-bar/components/SummaryBarSlot';
import { SeoSlot } from '../features/seo/components/SeoSlot';

// The results and the page's copy are requested as soon as its code arrives, not after its
// first render.
prefetchCurrentSearch();
preloadNamespace(NAMESPACE);

/** SHELL-005, SRCH-001..011: one results page for the stays, activity and gifting search paths. */
export default function SearchPage(_props: RemotePageProps) {
  const hashSensitive = useHashSensitive();
  const location = usePlatform((state) => state.location);
  const flow = searchFlowOf(location.pathname, location.search);
  const resultsShown = useResultsSettled();
  return (
    // Issue 16 (ADR 0097): served, the page is rendered without the hash that holds its criteria;
    // it stays hidden until it has rendered with them.
    <div data-flow={flow} {...hashSensitive}>
      {/* SRCH-001: the hero holds the search box of the page's flow, loaded after the results. */}
      <SearchHero flow={flow} searchBox={<DeferredSearchBox flow={flow} load={resultsShown} />} />
      {/* SRCH-013, SRCH-014: the summary bar, loaded after a scroll of 250 px; SHELL-052: care link. */}
      <SummaryBarSlot />
      <CareShareSlot />
      <SearchResults mapButton={<MapButton />} />
      {/* SRCH-007, SRCH-008: suggestion links and the text for search engines (below the fold). */}
      <SeoSlot />
    </div>
  );
}
