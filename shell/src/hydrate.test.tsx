import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MOBILE_QUERY, useMediaQuery } from '@shop/design-system/media-query';
import {
  platformStore,
  servedLazy,
  useHashSensitive,
  usePlatform,
  useServedWidth,
} from '@shop/platform';
import { HASH_PENDING_ATTRIBUTE } from '@shop/platform/server-render';
import { act } from '@testing-library/react';
import { initI18n, registerNamespace, useTranslation } from '@shop/i18n';
import { type ReactElement, Suspense, useState } from 'react';
import type { Root } from 'react-dom/client';
import useSWR from 'swr';
import { hydratePage } from './hydrate';

const fetchTitle = jest.fn(async () => 'fetched again');

/** A page that shows what it served, its data and the hash it renders with. */
function Page() {
  const { served, location } = usePlatform((state) => state);
  const { data } = useSWR('/api/content/faq.json', fetchTitle);
  return <p>{`${served ? 'served' : 'browser'} ${data ?? 'loading'} [${location.hash}]`}</p>;
}

/** The page, as a part depending on the hash. */
function HashSensitivePage() {
  return (
    <div {...useHashSensitive()}>
      <Page />
    </div>
  );
}

/** A lazily loaded section with a control of its own. */
function CounterButton() {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {`${clicks} clicks`}
    </button>
  );
}

/** A page laid out for phones by a media query. */
function Layout() {
  return <p>{useMediaQuery(MOBILE_QUERY, useServedWidth()) ? 'phone layout' : 'wide layout'}</p>;
}

function servedPage(
  html: string,
  json = '{"data":{"/api/content/faq.json":"FAQ"}}',
): { container: HTMLElement; script: HTMLElement } {
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="server-data">${json}</script>`;
  return {
    container: document.getElementById('root') as HTMLElement,
    script: document.getElementById('server-data') as HTMLElement,
  };
}

afterEach(() => platformStore.setState(platformStore.getInitialState(), true));

describe('hydratePage (issue 16, ADR 0088)', () => {
  it('hydrates what the server rendered (served, no hash), applies the hash right after, and forgets the served page on the next page', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { location } = platformStore.getState();
    platformStore.setState({ location: { ...location, hash: '#a=3' } });
    // (react-dom/server keeps a MessagePort open under jsdom: the server's markup, written out.)
    const { container, script } = servedPage('<p>served FAQ []</p>');
    const served = container.querySelector('p');

    let root: Root | null = null;
    await act(async () => {
      root = await hydratePage(container, script, <Page />, () => undefined);
    });
    expect(root).not.toBeNull();
    // Hydrated without a mismatch (the server's element kept), then rendered with the hash.
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('p')).toBe(served);
    expect(container.textContent).toBe('served FAQ [#a=3]');
    expect(fetchTitle).not.toHaveBeenCalled();

    act(() => platformStore.setState({ location: { ...location, pathname: '/contact' } }));
    expect(platformStore.getState().served).toBe(false);
    act(() => root?.unmount());
    errors.mockRestore();
  });

  it('ADR 0097: a hash-sensitive part shows again once it has rendered with the hash, not before', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { location } = platformStore.getState();
    platformStore.setState({ location: { ...location, hash: '#a=3' } });
    // As the hash gate left it before the first paint.
    document.documentElement.setAttribute(HASH_PENDING_ATTRIBUTE, '');
    const { container, script } = servedPage(
      '<div data-hash-sensitive=""><p>served FAQ []</p></div>',
    );
    const shownWith: string[] = [];
    const remove = jest
      .spyOn(document.documentElement, 'removeAttribute')
      .mockImplementation(function (this: Element, name: string) {
        shownWith.push(container.textContent ?? '');
        Element.prototype.removeAttribute.call(this, name);
      });
    let root: Root | null = null;
    await act(async () => {
      root = await hydratePage(container, script, <HashSensitivePage />, () => undefined);
    });
    expect(document.documentElement.hasAttribute(HASH_PENDING_ATTRIBUTE)).toBe(false);
    expect(shownWith).toEqual(['served FAQ [#a=3]']);
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
    remove.mockRestore();
    errors.mockRestore();
  });

  it('ADR 0090: hydrates for the viewport width the server assumed, then lays out for the browser’s', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // jsdom has no matchMedia: the browser's own layout is the wide one.
    const { container, script } = servedPage(
      '<p>phone layout</p>',
      '{"data":{},"servedWidth":390}',
    );
    let root: Root | null = null;
    await act(async () => {
      root = await hydratePage(container, script, <Layout />, () => undefined);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('wide layout');
    act(() => root?.unmount());
    errors.mockRestore();
  });

  it('ADR 0096: loads the code of the lazy sections the server rendered first, so each one is hydrated, and answers clicks, once the page says it is', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The section's code arrives 50 ms later, as a chunk over the network does.
    const Counter = servedLazy(
      'test/Counter',
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          setTimeout(() => resolve({ default: CounterButton }), 50);
        }),
    );
    const { container, script } = servedPage(
      '<button type="button">0 clicks</button>',
      '{"data":{},"lazy":["test/Counter"]}',
    );
    const button = container.querySelector('button');
    const onHydrated = jest.fn();
    let root: Root | null = null;
    await act(async () => {
      root = await hydratePage(container, script, <Counter />, onHydrated);
    });
    expect(onHydrated).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
    act(() => button?.click());
    expect(container.textContent).toBe('1 clicks');
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
    errors.mockRestore();
  });

  it('ADR 0096: loads the copy the server translated with first, so the page hydrates at once', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await initI18n('en');
    // The namespace's copy arrives 50 ms later, as its chunk over the network does.
    registerNamespace(
      'test-served',
      () => new Promise((resolve) => setTimeout(() => resolve({ greeting: 'Hello' }), 50)),
    );
    function Greeting() {
      const { t } = useTranslation('test-served');
      const [clicks, setClicks] = useState(0);
      return (
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          {`${t('greeting')} ${clicks}`}
        </button>
      );
    }
    // (The boundary's markers, as React's server renderer writes them.)
    const { container, script } = servedPage(
      '<!--$--><button type="button">Hello 0</button><!--/$-->',
      '{"data":{},"copy":["test-served","not-registered"]}',
    );
    const onHydrated = jest.fn();
    let root: Root | null = null;
    await act(async () => {
      root = await hydratePage(
        container,
        script,
        <Suspense fallback={null}>
          <Greeting />
        </Suspense>,
        onHydrated,
      );
    });
    expect(onHydrated).toHaveBeenCalledTimes(1);
    // Hydrated: the click reaches the section at once.
    act(() => container.querySelector('button')?.click());
    expect(container.textContent).toBe('Hello 1');
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
    errors.mockRestore();
  });

  it('answers null for unreadable data (the page then renders in the browser)', async () => {
    const { container, script } = servedPage('<p>x</p>');
    script.textContent = '{not json';
    await expect(hydratePage(container, script, <Page />, () => undefined)).resolves.toBeNull();
  });
});
