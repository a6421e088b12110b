import {
  hotelReviewsResponseSchema,
  reviewsPreviewResponseSchema,
  type HotelReviewsResponse,
  type Review,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { platformStore } from '@shop/platform';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';
import { SWRConfig } from 'swr';
import ReviewsModal from '../../features/hotel-reviews/components/ReviewsModal';
import { renderWithCopy } from '../../test/render';
import HotelReviews from './HotelReviews';

const review = (id: number, extra: Partial<Review> = {}): Review => ({
  id,
  locale: 'fr_FR',
  customer: `Guest ${id}`,
  type: 'COUPLE',
  date: '2026-10-05',
  average: 8.6,
  positive: `Lovely stay ${id}`,
  negative: `Noisy street ${id}`,
  ...extra,
});

const DETAILS = [
  { label: 'welcoming', score: 9.2 },
  { label: 'comfort', score: 8 },
  { label: 'cleanliness', score: 8.8 },
  { label: 'food', score: 7.5 },
  { label: 'localization', score: 9 },
  { label: 'priceQualityRatio', score: 8.1 },
] as const;

/** One page of the list answer (API-043), parsed by the contract. */
function page(
  index: number,
  totalCount: number,
  extra: Partial<HotelReviewsResponse> = {},
): HotelReviewsResponse {
  const count = Math.max(0, Math.min(10, totalCount - index * 10));
  return fixture(hotelReviewsResponseSchema, {
    list: Array.from({ length: count }, (_, n) => review(index * 10 + n + 1)),
    details: totalCount > 0 ? [...DETAILS] : [],
    score: totalCount > 0 ? 8.56 : null,
    totalCount,
    page: index,
    pageSize: 10,
    languageFallback: false,
    ...extra,
  });
}

const PREVIEW = fixture(reviewsPreviewResponseSchema, {
  list: [1, 2, 3, 4, 5, 6].map((id) => {
    const { negative: _negative, ...rest } = review(id, id === 2 ? { positive: '' } : {});
    return rest;
  }),
});

let fetchMock: jest.Mock<FunctionLike>;
const calls = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x'));
const listCalls = () => calls().filter((url) => url.pathname.endsWith('/reviews.json'));

/** Answers the preview with `preview` and the list by language: `counts[language]` reviews. */
function answer(
  preview: unknown = PREVIEW,
  counts: Record<string, number> = { all: 25 },
  previewStatus = 200,
) {
  fetchMock = jest.fn<FunctionLike>(async (input: unknown) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/hotels/746/reviews')
      return Response.json(preview, { status: previewStatus });
    const language = url.searchParams.get('locale') ?? 'all';
    return Response.json(page(Number(url.searchParams.get('page')), counts[language] ?? 0));
  });
  stubGlobal('fetch', fetchMock);
}

const renderWidget = (ui = <HotelReviews hotelId={746} />) =>
  act(() => renderWithCopy(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>));

async function openModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'See all reviews' }));
  return screen.findByRole('dialog', { name: 'Reviews' });
}

beforeAll(async () => {
  installDialogPolyfill();
  await import('../../features/hotel-reviews/components/ReviewsModal');
});
beforeEach(() => {
  platformStore.setState({ locale: 'fr_FR', language: 'en' });
});
afterEach(() => unstubAllGlobals());

