import { addMonths } from '@shop/criteria';
import { splitInstalments } from './pricing';
import { describe, expect, it } from '@jest/globals';

describe('checkout arithmetic', () => {
  it('CHK-019: monthly instalment dates stay on the last day of shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(splitInstalments(100, 7, 3, '2026-01-31')).toEqual([
      { amount: 41, date: '2026-01-31' },
      { amount: 33, date: '2026-02-28' },
      { amount: 33, date: '2026-03-31' },
    ]);
  });
});
