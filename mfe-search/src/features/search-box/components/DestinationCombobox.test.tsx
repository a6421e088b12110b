import { parseSearchHash, type SearchCriteria } from '@shop/criteria';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { RECENT_SEARCHES_KEY } from '../hooks/use-recent-searches';
import { json, mockFetch } from '@shop/test-support/fetch';
import { loadCopy, renderWithCopy, setPlatform, resetSearchBoxState } from '../test-utils';
import {
  autocompleteAnswer,
  HOTEL_DE_PARIS,
  NO_RECOMMENDATIONS,
  PARIS,
  PARIS_L_HOPITAL,
  PARIS_PLAGE,
} from '../../../test/destinations';
import { DestinationCombobox } from './DestinationCombobox';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { INTERNAL_ERROR } from '../../../test/errors';

const SUGGESTIONS = autocompleteAnswer(PARIS, PARIS_PLAGE, HOTEL_DE_PARIS, PARIS_L_HOPITAL);

let latest: SearchCriteria;
/** When each autocomplete call was made (performance.now()). */
let calledAt: number[] = [];

function Harness({ initial }: { initial: SearchCriteria }) {
  const [criteria, setCriteria] = useState(initial);
  return (
    <>
      <DestinationCombobox
        criteria={criteria}
        onCriteriaChange={(next) => {
          latest = next;
          setCriteria(next);
        }}
      />
      <button type="button">after</button>
    </>
  );
}

const autocompleteCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('autocomplete'));

beforeEach(async () => {
  resetSearchBoxState();
  loadCopy();
  setPlatform();
  calledAt = [];
  latest = parseSearchHash('');
  window.localStorage.clear();
});

afterEach(() => {
  unstubAllGlobals();
});

