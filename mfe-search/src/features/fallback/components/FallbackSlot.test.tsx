import { searchDetailsSchema, type SearchDetails } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { parseSearchHash } from '@shop/criteria';
import { platformStore } from '@shop/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { stubIntersectionObserver } from '@shop/test-support/intersection';
import { offersAnswer } from '../../../test/offers';
import { renderWithCopy } from '../../../test/render';
import { FallbackSlot } from './FallbackSlot';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';
import { INTERNAL_ERROR } from '../../../test/errors';

const DATES = 'checkin=2030-06-01&checkout=2030-06-03&nights=2';
const HASH = `city=64&theme=3&${DATES}`;
const location = { pathname: '/search', search: '?lng=en&page=0', hash: `#${HASH}` };
const details: SearchDetails = fixture(searchDetailsSchema, {
  ...offersAnswer(0).searchDetails!,
  location: { id: 64, label: 'Lyon', category: 'city', latitude: 45.76, longitude: 4.84 },
  destination: { id: 64, label: 'Lyon', category: 'city' },
});

let fetchMock: jest.Mock<FunctionLike>;
/** Answers each fallback call with the next count of cards (null: HTTP 500). */
function answerBlocks(...counts: (number | null)[]) {
  let call = 0;
  fetchMock = jest.fn<FunctionLike>(async () => {
    const count = counts[call++] ?? 0;
    return count === null
      ? Response.json(INTERNAL_ERROR, { status: 500 })
      : Response.json(offersAnswer(count));
  });
  stubGlobal('fetch', fetchMock);
}
const sentBodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));

const onClear = jest.fn<FunctionLike>();
// Awaited act: a suspended block retries only once the act scope is awaited (React 19).
const renderSlot = (exactCount: number, resultsCount = exactCount) =>
  act(() =>
    renderWithCopy(
      <FallbackSlot
        flow="booking"
        criteria={parseSearchHash(HASH)}
        location={location}
        resultsCount={resultsCount}
        exactCount={exactCount}
        details={details}
        formatTag="en-FR"
        onClear={onClear}
      />,
    ),
  );

// The lazily loaded section, compiled once up front (the first import is slow under vitest).
beforeAll(() => import('./FallbackSection'));
beforeEach(() => {
  platformStore.setState({ locale: 'fr_FR', language: 'en', careMode: false });
  onClear.mockReset();
});
afterEach(() => {
  unstubAllGlobals();
});

describe('FallbackSlot', () => {
  it('SRCH-061, SRCH-062: under few exact results the blocks load when scrolled near, 3 cards each', async () => {
    const viewport = stubIntersectionObserver();
    answerBlocks(5, 3, 3);
    await renderSlot(2);
    // Nothing loads until the slot nears the viewport.
    expect(fetchMock).not.toHaveBeenCalled();
    await viewport.enter(screen.getByTestId('fallback-slot'));
    const blocks = await screen.findAllByTestId('fallback-block');
    expect(blocks).toHaveLength(3);
    // Each block waits for its own turn.
    expect(fetchMock).not.toHaveBeenCalled();
    await viewport.enter(blocks[0]!);
    const first = await screen.findByRole('region', { name: 'Around Lyon (30 km)' });
    expect(within(first).getAllByTestId('offer-card')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentBodies()[0]).toMatchObject({
      limit: 3,
      fetchPageModel: false,
      criteria: { lat: 45.76, lng: 4.84, distanceMin: 0, distanceMax: 30, theme: 3 },
    });
    expect(within(first).getByRole('link', { name: /See all offers/ })).toHaveAttribute(
      'href',
      `/search?lng=en#${DATES}&theme=3&lat=45.76&lng=4.84&distanceMin=0&distanceMax=30`,
    );
    // SRCH-063: suggestions along with exact results.
    expect(
      screen.getByText(
        'Only a few offers match your search: here are more suggestions close to it.',
      ),
    ).toBeVisible();
    await viewport.enter(blocks[2]!);
    expect(
      await screen.findByRole('region', {
        name: 'Around Lyon (30 km) · Other dates · All themes',
      }),
    ).toBeVisible();
  });

  it('SRCH-061: a full page of exact results has no fallback', async () => {
    answerBlocks(3);
    const view = await renderSlot(24, 2855);
    expect(view.container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('SRCH-063, SRCH-064: no exact result but suggestions; an empty or failed block is left out', async () => {
    answerBlocks(0, null, 2);
    await renderSlot(0);
    expect(
      await screen.findByText(
        'No offer matches your search exactly, but these suggestions come close.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId('fallback-block')).toHaveLength(1));
    const block = screen.getByRole('region', {
      name: 'Around Lyon (30 km) · Other dates · All themes',
    });
    expect(within(block).getAllByTestId('offer-card')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('SRCH-063, SRCH-064: none at all gives "No results" with "Remove all filters", no error', async () => {
    answerBlocks(null, 0, null);
    await renderSlot(0);
    expect(
      await screen.findByText(
        'No results. To get more results, try adjusting your search by changing your dates, adjusting your family composition or removing your filters.',
      ),
    ).toBeVisible();
    expect(screen.queryByTestId('fallback-block')).toBeNull();
    expect(screen.queryByText('Oops, something went wrong')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove all filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
