import { describe, expect, it } from '@jest/globals';
import { upsellAnswer } from '../../../test/weekend';
import { isUpsellResponse, upsellUrl } from './get-upsell';

describe('upsell call (API-024, PROD-039)', () => {
  it('PROD-038: asks the extras for the chosen number of nights', () => {
    expect(upsellUrl(746, 'it_IT', 2)).toBe('/api/weekend/746/upsell.json?locale=it_IT&nights=2');
  });

  it('PROD-039: accepts singleVoucherProducts with priceDifferencePerLos keyed by nights', () => {
    expect(isUpsellResponse(upsellAnswer())).toBe(true);
    expect(isUpsellResponse(upsellAnswer([]))).toBe(true);
  });

  it('refuses an answer the list cannot read', () => {
    const [product] = upsellAnswer().singleVoucherProducts;
    expect(isUpsellResponse(null)).toBe(false);
    expect(isUpsellResponse({ singleVoucherProducts: {} })).toBe(false);
    expect(isUpsellResponse({ singleVoucherProducts: [{ ...product, id: '800' }] })).toBe(false);
    expect(
      isUpsellResponse({
        singleVoucherProducts: [{ ...product, priceDifferencePerLos: { '1': 'cheap' } }],
      }),
    ).toBe(false);
  });
});
