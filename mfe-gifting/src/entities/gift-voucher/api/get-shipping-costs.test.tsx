import { afterEach, describe, expect, it } from '@jest/globals';
import { unstubAllGlobals } from '@shop/test-support';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { giftingApi } from '../../../test/gifting';
import { calledUrls, mockFetch } from '@shop/test-support/fetch';
import { useShippingCosts } from './get-shipping-costs';

/** One SWR cache for the whole test, as the page has for a visit. */
function visit() {
  const cache = new Map();
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}
const shippingCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  calledUrls(fetchMock).filter((url) => url.includes('/single-voucher/shipping-costs'));

afterEach(() => unstubAllGlobals());

describe('the physical format’s shipping cost (GIFT-015)', () => {
  it('GIFT-015: not fetched without a point of sale or with the format inactive', async () => {
    const fetchMock = mockFetch(giftingApi());
    const wrapper = visit();
    const { result: noPointOfSale } = renderHook(() => useShippingCosts(undefined, true), {
      wrapper,
    });
    const { result: inactive } = renderHook(() => useShippingCosts('FR', false), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(noPointOfSale.current.data).toBeUndefined();
    expect(inactive.current.data).toBeUndefined();
    expect(shippingCalls(fetchMock)).toEqual([]);
  });

  it('GIFT-015: fetched once per point of sale; its answer (amount, error) is kept for the visit, not asked again on the next mount', async () => {
    const fetchMock = mockFetch(giftingApi());
    const wrapper = visit();
    const first = renderHook(() => useShippingCosts('FR', true), { wrapper });
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    expect(first.result.current.data).toMatchObject({ pointOfSale: 'FR', error: null });
    first.unmount();
    // The setup page opened again in the same visit (another night count, back from checkout).
    const again = renderHook(() => useShippingCosts('FR', true), { wrapper });
    expect(again.result.current.data).toEqual(first.result.current.data);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shippingCalls(fetchMock)).toHaveLength(1);
  });
});
