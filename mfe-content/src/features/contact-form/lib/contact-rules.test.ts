import { CONTACT_REASONS } from '@shop/api-contract';
import { describe, expect, it } from '@jest/globals';
import { contactOutcome } from './contact-ref';
import {
  CONTACT_REASON_ORDER,
  internationalPhone,
  isRequired,
  validateAll,
  validateField,
} from './contact-rules';
import { emailSuggestion } from './email-hint';

describe('contact form rules', () => {
  it('CONT-034: the select offers every reason of the mapping', () => {
    expect([...CONTACT_REASON_ORDER].sort()).toEqual(Object.keys(CONTACT_REASONS).sort());
  });

  it('CONT-041: the booking number is exactly 8 digits', () => {
    expect(validateField('Booking_ID__c', '12345678', 'complaint', 'FR')).toBeNull();
    expect(validateField('Booking_ID__c', ' 12345678 ', 'complaint', 'FR')).toBeNull();
    for (const bad of ['1234567', '123456789', '1234567a', '1234 5678']) {
      expect(validateField('Booking_ID__c', bad, 'complaint', 'FR')).toBe('bookingId');
    }
  });

  it('CONT-035: for avv_info the booking number is neither required nor checked', () => {
    expect(isRequired('Booking_ID__c', 'avv_info')).toBe(false);
    expect(validateField('Booking_ID__c', '', 'avv_info', 'FR')).toBeNull();
    expect(isRequired('Booking_ID__c', 'cancellation')).toBe(true);
    expect(validateField('Booking_ID__c', '', 'cancellation', 'FR')).toBe('required');
  });

  it('CONT-042: the e-mail needs a valid format', () => {
    expect(validateField('email', 'anna@example.com', 'other', 'FR')).toBeNull();
    for (const bad of ['anna', 'anna@', 'anna@example', 'an na@example.com', '@example.com']) {
      expect(validateField('email', bad, 'other', 'FR')).toBe('email');
    }
  });

  it('CONT-043: a typo of a common domain (regional ones too) gets its correction', () => {
    expect(emailSuggestion('anna@gmial.com')).toBe('anna@gmail.com');
    expect(emailSuggestion('anna@hotmail.con')).toBe('anna@hotmail.com');
    expect(emailSuggestion('jan@telenet.bw')).toBe('jan@telenet.be');
    expect(emailSuggestion('luca@libreo.it')).toBe('luca@libero.it');
    expect(emailSuggestion('marie@orange.fr')).toBeNull();
    expect(emailSuggestion('marie@my-company.example')).toBeNull();
    expect(emailSuggestion('no-at-sign')).toBeNull();
  });

  it('CONT-044: the name takes letters, spaces, apostrophes and hyphens only', () => {
    for (const good of ["Anne-Marie O'Neil", 'José Núñez', 'Zoë van der Berg', 'D’Angelo']) {
      expect(validateField('name', good, 'other', 'FR')).toBeNull();
    }
    for (const bad of ['R2D2', 'anna@example.com', 'Anna!', '<b>Anna</b>']) {
      expect(validateField('name', bad, 'other', 'FR')).toBe('name');
    }
  });

  it('CONT-045: the phone takes digits, spaces, parentheses, plus and minus; valid only with an international value', () => {
    expect(validateField('phone', '06 12 34 56 78', 'other', 'FR')).toBeNull();
    expect(validateField('phone', '+32 (0)470-12-34-56', 'other', 'BE')).toBeNull();
    expect(validateField('phone', 'call me', 'other', 'FR')).toBe('phone');
    expect(validateField('phone', '06.12.34.56.78', 'other', 'FR')).toBe('phone');
    // Only allowed characters, but no international number can be read from them.
    expect(validateField('phone', '12', 'other', 'FR')).toBe('phone');
    expect(validateField('phone', '1+2345678', 'other', 'FR')).toBe('phone');
    expect(internationalPhone('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(internationalPhone('0031 6 12345678', 'FR')).toBe('+31612345678');
    expect(internationalPhone('612 345 678', 'ES')).toBe('+34612345678');
  });

  it('CONT-046: empty required fields say "required"; the comment has no rule', () => {
    const errors = validateAll(
      { Booking_ID__c: '', name: ' ', email: '', phone: '', description: '' },
      'complaint',
      'FR',
    );
    expect(errors).toEqual({
      Booking_ID__c: 'required',
      name: 'required',
      email: 'required',
      phone: 'required',
    });
    expect(validateField('description', '<anything> 123 @#!', 'complaint', 'FR')).toBeNull();
  });

  it('CONT-040, CONT-038: the return ref tells success from error', () => {
    expect(contactOutcome('?ref=contact_thank_you&lng=en')).toBe('thankYou');
    expect(contactOutcome('?ref=contact_error')).toBe('error');
    expect(contactOutcome('?ref=other')).toBeNull();
    expect(contactOutcome('')).toBeNull();
  });
});
