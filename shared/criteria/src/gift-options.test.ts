import { describe, expect, it } from '@jest/globals';
import {
  giftExtrasOffered,
  giftFieldError,
  initialGiftNights,
  isGiftable,
  limitTyping,
  parseGiftHash,
  physicalFormatAvailable,
  readGiftCustomization,
  serialiseGiftHash,
  toggleSubElement,
  writeGiftCustomization,
} from './gift-options';

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('gift options (issue 13 part A)', () => {
  it('GIFT-008, GIFT-019: the gift hash defaults to digital for 2 adults', () => {
    expect(parseGiftHash('')).toEqual({
      giftFormat: 'digital',
      giftAdult: 2,
      subElements: [],
      customSubElements: [],
      error: false,
    });
  });

  it('GIFT-006, GIFT-013: giftNights and sub-element ids round-trip through the hash', () => {
    const hash = parseGiftHash(
      '#giftNights=2&giftFormat=physical&subElements=3-5&customSubElements=7',
    );
    expect(hash).toMatchObject({
      giftNights: 2,
      giftFormat: 'physical',
      subElements: [3, 5],
      customSubElements: [7],
    });
    expect(serialiseGiftHash(hash)).toBe(
      'giftNights=2&giftFormat=physical&subElements=3-5&customSubElements=7&giftAdult=2',
    );
  });

  it('tolerant parsing: unknown format, negative or absent nights, bad ids fall back to defaults', () => {
    expect(
      parseGiftHash('giftFormat=hologram&giftNights=-1&subElements=x-4-0&giftAdult=9'),
    ).toEqual({
      giftFormat: 'digital',
      giftAdult: 2,
      subElements: [4],
      customSubElements: [],
      error: false,
    });
    expect(parseGiftHash('%%%&giftNights=').giftNights).toBeUndefined();
  });

  it('GIFT-005: first entry without giftNights takes the first tier, or 1', () => {
    expect(initialGiftNights([{ nights: 2 }, { nights: 3 }], undefined)).toBe(2);
    expect(initialGiftNights([], undefined)).toBe(1);
    expect(initialGiftNights([{ nights: 1 }, { nights: 3 }], 3)).toBe(3);
    expect(initialGiftNights([{ nights: 1 }, { nights: 3 }], 9)).toBe(1);
  });

  it('GIFT-007: gift extras only when giftNights is 1', () => {
    expect(giftExtrasOffered(1)).toBe(true);
    expect(giftExtrasOffered(undefined)).toBe(true);
    expect(giftExtrasOffered(2)).toBe(false);
  });

  it('GIFT-013: a sub-element toggles; a single-selection group keeps only the new one', () => {
    expect(toggleSubElement([1, 2], 2)).toEqual([1]);
    expect(toggleSubElement([1], 4)).toEqual([1, 4]);
    expect(toggleSubElement([1, 4], 2, [1, 2, 3])).toEqual([4, 2]);
  });

  it('GIFT-016: giftable only with the flag and a non-empty price list', () => {
    expect(isGiftable({ isGiftable: true, priceList: [{}] })).toBe(true);
    expect(isGiftable({ isGiftable: true, priceList: [] })).toBe(false);
    expect(isGiftable({ isGiftable: false, priceList: [{}] })).toBe(false);
  });

  it('GIFT-009: physical needs the flag and a shipping cost without error', () => {
    expect(physicalFormatAvailable(true, { amount: 490, error: null })).toBe(true);
    expect(physicalFormatAvailable(false, { amount: 490, error: null })).toBe(false);
    expect(physicalFormatAvailable(true, { amount: null, error: 'PAUSED' })).toBe(false);
    expect(physicalFormatAvailable(true, undefined)).toBe(false);
  });

  it('GIFT-021, GIFT-022: mandatory and text-only checks', () => {
    const name = { maxLength: 40, mandatory: false, textOnly: true };
    expect(giftFieldError('fromName', '', name)).toBeNull();
    expect(giftFieldError('fromName', '  ', { ...name, mandatory: true })).toBe('mandatory');
    expect(giftFieldError('fromName', 'Anne-Marie O’Neil', name)).toBeNull();
    expect(giftFieldError('fromName', 'R2D2', name)).toBe('textOnly');
    expect(
      giftFieldError('message', 'Hello\nyou 2', { maxLength: 180, mandatory: false }),
    ).toBeNull();
    expect(giftFieldError('message', '<script>', { maxLength: 180, mandatory: false })).toBe(
      'textOnly',
    );
    expect(giftFieldError('message', 'a'.repeat(181), { maxLength: 180, mandatory: false })).toBe(
      'tooLong',
    );
  });

  it('GIFT-020: typing beyond the limit is cut and flagged', () => {
    expect(limitTyping('a'.repeat(41), 40)).toEqual({ value: 'a'.repeat(40), blocked: true });
    expect(limitTyping('abc', 40)).toEqual({ value: 'abc', blocked: false });
  });

  it('GIFT-023: the customization is saved per weekend and read back; garbage reads empty', () => {
    const storage = memory();
    writeGiftCustomization(12, { fromName: 'Léa', message: 'Bon séjour' }, storage);
    expect(readGiftCustomization(12, storage)).toEqual({ fromName: 'Léa', message: 'Bon séjour' });
    expect(readGiftCustomization(13, storage)).toEqual({ fromName: '', message: '' });
    storage.setItem('shop.giftCustomization:14', '{bad');
    expect(readGiftCustomization(14, storage)).toEqual({ fromName: '', message: '' });
  });
});
