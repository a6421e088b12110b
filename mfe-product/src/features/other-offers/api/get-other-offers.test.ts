import { parseProductHash } from '@shop/criteria';
import { describe, expect, it } from '@jest/globals';
import { otherOffersAnswer } from '../../../test/weekend';
import { isOtherOffersResponse, otherOffersUrl } from './get-other-offers';

describe('other offers call (API-025, PROD-006)', () => {
  it('PROD-006: asks the hotel’s other offers, priced for the hash’s dated stay', () => {
    expect(otherOffersUrl(746, 'fr_FR')).toBe('/api/weekend/746/otherOffers.json?locale=fr_FR');
    expect(
      otherOffersUrl(
        746,
        'fr_FR',
        parseProductHash('checkin=2030-06-01&checkout=2030-06-03&nights=2&c=1'),
      ),
    ).toBe(
      '/api/weekend/746/otherOffers.json?locale=fr_FR&checkin=2030-06-01&night=2&adult=2&child=1&baby=0',
    );
  });

  it('accepts the cards and refuses an answer the carousel cannot read', () => {
    const answer = otherOffersAnswer(2);
    expect(isOtherOffersResponse(answer)).toBe(true);
    expect(isOtherOffersResponse({ otherProducts: { list: [{ id: 1 }] } })).toBe(false);
    expect(isOtherOffersResponse({ otherProducts: [] })).toBe(false);
  });
});
