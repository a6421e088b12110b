import { describe, expect, it } from '@jest/globals';
import { failureKey, readCard } from './card';

const NOW = new Date('2026-11-26T12:00:00Z');

describe('the card fields (BEY-001)', () => {
  it('BEY-001: a card is read with its number, expiry and code', () => {
    expect(readCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, NOW)).toEqual({
      ok: true,
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
    });
  });

  it('BEY-001: wrong values name their field, never throw', () => {
    expect(readCard({ number: '', expiry: '', cvc: '' }, NOW)).toEqual({
      ok: false,
      errors: { number: 'required', expiry: 'required', cvc: 'required' },
    });
    expect(readCard({ number: '4242<script>', expiry: '13/30', cvc: '12a' }, NOW)).toEqual({
      ok: false,
      errors: { number: 'number', expiry: 'expiry', cvc: 'cvc' },
    });
    expect(
      readCard({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, NOW),
    ).toMatchObject({
      ok: false,
      errors: { expiry: 'expiry' },
    });
  });

  it('BEY-001: each sandbox failure has its message; others the general one', () => {
    expect(failureKey('card_declined')).toBe('card_declined');
    expect(failureKey('authentication_failed')).toBe('authentication_failed');
    expect(failureKey('something_new')).toBe('other');
    expect(failureKey(null)).toBe('other');
  });
});
