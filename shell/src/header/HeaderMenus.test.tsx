import { fixture } from '@shop/api-contract/fixture';
import {
  giftBlockSchema,
  navigationLinkSchema,
  navigationResponseSchema,
  type NavigationLink,
} from '@shop/api-contract';
import { installDialogPolyfill } from '@shop/design-system/test-utils';
import {
  DEFAULT_FLAGS,
  MARKETS,
  platformStore,
  resetWishlist,
  WISHLIST_STORAGE_KEY,
} from '@shop/platform';
import {
  ACCESS_TOKEN_COOKIE,
  ACCOUNT_ID_COOKIE,
  accountStore,
  refreshAccount,
} from '@shop/platform/account';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FunctionLike } from 'jest-mock';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { renderWithCopy } from '../test/render';
import HeaderMenus from './HeaderMenus';
import {
  giftDrawerEnabled,
  GIFT_DRAWER_LOCALES,
  headerButtonCount,
  narrowCallToAction,
  wishlistShown,
} from './header-rules';
import {
  inspirationsRoot,
  NAV_COLUMNS_FROM,
  trimLevels,
  usesColumns,
} from './navigation/nav-levels';

const link = (id: string, children: NavigationLink[] = [], extra: Partial<NavigationLink> = {}) =>
  fixture(navigationLinkSchema, {
    _id: id,
    label: `Label ${id}`,
    uri: `/search?x=${id}`,
    children,
    ...extra,
  });

const themeLinks = Array.from({ length: 16 }, (_, index) => link(`theme-${index}`));
const NAVIGATION = fixture(navigationResponseSchema, {
  locale: 'fr_FR',
  links: [
    link('inspirations', [
      link('themes', themeLinks),
      link('destinations', [link('region', [link('city', [link('too-deep')])])]),
      link('gifts', [], { variant: 'highlight' }),
    ]),
    link('week', []),
  ],
  thisWeekTheme: {
    themaTitle: 'Spa weekend',
    description: 'Relax.',
    weekendUrl: '/search?theme=spa',
  },
});

const GIFTS = fixture(giftBlockSchema, {
  fr_FR: {
    title: 'Offrez un week-end',
    subtitle: 'Des idées pour tous',
    imageSmall: '/img/s.jpg',
    imageLarge: '/img/l.jpg',
    boxURL: '/boxes/all',
    singleVoucherURL: '/gift/search',
    giftcardURL: '/giftcard/customization',
    activityOnlyURL: 'javascript:alert(1)',
    campaign: 'c',
    category: 'k',
  },
});

let fetchMock: jest.Mock<FunctionLike>;

