import { platformStore, resetWishlist, wishlistStore } from '@shop/platform';
import { recentlyViewedStore, resetRecentlyViewed } from '@shop/platform/recently-viewed';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';
import type { ActivityOnlyDetail } from '@shop/api-contract';
import { ACTIVITY_IMAGES, activityDetail, renderWithCopy } from '../test/activity';
import ActivityPage from './ActivityPage';
import { installDialogPolyfill } from '@shop/design-system/test-utils';

type Answer = { status: number; body: unknown };
let fetchMock: jest.Mock<FunctionLike>;
let navigateMock: jest.Mock<FunctionLike>;

/** Answers the detail call with `detail` (or an HTTP error) and the images call with the images. */
function answer(detail: ActivityOnlyDetail | Answer, images: Answer | null = null) {
  fetchMock = jest.fn<FunctionLike>(async (url: unknown) => {
    const path = String(url);
    if (path.includes('/images.json'))
      return Response.json(images?.body ?? ACTIVITY_IMAGES, { status: images?.status ?? 200 });
    if ('status' in detail && 'body' in detail)
      return Response.json(detail.body, { status: detail.status });
    return Response.json(detail);
  });
  stubGlobal('fetch', fetchMock);
}

function at(hash = '', search = '?lng=en', pathname = '/activity/500002') {
  platformStore.setState({ location: { pathname, search, hash } });
}

const renderPage = (activityId = '500002') =>
  act(() => renderWithCopy(<ActivityPage params={{ activityId }} />));

const priceBox = () => screen.getByTestId('activity-price');

beforeAll(async () => {
  installDialogPolyfill();
  await import('../features/activity-purchase/components/HandOffModal');
});
beforeEach(() => {
  window.localStorage.clear();
  window.dataLayer = [];
  resetRecentlyViewed();
  resetWishlist();
  document.title = 'Weekend Shop';
  // The shell's navigate: it publishes the new address (PlatformBridge).
  navigateMock = jest.fn<FunctionLike>((to: unknown) => {
    const url = new URL(String(to), 'http://x');
    platformStore.setState({
      location: { pathname: url.pathname, search: url.search, hash: url.hash },
    });
  });
  platformStore.setState({ navigate: navigateMock as never, locale: 'fr_FR', language: 'en' });
  at();
});
afterEach(() => {
  unstubAllGlobals();
});

