import { ApiRequestError, type PaymentMethod, type PaymentResponse } from '@shop/api-contract';
import { reportError } from '@shop/platform';
import { useCallback, useRef, useState } from 'react';
import { postPayment } from '../api/post-payment';
import { answerChallenge, type ChallengeState, challengeOf } from './challenge';

export type PaymentState =
  | { status: 'idle' }
  | { status: 'paying' }
  | ChallengeState
  | { status: 'failed'; method: PaymentMethod; reason: string | null }
  /** The order was paid meanwhile (another tab, a retried request): go to the confirmation. */
  | { status: 'paid' };

export interface PayInput {
  method: PaymentMethod;
  card?: { number: string; expiryMonth: number; expiryYear: number; cvc: string } | undefined;
}

/** The sandbox wallet's device token (ADR 0010: the sandbox accepts any token but tok_decline). */
export const SANDBOX_WALLET_TOKEN = 'tok_sandbox_wallet';

/**
 * BEY-001: pays the order through the sandbox: one intent per click (a second click while one
 * runs does nothing: a double click pays once), the challenge when asked, the outcome.
 * `onPaid` runs once the order is paid.
 */
export function usePayment(orderUUID: string, onPaid: () => void) {
  const [state, setStateValue] = useState<PaymentState>({ status: 'idle' });
  const inFlight = useRef(false);
  /** The state as the last call left it: a click that lands before React re-renders sees it. */
  const current = useRef<PaymentState['status']>('idle');
  const setState = useCallback((next: PaymentState) => {
    current.current = next.status;
    setStateValue(next);
  }, []);

  const settle = useCallback(
    (payment: PaymentResponse) => {
      if (payment.status === 'succeeded' || payment.order?.status === 'confirmed') {
        setState({ status: 'paid' });
        onPaid();
      } else if (payment.status === 'requires_action') {
        setState(challengeOf(payment));
      } else {
        setState({
          status: 'failed',
          method: payment.paymentMethod,
          reason: payment.failureReason,
        });
      }
    },
    [onPaid, setState],
  );

  const fail = useCallback(
    (method: PaymentMethod, error: unknown) => {
      if (
        error instanceof ApiRequestError &&
        error.status === 409 &&
        /already paid/.test(error.message)
      ) {
        setState({ status: 'paid' });
        onPaid();
        return;
      }
      void reportError({
        message: `Payment failed: ${error instanceof Error ? error.message : String(error)}`,
      });
      setState({
        status: 'failed',
        method,
        reason:
          error instanceof ApiRequestError && error.code === 'PAYMENT_FAILED'
            ? 'card_declined'
            : null,
      });
    },
    [onPaid, setState],
  );

  const pay = useCallback(
    async ({ method, card }: PayInput) => {
      // One payment at a time: not while one runs, waits for its challenge or has succeeded.
      if (inFlight.current || (current.current !== 'idle' && current.current !== 'failed')) return;
      inFlight.current = true;
      setState({ status: 'paying' });
      try {
        settle(
          await postPayment({
            orderUUID,
            paymentMethod: method,
            ...(method === 'card' ? { card } : {}),
            ...(method === 'wallet' ? { walletToken: SANDBOX_WALLET_TOKEN } : {}),
          }),
        );
      } catch (error) {
        fail(method, error);
      } finally {
        inFlight.current = false;
      }
    },
    [orderUUID, settle, fail, setState],
  );

  const confirm = useCallback(
    async (code: string) => {
      if (state.status !== 'challenge' || inFlight.current) return;
      inFlight.current = true;
      try {
        const answer = await answerChallenge(state, code, setState);
        if (answer) settle(answer);
      } catch (error) {
        fail(state.intent.paymentMethod, error);
      } finally {
        inFlight.current = false;
      }
    },
    [state, settle, fail, setState],
  );

  const cancelChallenge = useCallback(() => {
    if (state.status === 'challenge') {
      setState({
        status: 'failed',
        method: state.intent.paymentMethod,
        reason: 'authentication_cancelled',
      });
    }
  }, [state, setState]);

  return { state, pay, confirm, cancelChallenge };
}
