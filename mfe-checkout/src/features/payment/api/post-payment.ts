import {
  type CreatePaymentRequest,
  fetchApi,
  paymentResponseSchema,
  type PaymentResponse,
} from '@shop/api-contract';

/**
 * BEY-001: POST /api/front/purchase/payments: a payment intent for what is left to pay of the
 * order, through the sandbox provider (a challenge above 30 euros).
 */
export function postPayment(body: CreatePaymentRequest): Promise<PaymentResponse> {
  return fetchApi('/api/front/purchase/payments', paymentResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
