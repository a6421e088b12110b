import { describe, expect, it } from '@jest/globals';
import { activityProductSchema } from './activities';
import { breakfastSchema } from './weekend';

const BREAKFAST = {
  type: 'BREAKFAST',
  title: 'Breakfast for every morning',
  schedules: ['7:30–10:30'],
  detailList: ['Continental buffet'],
  mustKnowList: ['Served in the dining room'],
};

describe('breakfast model (PROD-077)', () => {
  it('PROD-077: type, title, schedules, detailList and mustKnowList, each required', () => {
    expect(Object.keys(breakfastSchema.shape).sort()).toEqual(
      ['detailList', 'mustKnowList', 'schedules', 'title', 'type'].sort(),
    );
    expect(breakfastSchema.parse(BREAKFAST)).toEqual(BREAKFAST);
    for (const field of Object.keys(BREAKFAST)) {
      const { [field as keyof typeof BREAKFAST]: _dropped, ...rest } = BREAKFAST;
      expect(breakfastSchema.safeParse(rest).success).toBe(false);
    }
    expect(breakfastSchema.safeParse({ ...BREAKFAST, schedules: '7:30' }).success).toBe(false);
  });

  it('PROD-077: a product of the activity call carries a breakfast or null', () => {
    const product = {
      id: 1,
      kind: 'WEEKEND',
      label: 'Spa escape',
      uri: 'weekend/1',
      published: true,
      activities: [],
    };
    expect(activityProductSchema.parse({ ...product, breakfast: BREAKFAST }).breakfast).toEqual(
      BREAKFAST,
    );
    expect(activityProductSchema.parse({ ...product, breakfast: null }).breakfast).toBeNull();
  });
});
