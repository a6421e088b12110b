import {
  cancellationResponseSchema,
  fetchApi,
  type CancellationRequest,
  type CancellationResponse,
} from '@shop/api-contract';

/** ADR 0055: POST /api/front/purchase/cancellations — cancels under the booking's terms. */
export const CANCELLATIONS_URL = '/api/front/purchase/cancellations';

export function cancelBooking(body: CancellationRequest): Promise<CancellationResponse> {
  return fetchApi(CANCELLATIONS_URL, cancellationResponseSchema, {
    method: 'POST',
    cache: 'no-store',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
