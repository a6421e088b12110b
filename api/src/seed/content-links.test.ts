import { LOCALES, type Locale } from '@shop/criteria';
import { activeRoutes, DEFAULT_FLAGS } from '@shop/platform/routes';
import { matchRoute } from '@shop/platform/route-match';
import { describe, expect, it } from '@jest/globals';
import { generateContent } from './content';

/**
 * Issue 14 item 10, no dead ends: every link the seeded content carries, in every market, leads
 * to a page — a route of the table (not the not-found page), and for the content routes a
 * document that exists: a landing for the market's locale, a static page, a minisite.
 */
const { documents } = generateContent({ hotels: [], seed: 1, today: '2026-03-02' });
const routes = activeRoutes(DEFAULT_FLAGS);

/** Every site link (a path; the API's own images and sources are not page links) in a value. */
function linksOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.startsWith('/') && !value.startsWith('/api/')) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) linksOf(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) linksOf(item, found);
  }
  return found;
}

const exists = (kind: string, key: string, locale?: string) =>
  documents.some(
    (doc) =>
      doc.kind === kind &&
      doc.key === key &&
      (locale === undefined || doc.locale === locale || doc.locale === '*'),
  );

/** Why a link is a dead end in this market, or null when it leads to a page. */
function deadEnd(link: string, locale: Locale): string | null {
  const url = new URL(link, 'https://shop.test');
  const { route, params } = matchRoute(url.pathname, routes);
  if (route.kind === 'notFound') return 'no route';
  if (route.kind === 'landing' && !exists('landing', params.landingId ?? '', locale))
    return `no landing in ${locale}`;
  if (
    route.kind === 'static' &&
    !(
      exists('staticPage', params.contentId ?? '', locale) ||
      exists('staticPage', params.contentId ?? '', 'en')
    )
  )
    return 'no static page';
  if (route.kind === 'minisite' && !exists('minisite', params.minisiteId ?? ''))
    return 'no minisite';
  return null;
}

/** The documents a market shows: its own, the unlocalised ones and the English ones (?lng=en). */
const shownIn = (locale: Locale) =>
  documents.filter((doc) => doc.locale === locale || doc.locale === '*' || doc.locale === 'en');

describe('no dead ends in the seeded content (issue 14 item 10)', () => {
  it.each(LOCALES)(
    'CONT-020 / CONT-025: every link of the content shown in %s leads to a page',
    (locale) => {
      const dead: string[] = [];
      let count = 0;
      for (const doc of shownIn(locale)) {
        for (const link of linksOf(doc.payload)) {
          count += 1;
          const why = deadEnd(link, locale);
          if (why) dead.push(`${doc.kind}/${doc.key}/${doc.locale}: ${link} (${why})`);
        }
      }
      expect(count).toBeGreaterThan(50);
      expect(dead).toEqual([]);
    },
  );

  it('CONT-020: the landings the home carousel, ideas and recommendations link to exist in every market', () => {
    for (const locale of LOCALES) {
      for (const id of [1, 2, 3, 4].flatMap((n) => [`selection-${n}`, `season-${n}`])) {
        expect(exists('landing', id, locale)).toBe(true);
      }
    }
  });

  it('the walker finds a dead end when there is one (it can fail)', () => {
    expect(deadEnd('/landing/selection-9', 'fr_FR')).toBe('no landing in fr_FR');
    expect(deadEnd('/page/no-such-page', 'fr_FR')).toBe('no static page');
    expect(deadEnd('/minisite/nobody', 'fr_FR')).toBe('no minisite');
    expect(deadEnd('/no/such/route', 'fr_FR')).toBe('no route');
    expect(deadEnd('/landing/season-2?x=1#y', 'it_IT')).toBeNull();
  });
});
