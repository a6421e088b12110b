import { randomBytes } from 'node:crypto';
import {
  SCA_THRESHOLD_CENTS,
  type CreateIntentInput,
  type IntentResult,
  type PaymentProvider,
} from './provider';

/**
 * Test values of the local sandbox provider (documented for the checkout's testers):
 * - card 4000000000000002 is declined; any other card passing the Luhn check is accepted;
 * - an expired card is declined (expired_card);
 * - wallet token `tok_decline` is declined;
 * - refunds always succeed;
 * - above 30 euros every payment asks for a challenge: code 123456 passes, code 000000 fails
 *   the authentication, any other code is wrong and may be tried again.
 */
export const SANDBOX = {
  declinedCard: '4000000000000002',
  acceptedCard: '4242424242424242',
  declinedWalletToken: 'tok_decline',
  challengePassCode: '123456',
  challengeFailCode: '000000',
} as const;

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function declineReason({ method, card, walletToken, now }: CreateIntentInput): string | null {
  if (method === 'card') {
    if (!card) return 'card_missing';
    if (!passesLuhn(card.number)) return 'invalid_number';
    if (card.number === SANDBOX.declinedCard) return 'card_declined';
    const expiry = card.expiryYear * 12 + card.expiryMonth;
    if (expiry < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return 'expired_card';
  }
  if (method === 'wallet' && walletToken === SANDBOX.declinedWalletToken) return 'wallet_declined';
  return null;
}

/**
 * A local provider with no network: the intent's state lives in the caller's payments table, so
 * confirmIntent only judges the challenge code.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createIntent(input) {
      const intentId = `pi_sandbox_${randomBytes(12).toString('hex')}`;
      const failureReason = declineReason(input);
      if (failureReason) {
        return { intentId, status: 'failed', challengeRequired: false, failureReason };
      }
      const challengeRequired = input.amountCents > SCA_THRESHOLD_CENTS;
      return {
        intentId,
        status: challengeRequired ? 'requires_action' : 'succeeded',
        challengeRequired,
        failureReason: null,
      };
    },
    async confirmIntent({ intentId, challengeCode }): Promise<IntentResult> {
      if (challengeCode === SANDBOX.challengePassCode) {
        return { intentId, status: 'succeeded', challengeRequired: false, failureReason: null };
      }
      if (challengeCode === SANDBOX.challengeFailCode) {
        return {
          intentId,
          status: 'failed',
          challengeRequired: false,
          failureReason: 'authentication_failed',
        };
      }
      return {
        intentId,
        status: 'requires_action',
        challengeRequired: true,
        failureReason: 'challenge_code_incorrect',
      };
    },
    async refund() {
      // The sandbox keeps no money: every refund of a succeeded intent goes through.
      const refundId = `re_sandbox_${randomBytes(12).toString('hex')}`;
      return { refundId, status: 'succeeded', failureReason: null };
    },
  };
}
