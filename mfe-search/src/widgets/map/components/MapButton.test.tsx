import { mapSearchResponseSchema, type MapItem } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { parseSearchHash } from '@shop/criteria';
import { platformStore } from '@shop/platform';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import { installDialogPolyfill, setMobile } from '../../../features/search-box/test-utils';
import { renderWithCopy } from '../../../test/render';
import { MapButton } from './MapButton';
import { Map as LeafletMapClass } from 'leaflet';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';
import { INTERNAL_ERROR } from '../../../test/errors';

const items: MapItem[] = fixture(mapSearchResponseSchema.shape.exactMatch, [
  {
    id: 11,
    weekendId: 101,
    label: 'Hotel Lyon',
    location: { latitude: 45.76, longitude: 4.84 },
    sellPrice: 12_900,
  },
  {
    id: 12,
    weekendId: 102,
    label: 'Hotel Paris',
    location: { latitude: 48.85, longitude: 2.35 },
    sellPrice: 9_950,
  },
  {
    id: 13,
    weekendId: 103,
    label: 'Hotel Nice',
    location: { latitude: 43.7, longitude: 7.27 },
    sellPrice: 15_000,
  },
]);
/** Map answers (SRCH-012): the three hotels, the first alone, none. */
const mapAnswer = (exactMatch: MapItem[], name: string) =>
  fixture(mapSearchResponseSchema, { exactMatch, resultsCount: exactMatch.length }, name);
const THREE_HOTELS = mapAnswer(items, 'map answer of three hotels');
const ONE_HOTEL = mapAnswer(items.slice(0, 1), 'map answer of one hotel');
const NO_HOTELS = mapAnswer([], 'empty map answer');

const navigate = jest.fn<FunctionLike>();
let fetchMock: jest.Mock<FunctionLike>;

function answer(body: unknown, status = 200) {
  fetchMock = jest.fn<FunctionLike>(async () => Response.json(body, { status }));
  stubGlobal('fetch', fetchMock);
}

function sentBody(call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit;
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

// jsdom has no layout: give the map a size so Leaflet computes a view and tiles.
const sizes = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  installDialogPolyfill();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 800,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
});
afterAll(() => {
  for (const size of sizes) Reflect.deleteProperty(HTMLElement.prototype, size);
});

beforeEach(() => {
  navigate.mockReset();
  setMobile(false);
  platformStore.setState({
    navigate,
    language: 'en',
    locale: 'fr_FR',
    location: {
      pathname: '/search',
      search: '',
      hash: '#city=64&checkin=2027-03-06&checkout=2027-03-08',
    },
  });
});
afterEach(() => unstubAllGlobals());

async function openMap() {
  const user = userEvent.setup();
  await renderWithCopy(<MapButton />);
  const button = screen.getByRole('button', { name: 'Map' });
  await user.click(button);
  // The first open loads the overlay chunk (Leaflet included).
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Offers on the map' },
    { timeout: 10_000 },
  );
  return { user, button, dialog };
}

const markers = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-testid="map-marker"]'));

