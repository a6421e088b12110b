import type { IsoDate } from './dates';
import { DEFAULT_ADULTS } from './market';
import { type Bounds, stepTo } from './pax';

/** CRIT-025: the participants model: a count and the range it may take. */
export interface Participants {
  pax: number;
  paxRange: Bounds;
}

/** CRIT-024: activity participants in a search: 1 to 2, 2 by default. */
export const SEARCH_PARTICIPANTS: Participants = {
  pax: DEFAULT_ADULTS,
  paxRange: { min: 1, max: 2 },
};

/** CRIT-024, CRIT-025: `pax` changed to `next`, or unchanged when `next` leaves the range. */
export function changeParticipants(participants: Participants, next: number): Participants {
  return { ...participants, pax: stepTo(participants.pax, next, participants.paxRange) };
}

/** CRIT-024: a search's participants for an adult count read from the address (clamped). */
export function searchParticipants(adults: number): Participants {
  const { min, max } = SEARCH_PARTICIPANTS.paxRange;
  return { ...SEARCH_PARTICIPANTS, pax: Math.min(max, Math.max(min, adults)) };
}

/**
 * CRIT-026: the participants of an activity voucher, from the adult counts its prices are keyed
 * by: the range runs from the smallest to the largest key; the wanted count (2 by default) is kept
 * when it has a price, otherwise it resets to the smallest key. Undefined without any price.
 */
export function voucherParticipants(
  priceKeys: readonly number[],
  wanted: number = DEFAULT_ADULTS,
): Participants | undefined {
  if (priceKeys.length === 0) return undefined;
  const paxRange = { min: Math.min(...priceKeys), max: Math.max(...priceKeys) };
  return { pax: priceKeys.includes(wanted) ? wanted : paxRange.min, paxRange };
}

/**
 * CRIT-026: a change of an activity voucher's participants: ignored outside the range; a count
 * inside it without a price resets to the smallest key.
 */
export function changeVoucherParticipants(
  participants: Participants,
  priceKeys: readonly number[],
  next: number,
): Participants {
  const pax = stepTo(participants.pax, next, participants.paxRange);
  return { ...participants, pax: priceKeys.includes(pax) ? pax : participants.paxRange.min };
}

/** CRIT-031: one date an activity can be taken on. */
export interface ActivityDateOption {
  /** The selection sent for it, `activityId_date` (CRIT-027). */
  value: string;
  date: IsoDate;
}

/** CRIT-031: the date choice of one activity of a product. */
export interface ActivityDateChoice {
  activityId: string;
  title: string;
  dates: ActivityDateOption[];
}

/**
 * CRIT-030: the activities with date choices that have none of their dates selected; while any is
 * left the product shows "Please choose your activity dates." and cannot go on.
 */
export function activitiesMissingDates(
  choices: readonly ActivityDateChoice[],
  selections: readonly string[],
): ActivityDateChoice[] {
  const chosen = new Set(selections);
  return choices.filter(
    (choice) => choice.dates.length > 0 && !choice.dates.some((option) => chosen.has(option.value)),
  );
}
