import { fetchApiChecked, type HandoffRequest, type HandoffResponse } from '@shop/api-contract';

/** The hand-off URL (API-032). */
export const CHECKOUT_HANDOFF_URL = '/api/front/checkout/handoff';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A structural check of the answer: ok with the offer id, or refused with a code. */
export function isHandoffResponse(body: unknown): body is HandoffResponse {
  if (!isRecord(body)) return false;
  if (body.ok === true) return typeof body.offerId === 'number';
  return body.ok === false && typeof body.error === 'string' && typeof body.message === 'string';
}

/**
 * CHK-001, CHK-002: POST /api/front/checkout/handoff — initialises checkout by offer id with the
 * criteria hash fields, productId and locale; in booking also selectedOffer, selectedDates, hbp.
 * A mutation, not a read: no SWR (ADR 0026 reads only).
 */
export async function postCheckoutHandoff(request: HandoffRequest): Promise<HandoffResponse> {
  return fetchApiChecked(CHECKOUT_HANDOFF_URL, isHandoffResponse, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
}
