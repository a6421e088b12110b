import { describe, expect, it } from '@jest/globals';
import {
  cancellationConditions,
  cancellationDeadlineOf,
  cancellationLabel,
  isCancellablePolicy,
  modificationDifference,
  PARTIAL_REFUND_PERCENT,
  partialRefund,
} from './cancellation';

const cancellable = { cancellable: true, cancellationDeadline: '2030-05-25' };

describe('CRIT-085 cancellation label', () => {
  it('CRIT-085: no dates → add your travel dates', () => {
    expect(cancellationLabel(false, cancellable)).toEqual({ kind: 'addTravelDates' });
  });

  it('CRIT-085: dates, cancellable and a deadline → cancellable until the date', () => {
    expect(cancellationLabel(true, cancellable)).toEqual({
      kind: 'cancellableUntil',
      deadline: '2030-05-25',
    });
    expect(
      cancellationLabel(true, { isCancellable: true, cancellableUntil: '2030-05-20' }),
    ).toEqual({ kind: 'cancellableUntil', deadline: '2030-05-20' });
  });

  it('CRIT-085: otherwise non-exchangeable and non-refundable', () => {
    expect(cancellationLabel(true, { cancellable: true })).toEqual({ kind: 'nonRefundable' });
    expect(cancellationLabel(true, { ...cancellable, cancellable: false })).toEqual({
      kind: 'nonRefundable',
    });
    expect(cancellationLabel(true, undefined)).toEqual({ kind: 'nonRefundable' });
  });
});

describe('CRIT-086 cancellation conditions', () => {
  it('CRIT-086: 80% of each night until the deadline, no refund from check-in', () => {
    expect(PARTIAL_REFUND_PERCENT).toBe(80);
    expect(cancellationConditions(cancellable, '2030-06-01')).toEqual({
      refundPercent: 80,
      deadline: '2030-05-25',
      noRefundFrom: '2030-06-01',
    });
    expect(cancellationConditions({ type: 'NCNR' }, '2030-06-01')).toBeUndefined();
    expect(partialRefund([10000, 12001])).toBe(8000 + 9600);
  });

  it('CRIT-086: free modification refunds the difference if cheaper, asks it if dearer', () => {
    expect(modificationDifference(20000, 15000)).toEqual({ kind: 'refund', amount: 5000 });
    expect(modificationDifference(20000, 26000)).toEqual({ kind: 'pay', amount: 6000 });
    expect(modificationDifference(20000, 20000)).toEqual({ kind: 'none' });
  });
});

describe('CRIT-087 cancellation policy model', () => {
  it('CRIT-087: type NCNR means non-cancellable', () => {
    expect(isCancellablePolicy({ ...cancellable, type: 'NCNR' })).toBe(false);
    expect(isCancellablePolicy({ ...cancellable, type: 'FLEX' })).toBe(true);
    expect(isCancellablePolicy({})).toBe(false);
    expect(cancellationLabel(true, { ...cancellable, type: 'NCNR' })).toEqual({
      kind: 'nonRefundable',
    });
  });

  it('CRIT-087: the deadline is cancellationDeadline, else cancellableUntil', () => {
    expect(cancellationDeadlineOf({ cancellableUntil: 'b', cancellationDeadline: 'a' })).toBe('a');
    expect(cancellationDeadlineOf({ cancellableUntil: 'b', cancellationDeadline: '' })).toBe('b');
    expect(cancellationDeadlineOf(null)).toBeUndefined();
  });
});
