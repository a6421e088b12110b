import { parseSearchHash, type SearchCriteria } from '@shop/criteria';
import { usePlatform } from '@shop/platform';
import { useState } from 'react';

/**
 * The criteria the search box edits: read from the page hash (CRIT-006), edited locally, sent on
 * submit. A new page hash (another search, back button) replaces the draft.
 */
export function useSearchDraft(): [SearchCriteria, (next: SearchCriteria) => void] {
  const hash = usePlatform((state) => state.location.hash);
  const [source, setSource] = useState(hash);
  const [criteria, setCriteria] = useState<SearchCriteria>(() => parseSearchHash(hash));
  if (source !== hash) {
    setSource(hash);
    setCriteria(parseSearchHash(hash));
  }
  return [criteria, setCriteria];
}
