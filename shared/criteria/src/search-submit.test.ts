import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { FLOWS } from './query';
import {
  isSummaryBarSticky,
  shouldPromptForDates,
  submitFlow,
  SUMMARY_BAR_STICKY_SCROLL_PX,
} from './search-submit';

const base = {
  flow: 'booking',
  hasDates: false,
  forced: false,
  suggested: false,
  dismissed: false,
} as const;

describe('SRCH-015 dates prompt on submit', () => {
  it('SRCH-015: forced dates and no dates open the date picker, even after a dismissal', () => {
    expect(shouldPromptForDates({ ...base, forced: true })).toBe(true);
    expect(shouldPromptForDates({ ...base, forced: true, dismissed: true })).toBe(true);
    expect(shouldPromptForDates({ ...base, flow: 'activity', forced: true })).toBe(true);
  });

  it('SRCH-015: suggested dates ask until the suggestion is dismissed', () => {
    expect(shouldPromptForDates({ ...base, suggested: true })).toBe(true);
    expect(shouldPromptForDates({ ...base, suggested: true, dismissed: true })).toBe(false);
  });

  it('SRCH-015: neither forced nor suggested searches at once', () => {
    expect(shouldPromptForDates(base)).toBe(false);
  });

  it('SRCH-015: dates set never ask; gift searches (no dates used) never ask', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FLOWS),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (flow, forced, suggested, dismissed) => {
          expect(shouldPromptForDates({ flow, hasDates: true, forced, suggested, dismissed })).toBe(
            false,
          );
          expect(
            shouldPromptForDates({
              flow: 'gifting',
              hasDates: false,
              forced,
              suggested,
              dismissed,
            }),
          ).toBe(false);
        },
      ),
    );
  });
});

describe('SRCH-018 redirect to the single-voucher search', () => {
  it('SRCH-018, LEFT-039: gift-flow searches of the variation go to the gifting path, control to stays', () => {
    const off = { redirectToSingleVoucher: false, onSingleVoucherPath: false };
    expect(submitFlow('gifting', { ...off, redirectToSingleVoucher: true })).toBe('gifting');
    expect(submitFlow('gifting', off)).toBe('booking');
  });

  it('SRCH-018: on the single-voucher search page itself every visitor stays there', () => {
    expect(
      submitFlow('gifting', { redirectToSingleVoucher: false, onSingleVoucherPath: true }),
    ).toBe('gifting');
  });

  it('SRCH-018: other flows are never redirected', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('booking', 'hotel', 'activity' as const),
        fc.boolean(),
        fc.boolean(),
        (flow, redirect, onPath) => {
          expect(
            submitFlow(flow, { redirectToSingleVoucher: redirect, onSingleVoucherPath: onPath }),
          ).toBe(flow);
        },
      ),
    );
  });
});

describe('SRCH-014 summary bar stickiness', () => {
  it('SRCH-014: sticky from a scroll of 250 px, not before; nonsense offsets are not sticky', () => {
    expect(SUMMARY_BAR_STICKY_SCROLL_PX).toBe(250);
    expect(isSummaryBarSticky(0)).toBe(false);
    expect(isSummaryBarSticky(249.5)).toBe(false);
    expect(isSummaryBarSticky(250)).toBe(true);
    expect(isSummaryBarSticky(4000)).toBe(true);
    expect(isSummaryBarSticky(Number.NaN)).toBe(false);
    expect(isSummaryBarSticky(-300)).toBe(false);
  });
});
