import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { RemoteBoundary, type RemoteSource } from './RemoteBoundary';
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
