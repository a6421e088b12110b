import { internationalPhone, isEmailAddress, isPersonName } from '@shop/criteria';

/** CHK-033: the buyer's fields, in the order the form shows them. */
export const BUYER_FIELDS = [
  'civility',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'addressLine',
  'postalCode',
  'city',
  'country',
] as const;
export type BuyerField = (typeof BUYER_FIELDS)[number];
export type BuyerValues = Record<BuyerField, string>;

export const CIVILITY_OPTIONS = ['MRS', 'MR', 'MS'] as const;
/** The countries a buyer may live in (ISO 3166 alpha-2): the markets and their neighbours. */
export const BUYER_COUNTRIES = [
  'FR',
  'BE',
  'NL',
  'ES',
  'IT',
  'DE',
  'LU',
  'CH',
  'PT',
  'GB',
] as const;

/**
 * CHK-033: the longest value of each text field, as the order call accepts it (postal code 20).
 * Typing beyond is blocked by maxLength; a pasted or forged value is refused with "tooLong".
 */
export const BUYER_MAX_LENGTH: Readonly<Record<BuyerField, number>> = {
  civility: 3,
  firstName: 80,
  lastName: 80,
  email: 254,
  phoneNumber: 30,
  addressLine: 200,
  postalCode: 20,
  city: 100,
  country: 2,
};

/**
 * The message keys (under `summary.buyer.errors.`): the contact form's (CONT-041..045:
 * "Mandatory field", "Email seems incorrect", "Only text is expected", "Phone number seems
 * incorrect") plus the field-length message of the spec (§5) and a choice from the list.
 */
export type BuyerError =
  'required' | 'email' | 'name' | 'phone' | 'postalCode' | 'tooLong' | 'choice';

/** An address or a city: letters, digits and the punctuation of addresses; no markup, no emoji. */
const ADDRESS_TEXT = /^[\p{L}\p{M}\p{N} ,.'’°/#()&-]+$/u;
const POSTAL_CODE = /^[A-Za-z0-9 -]+$/;

/** CHK-033: one field's message key, or null when valid; `pos` reads local phone numbers. */
export function validateBuyerField(field: BuyerField, raw: string, pos: string): BuyerError | null {
  const value = raw.trim();
  if (value === '') return 'required';
  if (value.length > BUYER_MAX_LENGTH[field]) return 'tooLong';
  switch (field) {
    case 'civility':
      return (CIVILITY_OPTIONS as readonly string[]).includes(value) ? null : 'choice';
    case 'country':
      return (BUYER_COUNTRIES as readonly string[]).includes(value) ? null : 'choice';
    case 'firstName':
    case 'lastName':
      return isPersonName(value) ? null : 'name';
    case 'postalCode':
      return POSTAL_CODE.test(value) ? null : 'postalCode';
    case 'email':
      return isEmailAddress(value) ? null : 'email';
    case 'phoneNumber':
      return internationalPhone(value, pos) === null ? 'phone' : null;
    default:
      return ADDRESS_TEXT.test(value) ? null : 'name';
  }
}

/** Every field's message key (Continue validates the whole form). */
export function validateBuyer(
  values: BuyerValues,
  pos: string,
): Partial<Record<BuyerField, BuyerError>> {
  const errors: Partial<Record<BuyerField, BuyerError>> = {};
  for (const field of BUYER_FIELDS) {
    const error = validateBuyerField(field, values[field], pos);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The buyer as the order call takes it: trimmed, the phone number written internationally. */
export function buyerOf(values: BuyerValues, pos: string) {
  return {
    email: values.email.trim(),
    civility: values.civility as (typeof CIVILITY_OPTIONS)[number],
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: internationalPhone(values.phoneNumber, pos) ?? values.phoneNumber.trim(),
    addressLine: values.addressLine.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    country: values.country,
  };
}

export const EMPTY_BUYER: BuyerValues = {
  civility: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  addressLine: '',
  postalCode: '',
  city: '',
  country: '',
};
