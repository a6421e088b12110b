import {
  fetchApi,
  IDEMPOTENCY_KEY_HEADER,
  type OrderRequest,
  walletOrderResponseSchema,
  type WalletOrderResponse,
} from '@shop/api-contract';

/**
 * API-036, CHK-016: POST /api/front/purchase/zeppto: the order body plus the wallet's authorised
 * intent (`pspAuthorization`) gives the confirmed booking. Sent with the Idempotency-Key the order
 * was placed with, so it pays that order (the same key and body answer the same order).
 */
export function postWalletOrder(
  body: OrderRequest,
  idempotencyKey: string,
  paymentIntentId: string,
): Promise<WalletOrderResponse> {
  return fetchApi('/api/front/purchase/zeppto', walletOrderResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body: JSON.stringify({
      ...body,
      pspAuthorization: { paymentIntentId, paymentMethod: 'wallet' },
    }),
  });
}
