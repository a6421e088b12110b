import {
  fetchApi,
  modificationQuoteResponseSchema,
  type ModificationQuoteRequest,
  type ModificationQuoteResponse,
} from '@shop/api-contract';

/** CHK-027..031: POST /api/front/purchase/orders/{orderUUID}/modification-quote. */
export const modificationQuoteUrl = (orderUUID: string): string =>
  `/api/front/purchase/orders/${encodeURIComponent(orderUUID)}/modification-quote`;

/** A quote is asked for when the customer presses "See the price": a command, not a cached read. */
export function quoteModification(
  orderUUID: string,
  body: ModificationQuoteRequest,
): Promise<ModificationQuoteResponse> {
  return fetchApi(modificationQuoteUrl(orderUUID), modificationQuoteResponseSchema, {
    method: 'POST',
    cache: 'no-store',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
