import {
  DEFAULT_FLAGS,
  type Flags,
  navigate,
  platformStore,
  type RemotePageProps,
  ROUTES,
  usePlatform,
} from '@shop/platform';
import { apiErrorSchema } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { matchRoute } from '@shop/platform/route-match';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { App } from '../App';
import type { Registry } from '../federation/registry';
import type { RemoteLoader } from '../federation/remote-loader';
import { renderWithCopy } from '../test/render';
import { ANNOUNCEMENT_ROUTES, announcementShown } from '../layout/NormalLayout';
import { inAppPath } from './PlatformBridge';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

/** Every render of a remote page: module and params rendered, and the address read from the platform. */
/** The care session check's answer without a signed-in agent (API's error body). */
const NO_AGENT = fixture(apiErrorSchema, { error: 'UNAUTHORIZED', message: 'no token' }, 'error');

const seen: { module: string; params: RemotePageProps['params']; pathname: string }[] = [];

function pageOf(module: string) {
  return function Page({ params }: RemotePageProps) {
    const { pathname, hash } = usePlatform((state) => state.location);
    seen.push({ module, params, pathname });
    return (
      <h1>
        {module} {JSON.stringify(params)} {hash}
      </h1>
    );
  };
}

const pages = new Map<string, ReturnType<typeof pageOf>>();
const loader: RemoteLoader = {
  loadPage: jest.fn<RemoteLoader['loadPage']>(async (_remote, module) => {
    if (!pages.has(module)) pages.set(module, pageOf(module));
    return { default: pages.get(module) ?? pageOf(module) };
  }),
  reset: jest.fn<FunctionLike>(),
  loadedPage: () => undefined,
  releaseOf: () => undefined,
};

const environment = { production: false, indexing: false };

async function renderAt(path: string, flags: Flags = DEFAULT_FLAGS) {
  window.history.replaceState(null, '', path);
  const { pathname, search, hash } = window.location;
  // As at start-up: the platform store starts from the browser's address.
  platformStore.setState({ location: { pathname, search, hash }, flags });
  const registry: Registry = { remotes: {}, flags, environment };
  // Lazy chunks (the footer content) resolve inside act.
  await act(async () => {
    await renderWithCopy(<App registry={registry} loader={loader} languageChoiceNeeded={false} />);
  });
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  seen.length = 0;
  jest.mocked(loader.loadPage).mockClear();
  platformStore.setState({ careMode: false, agent: null });
});
afterEach(() => unstubAllGlobals());

