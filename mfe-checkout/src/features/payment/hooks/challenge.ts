import type { PaymentResponse } from '@shop/api-contract';
import { postPaymentConfirm } from '../api/post-payment-confirm';

/** The sandbox's strong-customer-authentication step (above 30 euros), as a payment shows it. */
export interface ChallengeState {
  status: 'challenge';
  intent: PaymentResponse;
  /** The last code given was wrong: the step asks again, saying so. */
  wrongCode: boolean;
  /** A code is being checked. */
  checking: boolean;
}

/** The step an intent that requires action opens. */
export const challengeOf = (intent: PaymentResponse): ChallengeState => ({
  status: 'challenge',
  intent,
  wrongCode: false,
  checking: false,
});

/**
 * Sends the code the shopper typed for `challenge`: the intent's answer once the bank is done
 * with it (paid or failed), or null when the code was wrong (the step is shown again, saying so).
 * Shows the step checking meanwhile; a failed call rejects.
 */
export async function answerChallenge(
  challenge: ChallengeState,
  code: string,
  show: (step: ChallengeState) => void,
): Promise<PaymentResponse | null> {
  show({ ...challenge, checking: true });
  const answer = await postPaymentConfirm(challenge.intent.paymentIntentId, code);
  if (answer.status !== 'requires_action') return answer;
  show({ ...challengeOf(answer), wrongCode: true });
  return null;
}
