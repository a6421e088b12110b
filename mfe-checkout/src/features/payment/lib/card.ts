/** The card fields of the payment step. */
export interface CardValues {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardValues;
export type CardError = 'required' | 'number' | 'expiry' | 'cvc';

/** The card as the payment call takes it, or the fields in error. */
export function readCard(
  values: CardValues,
  now: Date,
):
  | { ok: true; card: { number: string; expiryMonth: number; expiryYear: number; cvc: string } }
  | { ok: false; errors: Partial<Record<CardField, CardError>> } {
  const errors: Partial<Record<CardField, CardError>> = {};
  const number = values.number.replace(/[\s-]/g, '');
  if (number === '') errors.number = 'required';
  else if (!/^\d{12,19}$/.test(number)) errors.number = 'number';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? Number(expiry[2]!.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  if (values.expiry.trim() === '') errors.expiry = 'required';
  else if (
    !expiry ||
    month < 1 ||
    month > 12 ||
    year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1
  ) {
    errors.expiry = 'expiry';
  }
  if (values.cvc.trim() === '') errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'cvc';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    card: { number, expiryMonth: month, expiryYear: year, cvc: values.cvc.trim() },
  };
}

/** The failure reasons of the sandbox provider with a message of their own (payment.reasons.*). */
export const KNOWN_FAILURES = [
  'card_declined',
  'expired_card',
  'invalid_number',
  'authentication_failed',
  'too_many_attempts',
  'wallet_declined',
  'order_amount_changed',
  'gift_card_balance_changed',
] as const;

export function failureKey(reason: string | null): string {
  return (KNOWN_FAILURES as readonly string[]).includes(reason ?? '') ? reason! : 'other';
}
