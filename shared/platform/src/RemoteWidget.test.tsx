import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { RemoteComponentModule, RemoteModuleLoader } from './remote';
import { RemoteWidget, WIDGET_IDLE_DELAY_MS } from './RemoteWidget';
import { platformStore } from './store';
import { fakeTimers, stubGlobal, unstubAllGlobals } from '@shop/test-support';

interface GreetingProps {
  name: string;
}

function Greeting({ name }: GreetingProps) {
  return <p>Hello {name}</p>;
}

function Crashing(): never {
  throw new Error('widget bug');
}

const widgetModule = (component: (props: GreetingProps) => unknown): RemoteComponentModule =>
  ({ default: component }) as RemoteComponentModule;

function fakeLoader(...answers: (RemoteComponentModule | Error)[]) {
  const loadModule = jest.fn<RemoteModuleLoader['loadModule']>(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  });
  return { loadModule, reset: jest.fn<RemoteModuleLoader['reset']>() };
}

const fallback = (retry: () => void) => (
  <div role="alert">
    Search unavailable <button onClick={retry}>Try again</button>
  </div>
);

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
afterEach(() => {
  unstubAllGlobals();
  jest.useRealTimers();
  platformStore.setState({ remoteLoader: null });
});

function renderWidget(load: 'idle' | 'now' = 'now') {
  return render(
    <main>
      <h1>Home</h1>
      <RemoteWidget<GreetingProps>
        remote="mfe_search"
        module="./SearchBox"
        props={{ name: 'Ada' }}
        fallback={fallback}
        minHeight={101}
        load={load}
      />
    </main>,
  );
}

describe('RemoteWidget (ARCHITECTURE §2: embed through the exposed module)', () => {
  it('renders the exposed widget with its props through the registered loader', async () => {
    const loader = fakeLoader(widgetModule(Greeting));
    platformStore.setState({ remoteLoader: loader });
    const { container } = renderWidget();
    expect(await screen.findByText('Hello Ada')).toBeVisible();
    expect(loader.loadModule).toHaveBeenCalledWith('mfe_search', './SearchBox');
    const region = container.querySelector('[data-boundary="mfe_search"]');
    expect(region).toHaveAttribute('data-widget', './SearchBox');
    expect(region).toHaveStyle({ minHeight: '101px' });
  });

  it('BEY-014: reserves its height with a placeholder while loading, not busy for the page', async () => {
    let resolve: (module: RemoteComponentModule) => void = () => undefined;
    const loader = fakeLoader();
    loader.loadModule.mockImplementation(
      () => new Promise<RemoteComponentModule>((done) => (resolve = done)),
    );
    platformStore.setState({ remoteLoader: loader });
    const { container } = renderWidget();
    const placeholder = container.querySelector('[data-remote-widget="placeholder"]');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('[data-boundary="mfe_search"]')).toHaveStyle({
      minHeight: '101px',
    });
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    await act(async () => resolve(widgetModule(Greeting)));
    expect(screen.getByText('Hello Ada')).toBeVisible();
    expect(container.querySelector('[data-remote-widget="placeholder"]')).toBeNull();
  });

  it('waits for the page to be idle before loading, and loads at once when pointed at', async () => {
    fakeTimers();
    const loader = fakeLoader(widgetModule(Greeting));
    platformStore.setState({ remoteLoader: loader });
    renderWidget('idle');
    expect(loader.loadModule).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(WIDGET_IDLE_DELAY_MS + 10));
    expect(loader.loadModule).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
    expect(await screen.findByText('Hello Ada')).toBeVisible();

    platformStore.setState({ remoteLoader: fakeLoader(widgetModule(Greeting)) });
    const { container } = render(
      <RemoteWidget remote="mfe_product" module="./Upsell" props={{ name: 'Bo' }} fallback="x" />,
    );
    const region = container.querySelector('[data-boundary="mfe_product"]');
    if (!region) throw new Error('no region');
    fireEvent.pointerEnter(region);
    expect(await screen.findByText('Hello Bo')).toBeVisible();
  });

  it('BEY-011: a remote that stays down shows the fallback; the page around keeps working', async () => {
    const loader = fakeLoader(new Error('remote down'));
    platformStore.setState({ remoteLoader: loader });
    renderWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent('Search unavailable');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
  });

  it('BEY-011: retry reads the remote anew and shows the widget when it is back', async () => {
    const loader = fakeLoader(new Error('remote down'), widgetModule(Greeting));
    platformStore.setState({ remoteLoader: loader });
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(loader.reset).toHaveBeenCalledWith('mfe_search');
    expect(await screen.findByText('Hello Ada')).toBeVisible();
    expect(loader.loadModule).toHaveBeenCalledTimes(2);
  });

  it('BEY-012: a widget that throws shows the fallback and reaches the logs call with its app', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    platformStore.setState({ remoteLoader: fakeLoader(widgetModule(Crashing)) });
    renderWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent('Search unavailable');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
    await waitFor(() => expect(logged.join()).toContain('"app":"mfe_search"'));
    expect(logged.join()).toContain('widget bug');
  });

  it('shows the fallback where no shell registered a loader (standalone harness)', async () => {
    renderWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent('Search unavailable');
  });

  it('accepts plain fallback content', async () => {
    platformStore.setState({ remoteLoader: fakeLoader(new Error('down')) });
    render(
      <RemoteWidget
        remote="mfe_search"
        module="./SearchBox"
        props={{}}
        fallback="Gone"
        load="now"
      />,
    );
    expect(await screen.findByText('Gone')).toBeVisible();
  });
});
