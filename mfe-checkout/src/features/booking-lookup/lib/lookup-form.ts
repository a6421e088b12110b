/** BEY-003: the "Check my booking" form's rules, before anything is sent. */
export interface LookupFormErrors {
  bookingNumber?: 'bookingNumber';
  email?: 'email';
}

const BOOKING_NUMBER = /^\d{8}$/;
/** The same shape the API and the contact form accept. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** Spaces and dashes typed inside a booking number do not count. */
export const normalizeBookingNumber = (value: string): string => value.replace(/[\s-]/g, '');

/** A care agent (BEY-015) may leave the e-mail empty: the API checks the agent's session. */
export function validateLookup(
  bookingNumber: string,
  email: string,
  emailOptional = false,
): LookupFormErrors {
  const errors: LookupFormErrors = {};
  if (!BOOKING_NUMBER.test(normalizeBookingNumber(bookingNumber)))
    errors.bookingNumber = 'bookingNumber';
  const trimmed = email.trim();
  if (emailOptional && trimmed === '') return errors;
  if (trimmed.length > 254 || !EMAIL.test(trimmed)) errors.email = 'email';
  return errors;
}
