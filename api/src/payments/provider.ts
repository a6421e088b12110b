import type { PaymentMethod } from '@shop/api-contract';

/** Strong customer authentication is asked above this amount: 30 euros, in cents (BEY-001). */
export const SCA_THRESHOLD_CENTS = 3_000;

export type IntentStatus = 'requires_action' | 'succeeded' | 'failed';

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: 'EUR';
  method: PaymentMethod;
  card?: CardDetails;
  walletToken?: string;
  /** What the payment is for, shown on the statement (booking number, when known). */
  reference?: string;
  now: Date;
}

export interface IntentResult {
  /** The provider's id, `pi_…`. */
  intentId: string;
  status: IntentStatus;
  /** requires_action: the client must complete a challenge (confirmIntent). */
  challengeRequired: boolean;
  failureReason: string | null;
}

export interface RefundResult {
  /** The provider's id, `re_…`. */
  refundId: string;
  status: 'succeeded' | 'failed';
  failureReason: string | null;
}

/**
 * The payment service provider behind the checkout. The sandbox implements it locally; a real
 * provider would sit behind the same calls.
 */
export interface PaymentProvider {
  readonly name: string;
  createIntent(input: CreateIntentInput): Promise<IntentResult>;
  /** Completes the strong-customer-authentication challenge of an intent in requires_action. */
  confirmIntent(input: { intentId: string; challengeCode: string }): Promise<IntentResult>;
  /** Gives back (part of) a succeeded intent to the card or wallet that paid it. */
  refund(input: { intentId: string; amountCents: number; reason: string }): Promise<RefundResult>;
}
