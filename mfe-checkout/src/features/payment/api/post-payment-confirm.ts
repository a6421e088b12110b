import { fetchApi, paymentResponseSchema, type PaymentResponse } from '@shop/api-contract';

/** BEY-001: POST /api/front/purchase/payments/{intentId}/confirm with the challenge code. */
export function postPaymentConfirm(
  intentId: string,
  challengeCode: string,
): Promise<PaymentResponse> {
  return fetchApi(
    `/api/front/purchase/payments/${encodeURIComponent(intentId)}/confirm`,
    paymentResponseSchema,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ challengeCode }),
    },
  );
}
