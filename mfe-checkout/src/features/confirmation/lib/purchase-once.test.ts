import { beforeEach, describe, expect, it } from '@jest/globals';
import { claimPurchaseEvent } from './purchase-once';

describe('the purchase event (LEFT-041, LEFT-040)', () => {
  beforeEach(() => window.localStorage.clear());

  it('LEFT-041: claimed once per order, not again on reload', () => {
    expect(claimPurchaseEvent('order-1')).toBe(true);
    expect(claimPurchaseEvent('order-1')).toBe(false);
    expect(claimPurchaseEvent('order-2')).toBe(true);
    window.localStorage.setItem('checkout-purchase-tracked', '{broken');
    expect(claimPurchaseEvent('order-3')).toBe(true);
  });
});
