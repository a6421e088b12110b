import { fetchApi, orderResponseSchema, type OrderResponse } from '@shop/api-contract';

const orderUrl = (orderUUID: string) =>
  `/api/front/purchase/orders/${encodeURIComponent(orderUUID)}`;

/** ADR 0018: POST …/gift-cards: a gift card's serial number pays all or part of the order. */
export function postGiftCard(orderUUID: string, serialNumber: string): Promise<OrderResponse> {
  return fetchApi(`${orderUrl(orderUUID)}/gift-cards`, orderResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ serialNumber }),
  });
}

/** ADR 0018: DELETE …/gift-cards/{last4}: the card no longer pays the order. */
export function deleteGiftCard(orderUUID: string, last4: string): Promise<OrderResponse> {
  return fetchApi(
    `${orderUrl(orderUUID)}/gift-cards/${encodeURIComponent(last4)}`,
    orderResponseSchema,
    { method: 'DELETE' },
  );
}

/** ADR 0018: POST …/gift-card-payment: the gift cards pay everything; the order is confirmed. */
export function postGiftCardPayment(orderUUID: string): Promise<OrderResponse> {
  return fetchApi(`${orderUrl(orderUUID)}/gift-card-payment`, orderResponseSchema, {
    method: 'POST',
  });
}
