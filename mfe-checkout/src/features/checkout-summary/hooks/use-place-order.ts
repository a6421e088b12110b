import { ApiRequestError, type OrderRequest } from '@shop/api-contract';
import { useCallback, useRef, useState } from 'react';
import {
  type CheckoutDraft,
  type DraftKey,
  idempotencyFor,
  writeDraft,
} from '../../../entities/checkout/lib/draft';
import { postOrder } from '../../../entities/order/api/post-order';

export type PlaceOrderState =
  | { status: 'idle' }
  | { status: 'pending' }
  /** 409 AMOUNT_MISMATCH: the price changed; the shopper confirms the new total. */
  | { status: 'priceChanged'; previousTotal: number }
  | { status: 'notBookable' }
  | { status: 'failed' };

/**
 * BEY-001, BEY-002: places the order once: one Idempotency-Key per order body (kept in the draft),
 * so a double click, a reload or a retry gives back the same order; a second click while the
 * first call runs does nothing. On 409 AMOUNT_MISMATCH the caller reloads the price and asks
 * the shopper to confirm the new total.
 */
export function usePlaceOrder(
  productId: DraftKey,
  onPriceChanged: () => Promise<unknown>,
  onFailed?: (status: 'notBookable' | 'failed', error: unknown) => void,
) {
  const [state, setState] = useState<PlaceOrderState>({ status: 'idle' });
  const inFlight = useRef(false);

  const place = useCallback(
    async (body: OrderRequest, draft: CheckoutDraft): Promise<CheckoutDraft | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setState({ status: 'pending' });
      const idempotency = idempotencyFor(draft, JSON.stringify(body));
      // Saved before the call: a reload during it sends the same key again.
      writeDraft(productId, { ...draft, idempotency });
      try {
        const order = await postOrder(body, idempotency.key);
        const saved: CheckoutDraft = {
          ...draft,
          idempotency,
          order: {
            orderUUID: order.orderUUID,
            bookingNumber: order.bookingNumber,
            viewToken: order.viewToken,
            amount: order.amount,
          },
        };
        writeDraft(productId, saved);
        setState({ status: 'idle' });
        return saved;
      } catch (error) {
        const code = error instanceof ApiRequestError ? error.code : '';
        if (code === 'AMOUNT_MISMATCH') {
          await onPriceChanged();
          setState({ status: 'priceChanged', previousTotal: body.expectedAmount });
        } else if (code === 'NOT_BOOKABLE') {
          setState({ status: 'notBookable' });
          onFailed?.('notBookable', error);
        } else {
          setState({ status: 'failed' });
          onFailed?.('failed', error);
        }
        return null;
      } finally {
        inFlight.current = false;
      }
    },
    [productId, onPriceChanged, onFailed],
  );

  return { state, place };
}
