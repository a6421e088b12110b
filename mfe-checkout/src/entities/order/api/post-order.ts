import {
  fetchApi,
  IDEMPOTENCY_KEY_HEADER,
  type OrderRequest,
  orderCreatedResponseSchema,
  type OrderCreatedResponse,
} from '@shop/api-contract';

export const ORDERS_URL = '/api/front/purchase/orders';

/**
 * API-035, CHK-015, BEY-002: POST /api/front/purchase/orders with its Idempotency-Key: the same
 * key and body give back the same order. Throws ApiRequestError (409 AMOUNT_MISMATCH when the
 * server's total is not `expectedAmount`).
 */
export function postOrder(
  body: OrderRequest,
  idempotencyKey: string,
): Promise<OrderCreatedResponse> {
  return fetchApi(ORDERS_URL, orderCreatedResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body: JSON.stringify(body),
  });
}
