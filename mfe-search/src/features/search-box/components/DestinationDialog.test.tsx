import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { RECENT_SEARCHES_KEY } from '../hooks/use-recent-searches';
import { json, mockFetch } from '@shop/test-support/fetch';
import {
  installDialogPolyfill,
  loadCopy,
  renderWithCopy,
  resetSearchBoxState,
  setMobile,
  setPlatform,
} from '../test-utils';
import {
  autocompleteAnswer,
  NO_RECOMMENDATIONS,
  PARIS,
  PARIS_PLAGE,
} from '../../../test/destinations';
import { SearchBox } from './SearchBox';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

const SUGGESTIONS = autocompleteAnswer(PARIS, PARIS_PLAGE);

const destinationTrigger = () => screen.getByRole('button', { name: /^Destination/ });

beforeEach(async () => {
  resetSearchBoxState();
  loadCopy();
  installDialogPolyfill();
  window.localStorage.setItem(
    RECENT_SEARCHES_KEY,
    JSON.stringify([{ id: '33', label: 'Bordeaux', category: 'city' }]),
  );
  mockFetch((url) => {
    if (url.startsWith('/api/autocomplete-geonames.json')) return json(SUGGESTIONS);
    if (url.startsWith('/api/recommendedAutocomplete.json')) return json(NO_RECOMMENDATIONS);
    return json({});
  });
  stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition: jest.fn<FunctionLike>() },
  });
});

afterEach(() => {
  unstubAllGlobals();
});

describe('destination selector: dropdown on desktop, full-screen dialog on mobile (SRCH-044)', () => {
  it('SRCH-044: on desktop the combobox opens its suggestions as a dropdown, no dialog', async () => {
    setMobile(false);
    setPlatform({ hash: '#a=2' });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(screen.getByRole('combobox', { name: 'Destination' }));
    expect(await screen.findByRole('listbox', { name: 'Destination suggestions' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Destination/ })).toBeNull();
  });

  it('SRCH-044 SRCH-045 SRCH-046: on mobile a field opens a full-screen dialog, the input focused, with "Travel locally!" and Recent Searches', async () => {
    setMobile(true);
    setPlatform({ hash: '#a=2&city=33' });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    const trigger = destinationTrigger();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveTextContent('Bordeaux');
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose your destination' });
    expect(dialog).toHaveAttribute('open');
    const input = within(dialog).getByRole('combobox', { name: 'Destination' });
    expect(input).toHaveFocus();
    // SRCH-046: the focus cleared the destination: the field shows none.
    expect(trigger).toHaveTextContent('Where do you want to go?');
    const listbox = within(dialog).getByRole('listbox', { name: 'Destination suggestions' });
    expect(within(listbox).getByRole('option', { name: /Travel locally!/ })).toBeInTheDocument();
    const recent = within(listbox).getByRole('group', { name: 'Recent Searches' });
    expect(within(recent).getByRole('option', { name: 'Bordeaux' })).toBeInTheDocument();
  });

  it('SRCH-044 SRCH-047 SRCH-048: suggestions grouped by category; arrows and Enter pick, the dialog closes and the focus goes back to the field', async () => {
    setMobile(true);
    const navigate = setPlatform({ hash: '#a=2' });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(destinationTrigger());
    const dialog = await screen.findByRole('dialog', { name: 'Choose your destination' });
    await user.keyboard('Paris');
    // After the debounce (CRIT-005) the answer shows, grouped by category.
    await within(dialog).findByRole('group', { name: 'Cities' }, { timeout: 2000 });
    const listbox = within(dialog).getByRole('listbox', { name: 'Destination suggestions' });
    expect(within(listbox).getByRole('group', { name: 'Seaside resorts' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(dialog).not.toHaveAttribute('open');
    expect(destinationTrigger()).toHaveFocus();
    expect(destinationTrigger()).toHaveTextContent('Paris Plage');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenLastCalledWith('/search?from=searchBar#searesort=12', undefined);
  });

  it('SRCH-048: Escape closes the dialog without a choice, the focus back on the field', async () => {
    setMobile(true);
    setPlatform({ hash: '#a=2' });
    const user = userEvent.setup();
    await renderWithCopy(<SearchBox />);
    await user.click(destinationTrigger());
    const dialog = await screen.findByRole('dialog', { name: 'Choose your destination' });
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(destinationTrigger()).toHaveFocus();
    expect(destinationTrigger()).toHaveTextContent('Where do you want to go?');
    // Opened again, it works the same.
    await user.click(destinationTrigger());
    expect(
      within(await screen.findByRole('dialog', { name: 'Choose your destination' })).getByRole(
        'combobox',
      ),
    ).toHaveFocus();
  });
});
