import { platformStore } from '@shop/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { activityAnswer, offersAnswer } from '../../../test/offers';
import { renderWithCopy } from '../../../test/render';
import { SearchResults } from './SearchResults';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';
import { INTERNAL_ERROR } from '../../../test/errors';

const navigate = jest.fn<FunctionLike>();
let fetchMock: jest.Mock<FunctionLike>;

function at(pathname: string, search = '', hash = '') {
  platformStore.setState({ location: { pathname, search, hash }, language: 'en', locale: 'fr_FR' });
}

function answerWith(body: unknown, status = 200) {
  fetchMock = jest.fn<FunctionLike>(async () => Response.json(body, { status }));
  stubGlobal('fetch', fetchMock);
}

function sentBody(call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit;
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

const renderResults = () => renderWithCopy(<SearchResults />);

beforeEach(() => {
  navigate.mockReset();
  platformStore.setState({ navigate });
  window.dataLayer = [];
});
afterEach(() => {
  unstubAllGlobals();
  document.head.querySelectorAll('link[data-owner="mfe_search"]').forEach((link) => link.remove());
});

describe('SearchResults', () => {
  it('SRCH-011: shows loading placeholders while the search runs', async () => {
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>(() => new Promise<Response>(() => undefined)),
    );
    at('/search');
    await renderResults();
    expect(await screen.findByTestId('results-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Loading results' })).toBeInTheDocument();
  });

  it('SRCH-003, SRCH-004, LEFT-040: the count header and the cards in grid blocks of 3, up to 9, then the rest', async () => {
    answerWith(offersAnswer(24, 2855, 'romantic'));
    at('/search', '?page=1', '#a=2&sort=promo');
    await renderResults();
    expect(await screen.findByRole('heading', { name: '2855 offers romantic' })).toBeVisible();
    const lists = screen.getAllByRole('list').filter((list) => list.hasAttribute('data-block'));
    expect(lists.map((list) => within(list).getAllByTestId('offer-card').length)).toEqual([
      3, 6, 15,
    ]);
    // CRIT-010: the request carries the hash sort and the zero-based page of the query.
    expect(sentBody()).toMatchObject({ sort: 'promo', page: 1, pageSize: 24, locale: 'fr_FR' });
    // Tracking reaches the data layer only (consent off).
    await waitFor(() =>
      expect(window.dataLayer?.map((entry) => entry.event)).toEqual(['search', 'view_item_list']),
    );
  });

  it('LEFT-040: opening a card pushes select_item with its position across pages', async () => {
    answerWith(offersAnswer(24, 100));
    at('/search', '?page=1', '#a=2');
    await renderResults();
    const cards = await screen.findAllByTestId('offer-card');
    const third = cards[2];
    if (!third) throw new Error('no third card');
    const title = within(third).getAllByRole('link')[0];
    if (!title) throw new Error('no card link');
    await userEvent.setup().click(title);
    const selected = window.dataLayer?.filter((entry) => entry.event === 'select_item');
    // The third card of the second page (zero-based page 1, 24 per page): index 26.
    expect(selected).toEqual([
      expect.objectContaining({
        event: 'select_item',
        item_list_name: 'search_booking',
        index: 26,
      }),
    ]);
  });

  it('SRCH-003, SRCH-017: the activity flow searches activity-only packages and counts activities', async () => {
    answerWith(activityAnswer(1, 1));
    at('/activities/search', '?page=2', '#a=2&tags=kayak&sort=promo');
    await renderResults();
    expect(await screen.findByRole('heading', { name: '1 activity' })).toBeVisible();
    // SRCH-017: a package search with searchCriterias, locale, numberOfPackagesPerHotel 20, page.
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/activity-only/search.json');
    expect(sentBody()).toEqual({
      locale: 'fr_FR',
      searchCriterias: { adults: 2, children: 0, babies: 0 },
      filters: { tags: ['kayak'] },
      numberOfPackagesPerHotel: 20,
      page: 2,
    });
    // SRCH-052: rendered with the activity card.
    expect(await screen.findByTestId('offer-card')).toHaveAttribute('data-kind', 'activity');
    expect(screen.getByText('/ person')).toBeVisible();
  });

  it('SRCH-052: the gifting flow renders single-voucher cards', async () => {
    answerWith(offersAnswer(2, 2));
    at('/gift/search');
    await renderResults();
    const cards = await screen.findAllByTestId('offer-card');
    expect(cards.map((card) => card.dataset.kind)).toEqual(['singleVoucher', 'singleVoucher']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/offers.json');
  });

  it('SRCH-059: a failing search shows "Oops, something went wrong" and can be retried', async () => {
    answerWith(INTERNAL_ERROR, 500);
    at('/search');
    await renderResults();
    expect(await screen.findByText('Oops, something went wrong')).toBeVisible();
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual(['search_error']);
    answerWith(offersAnswer(2));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('offer-card')).toHaveLength(2);
  });

  it('SRCH-060: no results shows the message and "Remove all filters" clears the hash', async () => {
    answerWith(offersAnswer(0, 0));
    at('/search', '?flow=hotel&page=2&lng=en', '#city=64&stars=5');
    await renderResults();
    expect(
      await screen.findByText(
        'No results. To get more results, try adjusting your search by changing your dates, adjusting your family composition or removing your filters.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(window.dataLayer?.map((entry) => entry.event)).toEqual([
        'search',
        'search_no_results',
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove all filters' }));
    expect(navigate.mock.calls[0]?.[0]).toBe('/search?lng=en&flow=hotel');
  });

  it('CRIT-094, issue 10: a page past the last goes to the last real page, other criteria kept', async () => {
    answerWith(offersAnswer(0, 2855));
    at('/search', '?lng=en&page=999&from=searchBar', '#a=2&city=64');
    await renderResults();
    // 2855 offers at 24 per page: 119 pages, the last one zero-based 118.
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/search?lng=en&page=118&from=searchBar#a=2&city=64', {
        replace: true,
      }),
    );
    expect(screen.queryByText(/^No results\./)).not.toBeInTheDocument();
    expect(screen.getByTestId('results-loading')).toBeInTheDocument();
  });

  it('SRCH-030: changing the sort rewrites the hash, sets from=searchBar and drops page', async () => {
    answerWith(offersAnswer(3, 100));
    at('/search', '?flow=hotel&page=2&lng=en', '#a=3&city=64');
    await renderResults();
    await screen.findAllByTestId('offer-card');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sort: Quality/Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sort by' });
    // CRIT-045..049: hotel flow offers no Discount sort.
    expect(within(dialog).queryByRole('button', { name: 'Discount' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Price Ascending' }));
    expect(navigate.mock.calls[0]?.[0]).toBe(
      '/search?lng=en&flow=hotel&from=searchBar#a=3&city=64&sort=priceAsc',
    );
  });

  it('CRIT-093, CRIT-094: zero-based page links keep flow, lng and the hash; prev/next hints in head', async () => {
    answerWith(offersAnswer(24, 2855));
    at('/search', '?flow=hotel&page=1&from=searchBar&lng=en', '#a=3');
    await renderResults();
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('25 - 48 results of 2855')).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/search?flow=hotel&lng=en#a=3',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/search?flow=hotel&lng=en&page=2#a=3',
    );
    // 119 pages: grouped by hundreds, the current ten shown.
    expect(within(nav).getByRole('link', { name: 'Page 119' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Page 11' })).toBeNull();
    expect(document.head.querySelector('link[rel="prev"]')?.getAttribute('href')).toBe(
      '/search?flow=hotel&lng=en',
    );
    expect(document.head.querySelector('link[rel="next"]')?.getAttribute('href')).toBe(
      '/search?flow=hotel&lng=en&page=2',
    );
  });

  it('SRCH-010, CRIT-004, LEFT-034: a family notice (our copy) with children or babies unless the theme is 39', async () => {
    answerWith(offersAnswer(1));
    at('/search', '', '#c=1');
    const view = await renderResults();
    expect(await screen.findByTestId('family-notice')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the family weekends' })).toHaveAttribute(
      'href',
      '/search#c=1&s=1&theme=39',
    );
    act(() => at('/search', '', '#c=1&theme=39'));
    await waitFor(() => expect(view.queryByTestId('family-notice')).toBeNull());
  });

  it('never crashes on a bad hash or query', async () => {
    answerWith(offersAnswer(1));
    at('/gift/search', '?page=-4&flow=%%', '#a=abc&sort=%E0%A4%A&checkin=yesterday');
    await renderResults();
    expect(await screen.findAllByTestId('offer-card')).toHaveLength(1);
    expect(sentBody()).toMatchObject({ page: 0, performGiftableSearch: true });
  });
});
