import { track, type SearchFlow, type TrackingContext } from '@shop/platform';
import { useEffect, useRef } from 'react';

/**
 * The tracking context of the results page. Consent is off until the consent banner exists, so
 * events only reach the data layer (SHELL-063, BEY-004).
 */
const CONTEXT: TrackingContext = {
  clientId: 'anonymous',
  userId: null,
  sessionId: '',
  consent: { analytics: false, personalisedAds: false },
  pageType: 'search',
  abTests: '',
};

/** LEFT-040: search / search_no_results / search_error once per search, view_item_list with results. */
export function useSearchTracking(options: {
  key: string;
  flow: SearchFlow;
  page: number;
  data: { resultsCount: number; exactMatch: readonly { id: number }[] } | undefined;
  error: unknown;
}): void {
  const { key, flow, page, data, error } = options;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === key || (!data && !error)) return;
    sent.current = key;
    if (error || !data) {
      void track('search_error', { flow, page }, CONTEXT);
      return;
    }
    const params = { flow, page, results_count: data.resultsCount };
    void track('search', params, CONTEXT);
    if (data.resultsCount === 0) {
      void track('search_no_results', params, CONTEXT);
      return;
    }
    void track(
      'view_item_list',
      {
        item_list_name: `search_${flow}`,
        items: data.exactMatch.map((card) => card.id).join(','),
        page,
      },
      CONTEXT,
    );
  }, [key, flow, page, data, error]);
}

/** select_item when a card is opened. */
export function trackSelectItem(flow: SearchFlow, id: number, index: number): void {
  void track('select_item', { item_list_name: `search_${flow}`, item_id: id, index }, CONTEXT);
}
