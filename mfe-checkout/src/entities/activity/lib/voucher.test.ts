import { describe, expect, it } from '@jest/globals';
import { activityDraftKey, voucherPrice } from './voucher';

const price = (adults: number, sellPrice: number) => ({
  paxComposition: { adults },
  sellPrice,
  barPrice: sellPrice + 1000,
  promoPercentageRounded: 10,
});

describe('activity voucher price (CHK-006, CRIT-026)', () => {
  const prices = [price(4, 16000), price(2, 9000), price(3, 12500)];
  it('CHK-006: the price of the party handed off', () => {
    expect(voucherPrice(prices, 3)?.sellPrice).toBe(12500);
  });
  it('CRIT-026: a party without a price falls back to the smallest party sold', () => {
    expect(voucherPrice(prices, 7)?.paxComposition.adults).toBe(2);
    expect(voucherPrice(prices, Number.NaN)?.paxComposition.adults).toBe(2);
    expect(voucherPrice([], 2)).toBeNull();
  });
  it('drafts of vouchers never share a key with a stay offer', () => {
    expect(activityDraftKey(12)).toBe('activity-12');
  });
});