describe('DestinationCombobox', () => {
  it('SRCH-046..049, CRIT-005, CRIT-050, CRIT-053: keyboard only: focus clears, debounced call, arrows, Enter picks', async () => {
    const fetchMock = mockFetch((url) => {
      // The empty input also asks the recommended destinations (SRCH-050): not timed here.
      if (url.startsWith('/api/recommendedAutocomplete.json')) return json(NO_RECOMMENDATIONS);
      calledAt.push(performance.now());
      return json(SUGGESTIONS);
    });
    const user = userEvent.setup({ delay: null });
    await renderWithCopy(
      <Harness
        initial={parseSearchHash('region=3&lat=45.1&lng=3.2&distanceMin=0&distanceMax=200&a=3')}
      />,
    );

    await user.tab();
    const input = screen.getByRole('combobox', { name: 'Destination' });
    expect(input).toHaveFocus();
    // SRCH-046: focus clears the destination filters.
    expect(latest.region).toBeUndefined();
    expect(latest.lat).toBeUndefined();
    expect(latest.distanceMax).toBeUndefined();
    expect(latest.a).toBe(3);

    await user.keyboard('Pari');
    // Taken before the last key, so a slow machine cannot make the quiet look shorter.
    const beforeLastKey = performance.now();
    await user.keyboard('s');
    // CRIT-005: nothing is asked before 500 ms of quiet, then one call.
    expect(autocompleteCalls(fetchMock)).toEqual([]);
    await waitFor(() => expect(autocompleteCalls(fetchMock)).toHaveLength(1));
    expect(calledAt[0] ?? 0).toBeGreaterThanOrEqual(beforeLastKey + 490);
    expect(autocompleteCalls(fetchMock)).toEqual([
      '/api/autocomplete-geonames.json?locale=fr_FR&term=Paris&maxResults=30',
    ]);

    // SRCH-044: grouped by category, with group labels.
    const listbox = await screen.findByRole('listbox', { name: 'Destination suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const cities = within(listbox).getByRole('group', { name: 'Cities' });
    expect(
      within(cities)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Paris 75000', 'Paris-l’Hôpital']);
    expect(within(listbox).getByRole('group', { name: 'Seaside resorts' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Hotels' })).toBeInTheDocument();

    // SRCH-048: arrows move the highlight (wrapping), aria-activedescendant follows.
    const options = within(listbox).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[3]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Group order: Cities (Paris, Paris-l’Hôpital), Seaside resorts, Hotels.
    expect(options[2]).toHaveTextContent('Paris Plage');
    await user.keyboard('{Enter}');

    // SRCH-047, CRIT-050: one category filter with the suggestion id; the list closes.
    expect(latest.searesort).toBe('12');
    expect(latest.city).toBeUndefined();
    expect(latest.region).toBeUndefined();
    expect(input).toHaveValue('Paris Plage');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    // CRIT-053: saved as a recent search.
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual([
      { id: '12', label: 'Paris Plage', category: 'searesort' },
    ]);
  });

  it('SRCH-048: Escape closes the suggestions without picking', async () => {
    mockFetch(() => json(SUGGESTIONS));
    const user = userEvent.setup({ delay: null });
    await renderWithCopy(<Harness initial={parseSearchHash('')} />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.click(input);
    await user.keyboard('Par');
    await screen.findAllByRole('option', {}, { timeout: 2000 });
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('Par');
    expect(latest.city).toBeUndefined();
    // Down arrow opens it again.
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('CRIT-005: typing on restarts the debounce: one call for the last term', async () => {
    const fetchMock = mockFetch(() => json(SUGGESTIONS));
    const user = userEvent.setup({ delay: null });
    await renderWithCopy(<Harness initial={parseSearchHash('')} />);
    await user.click(screen.getByRole('combobox', { name: 'Destination' }));
    await user.keyboard('Pa');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await user.keyboard('ris');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // 600 ms after the first keys, but only 300 ms after the last: still nothing.
    expect(autocompleteCalls(fetchMock)).toEqual([]);
    await waitFor(() => expect(autocompleteCalls(fetchMock)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(autocompleteCalls(fetchMock)).toHaveLength(1);
    expect(autocompleteCalls(fetchMock)[0]).toContain('term=Paris');
  });

  it('SRCH-049: a failing autocomplete is only logged; the input keeps working', async () => {
    const fetchMock = mockFetch(() => json(INTERNAL_ERROR, 500));
    const user = userEvent.setup({ delay: null });
    await renderWithCopy(<Harness initial={parseSearchHash('')} />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.click(input);
    await user.keyboard('Lyon');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/logs')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/logs') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ level: 'ERROR', locale: 'fr_FR' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toEqual([]);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Lyon');
  });

  it('SRCH-045, CRIT-053: empty, it lists Recent Searches (at most 3, invalid ones dropped); picking one moves it first', async () => {
    mockFetch(() => json([]));
    window.localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify([
        { id: '1', label: 'Lyon', category: 'city' },
        { id: '', label: 'broken', category: 'city' },
        { id: '2', label: 'Alsace', category: 'region' },
        { id: '3', label: 'Bretagne', category: 'touristicregion' },
        { id: '4', label: 'Nantes', category: 'city' },
      ]),
    );
    const user = userEvent.setup({ delay: null });
    await renderWithCopy(<Harness initial={parseSearchHash('')} />);
    await user.tab();
    const recent = screen.getByRole('group', { name: 'Recent Searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lyon', 'Alsace', 'Bretagne']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(latest.region).toBe('2');
    expect(screen.getByRole('combobox')).toHaveValue('Alsace');
    expect(
      JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]').map(
        (item: { label: string }) => item.label,
      ),
    ).toEqual(['Alsace', 'Lyon', 'Bretagne']);
  });

  it('SRCH-045: "Travel locally!" searches around the visitor; a refusal breaks nothing', async () => {
    mockFetch(() => json([]));
    const getCurrentPosition = jest.fn(
      (success: PositionCallback, _error?: PositionErrorCallback | null) =>
        success({ coords: { latitude: 48.123456, longitude: 2.654321 } } as GeolocationPosition),
    );
    stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const user = userEvent.setup({ delay: null });
    await renderWithCopy(
      <Harness initial={parseSearchHash('city=5&distanceMin=0&distanceMax=100')} />,
    );
    await user.tab();
    const option = screen.getByRole('option', { name: 'Travel locally! Less than 2h' });
    expect(option).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(latest).toMatchObject({ lat: 48.12346, lng: 2.65432 });
    expect(latest.city).toBeUndefined();
    expect(latest.distanceMax).toBeUndefined();

    // Refused: the criteria stay as they are and the input is emptied.
    getCurrentPosition.mockImplementation((_success, error) =>
      error?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    await user.tab();
    await user.tab({ shift: true });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(latest.lat).toBeUndefined();
  });
});
