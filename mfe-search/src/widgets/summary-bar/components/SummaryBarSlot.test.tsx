import { offersResponseSchema } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { platformStore } from '@shop/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { offersAnswer } from '../../../test/offers';
import { renderWithCopy } from '../../../test/render';
import { installDialogPolyfill, setMobile } from '../../../features/search-box/test-utils';
import { STICKY_TOP_VARIABLE } from './SummaryBar';
import { SummaryBarSlot } from './SummaryBarSlot';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

let fetchMock: jest.Mock<FunctionLike>;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

/** 120 romantic stays in Madrid (API-001 with its search details). */
const ROMANTIC_MADRID = (() => {
  const answer = offersAnswer(3, 120, 'Romantic');
  return fixture(
    offersResponseSchema,
    {
      ...answer,
      searchDetails: {
        ...answer.searchDetails!,
        destination: { id: 64, label: 'Madrid', category: 'city' },
      },
    },
    'offers answer with search details',
  );
})();

function answerWithDetails() {
  fetchMock = jest.fn<FunctionLike>(async () => Response.json(ROMANTIC_MADRID));
  stubGlobal('fetch', fetchMock);
}

beforeAll(() => installDialogPolyfill());
beforeEach(() => {
  setMobile(false);
  // The bar reads its scroll position once per frame.
  stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callback(0);
    return 1;
  });
  platformStore.setState({
    language: 'en',
    locale: 'fr_FR',
    location: {
      pathname: '/search',
      search: '',
      hash: '#city=64&theme=7&checkin=2027-03-06&checkout=2027-03-08&a=2&c=1',
    },
  });
  answerWithDetails();
  scrollTo(0);
});
afterEach(() => {
  unstubAllGlobals();
  Reflect.deleteProperty(window, 'scrollY');
});

describe('SummaryBar (SRCH-013, SRCH-014)', () => {
  it('SRCH-014: nothing shows (nor loads) before a scroll of 250 px; sticky from there, hidden again above', async () => {
    await renderWithCopy(<SummaryBarSlot />);
    scrollTo(249);
    expect(screen.queryByTestId('summary-bar')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    scrollTo(250);
    const bar = await screen.findByTestId('summary-bar', {}, { timeout: 15_000 });
    expect(bar).toBeVisible();
    expect(bar).toHaveAttribute('data-sticky', 'true');
    expect(bar).toHaveClass('bar');
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue(STICKY_TOP_VARIABLE)).toMatch(/px$/),
    );
    scrollTo(100);
    expect(bar).not.toBeVisible();
    expect(document.documentElement.style.getPropertyValue(STICKY_TOP_VARIABLE)).toBe('');
  }, 20_000);

  it('SRCH-013: shows destination, dates, theme and guest count, from the search the page made', async () => {
    await renderWithCopy(<SummaryBarSlot />);
    scrollTo(600);
    const bar = await screen.findByTestId('summary-bar', {}, { timeout: 15_000 });
    const button = within(bar).getByRole('button');
    await waitFor(() => expect(button).toHaveTextContent('Madrid'));
    expect(button).toHaveTextContent(/6 mars 2027.+8 mars 2027/);
    expect(button).toHaveTextContent('Romantic');
    expect(button).toHaveTextContent('3 guests');
    expect(button).toHaveAccessibleName(
      /^Modify your search: ?Madrid, ?.+, ?Romantic, ?3 guests, ?Modify$/,
    );
    // The same request as the results: one call, served from memory.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('SRCH-013: without destination or dates it says so', async () => {
    platformStore.setState({ location: { pathname: '/search', search: '', hash: '' } });
    fetchMock = jest.fn<FunctionLike>(async () => Response.json(offersAnswer(3)));
    stubGlobal('fetch', fetchMock);
    await renderWithCopy(<SummaryBarSlot />);
    scrollTo(600);
    const bar = await screen.findByTestId('summary-bar', {}, { timeout: 15_000 });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bar).toHaveTextContent('All destinations');
    expect(bar).toHaveTextContent('Any dates');
    expect(bar).toHaveTextContent('2 guests');
  });

  it('SRCH-013: opens the search form in a modal; a new search closes it', async () => {
    const user = userEvent.setup();
    await renderWithCopy(<SummaryBarSlot />);
    scrollTo(600);
    const bar = await screen.findByTestId('summary-bar', {}, { timeout: 15_000 });
    const button = within(bar).getByRole('button');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Modify your search' });
    expect(dialog).toHaveAttribute('open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(dialog).getByRole('search', { name: 'Search for a weekend' }),
    ).toBeInTheDocument();
    // Scrolling back up keeps the bar while its form is open.
    scrollTo(0);
    expect(bar).toBeVisible();
    act(() =>
      platformStore.setState({
        location: { pathname: '/search', search: '?from=searchBar', hash: '#city=65' },
      }),
    );
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  });

  it('SRCH-013: on mobile the search form is full screen', async () => {
    setMobile(true);
    const user = userEvent.setup();
    await renderWithCopy(<SummaryBarSlot />);
    scrollTo(600);
    const bar = await screen.findByTestId('summary-bar', {}, { timeout: 15_000 });
    await user.click(within(bar).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Modify your search' });
    // The design-system modal's full-screen variant (full screen below 768 px).
    expect(dialog).toHaveClass('fullscreen');
  });
});
