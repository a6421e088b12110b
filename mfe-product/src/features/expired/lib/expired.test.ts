import { describe, expect, it } from '@jest/globals';
import { isExpiredOffer, todayIso } from './expired';

describe('PROD-013 expired offer', () => {
  it('PROD-013: an unpublished offer, or one past its expiration day, has expired', () => {
    expect(isExpiredOffer({ published: false, expiration: null }, '2030-01-01')).toBe(true);
    expect(isExpiredOffer({ published: true, expiration: '2029-12-31' }, '2030-01-01')).toBe(true);
  });

  it('PROD-013: a published offer sells until the end of its expiration day', () => {
    expect(isExpiredOffer({ published: true, expiration: '2030-01-01' }, '2030-01-01')).toBe(false);
    expect(isExpiredOffer({ published: true, expiration: null }, '2030-01-01')).toBe(false);
  });

  it('writes today as yyyy-MM-dd', () => {
    expect(todayIso(new Date('2030-06-01T23:30:00Z'))).toBe('2030-06-01');
  });
});
