import type { ModificationQuoteRequest, OrderSummary } from '@shop/api-contract';
import { addDays, isIsoDate, PAX_BOUNDS } from '@shop/criteria';

/** What the customer changes: the check-in day and the travellers (the package keeps its nights). */
export interface ModificationDraft {
  checkinDate: string;
  adults: number;
  children: number;
  babies: number;
  insurance: boolean;
}

type Stay = NonNullable<OrderSummary['stay']>;

export function draftOf(stay: Stay, insured: boolean): ModificationDraft {
  return {
    checkinDate: stay.checkinDate,
    adults: stay.pax.numberOfAdults,
    children: stay.pax.numberOfChildren,
    babies: stay.pax.numberOfBabies,
    insurance: insured,
  };
}

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : min;

/**
 * CHK-027..031: the quote request for a draft, or null when the day is not a real date on or
 * after `today` (the form then says so; nothing is sent). Travellers are held within CRIT-020's
 * bounds; the activity days booked are dropped when the dates move (they belong to the old days).
 */
export function quoteRequestOf(
  stay: Stay,
  draft: ModificationDraft,
  today: string,
): ModificationQuoteRequest | null {
  if (!isIsoDate(draft.checkinDate) || draft.checkinDate < today) return null;
  const sameDates = draft.checkinDate === stay.checkinDate;
  return {
    travelPeriod: {
      checkinDate: draft.checkinDate,
      checkoutDate: addDays(draft.checkinDate, stay.nights),
    },
    pax: {
      numberOfAdults: clamp(draft.adults, PAX_BOUNDS.adult),
      numberOfChildren: clamp(draft.children, PAX_BOUNDS.child),
      numberOfBabies: clamp(draft.babies, PAX_BOUNDS.baby),
    },
    activityDaySelections: sameDates ? stay.activityDaySelections : [],
    insuranceItem: draft.insurance,
  };
}

/** A fresh Idempotency-Key for one attempt to apply a quote (retries of it reuse the key). */
export function newIdempotencyKey(): string {
  return `mod-${globalThis.crypto.randomUUID()}`;
}
