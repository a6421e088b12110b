import { describe, expect, it } from '@jest/globals';
import { showsPaymentEligibility } from './eligibility';

const BASE = { pointOfSale: 'FR', flagOn: true, finalPrice: 40_000, cancellable: true };

describe('payment eligibility message (CHK-017)', () => {
  it('CHK-017: shown with a point of sale that allows it, the flag, a final price and a cancellable offer', () => {
    expect(showsPaymentEligibility(BASE)).toBe(true);
    expect(showsPaymentEligibility({ ...BASE, pointOfSale: 'NL' })).toBe(false);
    expect(showsPaymentEligibility({ ...BASE, flagOn: false })).toBe(false);
    expect(showsPaymentEligibility({ ...BASE, finalPrice: null })).toBe(false);
    expect(showsPaymentEligibility({ ...BASE, cancellable: false })).toBe(false);
  });
});
