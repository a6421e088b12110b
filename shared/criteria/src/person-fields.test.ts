import { describe, expect, it } from '@jest/globals';
import { internationalPhone, isEmailAddress, isPersonName } from './person-fields';

describe('person fields (one home for the contact and buyer forms)', () => {
  it('CONT-044, CHK-033: an e-mail address is something@domain.tld without spaces', () => {
    expect(isEmailAddress(' camille@example.fr ')).toBe(true);
    for (const wrong of ['camille', 'camille@example', 'ca mille@example.fr', 'a@b@c'])
      expect(isEmailAddress(wrong)).toBe(false);
  });

  it('CONT-043, CHK-033: a name is text only', () => {
    expect(isPersonName("Anne-Marie d'Août")).toBe(true);
    for (const wrong of ['R2D2', '<script>', 'Camille 😀', 'a_b'])
      expect(isPersonName(wrong)).toBe(false);
  });

  it('CONT-045, CHK-033: a phone number is read internationally with the market code', () => {
    expect(internationalPhone('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(internationalPhone('0032 470 12 34 56', 'FR')).toBe('+32470123456');
    expect(internationalPhone('+39 312 345 6789', 'ES')).toBe('+393123456789');
    for (const wrong of ['12', '06 12+34', 'phone', '+1234567890123456'])
      expect(internationalPhone(wrong, 'FR')).toBeNull();
  });
});
