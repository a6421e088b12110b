import { describe, expect, it } from '@jest/globals';
import { BACK_TO_HOME_ROUTES, backTarget } from './back';

describe('back arrow on simplified pages', () => {
  it('SHELL-025: checkout returns to the product page with dates, pax, gift format and flow restored', () => {
    expect(
      backTarget(
        'checkout',
        { productId: '42' },
        { search: '?flow=gifting', hash: '#checkin=2027-03-06&nights=2&a=2&giftFormat=ecard' },
      ),
    ).toEqual({
      kind: 'path',
      to: '/weekend/42?flow=gifting#checkin=2027-03-06&nights=2&a=2&giftFormat=ecard',
    });
    expect(backTarget('payment', { productId: '7' }, { search: '', hash: '' })).toEqual({
      kind: 'path',
      to: '/weekend/7',
    });
    expect(
      backTarget('activityCheckout', { activityId: '9' }, { search: '', hash: '#a=1' }),
    ).toEqual({
      kind: 'path',
      to: '/activity/9#a=1',
    });
  });

  it('SHELL-026, LEFT-038: the two back-to-home routes (a shell constant) go home; others use the browser back', () => {
    expect(BACK_TO_HOME_ROUTES).toEqual(['confirmation', 'careLogin']);
    expect(backTarget('confirmation', { orderUUID: 'u' }, { search: '', hash: '' })).toEqual({
      kind: 'path',
      to: '/',
    });
    expect(backTarget('careLogin', {}, { search: '', hash: '' })).toEqual({
      kind: 'path',
      to: '/',
    });
    expect(backTarget('beneficiary', {}, { search: '', hash: '' })).toEqual({ kind: 'history' });
    expect(backTarget('checkout', {}, { search: '', hash: '' })).toEqual({ kind: 'history' });
  });
});
