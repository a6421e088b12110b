import { describe, expect, it } from '@jest/globals';
import { hotelDetail } from '../../../test/hotel';
import { hotelDetailUrl, isHotelDetail } from './get-hotel-detail';

describe('hotel detail call (LEFT-030, ADR 0019)', () => {
  it('LEFT-030: asks GET /api/hotels/{hotelId}/detail.json for the market locale', () => {
    expect(hotelDetailUrl('499', 'fr_FR')).toBe('/api/hotels/499/detail.json?locale=fr_FR');
    expect(hotelDetailUrl('a/b', 'nl_BE')).toBe('/api/hotels/a%2Fb/detail.json?locale=nl_BE');
  });

  it('PROD-059..061: accepts the hotel model the API answers', () => {
    expect(isHotelDetail(hotelDetail())).toBe(true);
  });

  it('refuses an answer missing what the page reads or iterates over', () => {
    const hotel = hotelDetail();
    expect(isHotelDetail(null)).toBe(false);
    expect(isHotelDetail({ ...hotel, label: 3 })).toBe(false);
    expect(isHotelDetail({ ...hotel, policy: undefined })).toBe(false);
    expect(isHotelDetail({ ...hotel, weekends: {} })).toBe(false);
    expect(isHotelDetail({ ...hotel, rooms: [{ label: 'x' }] })).toBe(false);
  });
});
