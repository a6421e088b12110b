import type { Flow } from './query';

/** SRCH-015: what the search box knows when the visitor presses Search. */
export interface DatesPromptInput {
  /** The flow the search goes to (after submitFlow). Gift searches ignore dates. */
  flow: Flow;
  /** A check-in date is set. */
  hasDates: boolean;
  /** The visitor is in the enforce-search-dates experiment variation: dates are forced. */
  forced: boolean;
  /** The page embedding the search box suggests dates. */
  suggested: boolean;
  /** The visitor dismissed that suggestion (closed the picker it opened without dates). */
  dismissed: boolean;
}

/**
 * SRCH-015: submit opens the date picker instead of searching when dates are forced, or
 * suggested and not dismissed, and no dates are set. A forced prompt cannot be dismissed.
 * Gift searches never ask: they do not use dates (CRIT-018, LEFT-039).
 */
export function shouldPromptForDates(input: DatesPromptInput): boolean {
  if (input.hasDates || input.flow === 'gifting') return false;
  return input.forced || (input.suggested && !input.dismissed);
}

/** SRCH-018: where a search submitted in `flow` goes. */
export interface SubmitFlowOptions {
  /** The visitor is in the redirect-to-single-voucher-search experiment variation. */
  redirectToSingleVoucher: boolean;
  /** The search box sits on the single-voucher (gifting) search path itself. */
  onSingleVoucherPath: boolean;
}

/**
 * SRCH-018, LEFT-039: a gift-flow search (the home page's Gifts toggle, ?flow=gifting) goes to
 * the single-voucher search path only for visitors in the experiment variation; control visitors
 * are sent to the stays search. On the single-voucher search page itself the visitor stays there.
 * Other flows are unchanged.
 */
export function submitFlow(flow: Flow, options: SubmitFlowOptions): Flow {
  if (flow !== 'gifting' || options.redirectToSingleVoucher || options.onSingleVoucherPath) {
    return flow;
  }
  return 'booking';
}

/** SRCH-014: the summary bar turns sticky once the page has scrolled this far (px). */
export const SUMMARY_BAR_STICKY_SCROLL_PX = 250;

/** SRCH-014: whether the summary bar is sticky at this vertical scroll offset (px). */
export function isSummaryBarSticky(scrollY: number): boolean {
  return Number.isFinite(scrollY) && scrollY >= SUMMARY_BAR_STICKY_SCROLL_PX;
}
