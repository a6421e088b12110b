import { describe, expect, it } from '@jest/globals';
import {
  contractOf,
  shellConsumes,
  skewProblems,
  widgetConsumes,
  type AppContract,
} from './contracts';

const NAMES = { 'mfe-content': 'mfe_content', 'mfe-search': 'mfe_search' };

function app(name: string, overrides: Partial<AppContract> = {}): AppContract {
  return {
    app: name,
    release: `${name}-v`,
    exposes: [],
    shared: { react: { version: '19.3.1', requiredVersion: '^19' } },
    consumes: [],
    ...overrides,
  };
}

const shell = (overrides: Partial<AppContract> = {}) =>
  app('shell', {
    consumes: ['mfe_content/./HomePage'],
    libraries: { '@shop/platform': ['Link', 'navigate'] },
    ...overrides,
  });
const content = (overrides: Partial<AppContract> = {}) =>
  app('mfe-content', {
    exposes: ['./HomePage', './HotelReviews'],
    consumes: ['mfe_search/./SearchBox'],
    ...overrides,
  });
const search = (overrides: Partial<AppContract> = {}) =>
  app('mfe-search', { exposes: ['./SearchBox', './SearchPage'], ...overrides });

const both = (current: AppContract[], previous: AppContract[]) =>
  skewProblems(
    Object.fromEntries(current.map((c) => [c.app, c])),
    Object.fromEntries(previous.map((c) => [c.app, c])),
    NAMES,
  );

describe('version-skew contracts (issue 17 §4, ADR 0081)', () => {
  it('identical or additive releases pass', () => {
    expect(both([shell(), content(), search()], [shell(), content(), search()])).toEqual([]);
    expect(
      both(
        [
          shell({ libraries: { '@shop/platform': ['Link', 'navigate', 'track'] } }),
          content(),
          search(),
        ],
        [shell(), content(), search()],
      ),
    ).toEqual([]);
  });

  it('a remote dropping a module the previous shell loads fails (current remote, previous shell)', () => {
    expect(
      both(
        [shell(), content({ exposes: ['./HotelReviews'] }), search()],
        [shell(), content(), search()],
      ),
    ).toEqual([
      expect.stringMatching(
        /shell shell-v loads mfe_content\/\.\/HomePage, which mfe-content mfe-content-v does not expose/,
      ),
    ]);
  });

  it('a shell loading a page only the new remote exposes fails (current shell, previous remote)', () => {
    const problems = both(
      [
        shell({ consumes: ['mfe_content/./HomePage', 'mfe_content/./NewPage'] }),
        content({ exposes: ['./HomePage', './HotelReviews', './NewPage'] }),
        search(),
      ],
      [shell(), content(), search()],
    );
    expect(problems).toEqual([expect.stringMatching(/loads mfe_content\/\.\/NewPage/)]);
  });

  it('a widget neither release exposes is optional (its region shows the fallback), not skew', () => {
    expect(
      both(
        [shell(), content({ consumes: ['mfe_search/./NotYet'] }), search()],
        [shell(), content(), search()],
      ),
    ).toEqual([]);
  });

  it('a remote embedding a widget its provider removed fails, either way round', () => {
    expect(
      both(
        [shell(), content(), search({ exposes: ['./SearchPage'] })],
        [shell(), content(), search()],
      ),
    ).toEqual([expect.stringMatching(/mfe-content mfe-content-v loads mfe_search\/\.\/SearchBox/)]);
  });

  it('a shared singleton outside a remote’s range fails; a newer minor does not', () => {
    const react = (version: string, requiredVersion: string) => ({
      react: { version, requiredVersion },
    });
    expect(
      both(
        [shell({ shared: react('19.4.0', '^19') }), content(), search()],
        [shell(), content({ shared: react('19.2.0', '^19') }), search()],
      ),
    ).toEqual([]);
    expect(
      both(
        [shell({ shared: react('20.0.0', '^20') }), content(), search()],
        [shell(), content(), search()],
      ),
    ).toEqual([
      expect.stringMatching(
        /mfe-content mfe-content-v needs react \^19; shell shell-v provides 20\.0\.0/,
      ),
      expect.stringMatching(/mfe-search mfe-search-v needs react \^19/),
    ]);
  });

  it('a shared library export removed from the shell breaks remotes built against the previous one', () => {
    expect(
      both(
        [shell({ libraries: { '@shop/platform': ['Link'] } }), content(), search()],
        [shell(), content(), search()],
      ),
    ).toEqual([expect.stringMatching(/@shop\/platform no longer exports navigate/)]);
  });

  it('reads contracts from manifests and what the source loads', () => {
    expect(
      contractOf(
        'mfe-search',
        {
          metaData: { buildInfo: { buildVersion: '0.1.0+abc' } },
          exposes: [{ name: 'SearchPage', path: './SearchPage' }],
          shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19', singleton: true }],
        },
        ['mfe_x/./A', 'mfe_x/./A'],
      ),
    ).toEqual({
      app: 'mfe-search',
      release: '0.1.0+abc',
      exposes: ['./SearchPage'],
      shared: { react: { version: '19.3.1', requiredVersion: '^19' } },
      consumes: ['mfe_x/./A'],
    });
    expect(
      widgetConsumes(`
        export const SEARCH_BOX = { remote: 'mfe_search', module: './SearchBox' } as const;
        const GIFT = './GiftDrawer';
        <RemoteWidget remote="mfe_gifting" module={GIFT} props={{}} />`),
    ).toEqual(['mfe_search/./SearchBox', 'mfe_gifting/./GiftDrawer']);
    expect(shellConsumes()).toContain('mfe_content/./HomePage');
  });
});
