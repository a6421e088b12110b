import { act, render, type RenderResult, screen, waitFor, within } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { SWRConfig } from 'swr';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { recommendationsResponseSchema } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { unstubAllGlobals } from '@shop/test-support';
import { json, mockFetch } from '@shop/test-support/fetch';
import { autocompleteAnswer } from '../test/destinations';
import { INTERNAL_ERROR, notFoundError } from '../test/errors';

// ADR 0014: the search box waits for the page's idle moment; here that moment is now.
jest.unstable_mockModule('@shop/design-system/when-idle', () => ({ useIdle: () => true }));

const { platformStore } = await import('@shop/platform');
const { offerCard, offersOf } = await import('../test/offers');
const { installDialogPolyfill, loadCopy, setMobile, setPlatform } =
  await import('../features/search-box/test-utils');
const { default: NotFoundPage } = await import('./NotFoundPage');
const { NotFoundView } = await import('../widgets/not-found/components/NotFoundView');

const hotelOffer = (id: number) => offerCard({ id, label: `Stay ${id}` });

const SELECTIONS = fixture(
  recommendationsResponseSchema,
  {
    items: [
      {
        id: 'selection-1',
        url: '/landing/selection-1',
        title: 'Spa weekends',
        cover: 'https://images.test/1.jpg',
      },
      { id: 'selection-2', url: '/landing/selection-2', title: 'Castle nights', cover: '' },
      { id: 'selection-3', url: 'javascript:alert(1)', title: 'Injected', cover: '' },
    ],
  },
  'selections',
);
const NO_SELECTIONS = fixture(recommendationsResponseSchema, { items: [] }, 'no selections');
/** The offer the exact match finds, and the hotel's other stays. */
const EXPIRED_STAY = offersOf([offerCard({ id: 746, label: 'Expired stay' })]);
const HOTEL_STAYS = offersOf([hotelOffer(11), hotelOffer(12)]);
const NO_OFFERS = offersOf([]);

interface Answers {
  exact?: () => Response | Promise<Response>;
  hotel?: () => Response | Promise<Response>;
  selections?: () => Response | Promise<Response>;
}

/** One fetch for every call of the page: offers.json told apart by its body. */
function answerWith(answers: Answers = {}) {
  const fetchMock = mockFetch(() => json({}, 404));
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/logs')) return new Response(null, { status: 204 });
    if (url.startsWith('/api/recommendations.json'))
      return answers.selections ? answers.selections() : json(SELECTIONS);
    if (url.startsWith('/api/autocomplete')) return json(autocompleteAnswer());
    if (url === '/api/offers.json') {
      const body = JSON.parse(String(init?.body)) as { limit?: number };
      if (body.limit === 1) return answers.exact ? answers.exact() : json(EXPIRED_STAY);
      return answers.hotel ? answers.hotel() : json(HOTEL_STAYS);
    }
    return json(notFoundError(url), 404);
  });
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, prefix: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith(prefix));

/**
 * Renders with the English copy in an awaited act(): the page's lazy parts suspend on their first
 * render, and React only runs effects of a suspended act() render when the act is awaited.
 */
async function renderWithCopy(ui: ReactElement): Promise<RenderResult> {
  loadCopy();
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Suspense fallback={null}>{ui}</Suspense>
      </SWRConfig>,
    );
  });
  return result!;
}

const robots = () => document.head.querySelector('meta[name="robots"]');

