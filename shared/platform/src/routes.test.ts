import { describe, expect, it, jest } from '@jest/globals';
import { isPathEnabled } from './feature-links';
import { matchRoute } from './route-match';
import {
  DEFAULT_FLAGS,
  ROUTES,
  activeRoutes,
  parseFlags,
  paths,
  type RouteDefinition,
  routeByKind,
  searchFlowOf,
  searchPath,
  servedByGateway,
} from './routes';

function match(pathname: string, flags = DEFAULT_FLAGS) {
  return matchRoute(pathname, activeRoutes(flags)).route;
}

describe('route table (SHELL-001..014; paths LEFT-001..004)', () => {
  it.each([
    ['/', 'home', 'mfe_content'],
    ['/hotel/12', 'hotel', 'mfe_product'],
    ['/weekend/34', 'product', 'mfe_product'],
    ['/activity/56', 'activity', 'mfe_product'],
    ['/search', 'search', 'mfe_search'],
    ['/activities/search', 'activitySearch', 'mfe_search'],
    ['/gift/search', 'giftSearch', 'mfe_search'],
    ['/page/faq', 'static', 'mfe_content'],
    ['/page', 'static', 'mfe_content'],
    ['/weekend-ideas', 'ideas', 'mfe_content'],
    ['/landing/spring', 'landing', 'mfe_content'],
    ['/boxes/spa', 'boxes', 'mfe_gifting'],
    ['/giftcard/customization', 'giftcard', 'mfe_gifting'],
    ['/checkout/1/summary', 'checkout', 'mfe_checkout'],
    ['/checkout/1/payment', 'payment', 'mfe_checkout'],
    ['/checkout/activity/3', 'activityCheckout', 'mfe_checkout'],
    ['/confirmation/abc', 'confirmation', 'mfe_checkout'],
    ['/account/trips', 'account', 'mfe_checkout'],
    ['/minisite/p1/search', 'minisite', 'mfe_content'],
    ['/contact', 'contact', 'mfe_content'],
    ['/cc-login', 'careLogin', null],
    ['/what/ever', 'notFound', 'mfe_search'],
  ])('%s → %s (%s)', (pathname, kind, remote) => {
    const route = match(pathname);
    expect(route?.kind).toBe(kind);
    expect(route?.remote).toBe(remote);
  });

  it('LEFT-002: each segment name has its path string', () => {
    const expected: [RouteDefinition['kind'], string][] = [
      ['home', '/'],
      ['hotel', '/hotel/:hotelId'],
      ['product', '/weekend/:productId'],
      ['activity', '/activity/:activityId'],
      ['static', '/page/:contentId?'],
      ['ideas', '/weekend-ideas'],
      ['landing', '/landing/:landingId'],
      ['boxes', '/boxes/:boxId'],
      ['giftcard', '/giftcard/*'],
      ['activitySearch', '/activities/search'],
      ['minisite', '/minisite/:minisiteId/*'],
      ['account', '/account/*'],
      ['careLogin', '/cc-login'],
    ];
    for (const [kind, path] of expected) expect(routeByKind(kind).path).toBe(path);
  });

  it('SHELL-009, SHELL-054: gift boxes need the toggle (off: no route) and a second segment', () => {
    expect(match('/boxes')?.kind).toBe('notFound');
    expect(match('/boxes/spa', { ...DEFAULT_FLAGS, giftBoxes: false })?.kind).toBe('notFound');
  });

  it('SHELL-010, SHELL-054: the activity-only search exists only with its toggle', () => {
    expect(match('/activities/search', { ...DEFAULT_FLAGS, activityOnly: false })?.kind).toBe(
      'notFound',
    );
  });

  it('SHELL-054: a link to a feature whose toggle is off is not enabled; every other link is', () => {
    const off = { ...DEFAULT_FLAGS, giftBoxes: false, activityOnly: false };
    for (const path of ['/boxes/spa', '/boxes/spa?utm_medium=x', '/activities/search#a=2'])
      expect([path, isPathEnabled(path, off)]).toEqual([path, false]);
    for (const path of [
      '/boxes-of-the-month',
      '/activities',
      '/activity/500001',
      '/search?flow=hotel',
      '/',
      'https://partner.example/boxes/spa',
    ])
      expect([path, isPathEnabled(path, off)]).toEqual([path, true]);
    expect(isPathEnabled('/boxes/spa', DEFAULT_FLAGS)).toBe(true);
    expect(isPathEnabled('/activities/search', DEFAULT_FLAGS)).toBe(true);
  });

  it('SHELL-017: checkout-type routes use the simplified layout', () => {
    for (const kind of ['checkout', 'payment', 'activityCheckout', 'confirmation'] as const) {
      expect(routeByKind(kind).layout).toBe('simplified');
    }
    expect(routeByKind('home').layout).toBe('normal');
  });

  it('ADR 0101: the shopper’s own pages are served as a frame, never rendered on the server', () => {
    const framed = ROUTES.filter((route: RouteDefinition) => route.servedFrame).map((r) => r.kind);
    expect(framed).toEqual([
      'beneficiary',
      'checkout',
      'payment',
      'activityCheckout',
      'confirmation',
      'account',
    ]);
    for (const route of ROUTES as readonly RouteDefinition[]) {
      expect(route.servedFrame && route.serverRendered).toBeFalsy();
      expect(servedByGateway(route)).toBe(Boolean(route.servedFrame || route.serverRendered));
    }
  });

  it('the not-found catch-all is last, so every other route wins', () => {
    expect(ROUTES.at(-1)?.kind).toBe('notFound');
  });
});

