import {
  activityDatesFromHash,
  addDays,
  daysBetween,
  type IsoDate,
  parseProductHash,
  PAX_BOUNDS,
} from '@shop/criteria';

/** The stay the product page hands to the booking summary (`paths.checkout(id, hash, query)`). */
export interface StayHandoff {
  /** The offer (weekend id) of the path. */
  productId: number;
  checkin: IsoDate;
  checkout: IsoDate;
  nights: number;
  adults: number;
  children: number;
  babies: number;
  /** "activityId_yyyy-MM-dd" (CRIT-027), one per activity. */
  activitySelections: string[];
}

/** What is wrong with a hand-off address; each has its message and a link back to the product. */
export type HandoffProblem = 'product' | 'dates' | 'past' | 'activityDates';

export type HandoffReading =
  { ok: true; stay: StayHandoff } | { ok: false; problem: HandoffProblem };

const LARGEST_ID = 2_147_483_647;
/** The longest stay the shop sells. */
const MAX_NIGHTS = 30;

/** The offer id of a path segment, or null when it is not one. */
export function productIdOf(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= LARGEST_ID ? id : null;
}

/**
 * BEY-001, LEFT-003: reads `/checkout/{productId}/summary#checkin=…&checkout=…&nights=…&a=…&c=…
 * &b=…&activityDates=…&productId=…` as the product page writes it. The hash is parsed tolerantly
 * (@shop/criteria); what cannot be a bookable stay is a problem, never a crash: no dates, a
 * check-out that is not check-in + nights, a stay in the past, activity days outside the stay, or
 * a hash written for another offer than the path's (a tampered or stale address).
 */
export function readStayHandoff(
  segment: string | undefined,
  hash: string,
  today: IsoDate,
): HandoffReading {
  const productId = productIdOf(segment);
  if (productId === null) return { ok: false, problem: 'product' };
  const fields = parseProductHash(hash);
  if (fields.productId !== undefined && fields.productId !== String(productId)) {
    return { ok: false, problem: 'product' };
  }
  const { checkin } = fields;
  if (!checkin) return { ok: false, problem: 'dates' };
  const nights =
    fields.nights ??
    fields.night ??
    (fields.checkout ? daysBetween(checkin, fields.checkout) : undefined);
  if (nights === undefined || nights < 1 || nights > MAX_NIGHTS) {
    return { ok: false, problem: 'dates' };
  }
  const checkout = addDays(checkin, nights);
  if (fields.checkout && fields.checkout !== checkout) return { ok: false, problem: 'dates' };
  if (checkin < today) return { ok: false, problem: 'past' };
  if (fields.activityDates.some(({ day }) => day > nights + 1)) {
    return { ok: false, problem: 'activityDates' };
  }
  const days = activityDatesFromHash(fields.activityDates, checkin);
  const adults = Math.min(Math.max(fields.a, PAX_BOUNDS.adult.min), PAX_BOUNDS.adult.max);
  return {
    ok: true,
    stay: {
      productId,
      checkin,
      checkout,
      nights,
      adults,
      children: fields.c,
      babies: fields.b,
      activitySelections: Object.entries(days).map(([id, date]) => `${id}_${date}`),
    },
  };
}
