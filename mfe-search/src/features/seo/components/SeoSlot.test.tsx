import { platformStore } from '@shop/platform';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { recommendedAnswer } from '../../../test/destinations';
import { stubIntersectionObserver } from '@shop/test-support/intersection';
import { offersAnswer } from '../../../test/offers';
import { renderWithCopy } from '../../../test/render';
import { SeoSlot } from './SeoSlot';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';

beforeAll(() => import('./SeoSection'));
afterEach(() => {
  unstubAllGlobals();
});

/** The suggestion links' counts (API-009): one city. */
const LINKS = recommendedAnswer([
  { id: 70, label: 'Annecy', category: 'city', value: '70', count: 9 },
]);
const SPA_OFFERS = offersAnswer(3, 3, 'Spa');

describe('SeoSlot', () => {
  it('SRCH-007, SRCH-008: below the fold: links and text load when the slot nears the viewport', async () => {
    const viewport = stubIntersectionObserver();
    const fetchMock = jest.fn(async (url: string) =>
      url.startsWith('/api/recommendedAutocomplete.json')
        ? Response.json(LINKS)
        : Response.json(SPA_OFFERS),
    );
    stubGlobal('fetch', fetchMock);
    platformStore.setState({
      locale: 'fr_FR',
      language: 'en',
      location: { pathname: '/search', search: '', hash: '#theme=3' },
    });
    await act(() => renderWithCopy(<SeoSlot />));
    const slot = screen.getByTestId('seo-slot');
    expect(slot).toBeEmptyDOMElement();
    const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked().some((url) => url.includes('recommendedAutocomplete'))).toBe(false);
    await viewport.enter(slot);
    expect(await screen.findByText('9 weekends')).toBeVisible();
    expect(screen.getByTestId('seo-text')).toHaveTextContent('The "Spa" selection');
    // The page's search is asked once (the same request as the results, answered from memory).
    expect(asked().filter((url) => url === '/api/offers.json')).toHaveLength(1);
  });
});
