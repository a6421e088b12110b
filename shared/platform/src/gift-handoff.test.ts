import { afterEach, describe, expect, it } from '@jest/globals';
import {
  forgetGiftCode,
  GIFT_CARD_CHOICE_KEY,
  GIFT_CODE_KEY,
  readGiftCardChoice,
  readGiftCode,
  rememberGiftCode,
  saveGiftCardChoice,
} from './gift-handoff';

const CHOICE = {
  amount: 5_000,
  designId: 2,
  fromName: 'Camille',
  recipientName: 'Léa',
  message: 'Happy birthday!',
  recipientEmail: 'lea@example.fr',
};

describe('gift hand-off between mfe-gifting and mfe-checkout (ADR 0077)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('GIFT-025: the gift card choice round-trips through the tab’s session storage', () => {
    expect(readGiftCardChoice()).toBeNull();
    saveGiftCardChoice(CHOICE);
    expect(readGiftCardChoice()).toEqual(CHOICE);
    expect(window.localStorage.getItem(GIFT_CARD_CHOICE_KEY)).toBeNull();
  });

  it('GIFT-025: a tampered or unreadable choice reads as none', () => {
    for (const raw of [
      '{',
      'null',
      '42',
      JSON.stringify({ ...CHOICE, amount: -5 }),
      JSON.stringify({ ...CHOICE, designId: '2' }),
      JSON.stringify({ ...CHOICE, message: 'x'.repeat(181) }),
      JSON.stringify({ ...CHOICE, recipientEmail: 42 }),
    ]) {
      window.sessionStorage.setItem(GIFT_CARD_CHOICE_KEY, raw);
      expect(readGiftCardChoice()).toBeNull();
    }
  });

  it('the beneficiary’s code is remembered for the payment step, then forgotten', () => {
    rememberGiftCode('ABCD-EFGH-JKMN-PQRS');
    expect(readGiftCode()).toBe('ABCD-EFGH-JKMN-PQRS');
    forgetGiftCode();
    expect(readGiftCode()).toBeNull();
    window.sessionStorage.setItem(GIFT_CODE_KEY, JSON.stringify({ code: 1 }));
    expect(readGiftCode()).toBeNull();
  });
});
