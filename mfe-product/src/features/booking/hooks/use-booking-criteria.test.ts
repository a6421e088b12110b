import { parseProductHash } from '@shop/criteria';
import { describe, expect, it } from '@jest/globals';
import { usableDates } from './use-booking-criteria';

const NOW = new Date(2027, 2, 10, 10, 0);
const dates = (hash: string) => {
  const { checkin, checkout, nights } = usableDates(parseProductHash(hash), NOW);
  return { checkin, checkout, nights };
};
const NONE = { checkin: undefined, checkout: undefined, nights: undefined };

describe('the stay page reads its dates tolerantly (4.2, 5)', () => {
  it('PROD-018: checkin and checkout give the nights; checkin and nights give the checkout', () => {
    expect(dates('checkin=2027-05-07&checkout=2027-05-09')).toEqual({
      checkin: '2027-05-07',
      checkout: '2027-05-09',
      nights: 2,
    });
    expect(dates('checkin=2027-05-07&nights=3')).toEqual({
      checkin: '2027-05-07',
      checkout: '2027-05-10',
      nights: 3,
    });
  });

  it('impossible dates are dropped: past check-in, checkout not after it, nights disagreeing, a lone date', () => {
    expect(dates('checkin=2026-05-07&checkout=2026-05-09')).toEqual(NONE);
    expect(dates('checkin=2027-05-09&checkout=2027-05-07')).toEqual(NONE);
    expect(dates('checkin=2027-05-07&checkout=2027-05-09&nights=5')).toEqual(NONE);
    expect(dates('checkin=2027-05-07')).toEqual(NONE);
    expect(dates('checkin=not-a-date&checkout=2027-05-09')).toEqual(NONE);
  });
});
