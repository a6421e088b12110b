import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

const loadRemote = jest.fn<FunctionLike>();
const registerRemotes = jest.fn<FunctionLike>();
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const { createRemoteLoader, registerRemoteLoader, resolveManifest } =
  await import('./remote-loader');
const { platformStore } = await import('@shop/platform');
const { RemoteWidget } = await import('@shop/platform/remote-widget');
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

let fetchMock: jest.Mock<FunctionLike>;
beforeEach(() => {
  fetchMock = jest.fn<FunctionLike>(
    async () => new Response(JSON.stringify(MANIFEST), { status: 200 }),
  );
  stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  unstubAllGlobals();
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
    expect(registerRemotes).toHaveBeenCalledTimes(1);
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
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValue(new Error('down'));
    const loader = createRemoteLoader(registry, [1, 1]);
    await expect(loader.loadPage('mfe_search', './SearchPage')).rejects.toThrow('down');
    expect(loadRemote).toHaveBeenCalledTimes(3);
    await expect(loader.loadPage('mfe_product', './ProductPage')).rejects.toThrow(
      /names no address/,
    );
  });

  it('shares one load between callers asking at once (start-up preload and page region)', async () => {
    loadRemote.mockResolvedValue({ default: Page });
    const loader = createRemoteLoader(registry, []);
    const preload = loader.loadPage('mfe_search', './SearchPage');
    const region = loader.loadPage('mfe_search', './SearchPage');
    expect(region).toBe(preload);
    await region;
    expect(loadRemote).toHaveBeenCalledTimes(1);
    // Settled loads are not kept: a later load (a retry after a redeploy) asks again.
    await loader.loadPage('mfe_search', './SearchPage');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('issue 17: a release whose manifest is missing is reported with its app and version', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const version = '0.1.0+deadbeef';
    fetchMock.mockImplementation((url: unknown) =>
      Promise.resolve(
        String(url).includes('/api/logs')
          ? new Response(null, { status: 204 })
          : new Response('', { status: 404 }),
      ),
    );
    const released = parseRegistry({
      remotes: { mfe_content: `/releases/mfe-content/${version}/mf-manifest.json` },
      releases: { mfe_content: version },
    });
    await expect(
      createRemoteLoader(released, []).loadPage('mfe_content', './HomePage'),
    ).rejects.toThrow(/404/);
    const report = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/logs'));
    expect(JSON.parse(String((report?.[1] as RequestInit).body))).toMatchObject({
      app: 'mfe_content',
      release: version,
    });
  });

  it('rejects a module that is not a page', async () => {
    loadRemote.mockResolvedValue({ nothing: true });
    await expect(
      createRemoteLoader(registry, []).loadPage('mfe_search', './SearchPage'),
    ).rejects.toThrow(/no page component/);
  });
});

describe('registerRemoteLoader (embedded widgets, ARCHITECTURE §2)', () => {
  const registry = parseRegistry({ remotes: { mfe_search: '/apps/mfe-search/mf-manifest.json' } });

  function SearchBox({ flow }: { flow?: string }) {
    return <form aria-label={`search ${flow ?? ''}`} />;
  }

  afterEach(() => platformStore.setState({ remoteLoader: null }));

  it('shares the loader: a RemoteWidget loads mfe_search/SearchBox through registry and manifest', async () => {
    loadRemote.mockResolvedValue({ default: SearchBox });
    registerRemoteLoader(createRemoteLoader(registry, []));
    render(
      <RemoteWidget
        remote="mfe_search"
        module="./SearchBox"
        props={{ flow: 'booking' }}
        fallback="unavailable"
        load="now"
      />,
    );
    expect(await screen.findByRole('form', { name: 'search booking' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/apps/mfe-search/mf-manifest.json', expect.anything());
    expect(loadRemote).toHaveBeenCalledWith('mfe_search/SearchBox');
  });

  it('BEY-011: the widget is retried with back-off before its fallback shows', async () => {
    loadRemote
      .mockRejectedValueOnce(new Error('script error'))
      .mockResolvedValueOnce({ default: SearchBox });
    registerRemoteLoader(createRemoteLoader(registry, [1]));
    render(
      <RemoteWidget
        remote="mfe_search"
        module="./SearchBox"
        props={{}}
        fallback="unavailable"
        load="now"
      />,
    );
    expect(await screen.findByRole('form', { name: 'search' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('BEY-011/012: a remote that stays down shows the fallback after every retry, and is logged', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/logs' ? new Response(null, { status: 204 }) : new Response('', { status: 503 }),
    );
    registerRemoteLoader(createRemoteLoader(registry, [1, 1]));
    render(
      <RemoteWidget
        remote="mfe_search"
        module="./SearchBox"
        props={{}}
        fallback="unavailable"
        load="now"
      />,
    );
    expect(await screen.findByText('unavailable')).toBeInTheDocument();
    const manifestReads = fetchMock.mock.calls.filter(([url]) => url !== '/api/logs');
    expect(manifestReads).toHaveLength(3);
    const logs = fetchMock.mock.calls.filter(([url]) => url === '/api/logs');
    expect(logs.map(([, init]) => String((init as RequestInit).body)).join()).toContain(
      '"app":"mfe_search"',
    );
  });
});