describe('ShellRouter on react-router (SHELL-001..017, ADR 0022)', () => {
  it('SHELL-002: the hotel segment renders the hotel page of mfe-product with its id, in the normal layout', async () => {
    await renderAt('/hotel/77');
    expect(await heading('./HotelPage {"hotelId":"77"}')).toBeInTheDocument();
    expect(loader.loadPage).toHaveBeenCalledWith('mfe_product', './HotelPage');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('SHELL-003: the product segment renders the stay product page of mfe-product with its id', async () => {
    await renderAt('/weekend/34');
    expect(await heading('./ProductPage {"productId":"34"}')).toBeInTheDocument();
    expect(loader.loadPage).toHaveBeenCalledWith('mfe_product', './ProductPage');
  });

  it('SHELL-004: the activity-voucher segment renders the activity page of mfe-product with its id', async () => {
    await renderAt('/activity/500001');
    expect(await heading('./ActivityPage {"activityId":"500001"}')).toBeInTheDocument();
    expect(loader.loadPage).toHaveBeenCalledWith('mfe_product', './ActivityPage');
  });

  it('a trailing splat hands the rest of the path to the page (account, gift card, minisite)', async () => {
    await renderAt('/account/trips/2026');
    expect(await heading('./AccountPage {"*":"trips/2026"}')).toBeInTheDocument();
  });

  it('SHELL-017: checkout-type routes get the simplified layout without footer', async () => {
    await renderAt('/checkout/5/summary');
    await heading(/productId/);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('SHELL-014: an unknown path renders the not-found page of mfe-search', async () => {
    await renderAt('/no/such/page');
    await heading(/NotFoundPage/);
    expect(loader.loadPage).toHaveBeenLastCalledWith('mfe_search', './NotFoundPage');
  });

  it('SHELL-009/010: a route whose toggle is off is not found', async () => {
    await renderAt('/activities/search', { ...DEFAULT_FLAGS, activityOnly: false });
    await heading(/NotFoundPage/);
    expect(loader.loadPage).not.toHaveBeenCalledWith('mfe_search', './SearchPage');
  });

  it('navigate pushes an entry, replace does not, and both publish the address', async () => {
    await renderAt('/contact');
    const before = window.history.length;
    await act(async () => navigate('/hotel/12?flow=gifting#checkin=2027-01-02'));
    expect(window.location.pathname).toBe('/hotel/12');
    expect(window.history.length).toBe(before + 1);
    expect(platformStore.getState().location).toEqual({
      pathname: '/hotel/12',
      search: '?flow=gifting',
      hash: '#checkin=2027-01-02',
    });
    expect(await heading('./HotelPage {"hotelId":"12"} #checkin=2027-01-02')).toBeInTheDocument();
    await act(async () => navigate('/weekend-ideas', { replace: true }));
    expect(window.history.length).toBe(before + 1);
    expect(await heading('./IdeasPage {}')).toBeInTheDocument();
  });

  it('back and forward render the page of the address and publish it', async () => {
    await renderAt('/contact');
    await act(async () => navigate('/hotel/3'));
    await heading(/HotelPage/);
    await act(async () => window.history.back());
    expect(await heading(/ContactPage/)).toBeInTheDocument();
    expect(platformStore.getState().location.pathname).toBe('/contact');
    await act(async () => window.history.forward());
    expect(await heading(/HotelPage/)).toBeInTheDocument();
    expect(platformStore.getState().location.pathname).toBe('/hotel/3');
  });

  it('CRIT-006: a hash change (search criteria) reaches the page without a new page load', async () => {
    await renderAt('/search#a=2');
    await heading('./SearchPage {} #a=2');
    const loads = jest.mocked(loader.loadPage).mock.calls.length;
    // The search writes its criteria with replace (useSearchDraft).
    await act(async () => navigate('/search#a=3', { replace: true }));
    expect(await heading('./SearchPage {} #a=3')).toBeInTheDocument();
    // An address-bar edit of the hash is a history traversal (popstate).
    window.history.pushState(null, '', '/search#a=4');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await heading('./SearchPage {} #a=4')).toBeInTheDocument();
    expect(platformStore.getState().location.hash).toBe('#a=4');
    expect(loader.loadPage).toHaveBeenCalledTimes(loads);
  });

  it('a remote page never renders with params of one address and another address', async () => {
    await renderAt('/search#a=1');
    await heading(/SearchPage/);
    await act(async () => navigate('/hotel/9'));
    await heading(/HotelPage/);
    await act(async () => navigate('/hotel/10'));
    await heading(/"10"/);
    await act(async () => window.history.back());
    await heading(/"9"/);
    await act(async () => window.history.go(-1));
    await heading(/SearchPage/);
    expect(seen.length).toBeGreaterThan(4);
    for (const { module, params, pathname } of seen) {
      const match = matchRoute(pathname, ROUTES);
      expect([match.route.module, match.params]).toEqual([module, params]);
    }
  });

  it('SHELL-016: a path change scrolls to the top, except on search-result pages', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderAt('/contact');
    scrollTo.mockClear();
    await act(async () => navigate('/weekend-ideas'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(async () => navigate('/search'));
    await act(async () => navigate('/search#a=2'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => navigate('/contact'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('SHELL-024: the shell’s links navigate in the page', async () => {
    await renderAt('/contact');
    await heading(/ContactPage/);
    await userEvent.click(screen.getByRole('link', { name: 'Weekend Shop, go to the homepage' }));
    expect(await heading(/HomePage/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('SHELL-025: the back arrow of checkout leads to the product with the hash restored', async () => {
    await renderAt('/checkout/42/summary#checkin=2027-03-06');
    await heading(/CheckoutPage/);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      await heading('./ProductPage {"productId":"42"} #checkin=2027-03-06'),
    ).toBeInTheDocument();
  });

  it('SHELL-018: the announcement area exists on search and product pages only', async () => {
    await renderAt('/search');
    expect(document.querySelector('[data-region="announcement"]')).not.toBeNull();
    await act(async () => navigate('/contact'));
    expect(document.querySelector('[data-region="announcement"]')).toBeNull();
  });

  it('SHELL-018: never in customer-care mode, on no page', () => {
    for (const kind of ANNOUNCEMENT_ROUTES) {
      expect(announcementShown(kind, false)).toBe(true);
      expect(announcementShown(kind, true)).toBe(false);
    }
    expect(announcementShown('home', false)).toBe(false);
  });

  it('SHELL-015: on the care host the login replaces the page until an agent is signed in', async () => {
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>(async () => Response.json(NO_AGENT, { status: 401 })),
    );
    platformStore.setState({ careMode: true });
    await renderAt('/hotel/1');
    // The care session check is a lazy chunk: the first import can be slow on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Customer-care sign-in' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(loader.loadPage).not.toHaveBeenCalled();
  });

  it('SHELL-056: robots noindex unless the environment allows indexing', async () => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'index';
    document.head.append(meta);
    await renderAt('/contact');
    expect(meta.content).toBe('noindex');
    meta.remove();
  });

  it('ADR 0086: the served page’s canonical and JSON-LD stay on it and leave on the next path', async () => {
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = 'https://www.weekend-shop.fr/weekend/42';
    canonical.setAttribute('data-page-head', '');
    document.head.append(canonical);
    await renderAt('/weekend/42');
    await heading(/ProductPage/);
    expect(canonical.isConnected).toBe(true);
    await act(async () => navigate('/weekend/42#checkin=2027-03-06'));
    expect(canonical.isConnected).toBe(true);
    await act(async () => navigate('/contact'));
    expect(canonical.isConnected).toBe(false);
  });
});

describe('inAppPath (external navigations)', () => {
  it('keeps same-origin addresses as paths and leaves other origins to a full load', () => {
    expect(inAppPath('/hotel/1?flow=hotel#a=2')).toBe('/hotel/1?flow=hotel#a=2');
    expect(inAppPath(`${window.location.origin}/contact`)).toBe('/contact');
    expect(inAppPath('https://partner.example/offer')).toBeNull();
    expect(inAppPath('http://[bad')).toBeNull();
  });
});
