import { fetchApiLazy, type HandoffRequest, type HandoffResponse } from '@shop/api-contract';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () => import(/* webpackExports: ["handoffResponseSchema"] */ '@shop/api-contract');

export const CHECKOUT_HANDOFF_URL = '/api/front/checkout/handoff';

/**
 * CHK-001, CHK-002: POST /api/front/checkout/handoff — initialises checkout for the offer with the
 * criteria, productId and locale; booking adds selectedOffer, selectedDates (and hbp), gifting
 * giftNights. Throws ApiRequestError when the call fails. One call for every hand-off: the stay
 * page's booking, the hotel page's booking options (mfe-product) and the gift voucher's setup
 * (mfe-gifting); subpath `@shop/booking/checkout-handoff`, bundled where it is used.
 */
export function postCheckoutHandoff(request: HandoffRequest): Promise<HandoffResponse> {
  return fetchApiLazy(CHECKOUT_HANDOFF_URL, async () => (await contract()).handoffResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
}