describe('reviews preview (CONT-064, PROD-064)', () => {
  it('CONT-064, PROD-064: up to 4 positive reviews and "See all reviews"', async () => {
    answer();
    await renderWidget();
    const preview = await screen.findByTestId('reviews-preview');
    expect(within(preview).getAllByTestId('review')).toHaveLength(4);
    expect(within(preview).queryByText('Guest 2')).toBeNull();
    expect(within(preview).getByText('Lovely stay 5')).toBeVisible();
    expect(within(preview).getByRole('button', { name: 'See all reviews' })).toBeVisible();
    expect(calls()[0]?.search).toBe('?locale=fr_FR');
  });

  it('BEY-007: the preview and the dialog say how reviews are collected and checked; the preview says it is a selection', async () => {
    answer();
    await renderWidget();
    const preview = await screen.findByTestId('reviews-preview');
    const note = within(preview).getByTestId('reviews-transparency');
    expect(note).toHaveTextContent(/guests who booked their stay with us/);
    expect(note).toHaveTextContent(/checked before it is published/);
    expect(note).toHaveTextContent(/whether positive or negative/);
    expect(note).toHaveTextContent('A selection of positive comments');
    const dialog = await openModal();
    expect(within(dialog).getByTestId('reviews-transparency')).toHaveTextContent(
      /checked before it is published/,
    );
  });

  it('CONT-064: hidden on error and on an empty list', async () => {
    answer({ error: 'INTERNAL_ERROR', message: 'boom' }, {}, 500);
    const { container } = await renderWidget();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
    unstubAllGlobals();
    answer({ list: [] });
    const empty = await renderWidget(<HotelReviews hotelId={746} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => undefined);
    expect(empty.container).toBeEmptyDOMElement();
  });

  it('an invalid hotel id shows nothing and calls nothing', async () => {
    answer();
    const { container } = await renderWidget(<HotelReviews hotelId={Number.NaN} />);
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('reviews dialog (CONT-056..063, CONT-065)', () => {
  it('CONT-056, CONT-057: full screen on mobile, newest first, 10 a page; "Show more" appends the next page', async () => {
    answer();
    await renderWidget();
    const dialog = await openModal();
    expect(dialog).toHaveClass('fullscreen');
    await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(10));
    expect(listCalls()[0]?.searchParams.get('sort')).toBe('DATE_DESC');
    expect(listCalls()[0]?.searchParams.get('page')).toBe('0');
    expect(listCalls()[0]?.searchParams.get('locale')).toBe('all');
    const sort = within(dialog).getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('DATE_DESC');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(20));
    expect(within(dialog).getByText('Guest 1')).toBeInTheDocument();
    expect(listCalls().at(-1)?.searchParams.get('page')).toBe('1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(25));
    // Everything is shown: no more "Show more".
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('CONT-056: changing the sort or the language starts again at the first page', async () => {
    answer(PREVIEW, { all: 25, fr_FR: 12 });
    await renderWidget();
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(20));
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Sort by' }),
      'SCORE_ASC',
    );
    await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(10));
    expect(listCalls().at(-1)?.searchParams.get('sort')).toBe('SCORE_ASC');
    expect(listCalls().at(-1)?.searchParams.get('page')).toBe('0');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Language' }),
      'fr_FR',
    );
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('locale')).toBe('fr_FR'));
    expect(listCalls().at(-1)?.searchParams.get('page')).toBe('0');
    await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(10));
  });

  it('CONT-058: the language choices are all, fr_FR, es_ES, it_IT and nl_NL', async () => {
    answer();
    await renderWidget();
    const dialog = await openModal();
    const language = within(dialog).getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('all');
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['all', 'All languages'],
      ['fr_FR', 'French'],
      ['es_ES', 'Spanish'],
      ['it_IT', 'Italian'],
      ['nl_NL', 'Dutch'],
    ]);
  });

  it('CONT-059: a language without reviews says so, "See all the languages" goes back to all', async () => {
    answer(PREVIEW, { all: 25, it_IT: 0 });
    await renderWidget();
    const dialog = await openModal();
    await within(dialog).findAllByTestId('review');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Language' }),
      'it_IT',
    );
    expect(
      await within(dialog).findByText('There are currently no reviews published in Italian.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'See all the languages' }));
    expect(within(dialog).getByRole('combobox', { name: 'Language' })).toHaveValue('all');
    await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(10));
  });

  it('CONT-060: a hotel without any review shows "Be the first to try this brand new experience!"', async () => {
    answer(PREVIEW, { all: 0 });
    await act(() =>
      renderWithCopy(
        <SWRConfig value={{ provider: () => new Map() }}>
          <ReviewsModal hotelId={746} open onClose={() => undefined} />
        </SWRConfig>,
      ),
    );
    expect(await screen.findByText('Be the first to try this brand new experience!')).toBeVisible();
  });

  it('CONT-061, CONT-065: overall score out of 10 with the count, one 0–10 bar per criterion', async () => {
    answer();
    await renderWidget();
    const dialog = await openModal();
    const criteria = await within(dialog).findByTestId('review-criteria');
    expect(criteria).toHaveTextContent('8,6/10');
    expect(criteria).toHaveTextContent('25 reviews');
    const bars = [...criteria.querySelectorAll('[data-criterion]')];
    expect(bars.map((bar) => bar.getAttribute('data-criterion'))).toEqual([
      'welcoming',
      'comfort',
      'cleanliness',
      'food',
      'localization',
      'priceQualityRatio',
    ]);
    expect(bars.map((bar) => bar.textContent)).toEqual([
      'Welcoming9,2',
      'Comfort8,0',
      'Cleanliness8,8',
      'Food7,5',
      'Location9,0',
      'Value for money8,1',
    ]);
    const fill = bars[0]?.querySelector<HTMLElement>('.fill');
    expect(fill?.style.width).toBe('92%');
  });

  it('CONT-062: each review shows customer, type, date, score and both comments', async () => {
    answer();
    await renderWidget();
    const dialog = await openModal();
    const [first] = await within(dialog).findAllByTestId('review');
    if (!first) throw new Error('no review');
    expect(first).toHaveTextContent('Guest 1');
    expect(first).toHaveTextContent('Guest 1 · Couple');
    expect(within(first).getByText('5 octobre 2026')).toBeInTheDocument();
    expect(first).toHaveTextContent('Score: 8,6 out of 10');
    expect(first).toHaveTextContent('Lovely stay 1');
    expect(first).toHaveTextContent('Noisy street 1');
  });

  it('CONT-063: reviews are cached (reopening asks nothing) and pre-seeded from the page’s reviews', async () => {
    answer();
    await renderWidget();
    let dialog = await openModal();
    await waitFor(() => expect(within(dialog).getAllByTestId('review')).toHaveLength(10));
    const asked = listCalls().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    dialog = await openModal();
    expect(within(dialog).getAllByTestId('review')).toHaveLength(10);
    expect(listCalls()).toHaveLength(asked);
    unstubAllGlobals();

    answer();
    await act(() =>
      renderWithCopy(
        <SWRConfig value={{ provider: () => new Map() }}>
          <ReviewsModal hotelId={746} open onClose={() => undefined} seed={page(0, 25)} />
        </SWRConfig>,
      ),
    );
    const seeded = screen.getAllByRole('dialog', { name: 'Reviews' }).at(-1)!;
    expect(within(seeded).getAllByTestId('review')).toHaveLength(10);
    await act(async () => undefined);
    expect(listCalls()).toHaveLength(0);
  });
});
