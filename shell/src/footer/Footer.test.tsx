import { MARKETS, platformStore } from '@shop/platform';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from '@jest/globals';
import { renderWithCopy, SettledPage } from '../test/render';
import { Footer } from './Footer';
import { legalPageId, legalPagesFor, showsPhoneLine } from './footer-links';
import { footerOptions } from './footer-options';

describe('footer rules', () => {
  it('SHELL-046: press room only for Spain and France', () => {
    expect(legalPagesFor('fr_FR')).toContain('press-room');
    expect(legalPagesFor('es_ES')).toContain('press-room');
    for (const locale of ['fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const) {
      expect(legalPagesFor(locale)).not.toContain('press-room');
      expect(legalPagesFor(locale)).toEqual([
        'terms-of-sale',
        'terms-of-use',
        'data-protection',
        'cookies',
        'partner-signup',
        'faq',
      ]);
    }
  });

  it('SHELL-047: each locale has its own data-protection page', () => {
    const ids = (['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const).map((locale) =>
      legalPageId('data-protection', locale),
    );
    expect(new Set(ids).size).toBe(6);
    expect(legalPageId('faq', 'it_IT')).toBe('faq');
  });

  it('SHELL-050: the phone line is shown in French', () => {
    expect(showsPhoneLine('fr_FR')).toBe(true);
    expect(showsPhoneLine('fr_BE')).toBe(true);
    expect(showsPhoneLine('nl_BE')).toBe(false);
    expect(showsPhoneLine('es_ES')).toBe(false);
  });
});

describe('Footer (SHELL-045, SHELL-048, SHELL-049)', () => {
  it('shows contact hours, the fixed rating line, payment methods and every market', async () => {
    platformStore.setState({
      market: MARKETS.ES,
      locale: 'es_ES',
      location: { pathname: '/contact', search: '', hash: '' },
    });
    await renderWithCopy(
      <MemoryRouter>
        <SettledPage />
        <Footer />
      </MemoryRouter>,
    );
    // The content arrives lazily (jsdom has no IntersectionObserver: at once).
    expect(
      await screen.findByText('Monday to Friday 10h-19h, Saturday 10h-18h'),
    ).toBeInTheDocument();
    expect(screen.getByText('4.5/5 from 4146 reviews')).toBeInTheDocument();
    // SHELL-045: payment logos are images named by their alt text.
    for (const name of ['Bank card', 'Pay in 3 or 4 instalments', 'Secured payment'])
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    // CONT-048: the newsletter box is in the footer.
    expect(await screen.findByRole('heading', { name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.queryByText(/By phone/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Press room' })).toHaveAttribute(
      'href',
      '/page/press-room',
    );
    const countries = within(screen.getByRole('navigation', { name: 'Country' }));
    expect(countries.getAllByRole('link')).toHaveLength(5);
    expect(countries.getByRole('link', { name: 'Spain' })).toHaveAttribute('aria-current', 'true');
    expect(countries.getByRole('link', { name: 'Italy' }).getAttribute('href')).toMatch(
      /\/\/it\.localhost.*\/contact$/,
    );
  });
});

describe('footer options (SHELL-019)', () => {
  it('SHELL-019: booking bar on the stay page, booking legal text on the hotel page, sections hidden on some pages', () => {
    expect(footerOptions('product')).toEqual({
      bookingBar: true,
      bookingLegal: false,
      newsletter: true,
      contact: true,
    });
    expect(footerOptions('hotel')).toMatchObject({ bookingBar: false, bookingLegal: true });
    expect(footerOptions('contact')).toMatchObject({ newsletter: false, contact: false });
    expect(footerOptions('account')).toMatchObject({ newsletter: false, contact: true });
    expect(footerOptions('search')).toEqual({
      bookingBar: false,
      bookingLegal: false,
      newsletter: true,
      contact: true,
    });
  });

  it('SHELL-019: the contact page footer has no newsletter box and no contact section', async () => {
    platformStore.setState({ market: MARKETS.FR, locale: 'fr_FR' });
    await renderWithCopy(
      <MemoryRouter>
        <SettledPage />
        <Footer kind="contact" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('4.5/5 from 4146 reviews')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Newsletter' })).not.toBeInTheDocument();
  });

  it('SHELL-019: the hotel page footer carries the booking legal text', async () => {
    platformStore.setState({ market: MARKETS.FR, locale: 'fr_FR' });
    await renderWithCopy(
      <MemoryRouter>
        <SettledPage />
        <Footer kind="hotel" />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/Prices are per room for the whole stay/)).toBeInTheDocument();
  });
});
