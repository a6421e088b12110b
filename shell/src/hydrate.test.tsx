import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MOBILE_QUERY, useMediaQuery } from '@shop/design-system/media-query';
import { platformStore, usePlatform, useServedWidth } from '@shop/platform';
import { act } from '@testing-library/react';
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
      root = hydratePage(container, script, <Page />);
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

  it('ADR 0090: hydrates for the viewport width the server assumed, then lays out for the browser’s', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // jsdom has no matchMedia: the browser's own layout is the wide one.
    const { container, script } = servedPage(
      '<p>phone layout</p>',
      '{"data":{},"servedWidth":390}',
    );
    let root: Root | null = null;
    await act(async () => {
      root = hydratePage(container, script, <Layout />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('wide layout');
    act(() => root?.unmount());
    errors.mockRestore();
  });

  it('answers false for unreadable data (the page then renders in the browser)', () => {
    const { container, script } = servedPage('<p>x</p>');
    script.textContent = '{not json';
    expect(hydratePage(container, script, <Page />)).toBeNull();
  });
});
