import { describe, expect, it } from '@jest/globals';
import { SCROLL_KEPT_PATH_GROUP, SCROLL_KEPT_ROUTES, scrollsToTop } from './scroll';

describe('scroll to the top on a path change (SHELL-016, LEFT-038)', () => {
  it('SHELL-016: every path change scrolls to the top but on the search-result pages', () => {
    expect(SCROLL_KEPT_ROUTES).toEqual(['search', 'activitySearch', 'giftSearch']);
    expect(scrollsToTop('product', '/search', '/weekend/7')).toBe(true);
    expect(scrollsToTop('hotel', null, '/hotel/1')).toBe(true);
    for (const kind of SCROLL_KEPT_ROUTES) expect(scrollsToTop(kind, '/', '/search')).toBe(false);
  });

  it('SHELL-016, LEFT-038: within the excluded path group (a shell constant) the position is kept; arriving in it goes to the top', () => {
    expect(SCROLL_KEPT_PATH_GROUP).toBe('/account');
    expect(scrollsToTop('account', '/account', '/account/trips')).toBe(false);
    expect(scrollsToTop('account', '/account/trips', '/account/profile')).toBe(false);
    expect(scrollsToTop('account', '/weekend/7', '/account')).toBe(true);
    expect(scrollsToTop('account', null, '/account/trips')).toBe(true);
    expect(scrollsToTop('notFound', '/account', '/accounting')).toBe(true);
  });
});
