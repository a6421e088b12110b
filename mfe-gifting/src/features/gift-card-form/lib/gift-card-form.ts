import type { GiftCardItem, GiftCardOptions } from '@shop/api-contract';
import { isEmailAddress, isPersonName } from '@shop/criteria';

/**
 * GIFT-025 with GIFT-020..023's rules: the gift card's customization. The limits and which field
 * is text-only or mandatory come from the options call (`customization`); the recipient's e-mail
 * is optional (without it the card is e-mailed to the buyer, ADR 0077).
 */
export type GiftCardField = 'recipientName' | 'recipientEmail' | 'fromName' | 'message';
export const GIFT_CARD_FIELDS: readonly GiftCardField[] = [
  'recipientName',
  'recipientEmail',
  'fromName',
  'message',
];
export type GiftCardValues = Record<GiftCardField, string>;
export type GiftCardError = 'required' | 'tooLong' | 'textOnly' | 'email';

export const EMPTY_GIFT_CARD: GiftCardValues = {
  recipientName: '',
  recipientEmail: '',
  fromName: '',
  message: '',
};

/** The longest e-mail address the order call accepts. */
export const EMAIL_MAX_LENGTH = 254;

type Rules = GiftCardOptions['customization'];

export function maxLengthOf(field: GiftCardField, rules: Rules): number {
  return field === 'recipientEmail' ? EMAIL_MAX_LENGTH : rules[field].maxLength;
}

/** The field's problem, or null. */
export function validateGiftCardField(
  field: GiftCardField,
  raw: string,
  rules: Rules,
): GiftCardError | null {
  const value = raw.trim();
  if (value.length > maxLengthOf(field, rules)) return 'tooLong';
  if (field === 'recipientEmail') return value === '' || isEmailAddress(value) ? null : 'email';
  const rule = rules[field];
  if (value === '') return rule.mandatory ? 'required' : null;
  if ('textOnly' in rule && rule.textOnly && !isPersonName(value)) return 'textOnly';
  return null;
}

export function validateGiftCard(
  values: GiftCardValues,
  rules: Rules,
): Partial<Record<GiftCardField, GiftCardError>> {
  const errors: Partial<Record<GiftCardField, GiftCardError>> = {};
  for (const field of GIFT_CARD_FIELDS) {
    const error = validateGiftCardField(field, values[field], rules);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * GIFT-020: what an input keeps when more than the limit was typed or pasted: the first
 * `maxLength` characters, and whether the message "limited to" must show.
 */
export function clampToLimit(value: string, maxLength: number): { value: string; cut: boolean } {
  return value.length > maxLength
    ? { value: value.slice(0, maxLength), cut: true }
    : { value, cut: false };
}

/** The amount to preselect: the options' default, else the smallest. */
export function defaultAmount(options: Pick<GiftCardOptions, 'amounts'>): number | null {
  return (
    options.amounts.find((amount) => amount.isDefault)?.amount ?? options.amounts[0]?.amount ?? null
  );
}

/** The order's gift-card item from the form (texts trimmed; no e-mail: the buyer's). */
export function giftCardItemOf(
  amount: number,
  designId: number,
  values: GiftCardValues,
): GiftCardItem {
  const email = values.recipientEmail.trim();
  return {
    amount,
    designId,
    recipientName: values.recipientName.trim(),
    recipientEmail: email === '' ? null : email,
    fromName: values.fromName.trim(),
    message: values.message.trim(),
  };
}

/** The form's values from a saved item (GIFT-023: prefill from saved state). */
export function valuesOf(item: GiftCardItem): GiftCardValues {
  return {
    recipientName: item.recipientName ?? '',
    recipientEmail: item.recipientEmail ?? '',
    fromName: item.fromName ?? '',
    message: item.message ?? '',
  };
}
