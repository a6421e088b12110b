import { describe, expect, it } from '@jest/globals';
import { giftVoucherItemSchema, giftVoucherPrice } from './gift-vouchers';

const priceList = [
  { nights: 1, sellPrice: 10_000 },
  { nights: 2, sellPrice: 19_200 },
];

describe('gift voucher rules', () => {
  it('GIFT-018: price summary of a digital voucher (sellPrice, promo, no shipping nor sub-elements)', () => {
    expect(
      giftVoucherPrice({
        priceList,
        nights: 2,
        format: 'DIGITAL',
        shippingCost: 490,
        subElementPrices: [690],
      }),
    ).toEqual({
      sellPrice: 19_200,
      promo: 4,
      refPrice: 20_000,
      shippingCost: 0,
      subElementsPrice: 0,
      totalPrice: 19_200,
    });
  });

  it('GIFT-018: the physical format adds shipping and sub-elements to the total', () => {
    expect(
      giftVoucherPrice({
        priceList,
        nights: 1,
        format: 'PHYSICAL',
        shippingCost: 490,
        subElementPrices: [690, 1290],
      }),
    ).toMatchObject({ promo: 0, shippingCost: 490, subElementsPrice: 1980, totalPrice: 12_470 });
  });

  it('GIFT-018: nights without a tier have no price', () => {
    const input = { priceList, nights: 3, format: 'DIGITAL', shippingCost: null } as const;
    expect(giftVoucherPrice({ ...input, subElementPrices: [] })).toBeNull();
  });

  it('GIFT-019, GIFT-020, GIFT-022: the order item defaults to digital and enforces the limits', () => {
    expect(giftVoucherItemSchema.parse({ offerId: 1, nights: 1 })).toEqual({
      offerId: 1,
      nights: 1,
      format: 'DIGITAL',
      subElements: [],
      customSubElements: [],
      fromName: '',
      message: '',
    });
    expect(
      giftVoucherItemSchema.safeParse({ offerId: 1, nights: 1, fromName: 'A'.repeat(40) }).success,
    ).toBe(true);
    expect(
      giftVoucherItemSchema.safeParse({ offerId: 1, nights: 1, fromName: 'A'.repeat(41) }).success,
    ).toBe(false);
    expect(
      giftVoucherItemSchema.safeParse({ offerId: 1, nights: 1, fromName: 'Jo 3' }).success,
    ).toBe(false);
    expect(
      giftVoucherItemSchema.safeParse({ offerId: 1, nights: 1, message: 'Hi\nthere' }).success,
    ).toBe(true);
    expect(
      giftVoucherItemSchema.safeParse({ offerId: 1, nights: 1, message: '<b>x</b>' }).success,
    ).toBe(false);
    expect(giftVoucherItemSchema.safeParse({ offerId: 1, nights: 0 }).success).toBe(false);
  });
});
