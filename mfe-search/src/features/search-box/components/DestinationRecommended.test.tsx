import { parseSearchHash, type SearchCriteria } from '@shop/criteria';
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { recommendedAutocompleteUrl } from '../api/recommended';
import { json, mockFetch } from '@shop/test-support/fetch';
import { loadCopy, renderWithCopy, setPlatform, resetSearchBoxState } from '../test-utils';
import { autocompleteAnswer, PARIS_L_HOPITAL, recommendedAnswer } from '../../../test/destinations';
import { DestinationCombobox } from './DestinationCombobox';
import { fakeTimers, unstubAllGlobals } from '@shop/test-support';
import { INTERNAL_ERROR } from '../../../test/errors';

const GEONAMES = autocompleteAnswer(PARIS_L_HOPITAL);

const RECOMMENDED = recommendedAnswer([
  { id: 75, label: 'Paris', category: 'city', value: '75', count: 12 },
  { id: 33, label: 'Gironde', category: 'department', value: '33', count: 1 },
]);
let latest: SearchCriteria;

function Harness({ hash }: { hash: string }) {
  const [criteria, setCriteria] = useState(() => parseSearchHash(hash));
  return (
    <DestinationCombobox
      criteria={criteria}
      onCriteriaChange={(next) => {
        latest = next;
        setCriteria(next);
      }}
    />
  );
}

/** Answers the recommended and the geonames autocomplete; records the URLs asked. */
function mockBoth() {
  const fetchMock = mockFetch((url) =>
    url.startsWith('/api/recommendedAutocomplete.json') ? json(RECOMMENDED) : json(GEONAMES),
  );
  const urls = (path: string) =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path));
  return {
    recommended: () => urls('/api/recommendedAutocomplete.json'),
    geonames: () => urls('/api/autocomplete-geonames.json'),
  };
}

beforeEach(async () => {
  resetSearchBoxState();
  loadCopy();
  setPlatform();
  latest = parseSearchHash('');
  window.localStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  unstubAllGlobals();
});

describe('recommended autocomplete (SRCH-050)', () => {
  it('SRCH-050: the URL carries locale, q, catalogSourceType and catalogSourceCode', () => {
    expect(recommendedAutocompleteUrl('fr_FR', 'par', { type: 'theme', code: 4 })).toBe(
      '/api/recommendedAutocomplete.json?locale=fr_FR&q=par&catalogSourceType=theme&catalogSourceCode=4',
    );
    expect(recommendedAutocompleteUrl('es_ES', 'x'.repeat(150))).toBe(
      `/api/recommendedAutocomplete.json?locale=es_ES&q=${'x'.repeat(100)}`,
    );
  });

  it('SRCH-050 SRCH-047: the empty input shows the recommended destinations with their weekends; picking one applies it', async () => {
    const calls = mockBoth();
    const user = userEvent.setup();
    await renderWithCopy(<Harness hash="" />);
    await user.click(screen.getByRole('combobox', { name: 'Destination' }));
    const group = await screen.findByRole('group', { name: 'Recommended destinations' });
    expect(within(group).getByRole('option', { name: 'Paris 12 weekends' })).toBeInTheDocument();
    expect(within(group).getByRole('option', { name: 'Gironde 1 weekend' })).toBeInTheDocument();
    expect(calls.recommended()).toEqual(['/api/recommendedAutocomplete.json?locale=fr_FR']);
    expect(calls.geonames()).toEqual([]);
    await user.click(within(group).getByRole('option', { name: /Gironde/ }));
    expect(latest.department).toBe('33');
    expect(screen.getByRole('combobox')).toHaveValue('Gironde');
  });

  it('SRCH-050: without a theme, typing still asks the geonames autocomplete (SRCH-049)', async () => {
    const calls = mockBoth();
    const user = userEvent.setup();
    await renderWithCopy(<Harness hash="" />);
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'par');
    expect(await screen.findByRole('option', { name: 'Paris-l’Hôpital' })).toBeInTheDocument();
    expect(calls.geonames()).toHaveLength(1);
    expect(calls.recommended().every((url) => !url.includes('q='))).toBe(true);
  });

  it('SRCH-050 CRIT-005: in a theme search the typed text is debounced and narrows the recommendations to the theme', async () => {
    const calls = mockBoth();
    fakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime.bind(jest) });
    await renderWithCopy(<Harness hash="#theme=4" />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.click(input);
    await user.type(input, 'pa');
    await user.type(input, 'r');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(600);
    });
    expect(await screen.findByRole('option', { name: 'Paris 12 weekends' })).toBeInTheDocument();
    const typed = calls.recommended().filter((url) => url.includes('q='));
    // One call for the settled text only, none per keystroke.
    expect(typed).toEqual([
      '/api/recommendedAutocomplete.json?locale=fr_FR&q=par&catalogSourceType=theme&catalogSourceCode=4',
    ]);
    expect(calls.geonames()).toEqual([]);
    // Suggestions stay grouped by category.
    expect(screen.getByRole('group', { name: 'Cities' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Departments' })).toBeInTheDocument();
  });

  it('SRCH-050: a failing recommended call is only logged; the list stays usable', async () => {
    const fetchMock = mockFetch((url) =>
      url.startsWith('/api/recommendedAutocomplete.json')
        ? json(INTERNAL_ERROR, 500)
        : json(GEONAMES),
    );
    const user = userEvent.setup();
    await renderWithCopy(<Harness hash="" />);
    await user.click(screen.getByRole('combobox', { name: 'Destination' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/logs'))).toBe(true),
    );
    expect(screen.queryByRole('group', { name: 'Recommended destinations' })).toBeNull();
    await user.type(screen.getByRole('combobox'), 'par');
    expect(await screen.findByRole('option', { name: 'Paris-l’Hôpital' })).toBeInTheDocument();
  });
});
