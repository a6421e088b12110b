import { searchDetailsSchema, type SearchDetails } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { parseSearchHash } from '@shop/criteria';
import { platformStore, type SearchFlow } from '@shop/platform';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { recommendedAnswer } from '../../../test/destinations';
import { renderWithCopy } from '../../../test/render';
import SeoSection from './SeoSection';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

const LINKS = recommendedAnswer([
  { id: 70, label: 'Annecy', category: 'city', value: '70', count: 1 },
  { id: 71, label: 'Chamonix', category: 'city', value: '71', count: 42 },
  { id: 72, label: 'Savoie', category: 'department', value: '72', count: 118 },
]);
const details: SearchDetails = fixture(searchDetailsSchema, {
  checkin: null,
  night: null,
  adult: 2,
  child: 0,
  baby: 0,
  hotelId: null,
  totalCount: 3,
  location: null,
  locationHierarchy: [],
  destination: { id: 7, label: 'Auvergne-Rhône-Alpes', category: 'region' },
  theme: { id: 3, label: 'Spa' },
});

let fetchMock: jest.Mock<FunctionLike>;
function answerLinks(status = 200) {
  fetchMock = jest.fn<FunctionLike>(async () =>
    status === 200 ? Response.json(LINKS) : new Response('down', { status }),
  );
  stubGlobal('fetch', fetchMock);
}

const renderSection = (flow: SearchFlow, hash: string, answer: SearchDetails | null = details) =>
  act(() =>
    renderWithCopy(
      <SeoSection
        flow={flow}
        criteria={parseSearchHash(hash)}
        location={{ pathname: '/search', search: '?lng=en&page=2', hash: `#${hash}` }}
        details={answer}
      />,
    ),
  );

beforeEach(() => platformStore.setState({ locale: 'fr_FR', language: 'en' }));
afterEach(() => {
  unstubAllGlobals();
});

describe('SeoSection', () => {
  it('SRCH-007: suggestion links in 5 columns, each with "{{count}} weekends"', async () => {
    answerLinks();
    await renderSection('booking', 'region=7&theme=3&a=3');
    const nav = await screen.findByRole('navigation', { name: 'Popular destinations' });
    const list = within(nav).getByRole('list');
    expect(list).toHaveClass('links');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Annecy1 weekend',
      'Chamonix42 weekends',
      'Savoie118 weekends',
    ]);
    // The destination's own search (counted without the theme), page dropped, lng kept.
    expect(links[2]).toHaveAttribute('href', '/search?lng=en#department=72');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(
      'catalogSourceType=destination&catalogSourceCode=7',
    );
  });

  it('SRCH-007: links counted in a theme keep the theme', async () => {
    answerLinks();
    await renderSection('booking', 'theme=3');
    const nav = await screen.findByRole('navigation', { name: 'Popular destinations' });
    expect(within(nav).getByRole('link', { name: /Chamonix/ })).toHaveAttribute(
      'href',
      '/search?lng=en#theme=3&city=71',
    );
  });

  it('SRCH-008: a long text for search engines, written for the destination and theme searched', async () => {
    answerLinks();
    await renderSection('booking', 'region=7&theme=3');
    const text = screen.getByRole('region', {
      name: 'Weekend getaways: Auvergne-Rhône-Alpes',
    });
    const paragraphs = within(text)
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent ?? '');
    expect(paragraphs).toHaveLength(5);
    expect(paragraphs.join(' ').length).toBeGreaterThan(600);
    expect(paragraphs[1]).toContain('For Auvergne-Rhône-Alpes and around');
    expect(paragraphs[2]).toContain('The "Spa" selection');
  });

  it('SRCH-007, SRCH-008: a failed links call shows no links, the text stays; no links for activities', async () => {
    answerLinks(500);
    await renderSection('gifting', '', null);
    expect(screen.getByRole('region', { name: 'Gift a weekend' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    answerLinks();
    await renderSection('activity', 'city=64', null);
    expect(screen.getByRole('region', { name: 'Activities' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
