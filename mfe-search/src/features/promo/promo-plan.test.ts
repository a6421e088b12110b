import { searchDetailsSchema, type SearchDetails } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { parseSearchHash } from '@shop/criteria';
import { describe, expect, it } from '@jest/globals';
import {
  INLINE_PROMO_KINDS,
  inlinePromoKinds,
  safeContentHref,
  sameSiteImage,
  searchTargetingContext,
  targetingSlug,
} from './promo-plan';

const details: SearchDetails = fixture(searchDetailsSchema, {
  checkin: null,
  night: null,
  adult: 2,
  child: 0,
  baby: 0,
  hotelId: null,
  totalCount: 40,
  location: { id: 64, label: 'Lyon', category: 'city', latitude: 45.76, longitude: 4.84 },
  locationHierarchy: [
    { id: 7, label: 'Auvergne-Rhône-Alpes', type: 'region' },
    { id: 1, label: 'France', type: 'country' },
  ],
  destination: { id: 64, label: 'Lyon', category: 'city' },
  theme: { id: 3, label: 'Spa' },
});

describe('SRCH-005 inline promotional blocks', () => {
  it('SRCH-005: the six kinds are box, single-voucher, gift-card and gift-stay banners, gift block, targeted banner', () => {
    expect([...INLINE_PROMO_KINDS].sort()).toEqual(
      [
        'box',
        'giftBlock',
        'giftCardBanner',
        'giftStayBanner',
        'singleVoucherBanner',
        'targetedBanner',
      ].sort(),
    );
  });

  it('SRCH-005: each flow shows one row of them, and every kind shows in some flow', () => {
    const flows = ['booking', 'hotel', 'activity', 'gifting'] as const;
    for (const flow of flows) expect(inlinePromoKinds(flow).length).toBeLessThanOrEqual(3);
    expect(inlinePromoKinds('hotel')).toEqual(inlinePromoKinds('booking'));
    expect(new Set(flows.flatMap((flow) => inlinePromoKinds(flow)))).toEqual(
      new Set(INLINE_PROMO_KINDS),
    );
  });
});

describe('CONT-013 the search page as a targeting context', () => {
  it('CONT-013: locale, flow (hotel as booking), page search, theme and places by id and slug', () => {
    const context = searchTargetingContext(
      'hotel',
      parseSearchHash('city=64&theme=3'),
      details,
      'fr_FR',
    );
    expect(context).toEqual({
      locale: 'fr_FR',
      flow: 'booking',
      page: 'search',
      isLessThanTwoHours: false,
      theme: ['3', 'spa'],
      city: ['64', 'lyon'],
      region: ['7', 'auvergne-rhone-alpes'],
      country: ['1', 'france'],
    });
  });

  it('CONT-013: around the visitor with no distance chosen is a "less than 2h" search', () => {
    expect(
      searchTargetingContext('booking', parseSearchHash('lat=48.8&lng=2.3'), null, 'fr_FR')
        .isLessThanTwoHours,
    ).toBe(true);
    expect(
      searchTargetingContext(
        'booking',
        parseSearchHash('lat=48.8&lng=2.3&distanceMin=0&distanceMax=100'),
        null,
        'fr_FR',
      ).isLessThanTwoHours,
    ).toBe(false);
  });

  it('a label slug drops accents and punctuation', () => {
    expect(targetingSlug("Côte d'Azur ")).toBe('cote-d-azur');
  });
});

describe('content links and images are sanitised', () => {
  it('only site paths and http(s) addresses become links', () => {
    expect(safeContentHref('/gift/search')).toBe('/gift/search');
    expect(safeContentHref(' https://partner.example/x?y=1 ')).toBe(
      'https://partner.example/x?y=1',
    );
    expect(safeContentHref('javascript:alert(1)')).toBeUndefined();
    expect(safeContentHref('JaVaScRiPt:alert(1)')).toBeUndefined();
    expect(safeContentHref('data:text/html,<script>')).toBeUndefined();
    expect(safeContentHref('//evil.example')).toBeUndefined();
    expect(safeContentHref('/\\evil.example')).toBeUndefined();
    expect(safeContentHref('')).toBeUndefined();
    expect(safeContentHref(undefined)).toBeUndefined();
  });

  it('only images of this site are shown (img-src self)', () => {
    expect(sameSiteImage('/api/images/gifting/box.svg')).toBe('/api/images/gifting/box.svg');
    expect(sameSiteImage('https://images.weekend-shop.test/x.jpg')).toBeUndefined();
    expect(sameSiteImage('//cdn.example/x.jpg')).toBeUndefined();
    expect(sameSiteImage(undefined)).toBeUndefined();
  });
});