beforeEach(async () => {
  loadCopy();
  installDialogPolyfill();
  setMobile(false);
  document.head.querySelector('meta[name="robots"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'robots';
  meta.content = 'noindex';
  document.head.append(meta);
});

afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe('NotFoundView', () => {
  it('SRCH-065: marks the page noindex, follow, keeps it while shown and restores it after', async () => {
    setPlatform({ pathname: '/no-such-page' });
    answerWith();
    const { unmount } = await renderWithCopy(<NotFoundPage params={{}} />);
    await screen.findByRole('heading', { level: 1, name: 'Oops!' });
    await waitFor(() => expect(robots()).toHaveAttribute('content', 'noindex, follow'));
    // The shell writes its own value on a path change (SHELL-056): the page keeps its own.
    robots()?.setAttribute('content', 'noindex');
    await waitFor(() => expect(robots()).toHaveAttribute('content', 'noindex, follow'));
    unmount();
    expect(robots()).toHaveAttribute('content', 'noindex');
  });

  it('SRCH-066: reports the failed address with the market locale, once per address', async () => {
    setPlatform({ pathname: '/no-such-page', search: '?lng=en', hash: '#a=2' });
    const fetchMock = answerWith();
    await renderWithCopy(<NotFoundView />);
    await screen.findByRole('heading', { level: 1, name: 'Oops!' });
    await waitFor(() => expect(callsTo(fetchMock, '/api/logs')).toHaveLength(1));
    const bodies = () =>
      callsTo(fetchMock, '/api/logs').map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies()[0]).toMatchObject({
      level: 'ERROR',
      location: '/no-such-page?lng=en',
      locale: 'fr_FR',
    });
    // A new hash is the same address; another unknown path on this page is a new report.
    act(() =>
      platformStore.setState({
        location: { pathname: '/no-such-page', search: '?lng=en', hash: '#a=3' },
      }),
    );
    act(() =>
      platformStore.setState({ location: { pathname: '/other-gone', search: '', hash: '' } }),
    );
    await waitFor(() => expect(callsTo(fetchMock, '/api/logs')).toHaveLength(2));
    expect(bodies()[1]).toMatchObject({ location: '/other-gone', locale: 'fr_FR' });
  });

  it('SRCH-066: a failing report is only logged to the console; the page still shows', async () => {
    setPlatform({ pathname: '/gone' });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = answerWith();
    const ok = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/logs')) throw new TypeError('offline');
      return ok!(input, init);
    });
    await renderWithCopy(<NotFoundView />);
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Error report failed', expect.anything()),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('SRCH-067, SRCH-068: a hotelId looks up one exact match; a match shows "Too late!" and the hotel carousel', async () => {
    setPlatform({ pathname: '/weekend-old', hash: '#hotelId=499' });
    // The exact match answers once the page has shown that it is looking for it.
    let answerExact = () => {};
    const exactAsked = new Promise<void>((resolve) => (answerExact = resolve));
    const fetchMock = answerWith({
      exact: async () => {
        await exactAsked;
        return json(EXPIRED_STAY);
      },
    });
    await renderWithCopy(<NotFoundView />);
    expect(screen.getByRole('status', { name: 'Looking for this offer' })).toBeInTheDocument();
    answerExact();

    expect(await screen.findByRole('heading', { level: 1, name: 'Too late!' })).toBeVisible();
    // BEY-008: the heading is the document's title too.
    expect(document.title).toMatch(/^Too late!/);
    expect(
      screen.getByText(
        'This offer has expired... Fortunately, we have other stays to suggest you.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Oops!')).toBeNull();

    const offers = callsTo(fetchMock, '/api/offers.json').map(([, init]) =>
      JSON.parse(String(init?.body)),
    );
    expect(offers[0]).toEqual({
      locale: 'fr_FR',
      criteria: { hotelId: 499 },
      limit: 1,
      fetchPageModel: false,
    });

    const carousel = screen.getByRole('region', { name: 'Other offer in Hotel del Mar' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Other offer in Hotel del Mar' }),
    ).toBeVisible();
    // The hotel's offers replace the exact match once they answer.
    await waitFor(() =>
      expect(
        within(carousel)
          .getAllByTestId('offer-card')
          .map((card) => card.querySelector('h3')?.textContent),
      ).toEqual(['Stay 11', 'Stay 12']),
    );
    expect(within(carousel).getByRole('button', { name: 'Next offers' })).toBeInTheDocument();
    expect(offers[1]).toMatchObject({
      criteria: { hotelId: 499 },
      orderBy: 'priceAsc',
      fetchPageModel: false,
    });
  });

  it('SRCH-068: when the hotel offers fail, the carousel keeps the exact match', async () => {
    setPlatform({ pathname: '/weekend-old', hash: '#hotelId=499' });
    answerWith({ hotel: () => json(INTERNAL_ERROR, 500) });
    await renderWithCopy(<NotFoundView />);
    const carousel = await screen.findByRole('region', { name: 'Other offer in Hotel del Mar' });
    expect(within(carousel).getByRole('link', { name: 'Expired stay' })).toHaveAttribute(
      'href',
      '/weekend/746',
    );
  });

  it('SRCH-067, SRCH-069, BEY-008: without a hotelId no lookup is made; "Oops!" (also the title), the 404 text and the homepage button show', async () => {
    setPlatform({ pathname: '/no-such-page', hash: '#hotelId=abc' });
    const fetchMock = answerWith();
    await renderWithCopy(<NotFoundView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    expect(document.title).toMatch(/^Oops!/);
    expect(
      screen.getByText("We can't seem to find the page you are looking for. Error code: 404"),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    await screen.findByRole('heading', { name: 'Our selection of the moment' });
    expect(callsTo(fetchMock, '/api/offers.json')).toHaveLength(0);
    expect(screen.queryByText('Too late!')).toBeNull();
  });

  it('SRCH-069: no match, or a failed lookup, shows the 404 message', async () => {
    setPlatform({ pathname: '/weekend-old', hash: '#hotelId=499' });
    answerWith({ exact: () => json(NO_OFFERS) });
    const first = await renderWithCopy(<NotFoundView />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    expect(screen.queryByText('Too late!')).toBeNull();
    first.unmount();

    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith({ exact: () => json(INTERNAL_ERROR, 500) });
    await renderWithCopy(<NotFoundView />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();
  });

  it('SRCH-070: then the search box, the help heading and "Our selection of the moment" with safe links', async () => {
    setPlatform({ pathname: '/no-such-page' });
    const fetchMock = answerWith();
    await renderWithCopy(<NotFoundView />);
    expect(await screen.findByRole('search', { name: 'Search for a weekend' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'But we can help you find your next weekend' }),
    ).toBeVisible();
    const selections = await screen.findByTestId('selections');
    expect(
      within(selections).getByRole('heading', { name: 'Our selection of the moment' }),
    ).toBeVisible();
    expect(within(selections).getByRole('link', { name: 'Spa weekends' })).toHaveAttribute(
      'href',
      '/landing/selection-1',
    );
    expect(within(selections).getByRole('link', { name: 'Castle nights' })).toHaveAttribute(
      'href',
      '/landing/selection-2',
    );
    expect(within(selections).queryByText('Injected')).toBeNull();
    expect(selections.querySelector('img')).toHaveAttribute('src', 'https://images.test/1.jpg');
    expect(callsTo(fetchMock, '/api/recommendations.json')[0]?.[0]).toBe(
      '/api/recommendations.json?locale=fr_FR',
    );

    // Order: message, search box, help heading, selections.
    const order = [
      screen.getByRole('heading', { level: 1 }),
      screen.getByRole('search'),
      screen.getByRole('heading', { name: 'But we can help you find your next weekend' }),
      selections,
    ];
    for (let index = 1; index < order.length; index += 1)
      expect(
        order[index - 1]!.compareDocumentPosition(order[index]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
  });

  it('SRCH-070: also after a match, the search box and selections follow the carousel', async () => {
    setPlatform({ pathname: '/weekend-old', hash: '#hotelId=499' });
    answerWith();
    await renderWithCopy(<NotFoundView />);
    await screen.findByRole('heading', { level: 1, name: 'Too late!' });
    expect(await screen.findByRole('search')).toBeInTheDocument();
    expect(await screen.findByTestId('selections')).toBeInTheDocument();
  });

  it('SRCH-070: on mobile the search box is a compact summary that opens a modal', async () => {
    setMobile(true);
    setPlatform({ pathname: '/no-such-page' });
    answerWith();
    const user = userEvent.setup();
    await renderWithCopy(<NotFoundView />);
    const summary = await screen.findByRole('button', { name: 'Find your weekend' });
    expect(screen.queryByRole('search')).toBeNull();
    await user.click(summary);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('search')).toBeInTheDocument();
  });

  it('SRCH-070: failing or empty selections show no selection block, the rest stays', async () => {
    setPlatform({ pathname: '/no-such-page' });
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith({ selections: () => json(INTERNAL_ERROR, 500) });
    const first = await renderWithCopy(<NotFoundView />);
    await waitFor(() => expect(consoleWarn).toHaveBeenCalled());
    expect(screen.queryByTestId('selections')).toBeNull();
    expect(
      screen.getByRole('heading', { name: 'But we can help you find your next weekend' }),
    ).toBeVisible();
    first.unmount();

    answerWith({ selections: () => json(NO_SELECTIONS) });
    await renderWithCopy(<NotFoundView />);
    await screen.findByRole('search');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByTestId('selections')).toBeNull();
    expect(screen.queryByText('Our selection of the moment')).toBeNull();
  });
});
