import { parseSearchHash } from '@shop/criteria';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { suggestionLinks, suggestionLinksUrl } from './suggestion-links';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('suggestion links call (API-009)', () => {
  it('SRCH-007: counts the places of the searched destination, else of the theme, else all', () => {
    expect(suggestionLinksUrl('fr_FR', parseSearchHash('region=7&theme=3'))).toBe(
      '/api/recommendedAutocomplete.json?locale=fr_FR&catalogSourceType=destination&catalogSourceCode=7',
    );
    expect(suggestionLinksUrl('es_ES', parseSearchHash('theme=3'))).toBe(
      '/api/recommendedAutocomplete.json?locale=es_ES&catalogSourceType=theme&catalogSourceCode=3',
    );
    // A hotel search or a malformed id falls back to the unfiltered list.
    expect(suggestionLinksUrl('fr_FR', parseSearchHash('hotel=499'))).toBe(
      '/api/recommendedAutocomplete.json?locale=fr_FR',
    );
    expect(suggestionLinksUrl('fr_FR', parseSearchHash('city=lyon'))).toBe(
      '/api/recommendedAutocomplete.json?locale=fr_FR',
    );
  });

  it('SRCH-007: a failing call is an empty list (no links block), silently', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 502 })),
    );
    await expect(
      suggestionLinks.fetch(['suggestion-links', '/api/recommendedAutocomplete.json?locale=fr_FR']),
    ).resolves.toEqual([]);
  });
});
