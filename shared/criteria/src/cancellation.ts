import type { IsoDate } from './dates';

/** CRIT-087: the cancellation policy model. */
export interface CancellationPolicy {
  cancellable?: boolean | undefined;
  cancellationDeadline?: string | undefined;
  cancellableUntil?: string | undefined;
  message?: string | undefined;
  isCancellable?: boolean | undefined;
  type?: string | undefined;
}

/** CRIT-087: the policy type meaning non-cancellable. */
export const NON_CANCELLABLE_TYPE = 'NCNR';

/** CRIT-087: cancellable unless the type is NCNR or neither cancellable flag is true. */
export function isCancellablePolicy(policy: CancellationPolicy | null | undefined): boolean {
  if (!policy || policy.type === NON_CANCELLABLE_TYPE) return false;
  return policy.cancellable === true || policy.isCancellable === true;
}

/** CRIT-087: the deadline of a policy: cancellationDeadline, else cancellableUntil. */
export function cancellationDeadlineOf(
  policy: CancellationPolicy | null | undefined,
): string | undefined {
  return policy?.cancellationDeadline || policy?.cancellableUntil || undefined;
}

/** CRIT-085: which cancellation label to show (its copy lives in i18n). */
export type CancellationLabel =
  | { kind: 'addTravelDates' }
  | { kind: 'cancellableUntil'; deadline: string }
  | { kind: 'nonRefundable' };

/**
 * CRIT-085: no dates → add your travel dates; dates, cancellable and a deadline → cancellable
 * with a partial refund until the deadline; otherwise non-exchangeable and non-refundable.
 */
export function cancellationLabel(
  hasDates: boolean,
  policy: CancellationPolicy | null | undefined,
): CancellationLabel {
  if (!hasDates) return { kind: 'addTravelDates' };
  const deadline = cancellationDeadlineOf(policy);
  return isCancellablePolicy(policy) && deadline !== undefined
    ? { kind: 'cancellableUntil', deadline }
    : { kind: 'nonRefundable' };
}

/** CRIT-086: the share of each night's amount refunded until the deadline, in percent. */
export const PARTIAL_REFUND_PERCENT = 80;

/** CRIT-086: the data of the cancellation conditions modal. */
export interface CancellationConditions {
  refundPercent: number;
  /** Partial refund and free modification until this date. */
  deadline: string;
  /** No refund from this date (the check-in). */
  noRefundFrom: IsoDate;
}

/** CRIT-086: the conditions of a cancellable policy with a deadline; undefined otherwise. */
export function cancellationConditions(
  policy: CancellationPolicy | null | undefined,
  checkin: IsoDate,
): CancellationConditions | undefined {
  const deadline = cancellationDeadlineOf(policy);
  return isCancellablePolicy(policy) && deadline !== undefined
    ? { refundPercent: PARTIAL_REFUND_PERCENT, deadline, noRefundFrom: checkin }
    : undefined;
}

/** CRIT-086: the partial refund in cents: 80% of each night's amount (cents, rounded down). */
export function partialRefund(nightAmounts: readonly number[]): number {
  return nightAmounts.reduce(
    (sum, amount) => sum + Math.floor((amount * PARTIAL_REFUND_PERCENT) / 100),
    0,
  );
}

/** CRIT-086: a free modification: refund the difference if cheaper, pay it if dearer. */
export type ModificationDifference =
  { kind: 'refund'; amount: number } | { kind: 'pay'; amount: number } | { kind: 'none' };

/** CRIT-086: what a free modification from `currentCents` to `newCents` costs or refunds. */
export function modificationDifference(
  currentCents: number,
  newCents: number,
): ModificationDifference {
  if (newCents < currentCents) return { kind: 'refund', amount: currentCents - newCents };
  if (newCents > currentCents) return { kind: 'pay', amount: newCents - currentCents };
  return { kind: 'none' };
}
