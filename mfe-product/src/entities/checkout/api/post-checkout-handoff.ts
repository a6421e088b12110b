import {
  fetchApi,
  type HandoffRequest,
  type HandoffResponse,
  handoffResponseSchema,
} from '@shop/api-contract';

export const CHECKOUT_HANDOFF_URL = '/api/front/checkout/handoff';

/**
 * CHK-001, CHK-002: POST /api/front/checkout/handoff — initialises checkout for the offer with the
 * criteria, productId and locale; booking adds selectedOffer, selectedDates (and hbp), gifting
 * giftNights. Throws ApiRequestError when the call fails. One call for the stay page's booking and
 * the hotel page's booking options (entities: both features use it).
 */
export function postCheckoutHandoff(request: HandoffRequest): Promise<HandoffResponse> {
  return fetchApi(CHECKOUT_HANDOFF_URL, handoffResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
}
