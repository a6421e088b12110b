import { MARKETS, platformStore, routeByKind } from '@shop/platform';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import { renderWithCopy } from '../test/render';
import { Header } from './Header';

async function renderHeader() {
  return renderWithCopy(
    <MemoryRouter>
      <Header route={routeByKind('contact')} params={{}} simplified={false} />
    </MemoryRouter>,
  );
}

/** A phone's viewport: every `max-width` query matches. */
function onPhone() {
  stubGlobal(
    'matchMedia',
    jest.fn((query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

afterEach(() => unstubAllGlobals());

describe('Header', () => {
  it('SHELL-024/028: logo leads home and help leads to the contact page', async () => {
    platformStore.setState({ market: MARKETS.FR, locale: 'fr_FR' });
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Weekend Shop, go to the homepage' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/contact');
  });

  it('SHELL-027: no language selector in a one-language market', async () => {
    platformStore.setState({ market: MARKETS.IT, locale: 'it_IT' });
    await renderHeader();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('SHELL-022/027: Belgium offers Dutch and French; choosing writes lastLanguage', async () => {
    platformStore.setState({ market: MARKETS.BE, locale: 'nl_BE' });
    // The selector is a lazy chunk: let it resolve inside act.
    await act(async () => {
      await renderHeader();
    });
    // The selector loads on demand (only two-language markets need it).
    const selector = await screen.findByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'nl_BE',
      'fr_BE',
    ]);
    await userEvent.selectOptions(selector, 'fr_BE');
    expect(document.cookie).toContain('lastLanguage=fr_BE');
    await waitFor(() => expect(platformStore.getState().locale).toBe('fr_BE'));
    expect(document.documentElement.lang).toBe('fr-BE');
  });

  it('reserves the width of the menu buttons that arrive later: four on a French phone, three on a Belgian one', async () => {
    onPhone();
    platformStore.setState({ market: MARKETS.FR, locale: 'fr_FR', careMode: false });
    const { container, unmount } = await renderHeader();
    expect(container.querySelector('.menus')).toHaveAttribute('data-buttons', '4');
    unmount();
    platformStore.setState({ market: MARKETS.BE, locale: 'nl_BE' });
    await act(async () => {
      await renderHeader();
    });
    expect(document.querySelector('.menus')).toHaveAttribute('data-buttons', '3');
  });

  it('SHELL-027: on a phone the language selector shows the codes, named by the languages', async () => {
    onPhone();
    platformStore.setState({ market: MARKETS.BE, locale: 'nl_BE' });
    await act(async () => {
      await renderHeader();
    });
    await screen.findByRole('combobox', { name: 'Language' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('label'))).toEqual(['NL', 'FR']);
    expect(screen.getByRole('option', { name: 'Nederlands' })).toHaveAttribute('value', 'nl_BE');
  });
});