function setDesktop(desktop: boolean) {
  stubGlobal(
    'matchMedia',
    jest.fn<FunctionLike>().mockImplementation(() => ({
      matches: desktop,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

async function renderMenus() {
  let result: Awaited<ReturnType<typeof renderWithCopy>> | undefined;
  await act(async () => {
    result = await renderWithCopy(
      <>
        <MemoryRouter>
          <HeaderMenus />
        </MemoryRouter>
      </>,
    );
  });
  return result;
}

beforeAll(() => installDialogPolyfill());
beforeEach(() => {
  platformStore.setState({
    market: MARKETS.FR,
    locale: 'fr_FR',
    careMode: false,
    flags: DEFAULT_FLAGS,
    location: { pathname: '/search', search: '?q=1', hash: '' },
  });
  localStorage.clear();
  resetWishlist();
  accountStore.setState({ signedIn: false, accountId: null });
  fetchMock = jest.fn<FunctionLike>().mockImplementation(async (url: unknown) => {
    const body = String(url).includes('navigation') ? NAVIGATION : GIFTS;
    return new Response(JSON.stringify(body), { status: 200 });
  });
  stubGlobal('fetch', fetchMock);
  setDesktop(false);
});
afterEach(() => {
  unstubAllGlobals();
  document.body.style.overflow = '';
});

describe('header rules', () => {
  it('SHELL-030, GIFT-026: the gift drawer in the French, Belgian, Dutch and Italian locales, and es_ES too; never in care mode', () => {
    expect([...GIFT_DRAWER_LOCALES].sort()).toEqual([
      'es_ES',
      'fr_BE',
      'fr_FR',
      'it_IT',
      'nl_BE',
      'nl_NL',
    ]);
    for (const locale of GIFT_DRAWER_LOCALES) {
      expect(giftDrawerEnabled(locale, false)).toBe(true);
      expect(giftDrawerEnabled(locale, true)).toBe(false);
    }
  });

  it('SHELL-031: wishlist only with the customer-account toggle off; Belgium on desktop only', () => {
    expect(wishlistShown(DEFAULT_FLAGS, MARKETS.FR, false)).toBe(true);
    expect(wishlistShown({ ...DEFAULT_FLAGS, customerAccount: true }, MARKETS.FR, true)).toBe(
      false,
    );
    expect(wishlistShown(DEFAULT_FLAGS, MARKETS.BE, false)).toBe(false);
    expect(wishlistShown(DEFAULT_FLAGS, MARKETS.BE, true)).toBe(true);
  });

  it('SHELL-043: narrow call-to-action style in Dutch-language markets', () => {
    expect(narrowCallToAction('nl_BE')).toBe(true);
    expect(narrowCallToAction('nl_NL')).toBe(true);
    expect(narrowCallToAction('fr_BE')).toBe(false);
  });

  it('SHELL-041/044: four levels at most, columns from 15 entries, only site paths', () => {
    const root = inspirationsRoot(NAVIGATION.links);
    expect(root?._id).toBe('inspirations');
    const city = root?.children[1]?.children[0]?.children[0];
    expect(city?._id).toBe('city');
    expect(city?.children).toEqual([]); // a fifth level is dropped
    expect(NAV_COLUMNS_FROM).toBe(15);
    expect(usesColumns(themeLinks)).toBe(true);
    expect(usesColumns(themeLinks.slice(0, 14))).toBe(false);
    expect(trimLevels([link('a', [], { uri: 'https://evil.example' }), link('b')])).toHaveLength(1);
    // SHELL-044: the link model of the navigation call.
    expect(NAVIGATION.links[0]?.children[2]).toMatchObject({ variant: 'highlight', children: [] });
  });
});

describe('desktop navigation (SHELL-041, SHELL-042)', () => {
  it('SHELL-041: the Inspirations panel opens by keyboard with its levels, columns from 15; Escape closes it', async () => {
    setDesktop(true);
    await renderMenus();
    expect(fetchMock).not.toHaveBeenCalled(); // nothing is asked before the panel opens
    const tab = screen.getByRole('button', { name: 'Inspirations' });
    tab.focus();
    await userEvent.keyboard('{Enter}');
    expect(tab).toHaveAttribute('aria-expanded', 'true');
    const themes = await screen.findByRole('button', { name: 'Label themes' });
    expect(themes).toHaveAttribute('aria-expanded', 'true');
    const columns = document.querySelector('[data-columns="true"]');
    expect(columns?.querySelectorAll(':scope > li')).toHaveLength(16);
    await userEvent.click(screen.getByRole('button', { name: 'Label destinations' }));
    expect(screen.getByRole('link', { name: 'Label city' })).toHaveAttribute(
      'href',
      '/search?x=city',
    );
    expect(screen.getByRole('link', { name: 'Label gifts' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(tab).toHaveAttribute('aria-expanded', 'false');
    expect(tab).toHaveFocus();
  });

  it('SHELL-042/043: the Themes tab shows the theme of the week with a narrow call to action in Dutch', async () => {
    setDesktop(true);
    platformStore.setState({ market: MARKETS.NL, locale: 'nl_NL' });
    await renderMenus();
    await userEvent.click(screen.getByRole('button', { name: 'Themes' }));
    expect(await screen.findByRole('heading', { name: 'Spa weekend' })).toBeInTheDocument();
    const cta = screen.getByRole('link', { name: 'Discover' });
    expect(cta).toHaveAttribute('href', '/search?theme=spa');
    expect(cta.className).toContain('narrow');
  });

  it('SHELL-039: no burger on desktop; no tabs on mobile', async () => {
    setDesktop(true);
    const { unmount } = (await renderMenus())!;
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    unmount();
    setDesktop(false);
    await renderMenus();
    expect(screen.queryByRole('button', { name: 'Inspirations' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});

describe('burger menu (SHELL-039, SHELL-040)', () => {
  it('SHELL-039/040: links, submenus with back to level 0, fixed entries, scroll locked while open', async () => {
    await renderMenus();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(document.body.style.overflow).toBe('hidden');
    const inMenu = within(menu);
    expect(await inMenu.findByRole('link', { name: 'Check my Booking' })).toHaveAttribute(
      'href',
      '/account#r=booking-retrieval',
    );
    // SHELL-038: gift beneficiaries.
    expect(
      inMenu.getByRole('link', { name: 'I have received a box / getaway gift' }),
    ).toHaveAttribute('href', '/beneficiary/login');
    expect(inMenu.getByRole('button', { name: 'Wishlist' })).toBeInTheDocument();
    expect(inMenu.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(inMenu.getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    expect(inMenu.getByRole('link', { name: 'Label week' })).toBeInTheDocument();
    await userEvent.click(inMenu.getByRole('button', { name: /Label inspirations/ }));
    expect(await screen.findByRole('dialog', { name: 'Label inspirations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Label region' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
  });
});

describe('burger at a submenu (SHELL-040)', () => {
  it('SHELL-040: turned below the desktop width with the Inspirations panel open, the burger opens at its submenu; the button opens it at level 0', async () => {
    let wide = true;
    const listeners = new Set<() => void>();
    stubGlobal(
      'matchMedia',
      jest.fn<FunctionLike>().mockImplementation(() => ({
        get matches() {
          return wide;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      })),
    );
    await renderMenus();
    await userEvent.click(screen.getByRole('button', { name: 'Inspirations' }));
    await screen.findByRole('button', { name: 'Label themes' });
    await act(async () => {
      wide = false;
      listeners.forEach((listener) => listener());
    });
    expect(await screen.findByRole('dialog', { name: 'Label inspirations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Label region' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});

describe('wishlist (SHELL-031..033)', () => {
  it('SHELL-033: the empty wishlist says so and offers "Add items"', async () => {
    await renderMenus();
    await userEvent.click(screen.getByRole('button', { name: 'Wishlist, 0 items' }));
    expect(
      await screen.findByText("You don't have any items in your wishlist."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add items' })).toHaveAttribute('href', '/search');
  });

  it('SHELL-032: the STAY and ACTIVITY lists with label, image, hotel and link', async () => {
    localStorage.setItem(
      WISHLIST_STORAGE_KEY,
      JSON.stringify({
        STAY: [
          {
            id: 7,
            label: 'Spa escape',
            imageUrl: '/img/7.jpg',
            uri: '/weekend/7',
            hotel: { label: 'Hotel du Lac', stars: 4, location: { label: 'Annecy' } },
          },
        ],
        ACTIVITY: [{ id: 'a1', label: 'Wine tasting', uri: '/activity/a1' }],
      }),
    );
    await renderMenus();
    await userEvent.click(screen.getByRole('button', { name: 'Wishlist, 2 items' }));
    const drawer = await screen.findByRole('dialog', { name: 'My wishlist' });
    expect(within(drawer).getByRole('heading', { name: 'Stays (1)' })).toBeInTheDocument();
    expect(within(drawer).getByRole('heading', { name: 'Activities (1)' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Spa escape' })).toHaveAttribute(
      'href',
      '/weekend/7',
    );
    expect(within(drawer).getByText('Hotel du Lac · 4 stars · Annecy')).toBeInTheDocument();
    expect(drawer.querySelector('img[src="/img/7.jpg"]')).not.toBeNull();
    expect(within(drawer).getByRole('link', { name: 'Wine tasting' })).toHaveAttribute(
      'href',
      '/activity/a1',
    );
  });

  it('SHELL-031: no wishlist button on mobile in Belgium, nor with customer accounts', async () => {
    platformStore.setState({ market: MARKETS.BE, locale: 'fr_BE' });
    const { unmount } = (await renderMenus())!;
    expect(screen.queryByRole('button', { name: /Wishlist/ })).not.toBeInTheDocument();
    unmount();
    platformStore.setState({
      market: MARKETS.FR,
      locale: 'fr_FR',
      flags: { ...DEFAULT_FLAGS, customerAccount: true },
    });
    await renderMenus();
    expect(screen.queryByRole('button', { name: /Wishlist/ })).not.toBeInTheDocument();
  });
});

describe('the width the header reserves for its buttons (issue 16: no shift when they arrive)', () => {
  it('headerButtonCount is the number of icon buttons the menus render, per market, device and mode', async () => {
    const account = { ...DEFAULT_FLAGS, customerAccount: true };
    const cases = [
      {
        market: MARKETS.FR,
        locale: 'fr_FR',
        careMode: false,
        flags: DEFAULT_FLAGS,
        desktop: false,
        count: 4,
      },
      {
        market: MARKETS.FR,
        locale: 'fr_FR',
        careMode: false,
        flags: DEFAULT_FLAGS,
        desktop: true,
        count: 3,
      },
      {
        market: MARKETS.BE,
        locale: 'nl_BE',
        careMode: false,
        flags: DEFAULT_FLAGS,
        desktop: false,
        count: 3,
      },
      {
        market: MARKETS.IT,
        locale: 'it_IT',
        careMode: false,
        flags: account,
        desktop: false,
        count: 3,
      },
      {
        market: MARKETS.FR,
        locale: 'fr_FR',
        careMode: true,
        flags: DEFAULT_FLAGS,
        desktop: false,
        count: 4,
      },
    ] as const;
    for (const { desktop, count, ...shown } of cases) {
      platformStore.setState(shown);
      setDesktop(desktop);
      expect(headerButtonCount(shown, desktop)).toBe(count);
      const { container, unmount } = (await renderMenus())!;
      expect(container.querySelectorAll('.iconButton')).toHaveLength(count);
      unmount();
    }
  });
});

describe('gift drawer (SHELL-029, SHELL-030)', () => {
  it("SHELL-029/030: the gift icon opens the locale's gift drawer with its site links", async () => {
    await renderMenus();
    await userEvent.click(screen.getByRole('button', { name: 'Gifts' }));
    const drawer = await screen.findByRole('dialog', { name: 'Offrez un week-end' });
    expect(within(drawer).getByRole('link', { name: 'Gift card' })).toHaveAttribute(
      'href',
      '/giftcard/customization',
    );
    expect(within(drawer).getByRole('link', { name: 'Gift boxes' })).toHaveAttribute(
      'href',
      '/boxes/all',
    );
    // A non-site address from the content is not followed.
    expect(
      within(drawer).queryByRole('link', { name: 'Activity vouchers' }),
    ).not.toBeInTheDocument();
  });

  it('SHELL-054: with the gift boxes toggle off the drawer offers no boxes', async () => {
    platformStore.setState({ flags: { ...DEFAULT_FLAGS, giftBoxes: false } });
    await renderMenus();
    await userEvent.click(screen.getByRole('button', { name: 'Gifts' }));
    const drawer = await screen.findByRole('dialog', { name: 'Offrez un week-end' });
    expect(within(drawer).getByRole('link', { name: 'Gift card' })).toBeVisible();
    expect(within(drawer).queryByRole('link', { name: 'Gift boxes' })).not.toBeInTheDocument();
  });

  it('SHELL-029: in care mode the gift icon leads to the external gift shop (no drawer)', async () => {
    platformStore.setState({
      careMode: true,
      environment: {
        production: true,
        indexing: true,
        externalGiftShop: 'https://gifts.example.com/care',
      },
    });
    await renderMenus();
    expect(screen.getByRole('link', { name: 'Gifts' })).toHaveAttribute(
      'href',
      'https://gifts.example.com/care',
    );
    expect(screen.queryByRole('button', { name: 'Gifts' })).not.toBeInTheDocument();
  });

  it('SHELL-029: without a configured gift shop, agents get the shop’s own gift search', async () => {
    platformStore.setState({ careMode: true, environment: { production: false, indexing: false } });
    await renderMenus();
    expect(screen.getByRole('link', { name: 'Gifts' })).toHaveAttribute('href', '/gift/search');
  });
});

describe('account button (SHELL-034..037)', () => {
  it('SHELL-037, SHELL-054: with the customer-account toggle off it leads to booking retrieval, no sign-in', async () => {
    await renderMenus();
    expect(screen.getByRole('link', { name: 'My booking' })).toHaveAttribute(
      'href',
      '/account#r=booking-retrieval',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
  });

  it('SHELL-034: signed out, sign in with the current address as origin', async () => {
    platformStore.setState({ flags: { ...DEFAULT_FLAGS, customerAccount: true } });
    await renderMenus();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/account/signin?origin=${encodeURIComponent('/search?q=1')}`,
    );
  });

  it('SHELL-035/036: signed in, a menu with profile, trips, wishlist; sign-out ends the server session and clears the cookies', async () => {
    platformStore.setState({ flags: { ...DEFAULT_FLAGS, customerAccount: true } });
    document.cookie = `${ACCESS_TOKEN_COOKIE}=t; Path=/`;
    document.cookie = `${ACCOUNT_ID_COOKIE}=acc-9; Path=/`;
    refreshAccount();
    await renderMenus();
    const button = screen.getByRole('button', { name: 'My account' });
    await userEvent.click(button);
    expect(await screen.findByRole('link', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/account/settings/profile',
    );
    expect(screen.getByRole('link', { name: 'My trips' })).toHaveAttribute(
      'href',
      '/account/trips',
    );
    expect(screen.getByRole('link', { name: 'My wishlist' })).toHaveAttribute(
      'href',
      '/account/wishlist',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/front/account/sign-out', expect.anything());
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.cookie).not.toContain(ACCESS_TOKEN_COOKIE);
    expect(document.cookie).not.toContain(ACCOUNT_ID_COOKIE);
  });
});
