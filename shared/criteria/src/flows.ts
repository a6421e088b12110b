import { DEFAULT_NIGHTS } from './market';
import type { Pax } from './pax';
import type { Flow } from './query';
import { parseSearchHash } from './hash/parse';
import {
  DATE_KEYS,
  LOCATION_KEYS,
  type DateKey,
  type LocationKey,
  type ProductHash,
  type SearchCriteria,
} from './hash/schema';
import { DEFAULT_SORT, type Sort } from './sort';

/** CRIT-013: the flows a product page knows. */
export type ProductFlow = 'booking' | 'gifting';

/** CRIT-013: the flow used for display: hotel is shown as booking. */
export function displayFlow(flow: Flow): Exclude<Flow, 'hotel'> {
  return flow === 'hotel' ? 'booking' : flow;
}

/** CRIT-013: product pages know only booking and gifting; any other flow is booking there. */
export function productFlow(flow: Flow): ProductFlow {
  return flow === 'gifting' ? 'gifting' : 'booking';
}

/** CRIT-014, CRIT-015: the dates and location kept aside while in the activity flow. */
export type StayAndPlace = Partial<Pick<SearchCriteria, DateKey | LocationKey>>;

export interface FlowState {
  flow: Flow;
  criteria: SearchCriteria;
  /** Dates and location as they were when the activity flow was entered. */
  beforeActivity?: StayAndPlace | undefined;
}

/** CRIT-016: the sorts a switch to gifting keeps. */
export const GIFTING_KEPT_SORTS: readonly Sort[] = ['priceQuality', 'distance'];

function stayAndPlaceOf(criteria: SearchCriteria): StayAndPlace {
  const kept: StayAndPlace = {};
  const keep = <K extends DateKey | LocationKey>(key: K) => {
    kept[key] = criteria[key];
  };
  [...DATE_KEYS, ...LOCATION_KEYS].forEach(keep);
  return kept;
}

/**
 * CRIT-014..017: the state after switching to flow `to`.
 * Entering activity keeps dates and location aside and clears the criteria (filters, location
 * and sort included); leaving activity restores them; entering gifting keeps the sort only when
 * it is priceQuality or distance.
 */
export function switchFlow(state: FlowState, to: Flow): FlowState {
  if (to === state.flow) return state;
  if (to === 'activity') {
    return {
      flow: to,
      criteria: parseSearchHash(''),
      beforeActivity: stayAndPlaceOf(state.criteria),
    };
  }
  const restored =
    state.flow === 'activity' ? { ...state.criteria, ...state.beforeActivity } : state.criteria;
  const sort =
    to !== 'gifting' || GIFTING_KEPT_SORTS.includes(restored.sort) ? restored.sort : DEFAULT_SORT;
  return { flow: to, criteria: { ...restored, sort } };
}

/** CRIT-018: gift searches always use 2 adults, 0 children, 0 babies. */
export const GIFT_PAX: Readonly<Pax> = { adult: 2, child: 0, baby: 0, singleRoom: false };

/** CRIT-018: the guest counts a search in `flow` sends, whatever the pax input in gifting. */
export function searchPax(flow: Flow, pax: Pax): Pax {
  return flow === 'gifting' ? { ...GIFT_PAX } : pax;
}

/** CRIT-019: a product hash switched to gifting carries giftAdult=2 and giftNights=current nights. */
export function productHashForGifting(hash: ProductHash): ProductHash {
  return {
    ...hash,
    giftAdult: GIFT_PAX.adult,
    giftNights: hash.nights ?? DEFAULT_NIGHTS,
  };
}
