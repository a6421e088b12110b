import { parseSearchHash } from '@shop/criteria';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { suggestionLinks, suggestionLinksUrl } from './suggestion-links';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

afterEach(() => {
  unstubAllGlobals();
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
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>(async () => new Response('oops', { status: 502 })),
    );
    await expect(
      suggestionLinks.fetch(['suggestion-links', '/api/recommendedAutocomplete.json?locale=fr_FR']),
    ).resolves.toEqual([]);
  });
});
