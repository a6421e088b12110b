import { GIFT_CARD_CUSTOMIZATION } from '@shop/api-contract';
import { describe, expect, it } from '@jest/globals';
import {
  clampToLimit,
  defaultAmount,
  EMPTY_GIFT_CARD,
  giftCardItemOf,
  validateGiftCard,
  validateGiftCardField,
} from './gift-card-form';

const RULES = {
  fromName: { ...GIFT_CARD_CUSTOMIZATION.fromName },
  recipientName: { ...GIFT_CARD_CUSTOMIZATION.recipientName },
  message: { ...GIFT_CARD_CUSTOMIZATION.message },
};

describe('gift card customization rules (GIFT-025 with GIFT-020..023)', () => {
  it('GIFT-020: names up to 40 characters and the message up to 180; beyond is tooLong', () => {
    expect(validateGiftCardField('fromName', 'A'.repeat(40), RULES)).toBeNull();
    expect(validateGiftCardField('fromName', 'A'.repeat(41), RULES)).toBe('tooLong');
    expect(validateGiftCardField('message', 'x'.repeat(180), RULES)).toBeNull();
    expect(validateGiftCardField('message', 'x'.repeat(181), RULES)).toBe('tooLong');
    expect(clampToLimit('abcdef', 4)).toEqual({ value: 'abcd', cut: true });
    expect(clampToLimit('abc', 4)).toEqual({ value: 'abc', cut: false });
  });

  it('GIFT-021: optional fields may be empty; a mandatory one is "required"', () => {
    expect(validateGiftCard(EMPTY_GIFT_CARD, RULES)).toEqual({});
    const strict = { ...RULES, fromName: { ...RULES.fromName, mandatory: true } };
    expect(validateGiftCard(EMPTY_GIFT_CARD, strict)).toEqual({ fromName: 'required' });
  });

  it('GIFT-022: names are text only; the message takes any text; the e-mail must be one', () => {
    expect(validateGiftCardField('fromName', 'Jean-Luc O’Neil', RULES)).toBeNull();
    expect(validateGiftCardField('fromName', '<b>Jo</b>', RULES)).toBe('textOnly');
    expect(validateGiftCardField('recipientName', 'Léa 2', RULES)).toBe('textOnly');
    expect(validateGiftCardField('message', 'Bon anniversaire ! 🎉 <3', RULES)).toBeNull();
    expect(validateGiftCardField('recipientEmail', 'lea@example', RULES)).toBe('email');
    expect(validateGiftCardField('recipientEmail', ' lea@example.fr ', RULES)).toBeNull();
  });

  it('GIFT-025: the default amount is the options’ default, else the first', () => {
    expect(
      defaultAmount({
        amounts: [
          { amount: 2_500, isDefault: false },
          { amount: 5_000, isDefault: true },
        ],
      }),
    ).toBe(5_000);
    expect(defaultAmount({ amounts: [{ amount: 2_500, isDefault: false }] })).toBe(2_500);
    expect(defaultAmount({ amounts: [] })).toBeNull();
  });

  it('GIFT-025: the order item trims texts and sends no e-mail when left empty', () => {
    expect(
      giftCardItemOf(5_000, 2, {
        recipientName: ' Léa ',
        recipientEmail: ' ',
        fromName: 'Camille ',
        message: ' Joyeux anniversaire ',
      }),
    ).toEqual({
      amount: 5_000,
      designId: 2,
      recipientName: 'Léa',
      recipientEmail: null,
      fromName: 'Camille',
      message: 'Joyeux anniversaire',
    });
  });
});
