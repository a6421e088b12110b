import { describe, expect, it } from '@jest/globals';
import {
  displayFlow,
  GIFT_PAX,
  productFlow,
  productHashForGifting,
  searchPax,
  switchFlow,
  type FlowState,
} from './flows';
import { parseProductHash } from './hash/parse';
import { parseSearchHash } from './hash/parse';
import { DEFAULT_SEARCH_CRITERIA } from './hash/schema';

const booking = (hash: string): FlowState => ({ flow: 'booking', criteria: parseSearchHash(hash) });
const FULL =
  'checkin=2024-05-10&checkout=2024-05-12&nights=2&a=3&c=1&theme=39&city=paris&lat=48.8&lng=2.3' +
  '&distanceMax=200&sort=promo&stars=4&facilities=pool&priceMax=20000';

describe('CRIT-013 flow values', () => {
  it('CRIT-013: hotel is displayed as booking; the others as themselves', () => {
    expect(displayFlow('hotel')).toBe('booking');
    expect(displayFlow('booking')).toBe('booking');
    expect(displayFlow('gifting')).toBe('gifting');
    expect(displayFlow('activity')).toBe('activity');
  });

  it('CRIT-013: product pages know only booking and gifting', () => {
    expect(productFlow('gifting')).toBe('gifting');
    expect(productFlow('activity')).toBe('booking');
    expect(productFlow('hotel')).toBe('booking');
  });
});

describe('CRIT-014 entering the activity flow', () => {
  it('CRIT-014: clears the criteria, filters and location', () => {
    const next = switchFlow(booking(FULL), 'activity');
    expect(next.flow).toBe('activity');
    expect(next.criteria).toStrictEqual(DEFAULT_SEARCH_CRITERIA);
  });
});

describe('CRIT-015 leaving the activity flow', () => {
  it('CRIT-015: restores the dates and location set before entering it', () => {
    const inActivity = switchFlow(booking(FULL), 'activity');
    const chosen = {
      ...inActivity,
      criteria: parseSearchHash('city=lyon&checkin=2024-06-01&tags=5'),
    };
    const back = switchFlow(chosen, 'booking');
    expect(back.flow).toBe('booking');
    expect(back.criteria).toMatchObject({
      checkin: '2024-05-10',
      checkout: '2024-05-12',
      nights: 2,
      city: 'paris',
      lat: 48.8,
      lng: 2.3,
      distanceMax: 200,
      tags: ['5'],
    });
    expect(back.beforeActivity).toBeUndefined();
  });

  it('CRIT-015: a location that was absent before stays absent', () => {
    const inActivity = switchFlow(booking('checkin=2024-05-10'), 'activity');
    const back = switchFlow({ ...inActivity, criteria: parseSearchHash('city=lyon') }, 'hotel');
    expect(back.criteria.city).toBeUndefined();
    expect(back.criteria.checkin).toBe('2024-05-10');
  });

  it('CRIT-015: switching to the same flow changes nothing', () => {
    const state = booking(FULL);
    expect(switchFlow(state, 'booking')).toBe(state);
  });
});

describe('CRIT-016 switching to gifting', () => {
  it('CRIT-016: keeps priceQuality and distance sorts', () => {
    expect(switchFlow(booking('sort=distance&lat=1&lng=2'), 'gifting').criteria.sort).toBe(
      'distance',
    );
    expect(switchFlow(booking(''), 'gifting').criteria.sort).toBe('priceQuality');
  });

  it('CRIT-016: clears any other sort', () => {
    for (const sort of ['promo', 'priceAsc', 'popularity']) {
      expect(switchFlow(booking(`sort=${sort}`), 'gifting').criteria.sort).toBe('priceQuality');
    }
  });

  it('CRIT-016: other switches keep the sort', () => {
    expect(switchFlow(booking('sort=promo'), 'hotel').criteria.sort).toBe('promo');
  });
});

describe('CRIT-017 switching to activity', () => {
  it('CRIT-017: clears the sort', () => {
    expect(switchFlow(booking('sort=popularity'), 'activity').criteria.sort).toBe('priceQuality');
  });
});

describe('CRIT-018 gift search pax', () => {
  it('CRIT-018: gift searches use 2 adults, 0 children, 0 babies whatever the input', () => {
    const family = { adult: 4, child: 2, baby: 1, singleRoom: true };
    expect(searchPax('gifting', family)).toEqual({
      adult: 2,
      child: 0,
      baby: 0,
      singleRoom: false,
    });
    expect(GIFT_PAX).toEqual({ adult: 2, child: 0, baby: 0, singleRoom: false });
    expect(searchPax('booking', family)).toBe(family);
  });
});

describe('CRIT-019 product page switched to gifting', () => {
  it('CRIT-019: writes giftAdult=2 and giftNights = current nights', () => {
    expect(productHashForGifting(parseProductHash('nights=3&a=4'))).toMatchObject({
      a: 4,
      nights: 3,
      giftAdult: 2,
      giftNights: 3,
    });
  });

  it('CRIT-019: without nights, giftNights is the default 1 night', () => {
    expect(productHashForGifting(parseProductHash('')).giftNights).toBe(1);
  });
});
