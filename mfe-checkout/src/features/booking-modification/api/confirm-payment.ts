import { fetchApi, paymentResponseSchema, type PaymentResponse } from '@shop/api-contract';

/** The sandbox's strong-customer-authentication step: POST /api/front/purchase/payments/{id}/confirm. */
export const confirmPaymentUrl = (intentId: string): string =>
  `/api/front/purchase/payments/${encodeURIComponent(intentId)}/confirm`;

export function confirmPayment(intentId: string, challengeCode: string): Promise<PaymentResponse> {
  return fetchApi(confirmPaymentUrl(intentId), paymentResponseSchema, {
    method: 'POST',
    cache: 'no-store',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ challengeCode }),
  });
}
