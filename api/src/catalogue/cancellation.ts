import type { CancellationPolicy } from '@shop/api-contract';
import { addDays, type IsoDate } from '@shop/criteria';
import { marketClock } from './market-clock';

/** A package's cancellation columns (weekends; activity-only vouchers have fixed ones). */
export interface CancellationTerms {
  cancellable: boolean;
  deadlineDays: number | null;
  cancellationType: string;
}

/** CRIT-087 */
export function cancellationPolicy(
  product: CancellationTerms,
  checkin: IsoDate | null,
  now: Date,
): CancellationPolicy {
  const deadline =
    checkin && product.cancellable && product.deadlineDays !== null
      ? addDays(checkin, -product.deadlineDays)
      : null;
  const { today } = marketClock(now);
  return {
    cancellable: product.cancellable,
    isCancellable: product.cancellable && (deadline === null || deadline >= today),
    cancellationDeadline: deadline,
    cancellableUntil: deadline === null ? null : `${deadline}T23:59:59`,
    message: null,
    deadlineDays: product.deadlineDays,
    type: product.cancellationType === 'FLEXIBLE' ? 'FLEXIBLE' : 'NCNR',
  };
}
