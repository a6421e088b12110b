import { activityCardSchema, offerCardSchema } from '@shop/api-contract';
import { describe, expect, it } from '@jest/globals';
import { safeParse } from 'zod/mini';
import { activityCard, offerCard } from '../../../test/offers';
import {
  cancellationTerms,
  cardImages,
  cardKind,
  hotelHref,
  isActivityCard,
  productHref,
  wishlistEntry,
} from './card-rules';

const policy = (overrides: Partial<ReturnType<typeof offerCard>['cancellationPolicy']> = {}) => ({
  cancellable: true,
  isCancellable: true,
  message: null,
  cancellationDeadline: null,
  deadlineDays: 7,
  type: 'FLEXIBLE' as const,
  ...overrides,
});

describe('card models (SRCH-057)', () => {
  it('SRCH-057: the cards the tests render are the contract card models', () => {
    expect(safeParse(offerCardSchema, offerCard()).success).toBe(true);
    expect(safeParse(activityCardSchema, activityCard()).success).toBe(true);
    // An activity card is not an offer card (no hotel, no cancellation policy…).
    expect(safeParse(offerCardSchema, activityCard()).success).toBe(false);
  });
});

describe('cardKind (SRCH-052: stay, single voucher, activity, condensed)', () => {
  it('SRCH-052: booking and hotel flows show stay cards', () => {
    expect(cardKind('booking', offerCard())).toBe('stay');
    expect(cardKind('hotel', offerCard())).toBe('stay');
  });

  it('SRCH-052: the gifting flow, or a gift-priced offer, shows single-voucher cards', () => {
    expect(cardKind('gifting', offerCard())).toBe('singleVoucher');
    expect(cardKind('booking', offerCard({ priceType: 'GIFT' }))).toBe('singleVoucher');
  });

  it('SRCH-052, SRCH-017: an activity-only package is an activity card, whatever the placement', () => {
    expect(cardKind('activity', activityCard())).toBe('activity');
    expect(cardKind('activity', activityCard(), 'compact')).toBe('activity');
    expect(isActivityCard(activityCard())).toBe(true);
    expect(isActivityCard(offerCard())).toBe(false);
  });

  it('SRCH-052: a stay offer in a compact placement is a condensed card, in every flow', () => {
    expect(cardKind('booking', offerCard(), 'compact')).toBe('condensed');
    expect(cardKind('gifting', offerCard(), 'compact')).toBe('condensed');
  });
});

describe('card links', () => {
  it('SRCH-054: the hotel page by hotel id, else by the last segment of the hotel uri', () => {
    expect(hotelHref({ id: 499, uri: 'hotel/499' })).toBe('/hotel/499');
    expect(hotelHref({ id: 0, uri: 'hotel/grand-hotel-madrid' })).toBe('/hotel/grand-hotel-madrid');
    expect(hotelHref({ id: -1, uri: '/hotel/casa_sol/' })).toBe('/hotel/casa_sol');
    // Neither usable: no link (the name is shown as text).
    expect(hotelHref({ id: 0, uri: '' })).toBeUndefined();
    expect(hotelHref({ id: 0, uri: 'hotel/<script>' })).toBeUndefined();
  });

  it('the product link keeps dates and guests; gifting opens the product in the gifting flow', () => {
    const hash = '#checkin=2027-03-06&nights=2&a=3&sort=promo&city=64';
    expect(productHref(746, 'booking', hash)).toBe('/weekend/746#checkin=2027-03-06&a=3&nights=2');
    expect(productHref(746, 'gifting', '')).toBe('/weekend/746?flow=gifting');
  });

  it('the images: the main image first, each once, empty entries dropped', () => {
    expect(cardImages({ imageUrl: '/a.svg', images: ['/b.svg', '/a.svg', ''] })).toEqual([
      '/a.svg',
      '/b.svg',
    ]);
    expect(cardImages({ imageUrl: null, images: [] })).toEqual([]);
  });
});

describe('wishlistEntry (CRIT-101, SHELL-032: per product type)', () => {
  it('CRIT-101: stay and voucher cards go to the STAY list with hotel, image and product path', () => {
    expect(wishlistEntry(offerCard(), 'booking')).toEqual({
      type: 'STAY',
      item: {
        id: 746,
        label: 'Weekend 746',
        imageUrl: '/api/images/hotel/746-1/640_360.svg',
        hotel: { label: 'Hotel del Mar', stars: 3, location: { label: 'Madrid' } },
        uri: '/weekend/746',
      },
    });
    expect(wishlistEntry(offerCard(), 'gifting').item.uri).toBe('/weekend/746?flow=gifting');
  });

  it('CRIT-101: activity cards go to the ACTIVITY list, their place standing for the hotel', () => {
    expect(wishlistEntry(activityCard(), 'activity')).toEqual({
      type: 'ACTIVITY',
      item: {
        id: 31,
        label: 'Kayak trip 31',
        imageUrl: '/api/images/activity/31-1/640_360.svg',
        hotel: { label: 'Gorges Kayak Centre', location: { label: 'Sainte-Enimie' } },
        uri: '/activity/31',
      },
    });
  });
});

describe('cancellationTerms (CRIT-086, CRIT-087)', () => {
  it('CRIT-086: with dates, 80% until the deadline and no refund from the check-in', () => {
    const card = offerCard({
      checkin: '2027-03-06',
      cancellationPolicy: policy({ cancellationDeadline: '2027-02-27' }),
    });
    expect(cancellationTerms(card, '2027-03-06')).toEqual({
      kind: 'dated',
      refundPercent: 80,
      deadline: '2027-02-27',
      noRefundFrom: '2027-03-06',
    });
  });

  it('CRIT-086: without dates, the deadline in days before check-in (or the bare deadline)', () => {
    expect(cancellationTerms(offerCard(), undefined)).toEqual({
      kind: 'daysBefore',
      refundPercent: 80,
      days: 7,
    });
    const noDays = offerCard({ cancellationPolicy: policy({ deadlineDays: null }) });
    expect(cancellationTerms(noDays, undefined)).toEqual({ kind: 'deadline', refundPercent: 80 });
  });

  it('CRIT-087: NCNR, or neither cancellable flag, has no conditions (no modal)', () => {
    const ncnr = offerCard({ cancellationPolicy: policy({ type: 'NCNR' }) });
    expect(cancellationTerms(ncnr, undefined)).toBeUndefined();
    const closed = offerCard({
      cancellationPolicy: policy({ cancellable: false, isCancellable: false }),
    });
    expect(cancellationTerms(closed, '2027-03-06')).toBeUndefined();
  });
});
