import { describe, expect, it } from '@jest/globals';
import { normalizeBookingNumber, validateLookup } from './lookup-form';

describe('BEY-003: the "Check my booking" form rules', () => {
  it('BEY-003: accepts an 8-digit booking number (spaces and dashes ignored) and an e-mail', () => {
    expect(validateLookup('1234 5678', ' anne@example.com ')).toEqual({});
    expect(normalizeBookingNumber('1234-5678')).toBe('12345678');
  });

  it('BEY-003: refuses other booking numbers and malformed e-mails before sending', () => {
    expect(validateLookup('1234567', 'anne@example.com')).toEqual({
      bookingNumber: 'bookingNumber',
    });
    expect(validateLookup('abcdefgh', 'anne@')).toEqual({
      bookingNumber: 'bookingNumber',
      email: 'email',
    });
    expect(validateLookup('12345678', '<script>@x.fr')).toEqual({ email: 'email' });
    expect(validateLookup('12345678', `${'a'.repeat(250)}@example.com`)).toEqual({
      email: 'email',
    });
  });

  it('BEY-015: a care agent may look a booking up by its number alone', () => {
    expect(validateLookup('12345678', '', true)).toEqual({});
    expect(validateLookup('12345678', '')).toEqual({ email: 'email' });
    expect(validateLookup('12345678', 'not-an-email', true)).toEqual({ email: 'email' });
  });
});
