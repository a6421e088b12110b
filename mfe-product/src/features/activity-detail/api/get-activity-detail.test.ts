import { describe, expect, it } from '@jest/globals';
import { activityDetail, ACTIVITY_IMAGES } from '../../../test/activity';
import { activityDetailUrl, isActivityDetail } from './get-activity-detail';
import { activityImagesUrl, isActivityImages } from './get-activity-images';

describe('activity-only calls (API-017, API-018, PROD-072, PROD-081)', () => {
  it('PROD-072: asks the activity-only detail and the images of the id for the market locale', () => {
    expect(activityDetailUrl('500002', 'fr_FR')).toBe(
      '/api/activity-only/weekend/500002/detail.json?locale=fr_FR',
    );
    expect(activityImagesUrl('500002', 'nl_BE')).toBe(
      '/api/activities/500002/images.json?locale=nl_BE',
    );
  });

  it('accepts the contract answers (ADR 0019 structural check)', () => {
    expect(isActivityDetail(activityDetail())).toBe(true);
    expect(isActivityImages(ACTIVITY_IMAGES)).toBe(true);
  });

  it('PROD-081: refuses an answer missing or mistyping what the page reads (shown as an error)', () => {
    const detail = activityDetail();
    expect(isActivityDetail(null)).toBe(false);
    expect(isActivityDetail({})).toBe(false);
    expect(isActivityDetail({ ...detail, published: 'yes' })).toBe(false);
    expect(isActivityDetail({ ...detail, pricesByAdults: { '2': { sellPrice: '1' } } })).toBe(
      false,
    );
    expect(isActivityDetail({ ...detail, activities: [{ title: 'x' }] })).toBe(false);
    expect(isActivityDetail({ ...detail, pageModel: { pageTitle: 'x' } })).toBe(false);
    expect(isActivityImages([{ alt: 'x' }])).toBe(false);
  });
});