describe('MapButton and the map overlay', () => {
  it('SRCH-012: posts the search with performMapSearch and places one price marker per item', async () => {
    answer(THREE_HOTELS);
    await openMap();
    await waitFor(() => expect(markers()).toHaveLength(3));
    expect(sentBody()).toMatchObject({
      locale: 'fr_FR',
      performMapSearch: true,
      criteria: { city: 64, checkin: '2027-03-06', night: 2 },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/offers.json');
    // Market formatting (fr_FR), rounded up to whole euros.
    const text = (marker: HTMLElement) => marker.textContent?.replace(/\s/g, ' ');
    expect(markers().map(text)).toEqual(['129 €', '100 €', '150 €']);
    expect(markers()[1]).toHaveAttribute('role', 'button');
    expect(markers()[1]).toHaveAttribute('tabindex', '0');
    expect(markers()[1]).toHaveAccessibleName(/^Hotel Paris, from 100\s€$/);
  });

  it('BEY-013: lists the offers in view, cheapest first, linking to the weekend with the search dates', async () => {
    answer(THREE_HOTELS);
    const { dialog } = await openMap();
    const list = await within(dialog).findByRole('region', { name: '3 offers in this area' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent?.replace(/\s/g, ' '))).toEqual([
      'Hotel Parisfrom 100 €',
      'Hotel Lyonfrom 129 €',
      'Hotel Nicefrom 150 €',
    ]);
    expect(links[0]).toHaveAttribute('href', '/weekend/102#checkin=2027-03-06&checkout=2027-03-08');
  });

  it('BEY-013: the map centres on the searched destination and fits the results around it', async () => {
    const fit = jest.spyOn(LeafletMapClass.prototype, 'fitBounds');
    const lyon = { latitude: 45.76, longitude: 4.84 };
    answer({ ...THREE_HOTELS, destination: lyon });
    const { dialog } = await openMap();
    await within(dialog).findByRole('region', { name: '3 offers in this area' });
    const [bounds] = fit.mock.calls.at(-1) as unknown as [[[number, number], [number, number]]];
    const [[south, west], [north, east]] = bounds;
    expect((south + north) / 2).toBeCloseTo(lyon.latitude, 6);
    expect((west + east) / 2).toBeCloseTo(lyon.longitude, 6);
    // Paris is the farthest north and west, Nice the farthest south-east: all inside.
    expect(north).toBeCloseTo(48.85, 6);
    expect(west).toBeCloseTo(2.35, 6);
    expect(south).toBeLessThan(43.7);
    expect(east).toBeGreaterThan(7.27);
    fit.mockRestore();
  });

  it('BEY-013: choosing a marker by keyboard highlights its offer in the list', async () => {
    answer(THREE_HOTELS);
    const { dialog } = await openMap();
    await waitFor(() => expect(markers()).toHaveLength(3));
    const nice = markers()[2]!;
    fireEvent.keyDown(nice, { key: 'Enter' });
    await waitFor(() => expect(nice).toHaveAttribute('aria-pressed', 'true'));
    const selected = within(dialog).getByRole('group', { name: 'Selected offer' });
    expect(within(selected).getByRole('link', { name: /Hotel Nice/ })).toHaveAttribute(
      'href',
      '/weekend/103#checkin=2027-03-06&checkout=2027-03-08',
    );
    const list = within(dialog).getByRole('region', { name: '3 offers in this area' });
    expect(within(list).getByRole('link', { name: /Hotel Nice/, current: true })).toBeVisible();
    expect(markers()[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('BEY-013: when no tile loads the markers stay, on a plain background with a notice', async () => {
    answer(THREE_HOTELS);
    const { dialog } = await openMap();
    await waitFor(() => expect(markers()).toHaveLength(3));
    const tiles = document.querySelectorAll('img.leaflet-tile');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0]?.getAttribute('src')).toMatch(/^\/tiles\/\d+\/\d+\/\d+\.png$/);
    act(() => tiles.forEach((tile) => tile.dispatchEvent(new Event('error'))));
    const map = within(dialog).getByRole('region', { name: 'Map of the offers' });
    await waitFor(() => expect(map).toHaveAttribute('data-tiles', 'unavailable'));
    expect(
      within(dialog).getByText('Map background unavailable: the offers are still shown.'),
    ).toBeInTheDocument();
    expect(markers()).toHaveLength(3);
  });

  it('SRCH-009: the overlay has the date selector and filters; a filter is a new search (SRCH-030)', async () => {
    answer(THREE_HOTELS);
    const { user, dialog } = await openMap();
    expect(within(dialog).getByRole('button', { name: /^Dates/ })).toHaveTextContent(
      /6 mars 2027.+8 mars 2027/,
    );
    const stars = within(dialog).getByRole('group', { name: 'Stars' });
    await user.click(within(stars).getByRole('button', { name: '4 stars' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = String(navigate.mock.calls[0]?.[0]);
    expect(url.split('#')[0]).toBe('/search?from=searchBar');
    expect(parseSearchHash(url.split('#')[1])).toMatchObject({ city: '64', stars: [4] });
    expect(within(dialog).getByRole('group', { name: 'Price' })).toBeInTheDocument();
  });

  it('SRCH-009: the map follows the search: a new hash is a new map search', async () => {
    answer(THREE_HOTELS);
    await openMap();
    await waitFor(() => expect(markers()).toHaveLength(3));
    answer(ONE_HOTEL);
    act(() =>
      platformStore.setState({
        location: { pathname: '/search', search: '', hash: '#city=64&stars=5' },
      }),
    );
    await waitFor(() => expect(markers()).toHaveLength(1));
    expect(sentBody()).toMatchObject({ filters: { stars: [5] }, performMapSearch: true });
  });

  it('SRCH-009: Escape closes the overlay and gives focus back to the Map button', async () => {
    answer(THREE_HOTELS);
    const { button, dialog } = await openMap();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('a failing map search says so and retries; an empty one says there is nothing to show', async () => {
    answer(INTERNAL_ERROR, 500);
    const { user, dialog } = await openMap();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Oops, something went wrong',
    );
    answer(NO_HOTELS);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByText('No offer to show on the map for this search.'),
    ).toBeInTheDocument();
    expect(markers()).toHaveLength(0);
  });
});
