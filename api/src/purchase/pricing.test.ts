import { splitInstalments } from './pricing';
import { describe, expect, it } from '@jest/globals';

describe('checkout arithmetic', () => {
  it('CHK-019: monthly instalment dates stay on the last day of shorter months', () => {
    expect(splitInstalments(100, 7, 3, '2026-01-31')).toEqual([
      { amount: 41, date: '2026-01-31' },
      { amount: 33, date: '2026-02-28' },
      { amount: 33, date: '2026-03-31' },
    ]);
  });
});