describe('matchRoute (react-router matchRoutes over the table, ADR 0022)', () => {
  it('extracts and decodes parameters; a trailing slash does not matter', () => {
    expect(matchRoute('/hotel/a%20b/', ROUTES).params).toEqual({ hotelId: 'a b' });
    expect(matchRoute('/page', ROUTES).params.contentId).toBeUndefined();
    expect(matchRoute('/page/faq', ROUTES).params).toEqual({ contentId: 'faq' });
    expect(matchRoute('/account/trips/2026', ROUTES).params).toEqual({ '*': 'trips/2026' });
    expect(matchRoute('/account', ROUTES).route.kind).toBe('account');
    expect(matchRoute('/giftcard', ROUTES).route.kind).toBe('giftcard');
    expect(matchRoute('/minisite/p1', ROUTES).params).toEqual({ minisiteId: 'p1', '*': '' });
    expect(matchRoute('/minisite/p1/search/x', ROUTES).params).toEqual({
      minisiteId: 'p1',
      '*': 'search/x',
    });
  });

  it('never throws on malformed addresses', () => {
    // react-router warns about the bad percent-encoding and keeps the segment as it is.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(matchRoute('/hotel/%E0%A4%A', ROUTES).params).toEqual({ hotelId: '%E0%A4%A' });
    warn.mockRestore();
    expect(matchRoute('', ROUTES).route.kind).toBe('home');
    expect(matchRoute('//weird//path', ROUTES).route.kind).toBe('notFound');
  });

  it('paths with extra segments do not match shorter routes', () => {
    expect(match('/hotel/1/extra')?.kind).toBe('notFound');
    expect(match('/contact/x')?.kind).toBe('notFound');
  });

  it('static segments win over params, whatever the table order', () => {
    expect(match('/checkout/activity/3')?.kind).toBe('activityCheckout');
    expect(match('/checkout/3/payment')?.kind).toBe('payment');
  });

  it('the not-found row takes every unknown path; a list without it is a programming error', () => {
    expect(matchRoute('/nowhere', activeRoutes(DEFAULT_FLAGS)).params).toEqual({ '*': 'nowhere' });
    expect(() => matchRoute('/nowhere', [routeByKind('home')])).toThrow(/not-found/);
  });
});

describe('path builders', () => {
  it('build the paths of the table, encoding segments', () => {
    expect(paths.hotel(12)).toBe('/hotel/12');
    expect(paths.product('a b', { flow: 'gifting' }, 'checkin=2027-01-02')).toBe(
      '/weekend/a%20b?flow=gifting#checkin=2027-01-02',
    );
    expect(paths.signIn('/search?x=1')).toBe('/account/signin?origin=%2Fsearch%3Fx%3D1');
    expect(paths.confirmation('u-1', { status: 'success', gaId: 'G' })).toBe(
      '/confirmation/u-1?status=success&gaId=G',
    );
    expect(paths.staticPage('faq')).toBe('/page/faq');
  });

  it('every builder produces a path its own route matches', () => {
    const samples: [string, string][] = [
      [paths.home(), 'home'],
      [paths.search(), 'search'],
      [paths.activitySearch(), 'activitySearch'],
      [paths.giftSearch(), 'giftSearch'],
      [paths.hotel(1), 'hotel'],
      [paths.product(1), 'product'],
      [paths.activity(1), 'activity'],
      [paths.giftSetup(1), 'giftSetup'],
      [paths.boxes('b'), 'boxes'],
      [paths.giftcardCustomization(), 'giftcard'],
      [paths.beneficiaryLogin(), 'beneficiary'],
      [paths.checkout(1), 'checkout'],
      [paths.payment(1), 'payment'],
      [paths.activityCheckout(1), 'activityCheckout'],
      [paths.confirmation('u'), 'confirmation'],
      [paths.account('trips'), 'account'],
      [paths.staticPage('x'), 'static'],
      [paths.ideas(), 'ideas'],
      [paths.landing('l'), 'landing'],
      [paths.contact(), 'contact'],
      [paths.minisite('m', 'search'), 'minisite'],
      [paths.careLogin(), 'careLogin'],
    ];
    for (const [path, kind] of samples) {
      expect(match(new URL(path, 'http://x').pathname)?.kind).toBe(kind);
    }
  });
});

describe('activity checkout path (CHK-006)', () => {
  it('CHK-006: the activity checkout carries the hash and, for own use, customType=OWN_USE', () => {
    expect(paths.activityCheckout(500002, 'id=500002&a=3')).toBe(
      '/checkout/activity/500002#id=500002&a=3',
    );
    expect(paths.activityCheckout(500002, 'id=500002&a=3', { customType: 'OWN_USE' })).toBe(
      '/checkout/activity/500002?customType=OWN_USE#id=500002&a=3',
    );
  });
});

describe('checkout address (CHK-003, ADR 0031)', () => {
  it('CHK-003: the summary path carries the flow as a query and the criteria as the hash', () => {
    expect(paths.checkout(7, 'checkin=2027-05-07&nights=1', { flow: 'booking' })).toBe(
      '/checkout/7/summary?flow=booking#checkin=2027-05-07&nights=1',
    );
    expect(paths.checkout(7)).toBe('/checkout/7/summary');
  });
});

describe('search flows (SHELL-005)', () => {
  it('each flow has its own path and the path gives the flow back', () => {
    for (const flow of ['booking', 'hotel', 'activity', 'gifting'] as const) {
      const url = new URL(searchPath(flow), 'http://x');
      expect(searchFlowOf(url.pathname, url.search)).toBe(flow);
    }
  });
});

describe('parseFlags', () => {
  it('keeps defaults for missing or invalid values', () => {
    expect(parseFlags(null)).toEqual(DEFAULT_FLAGS);
    expect(parseFlags({ giftBoxes: 'yes', activityOnly: false, unknown: true })).toEqual({
      ...DEFAULT_FLAGS,
      activityOnly: false,
    });
  });
});
