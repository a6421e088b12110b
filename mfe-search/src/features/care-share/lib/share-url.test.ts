import { describe, expect, it } from '@jest/globals';
import { shareableSearchUrl } from './share-url';

describe('shareableSearchUrl (SHELL-052)', () => {
  it('SHELL-052: the current search on the public host: path, query and criteria hash kept', () => {
    expect(
      shareableSearchUrl(
        { pathname: '/search', search: '?flow=hotel&page=2', hash: '#city=64&a=2' },
        'be.localhost:4200',
        'http:',
      ),
    ).toBe('http://be.localhost:4200/search?flow=hotel&page=2#city=64&a=2');
  });

  it("SHELL-052: the agent's forced language and experiments stay behind", () => {
    expect(
      shareableSearchUrl(
        {
          pathname: '/gift/search',
          search: '?lng=en&experiments=autoDiscount:variation&from=searchBar',
          hash: '',
        },
        'fr.example.com',
        'https',
      ),
    ).toBe('https://fr.example.com/gift/search?from=searchBar');
    expect(
      shareableSearchUrl({ pathname: '/search', search: '?lng=en', hash: '#' }, 'x.test', 'https:'),
    ).toBe('https://x.test/search');
  });
});
