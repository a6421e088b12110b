import { DEFAULT_FLAGS } from '@shop/platform/routes';
import { describe, expect, it } from '@jest/globals';
import { matchRouteDefinition, preloadTags } from './html';

describe('gateway route matching (the shell router’s react-router match, ADR 0022)', () => {
  it.each([
    ['/', 'home'],
    ['/search', 'search'],
    ['/hotel/12', 'hotel'],
    ['/checkout/7/payment', 'payment'],
    ['/checkout/activity/3', 'activityCheckout'],
    ['/account', 'account'],
    ['/giftcard/customization', 'giftcard'],
    ['/minisite/p1/offers', 'minisite'],
    ['/cc-login', 'careLogin'],
    ['/hotel/1/extra', 'notFound'],
    ['/no/such/page', 'notFound'],
  ])('%s → %s', (pathname, kind) => {
    expect(matchRouteDefinition(pathname, DEFAULT_FLAGS).kind).toBe(kind);
  });

  it('SHELL-009/010: a route whose toggle is off answers the not-found page (404)', () => {
    expect(matchRouteDefinition('/boxes/spa', { ...DEFAULT_FLAGS, giftBoxes: false }).kind).toBe(
      'notFound',
    );
    expect(
      matchRouteDefinition('/activities/search', { ...DEFAULT_FLAGS, activityOnly: false }).kind,
    ).toBe('notFound');
  });

  it('preloads the manifest of the matched route’s remote, none for the shell’s own pages', () => {
    const hotel = matchRouteDefinition('/hotel/12', DEFAULT_FLAGS);
    expect(preloadTags(hotel, '/apps/mfe-product/mf-manifest.json', undefined)).toBe(
      '<link rel="preload" href="/apps/mfe-product/mf-manifest.json" as="fetch" crossorigin="anonymous" />',
    );
    const care = matchRouteDefinition('/cc-login', DEFAULT_FLAGS);
    expect(preloadTags(care, '/apps/mfe-product/mf-manifest.json', undefined)).toBe('');
  });
});
