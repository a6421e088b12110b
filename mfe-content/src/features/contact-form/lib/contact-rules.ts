import type { ContactReason } from '@shop/api-contract';
import { internationalPhone, isEmailAddress, isPersonName } from '@shop/criteria';

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

/** CONT-045: the phone rule lives with the other person fields in @shop/criteria (ADR 0027). */
export { internationalPhone };

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
      return isEmailAddress(trimmed) ? null : 'email';
    case 'name':
      return isPersonName(trimmed) ? null : 'name';
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