describe('activity voucher page: content (PROD-066, PROD-072..075)', () => {
  it('PROD-066: carousel, wishlist heart, title, description, activities, schedules, locations, nice-to-know and important information', async () => {
    answer(activityDetail());
    await renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spa afternoon in Paris' }),
    ).toBeVisible();
    expect(await screen.findByRole('img', { name: 'The spa pool' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The relaxation room' })).toBeInTheDocument();
    expect(screen.getByTestId('activity-gallery')).toBeInTheDocument();
    expect(screen.getByText('Two hours of spa for two.')).toBeVisible();
    const activities = screen.getAllByTestId('activity-item');
    expect(
      activities.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Spa access', 'Gourmet dinner']);
    expect(screen.getByRole('heading', { name: 'Schedules' })).toBeVisible();
    expect(screen.getByText('Monday to Sunday, 10:00 to 20:00')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Location' })).toBeVisible();
    expect(screen.getByText('Spa Lumière Paris')).toBeVisible();
    expect(screen.getByText('12 rue de Rivoli, 75001 Paris')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Nice to know' })).toBeVisible();
    expect(screen.getByText('Towels provided')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Important information' })).toBeVisible();
    expect(screen.getByText('Bring a swimsuit.')).toBeVisible();
    // The heart appears after mount and saves the activity in the ACTIVITY list.
    const heart = await screen.findByRole('button', {
      name: 'Save Spa afternoon in Paris to my wishlist',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(wishlistStore.getState().lists.ACTIVITY.map((item) => item.id)).toEqual([500_002]);
  });

  it('PROD-066: schedules, locations, nice-to-know and important information only when present', async () => {
    answer(
      activityDetail({ schedules: [], locations: [], niceToKnow: [], importantInformation: ' ' }),
    );
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Spa afternoon in Paris' });
    for (const name of ['Schedules', 'Location', 'Nice to know', 'Important information'])
      expect(screen.queryByRole('heading', { name })).toBeNull();
    // The carousel keeps the detail's own images when the images call fails.
  });

  it('PROD-066: without the images call the carousel shows the detail images', async () => {
    answer(activityDetail(), { status: 500, body: { error: 'INTERNAL_ERROR', message: 'x' } });
    await renderPage();
    expect(
      await screen.findByRole('img', { name: 'Spa afternoon in Paris, photo 1' }),
    ).toHaveAttribute('src', '/i/1-960.svg');
  });

  it('PROD-073: activity and dinner summaries are cut at 250 characters until "Read more"', async () => {
    answer(activityDetail());
    await renderPage();
    const [spa, dinner] = await screen.findAllByTestId('activity-item');
    if (!spa || !dinner) throw new Error('two activities expected');
    const summary = within(spa).getByText(/^A+/);
    expect(summary.textContent).toBe(`${'A'.repeat(240)} and the r…`);
    expect(Array.from(summary.textContent ?? '').length).toBe(251);
    await userEvent.click(within(spa).getByRole('button', { name: 'Read more' }));
    expect(summary.textContent).toMatch(/goes on\.$/);
    const menu = within(dinner).getByText(/^Menu: B+/);
    expect(menu.textContent).toBe(`Menu: ${'B'.repeat(244)}…`);
    expect(within(dinner).getByText('A three-course dinner.')).toBeVisible();
  });

  it('PROD-074: the voucher is valid 12 months', async () => {
    answer(activityDetail());
    await renderPage();
    expect(await screen.findByText('Voucher valid 12 months')).toBeVisible();
  });

  it('PROD-072, CRIT-075: per-person price, total, reference price, promo and money saved of the chosen count; a promo under 5 % shows none', async () => {
    const detail = activityDetail();
    answer(
      activityDetail({
        pricesByAdults: {
          ...detail.pricesByAdults,
          '3': { sellPrice: 12_000, refPrice: 12_450, promo: 4, moneySaved: 450 },
        },
      }),
    );
    await renderPage();
    await screen.findByTestId('activity-price');
    expect(priceBox()).toHaveTextContent(/40\s€\s*\/ person/);
    expect(priceBox()).toHaveTextContent(/-20%/);
    expect(within(priceBox()).getByText(/50\s€/).closest('del')).not.toBeNull();
    expect(priceBox()).toHaveTextContent(/Total for 2 people: 80\s€/);
    expect(priceBox()).toHaveTextContent(/You save 20\s€/);
    await userEvent.click(screen.getByRole('button', { name: 'One person more' }));
    expect(priceBox()).toHaveTextContent(/Total for 3 people: 120\s€/);
    expect(priceBox()).not.toHaveTextContent('%');
    expect(priceBox()).not.toHaveTextContent('You save');
    expect(priceBox().querySelector('del')).toBeNull();
  });

  it('PROD-075: the page model gives the title, the canonical and the alternates', async () => {
    answer(activityDetail());
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Spa afternoon in Paris' });
    expect(document.title).toBe('Spa afternoon in Paris | Weekend Shop');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.weekend-shop.fr/activity/500002',
    );
    expect(document.head.querySelector('link[rel="alternate"][hreflang="fr-FR"]')).not.toBeNull();
  });
});

describe('activity voucher page: states (PROD-067, PROD-068, PROD-081)', () => {
  it('PROD-067: loading first, then the price and pax selector', async () => {
    let release: (value: Response) => void = () => undefined;
    fetchMock = jest.fn<FunctionLike>((url: unknown) =>
      String(url).includes('/images.json')
        ? Promise.resolve(Response.json(ACTIVITY_IMAGES))
        : new Promise<Response>((resolve) => {
            release = resolve;
          }),
    );
    stubGlobal('fetch', fetchMock);
    await renderPage();
    expect(screen.getByRole('status', { name: 'Loading the activity' })).toBeInTheDocument();
    await act(async () => release(Response.json(activityDetail())));
    expect(await screen.findByRole('group', { name: 'Number of people' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading the activity' })).toBeNull();
  });

  it('PROD-068: published false shows "Too late!" and "See other offers" to the activity search, no price selector', async () => {
    answer(activityDetail({ published: false }));
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Too late!' })).toBeVisible();
    expect(
      screen.getByText('This offer has expired... Luckily, we have other stays to suggest you.'),
    ).toBeVisible();
    const link = screen.getByRole('link', { name: 'See other offers' });
    expect(link).toHaveAttribute('href', '/activities/search?lng=en');
    await userEvent.click(link);
    expect(navigateMock).toHaveBeenCalledWith('/activities/search?lng=en', { replace: undefined });
    expect(screen.queryByRole('group', { name: 'Number of people' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy for myself' })).toBeNull();
  });

  it('PROD-081: a non-numeric id says the activity does not exist, without calling the API', async () => {
    answer(activityDetail());
    for (const id of ['abc', '0', '12ab', '-3', '99999999999']) {
      const { unmount } = await renderPage(id);
      expect(screen.getByRole('heading', { name: 'This activity does not exist' })).toBeVisible();
      unmount();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('PROD-081: an unknown id says so; a failing or malformed detail call shows an error, no crash', async () => {
    answer({
      status: 404,
      body: { error: 'NOT_FOUND', message: 'Activity-only product 9 not found' },
    });
    let view = await renderPage('9');
    expect(
      await screen.findByRole('heading', { name: 'This activity does not exist' }),
    ).toBeVisible();
    view.unmount();
    answer({ status: 500, body: { error: 'INTERNAL_ERROR', message: 'boom' } });
    view = await renderPage('10');
    expect(
      await screen.findByRole('heading', { name: 'Oops, something went wrong' }),
    ).toBeVisible();
    expect(
      screen.getByText('The activity could not be loaded. Please try again in a moment.'),
    ).toBeVisible();
    view.unmount();
    answer({ status: 200, body: { id: 11, label: 3 } });
    await renderPage('11');
    expect(
      await screen.findByRole('heading', { name: 'Oops, something went wrong' }),
    ).toBeVisible();
  });
});

describe('activity voucher page: pax (PROD-071, CRIT-026)', () => {
  it('PROD-071: pax defaults to 2; a change writes hash a, only within the price keys', async () => {
    answer(activityDetail());
    await renderPage();
    const group = await screen.findByRole('group', { name: 'Number of people' });
    expect(group).toHaveTextContent('2 people');
    await userEvent.click(screen.getByRole('button', { name: 'One person more' }));
    expect(navigateMock).toHaveBeenLastCalledWith('/activity/500002?lng=en#a=3', { replace: true });
    expect(group).toHaveTextContent('3 people');
    navigateMock.mockClear();
    // 3 is the largest price key: more is ignored.
    await userEvent.click(screen.getByRole('button', { name: 'One person more' }));
    expect(navigateMock).not.toHaveBeenCalled();
    expect(group).toHaveTextContent('3 people');
    await userEvent.click(screen.getByRole('button', { name: 'One person fewer' }));
    await userEvent.click(screen.getByRole('button', { name: 'One person fewer' }));
    expect(group).toHaveTextContent('1 person');
    expect(platformStore.getState().location.hash).toBe('#a=1');
  });

  it('PROD-071: hash a is read; out of range falls back to 2; a count without price resets to the smallest key', async () => {
    answer(activityDetail());
    at('#a=3');
    let view = await renderPage();
    expect(await screen.findByRole('group', { name: 'Number of people' })).toHaveTextContent(
      '3 people',
    );
    view.unmount();
    at('#a=40');
    view = await renderPage();
    expect(await screen.findByRole('group', { name: 'Number of people' })).toHaveTextContent(
      '2 people',
    );
    view.unmount();
    const detail = activityDetail();
    answer(
      activityDetail({
        pricesByAdults: { '4': detail.pricesByAdults['2']!, '6': detail.pricesByAdults['3']! },
      }),
    );
    at('#a=5');
    await renderPage();
    expect(await screen.findByRole('group', { name: 'Number of people' })).toHaveTextContent(
      '4 people',
    );
  });
});

describe('activity hand-off (CHK-004..006)', () => {
  it('CHK-004, CHK-005: "Buy for myself" opens the dialog in own-use mode on the digital format; closing resets it', async () => {
    answer(activityDetail());
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy for myself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this activity for myself' });
    expect(within(dialog).getByText('Digital voucher')).toBeVisible();
    expect(within(dialog).getByText('Instant reception by e-mail')).toBeVisible();
    expect(within(dialog).getByTestId('hand-off')).toHaveAttribute('data-mode', 'ownUse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('hand-off')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Offer' }));
    const gift = await screen.findByRole('dialog', { name: 'Offer this activity' });
    expect(within(gift).getByTestId('hand-off')).toHaveAttribute('data-mode', 'gift');
  });

  it('CHK-006, LEFT-040: Continue goes to the activity checkout with hash id and a and customType=OWN_USE for oneself; add_to_cart is sent', async () => {
    answer(activityDetail());
    at('#a=3');
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy for myself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy this activity for myself' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(navigateMock).toHaveBeenLastCalledWith(
      '/checkout/activity/500002?lng=en&customType=OWN_USE#id=500002&a=3',
      undefined,
    );
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'add_to_cart', item_id: 500_002, quantity: 3 }),
    );
  });

  it('CHK-006: as a gift, Continue goes there without customType', async () => {
    answer(activityDetail());
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer this activity' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(navigateMock).toHaveBeenLastCalledWith(
      '/checkout/activity/500002?lng=en#id=500002&a=2',
      undefined,
    );
  });
});

describe('activity voucher page: how it works, recently viewed, tracking (PROD-069, PROD-070, LEFT-040)', () => {
  it('PROD-069: how it works in 3 steps', async () => {
    answer(activityDetail());
    await renderPage();
    const section = (await screen.findByRole('heading', { name: 'How it works' })).closest(
      'section',
    );
    if (!section) throw new Error('no section');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Choose your activity',
      '2Receive the voucher by e-mail or post',
      '3The beneficiary books a slot with the partner',
    ]);
  });

  it('PROD-070: the voucher is saved first on view; the list shows the other activities viewed', async () => {
    recentlyViewedStore.getState().add({
      id: 500_010,
      label: 'Cooking class in Lyon',
      type: 'ACTIVITY',
      uri: '/activity/500010',
      price: { sellPrice: 3_500 },
    });
    resetRecentlyViewed();
    answer(activityDetail());
    await renderPage();
    const list = await screen.findByTestId('recently-viewed');
    expect(within(list).getByRole('heading', { name: 'Recently viewed activities' })).toBeVisible();
    const link = within(list).getByRole('link', { name: /Cooking class in Lyon/ });
    expect(link).toHaveAttribute('href', '/activity/500010');
    expect(link).toHaveTextContent(/From 35\s€ \/ person/);
    // The current activity is saved first but not offered again in its own list.
    expect(recentlyViewedStore.getState().items.map((item) => item.id)).toEqual([500_002, 500_010]);
    expect(recentlyViewedStore.getState().items[0]).toMatchObject({
      uri: '/activity/500002',
      price: { sellPrice: 4_000, refPrice: 5_000, promo: 20 },
    });
    expect(within(list).queryByRole('link', { name: /Spa afternoon/ })).toBeNull();
  });

  it('LEFT-040: view_item is sent once on view', async () => {
    answer(activityDetail());
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Spa afternoon in Paris' });
    const views = (window.dataLayer ?? []).filter((entry) => entry.event === 'view_item');
    expect(views).toEqual([
      expect.objectContaining({ item_id: 500_002, item_name: 'Spa afternoon in Paris', price: 40 }),
    ]);
  });
});

describe('ActivityPage: the lowest price of the previous 30 days (BEY-005)', () => {
  it('BEY-005: a promoted count shows its lowest prior price per person under the struck price; a count without promo none', async () => {
    answer(
      activityDetail({
        pricesByAdults: {
          '1': { sellPrice: 4_000, refPrice: 5_000, promo: 20, moneySaved: 1_000 },
          '2': {
            sellPrice: 8_000,
            refPrice: 10_000,
            promo: 20,
            moneySaved: 2_000,
            lowestPrice30Days: 9_000,
          },
          '3': { sellPrice: 12_000, refPrice: 12_300, promo: 0, moneySaved: 300 },
        },
      }),
    );
    await renderPage();
    await screen.findByTestId('activity-price');
    expect(within(priceBox()).getByTestId('lowest-price-30-days').textContent).toMatch(
      /^Lowest price in the previous 30 days: 45/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'One person more' }));
    await waitFor(() =>
      expect(within(priceBox()).queryByTestId('lowest-price-30-days')).toBeNull(),
    );
  });
});
