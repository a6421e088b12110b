import { describe, expect, it } from '@jest/globals';
import { upsellAnswer } from '../../../test/weekend';
import { UPSELL_NAVIGATION_DELAY_MS, upsellChoices } from './upsell-rules';

const products = upsellAnswer().singleVoucherProducts;

describe('PROD-038 upsell list', () => {
  it('PROD-038: without chosen nights, only vouchers with a difference for 1 night', () => {
    expect(
      upsellChoices(products, undefined).map(({ product, difference }) => [product.id, difference]),
    ).toEqual([[800, 3_000]]);
  });

  it('PROD-038: with 2 nights, the vouchers with a difference for 2 nights, at that difference', () => {
    expect(
      upsellChoices(products, 2).map(({ product, difference }) => [product.id, difference]),
    ).toEqual([
      [800, 6_000],
      [801, 4_000],
    ]);
    expect(upsellChoices(products, 3)).toEqual([]);
  });

  it('PROD-037: the page moves 500 ms after the loading modal opens', () => {
    expect(UPSELL_NAVIGATION_DELAY_MS).toBe(500);
  });
});
