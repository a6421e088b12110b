import { describe, expect, it } from '@jest/globals';
import { MARKETS, marketHost, resolveHost, resolveLocale, resolveVisit } from './markets';

describe('resolveHost (issue 2 §4: one market table)', () => {
  it.each([
    ['localhost:4200', 'FR'],
    ['fr.localhost', 'FR'],
    ['es.localhost:4200', 'ES'],
    ['be.localhost', 'BE'],
    ['nl.localhost', 'NL'],
    ['it.localhost', 'IT'],
    ['IT.LOCALHOST', 'IT'],
    ['unknown.example.com', 'FR'],
    ['', 'FR'],
  ])('%s → %s', (host, pos) => {
    expect(resolveHost(host).market.pos).toBe(pos);
  });

  it('SHELL-051/052: care. prefix turns care mode on and keeps the public host', () => {
    expect(resolveHost('care.be.localhost:4200')).toEqual({
      market: MARKETS.BE,
      careMode: true,
      publicHost: 'be.localhost:4200',
    });
    expect(resolveHost('care.localhost').market).toBe(MARKETS.FR);
    expect(resolveHost('be.localhost').careMode).toBe(false);
  });
});

describe('resolveLocale (SHELL-022, SHELL-023)', () => {
  it('Belgium without a lastLanguage cookie needs the splash', () => {
    expect(resolveLocale(MARKETS.BE, undefined)).toEqual({ locale: 'nl_BE', needsChoice: true });
  });

  it('a valid lastLanguage of the market wins', () => {
    expect(resolveLocale(MARKETS.BE, 'fr_BE')).toEqual({ locale: 'fr_BE', needsChoice: false });
  });

  it('a lastLanguage of another market or garbage is ignored', () => {
    expect(resolveLocale(MARKETS.BE, 'it_IT')).toEqual({ locale: 'nl_BE', needsChoice: true });
    expect(resolveLocale(MARKETS.ES, '<script>')).toEqual({ locale: 'es_ES', needsChoice: false });
  });
});

describe('marketHost (country switcher)', () => {
  it('swaps the market label and keeps port and care prefix', () => {
    expect(marketHost('fr.localhost:4200', MARKETS.IT)).toBe('it.localhost:4200');
    expect(marketHost('localhost:4200', MARKETS.BE)).toBe('be.localhost:4200');
    expect(marketHost('care.es.localhost', MARKETS.NL)).toBe('care.nl.localhost');
  });
});

describe('resolveVisit', () => {
  it('combines host, ?lng=en and the lastLanguage cookie', () => {
    expect(resolveVisit('care.be.localhost:4200', '?lng=en', 'fr_BE')).toMatchObject({
      careMode: true,
      locale: 'fr_BE',
      language: 'en',
      needsChoice: false,
    });
    expect(resolveVisit('it.localhost', '?lng=de', undefined)).toMatchObject({
      locale: 'it_IT',
      language: 'it_IT',
    });
  });
});
