import { describe, expect, it } from '@jest/globals';
import { buyerOf, type BuyerValues, validateBuyer, validateBuyerField } from './buyer-rules';

const VALID: BuyerValues = {
  civility: 'MRS',
  firstName: 'Anne-Marie',
  lastName: "d'Août",
  email: 'anne@example.fr',
  phoneNumber: '06 12 34 56 78',
  addressLine: '12 rue des Lilas, bât. B',
  postalCode: '75011',
  city: 'Saint-Étienne',
  country: 'FR',
};

describe('buyer form rules (CHK-033, the contact form rules)', () => {
  it('CHK-033: a complete buyer passes and is sent trimmed with an international phone number', () => {
    expect(validateBuyer(VALID, 'FR')).toEqual({});
    expect(buyerOf({ ...VALID, email: ' anne@example.fr ' }, 'FR')).toMatchObject({
      email: 'anne@example.fr',
      phoneNumber: '+33612345678',
    });
  });

  it('CHK-033: every field is mandatory ("Mandatory field")', () => {
    const empty = Object.fromEntries(Object.keys(VALID).map((key) => [key, '  '])) as BuyerValues;
    expect(Object.values(validateBuyer(empty, 'FR'))).toEqual(Array(9).fill('required'));
  });

  it('CHK-033: wrong formats get the contact form messages', () => {
    expect(validateBuyerField('email', 'anne@example', 'FR')).toBe('email');
    expect(validateBuyerField('firstName', '<script>alert(1)</script>', 'FR')).toBe('name');
    expect(validateBuyerField('lastName', 'Durand 😀', 'FR')).toBe('name');
    expect(validateBuyerField('phoneNumber', '12', 'FR')).toBe('phone');
    expect(validateBuyerField('addressLine', '<img src=x onerror=alert(1)>', 'FR')).toBe('name');
    expect(validateBuyerField('city', 'Paris 🏠', 'FR')).toBe('name');
    expect(validateBuyerField('postalCode', '75011<', 'FR')).toBe('postalCode');
    expect(validateBuyerField('civility', 'DR', 'FR')).toBe('choice');
    expect(validateBuyerField('country', 'XX', 'FR')).toBe('choice');
  });

  it('CHK-033: the postal code holds at most 20 characters; other fields their own limit', () => {
    expect(validateBuyerField('postalCode', '1'.repeat(20), 'FR')).toBeNull();
    expect(validateBuyerField('postalCode', '1'.repeat(21), 'FR')).toBe('tooLong');
    expect(validateBuyerField('firstName', 'a'.repeat(81), 'FR')).toBe('tooLong');
    expect(validateBuyerField('addressLine', 'a'.repeat(201), 'FR')).toBe('tooLong');
  });
});
