import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemote = vi.fn();
const registerRemotes = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const { createRemoteLoader, resolveManifest } = await import('./remote-loader');
const { parseRegistry } = await import('./registry');
const { releaseOf } = await import('./remote-events');

const MANIFEST = {
  metaData: {
    globalName: 'mfe_search',
    publicPath: 'auto',
    buildInfo: { buildVersion: '2026.11.21-abc' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
  },
};

function Page() {
  return null;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(MANIFEST), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  loadRemote.mockReset();
  registerRemotes.mockReset();
});

describe('resolveManifest (ADR 0003)', () => {
  it('finds the remote entry beside the manifest and the release', async () => {
    await expect(
      resolveManifest('mfe_search', '/apps/mfe-search/mf-manifest.json'),
    ).resolves.toEqual({
      entry: `${window.location.origin}/apps/mfe-search/remoteEntry.js`,
      globalName: 'mfe_search',
      release: '2026.11.21-abc',
    });
  });

  it('honours an absolute public path (CDN) and an entry sub-folder', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          metaData: {
            ...MANIFEST.metaData,
            publicPath: 'https://cdn.example/search/v42/',
            remoteEntry: { name: 'remoteEntry.js', path: 'entry' },
          },
        }),
      ),
    );
    const resolved = await resolveManifest(
      'mfe_search',
      'https://cdn.example/search/v42/mf-manifest.json',
    );
    expect(resolved.entry).toBe('https://cdn.example/search/v42/entry/remoteEntry.js');
  });

  it('rejects a manifest without an entry or an HTTP error', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ metaData: {} })));
    await expect(resolveManifest('mfe_search', '/m.json')).rejects.toThrow(/no remote entry/);
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(resolveManifest('mfe_search', '/m.json')).rejects.toThrow(/404/);
  });
});

describe('createRemoteLoader', () => {
  const registry = parseRegistry({ remotes: { mfe_search: '/apps/mfe-search/mf-manifest.json' } });

  it('registers the remote from its manifest once, then loads the exposed page', async () => {
    loadRemote.mockResolvedValue({ default: Page });
    const loader = createRemoteLoader(registry, []);
    await expect(loader.loadPage('mfe_search', './SearchPage')).resolves.toEqual({ default: Page });
    await loader.loadPage('mfe_search', './NotFoundPage');
    expect(registerRemotes).toHaveBeenCalledOnce();
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        {
          name: 'mfe_search',
          entry: `${window.location.origin}/apps/mfe-search/remoteEntry.js`,
          entryGlobalName: 'mfe_search',
        },
      ],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledWith('mfe_search/SearchPage');
    expect(releaseOf('mfe_search')).toBe('2026.11.21-abc');
  });

  it('retries with back-off and succeeds when the remote comes back', async () => {
    loadRemote
      .mockRejectedValueOnce(new Error('script error'))
      .mockResolvedValueOnce({ default: Page });
    const loader = createRemoteLoader(registry, [1]);
    await expect(loader.loadPage('mfe_search', './SearchPage')).resolves.toEqual({ default: Page });
    expect(registerRemotes).toHaveBeenCalledTimes(2);
  });

  it('rejects after the last attempt, and for a remote the registry does not name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValue(new Error('down'));
    const loader = createRemoteLoader(registry, [1, 1]);
    await expect(loader.loadPage('mfe_search', './SearchPage')).rejects.toThrow('down');
    expect(loadRemote).toHaveBeenCalledTimes(3);
    await expect(loader.loadPage('mfe_product', './ProductPage')).rejects.toThrow(
      /names no address/,
    );
  });

  it('rejects a module that is not a page', async () => {
    loadRemote.mockResolvedValue({ nothing: true });
    await expect(
      createRemoteLoader(registry, []).loadPage('mfe_search', './SearchPage'),
    ).rejects.toThrow(/no page component/);
  });
});
