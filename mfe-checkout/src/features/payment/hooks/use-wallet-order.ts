import {
  ApiRequestError,
  type OrderRequest,
  type PaymentResponse,
  type WalletOrderResponse,
} from '@shop/api-contract';
import { reportError } from '@shop/platform';
import { useCallback, useRef, useState } from 'react';
import { postWalletOrder } from '../../../entities/order/api/post-wallet-order';
import { postPayment } from '../api/post-payment';
import { answerChallenge, type ChallengeState, challengeOf } from './challenge';
import { SANDBOX_WALLET_TOKEN } from './use-payment';

export type WalletOrderState = { status: 'idle' } | { status: 'paying' } | ChallengeState;

/** What the wallet pays: the placed order's body, its Idempotency-Key and amount. */
export interface WalletOrderInput {
  body: OrderRequest;
  idempotencyKey: string;
  amount: number;
}

export interface WalletOrderCallbacks {
  onBooked: (booking: WalletOrderResponse['booking']) => void;
  /** CHK-010, CHK-013: any failure (declined, cancelled, no orderUUID, an error). */
  onFailed: (reason: string) => void;
}

/**
 * CHK-009..011, CHK-016: the wallet pays a placed order: the device's token authorises an intent
 * of the order's amount (the sandbox asks its challenge above 30 euros), then POST /purchase/zeppto
 * sends the order body with that authorisation under the order's Idempotency-Key and answers the
 * confirmed booking. One payment at a time: a second click while one runs does nothing.
 */
export function useWalletOrder({ onBooked, onFailed }: WalletOrderCallbacks) {
  const [state, setState] = useState<WalletOrderState>({ status: 'idle' });
  const input = useRef<WalletOrderInput | null>(null);
  const busy = useRef(false);

  const fail = useCallback(
    (reason: string, error?: unknown) => {
      if (error !== undefined) {
        void reportError({
          message: `Wallet checkout failed: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
      setState({ status: 'idle' });
      onFailed(reason);
    },
    [onFailed],
  );

  /** The authorised intent pays the order through /purchase/zeppto. */
  const book = useCallback(
    async (intentId: string) => {
      const placed = input.current;
      if (!placed) return;
      try {
        const { booking } = await postWalletOrder(placed.body, placed.idempotencyKey, intentId);
        // CHK-011 / §4.10: a missing orderUUID is a failure like any other.
        if (!booking.orderUUID) {
          fail('other', new Error('the wallet order answered no orderUUID'));
          return;
        }
        setState({ status: 'idle' });
        onBooked(booking);
      } catch (error) {
        fail(
          error instanceof ApiRequestError && error.code === 'PAYMENT_FAILED'
            ? 'wallet_declined'
            : error instanceof ApiRequestError && error.code === 'AMOUNT_MISMATCH'
              ? 'order_amount_changed'
              : 'other',
          error,
        );
      }
    },
    [fail, onBooked],
  );

  const settle = useCallback(
    async (intent: PaymentResponse) => {
      if (intent.status === 'succeeded') await book(intent.paymentIntentId);
      else if (intent.status === 'requires_action') setState(challengeOf(intent));
      else fail(intent.failureReason ?? 'wallet_declined');
    },
    [book, fail],
  );

  const pay = useCallback(
    async (placed: WalletOrderInput) => {
      if (busy.current) return;
      busy.current = true;
      input.current = placed;
      setState({ status: 'paying' });
      try {
        await settle(
          await postPayment({
            amount: placed.amount,
            paymentMethod: 'wallet',
            walletToken: SANDBOX_WALLET_TOKEN,
          }),
        );
      } catch (error) {
        fail('other', error);
      } finally {
        busy.current = false;
      }
    },
    [settle, fail],
  );

  const confirm = useCallback(
    async (code: string) => {
      if (state.status !== 'challenge' || busy.current) return;
      busy.current = true;
      try {
        const answer = await answerChallenge(state, code, setState);
        if (answer) {
          setState({ status: 'paying' });
          await settle(answer);
        }
      } catch (error) {
        fail('other', error);
      } finally {
        busy.current = false;
      }
    },
    [state, settle, fail],
  );

  /** Closing the bank's step abandons the payment: a failure (nothing was charged). */
  const cancelChallenge = useCallback(() => {
    if (state.status === 'challenge') fail('authentication_cancelled');
  }, [state, fail]);

  return { state, pay, confirm, cancelChallenge };
}
