import type { RemotePageProps } from '@shop/platform';
import { usePlatform, searchFlowOf } from '@shop/platform';
import { SearchHero } from '../features/results/components/SearchHero';
import { SearchResults } from '../features/results/components/SearchResults';

/** SHELL-005, SRCH-001..011: one results page for the stays, activity and gifting search paths. */
export default function SearchPage(_props: RemotePageProps) {
  const location = usePlatform((state) => state.location);
  const flow = searchFlowOf(location.pathname, location.search);
  return (
    <div data-flow={flow}>
      {/* SLOT: pass the search box (features/search-box) as `searchBox` here — the lead wires it. */}
      <SearchHero flow={flow} />
      <SearchResults />
    </div>
  );
}
