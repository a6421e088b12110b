import { describe, expect, it } from '@jest/globals';
import { activityCheckoutPath } from './hand-off';

describe('activity hand-off target (CHK-006)', () => {
  it('CHK-006: own use goes to /checkout/activity/{id} with hash id and a and customType=OWN_USE', () => {
    expect(activityCheckoutPath(500002, 3, 'ownUse')).toBe(
      '/checkout/activity/500002?customType=OWN_USE#id=500002&a=3',
    );
  });

  it('CHK-006: a gift goes there without customType; the shell query (lng) is kept', () => {
    expect(activityCheckoutPath(500002, 2, 'gift')).toBe('/checkout/activity/500002#id=500002&a=2');
    expect(activityCheckoutPath(500002, 1, 'ownUse', '?lng=en&x=1')).toBe(
      '/checkout/activity/500002?lng=en&customType=OWN_USE#id=500002&a=1',
    );
  });
});
