import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { RemoteBoundary, type RemoteSource } from './RemoteBoundary';
import { platformStore, usePlatform } from './store';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';

interface GreetingProps {
  name: string;
}

function Greeting({ name }: GreetingProps) {
  return <p>Hello {name}</p>;
}

function Crashing(): never {
  throw new Error('module bug');
}

type Answer = ComponentType<GreetingProps> | Error;

function fakeSource(...answers: Answer[]) {
  const load = jest.fn<RemoteSource<GreetingProps>['load']>(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
    return { default: answer };
  });
  return { load, reset: jest.fn<RemoteSource<GreetingProps>['reset']>() };
}

let logged: string[];
beforeEach(() => {
  logged = [];
  stubGlobal(
    'fetch',
    jest.fn(async (_url: string, init?: RequestInit) => {
      logged.push(String(init?.body ?? ''));
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => unstubAllGlobals());

function renderBoundary(source: RemoteSource<GreetingProps> | null) {
  return render(
    <main>
      <h1>Page</h1>
      <RemoteBoundary<GreetingProps>
        remote="mfe_product"
        module="./HotelPage"
        source={source}
        props={{ name: 'Ada' }}
        placeholder={<p>Loading…</p>}
        fallback={(retry) => (
          <div role="alert">
            Unavailable <button onClick={retry}>Try again</button>
          </div>
        )}
      />
    </main>,
  );
}

describe('RemoteBoundary: the one remote region of pages and widgets (ADR 0027)', () => {
  it('issue 16: a module already loaded renders at once, without a placeholder or a second load', () => {
    const source = {
      ...fakeSource(Greeting),
      loaded: jest.fn<NonNullable<RemoteSource<GreetingProps>['loaded']>>(() => ({
        default: Greeting,
      })),
      releaseOf: () => '1.4.0',
    };
    const { container } = renderBoundary(source);
    // The first render (what hydration compares with the server's HTML) already shows it.
    expect(screen.getByText('Hello Ada')).toBeVisible();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(container.querySelector('[data-boundary="mfe_product"]')).toHaveAttribute(
      'data-release',
      '1.4.0',
    );
    expect(source.loaded).toHaveBeenCalledWith('mfe_product', './HotelPage');
    expect(source.load).not.toHaveBeenCalled();
  });

  it('shows the placeholder while loading, then the module with its props in a data-boundary region', async () => {
    let resolve: (module: { default: ComponentType<GreetingProps> }) => void = () => undefined;
    const source = fakeSource();
    source.load.mockImplementation(() => new Promise((done) => (resolve = done)));
    const { container } = renderBoundary(source);
    expect(screen.getByText('Loading…')).toBeVisible();
    await act(async () => resolve({ default: Greeting }));
    expect(screen.getByText('Hello Ada')).toBeVisible();
    expect(container.querySelector('[data-boundary="mfe_product"]')).not.toBeNull();
    expect(source.load).toHaveBeenCalledWith('mfe_product', './HotelPage');
  });

  it('BEY-011: a remote that stays down shows the fallback; retry resets it and recovers', async () => {
    const source = fakeSource(new Error('remote down'), Greeting);
    renderBoundary(source);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unavailable');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(source.reset).toHaveBeenCalledWith('mfe_product');
    expect(await screen.findByText('Hello Ada')).toBeVisible();
  });

  it('BEY-012: a module that throws shows the fallback and is reported with its app and release', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = { ...fakeSource(Crashing), releaseOf: () => '2026.11.3' };
    const { container } = renderBoundary(source);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unavailable');
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({
      app: 'mfe_product',
      release: '2026.11.3',
      level: 'ERROR',
    });
    expect(logged[0]).toContain('./HotelPage: module bug');
    expect(container.querySelector('[data-boundary="mfe_product"]')).toHaveAttribute(
      'data-release',
      '2026.11.3',
    );
  });

  it('ADR 0015: a loader without releaseOf (an older shell) still loads, and reports without a release', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderBoundary(fakeSource(Crashing));
    expect(await screen.findByRole('alert')).toBeVisible();
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(JSON.parse(logged[0] ?? '{}')).not.toHaveProperty('release');
    expect(container.querySelector('[data-release]')).toBeNull();
  });

  it('shows the fallback where nothing can load another app (no source)', async () => {
    renderBoundary(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unavailable');
  });
});

describe('RemoteBoundary while a served page hydrates (issue 16, ADR 0090)', () => {
  afterEach(() => platformStore.setState(platformStore.getInitialState(), true));

  it('a section hydrating after the hash is known hydrates without it, then renders with it', async () => {
    const mismatches: unknown[] = [];
    const { location } = platformStore.getState();
    platformStore.setState({
      served: true,
      location: { ...location, hash: '#checkin=2027-03-12' },
    });
    let release: () => void = () => undefined;
    const code = new Promise<void>((resolve) => {
      release = resolve;
    });
    const codeState = { loaded: false };
    void code.then(() => {
      codeState.loaded = true;
    });
    // A section whose code arrives after hydration started, reading the address hash.
    function Dates() {
      const hash = usePlatform((state) => state.location.hash);
      if (!codeState.loaded) throw code;
      return <p>{`dates [${hash}]`}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = '<section><!--$--><p>dates []</p><!--/$--></section>';
    document.body.append(container);
    const served = container.querySelector('p');
    const { hydrateRoot } = await import('react-dom/client');
    const root = await act(async () =>
      hydrateRoot(
        container,
        <section>
          <Suspense fallback={<p>…</p>}>
            <Dates />
          </Suspense>
        </section>,
        { onRecoverableError: (error) => mismatches.push(error) },
      ),
    );
    await act(async () => {
      release();
      await code;
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('p')).toBe(served);
    expect(container.textContent).toBe('dates [#checkin=2027-03-12]');
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the server’s HTML of a module still waiting for its copy when the page around it re-renders', async () => {
    let release: () => void = () => undefined;
    const copy = new Promise<void>((resolve) => {
      release = resolve;
    });
    const copyState = { loaded: false };
    void copy.then(() => {
      copyState.loaded = true;
    });
    // The module suspends until its copy is there, as useTranslation does.
    function Page({ name }: GreetingProps) {
      if (!copyState.loaded) throw copy;
      return <p>Hello {name}</p>;
    }
    const source = { ...fakeSource(Page), loaded: () => ({ default: Page }) };
    const props = { name: 'Ada' };
    const placeholder = <p>Loading…</p>;
    const fallback = () => <p>Unavailable</p>;
    function Shell({ tick }: { tick: number }) {
      return (
        <main data-tick={tick}>
          <RemoteBoundary<GreetingProps>
            remote="mfe_product"
            module="./HotelPage"
            source={source}
            props={props}
            placeholder={placeholder}
            fallback={fallback}
          />
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML =
      '<main data-tick="0"><div data-boundary="mfe_product"><!--$--><p>Hello <!-- -->Ada</p><!--/$--></div></main>';
    document.body.append(container);
    const served = container.querySelector('p');
    const { hydrateRoot } = await import('react-dom/client');
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Shell tick={0} />, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    // The shell re-renders (a store update, the consent banner) before the page's copy arrives.
    act(() => root.render(<Shell tick={1} />));
    expect(container.querySelector('p')).toBe(served);
    await act(async () => {
      release();
      await copy;
    });
    expect(container.querySelector('p')).toBe(served);
    expect(container.textContent).toBe('Hello Ada');
    expect(mismatches).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
