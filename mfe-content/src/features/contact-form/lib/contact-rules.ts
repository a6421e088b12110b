import type { ContactReason } from '@shop/api-contract';

/** The text fields of the contact form, in the order they are shown (CONT-036). */
export const CONTACT_FIELDS = ['Booking_ID__c', 'name', 'email', 'phone', 'description'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The message keys of the rules (CONT-041..046), under `contact.errors.` in the copy. */
export type ContactError = 'required' | 'bookingId' | 'email' | 'name' | 'phone';

/** The reasons of the select, in the order shown (CONT-034). */
export const CONTACT_REASON_ORDER: readonly ContactReason[] = [
  'avv_info',
  'booking_info',
  'emailconf',
  'modification',
  'cancellation',
  'complaint',
  'other',
];

/** CONT-035: the booking number is asked for every reason but "information about an offer". */
export function asksBookingId(reason: ContactReason): boolean {
  return reason !== 'avv_info';
}

/** CONT-046: the required fields for a reason; the comment has no rule. */
export function isRequired(field: ContactField, reason: ContactReason): boolean {
  if (field === 'description') return false;
  if (field === 'Booking_ID__c') return asksBookingId(reason);
  return true;
}

const BOOKING_ID = /^\d{8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME = /^[\p{L} '’-]+$/u;
const PHONE = /^[0-9 ()+-]+$/;

/** Country calling codes by point of sale, to read a local number internationally (CONT-045). */
const CALLING_CODES: Readonly<Record<string, string>> = {
  FR: '33',
  ES: '34',
  BE: '32',
  NL: '31',
  IT: '39',
};

/**
 * CONT-045: the number in international form (+<digits>) read from the raw value, or null when it
 * cannot be one: `+` or `00` lead an international number, otherwise the market's code replaces
 * the trunk 0. Between 8 and 15 digits once written internationally (E.164).
 */
export function internationalPhone(raw: string, pos: string): string | null {
  const trimmed = raw.trim();
  if (!PHONE.test(trimmed) || trimmed.lastIndexOf('+') > 0) return null;
  const digits = trimmed.replace(/\D/g, '');
  let international: string;
  if (trimmed.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else international = `${CALLING_CODES[pos] ?? ''}${digits.replace(/^0/, '')}`;
  return international.length >= 8 && international.length <= 15 ? `+${international}` : null;
}

/**
 * One field's message key, or null when valid (CONT-041..046). `pos` reads local phone numbers.
 */
export function validateField(
  field: ContactField,
  value: string,
  reason: ContactReason,
  pos: string,
): ContactError | null {
  const trimmed = value.trim();
  if (trimmed === '') return isRequired(field, reason) ? 'required' : null;
  switch (field) {
    case 'Booking_ID__c':
      return !asksBookingId(reason) || BOOKING_ID.test(trimmed) ? null : 'bookingId';
    case 'email':
      return EMAIL.test(trimmed) ? null : 'email';
    case 'name':
      return NAME.test(trimmed) ? null : 'name';
    case 'phone':
      return internationalPhone(trimmed, pos) === null ? 'phone' : null;
    default:
      return null;
  }
}

/** Every field's message key (CONT-037: send validates all fields). */
export function validateAll(
  values: ContactValues,
  reason: ContactReason,
  pos: string,
): Partial<Record<ContactField, ContactError>> {
  const errors: Partial<Record<ContactField, ContactError>> = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateField(field, values[field], reason, pos);
    if (error) errors[field] = error;
  }
  return errors;
}
