/**
 * The rules of a person's contact fields, one home for every form that asks for them (ADR 0027):
 * the contact form (CONT-043..045) and the checkout's buyer form (CHK-033, ADR 0051).
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PERSON_NAME = /^[\p{L} '’-]+$/u;
const PHONE = /^[0-9 ()+-]+$/;

/** CONT-044: an e-mail address as a person types it (something@domain.tld, no spaces). */
export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** CONT-043: a name is text only: letters, spaces, apostrophes and hyphens. */
export function isPersonName(value: string): boolean {
  return PERSON_NAME.test(value.trim());
}

/** Country calling codes by point of sale, to read a local number internationally (CONT-045). */
export const CALLING_CODES: Readonly<Record<string, string>> = {
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
