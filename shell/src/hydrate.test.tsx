import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { platformStore, usePlatform } from '@shop/platform';
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

function servedPage(html: string): { container: HTMLElement; script: HTMLElement } {
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="server-data">{"data":{"/api/content/faq.json":"FAQ"}}</script>`;
  return {
    container: document.getElementById('root') as HTMLElement,
    script: document.getElementById('server-data') as HTMLElement,
  };
}

afterEach(() => platformStore.setState(platformStore.getInitialState(), true));

describe('hydratePage (issue 16, ADR 0088)', () => {
  it('hydrates what the server rendered (served, no hash), then applies the hash and forgets the served page on the next page', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { location } = platformStore.getState();
    platformStore.setState({ location: { ...location, hash: '#a=3' } });
    // (react-dom/server keeps a MessagePort open under jsdom: the server's markup, written out.)
    const { container, script } = servedPage('<p>served FAQ []</p>');

    let root: Root | null = null;
    await act(async () => {
      root = hydratePage(container, script, <Page />);
    });
    expect(root).not.toBeNull();
    expect(container.textContent).toBe('served FAQ []');
    expect(errors).not.toHaveBeenCalled();
    expect(fetchTitle).not.toHaveBeenCalled();

    // The router publishes the address's hash once hydrated (PlatformBridge).
    act(() => platformStore.setState({ location: { ...location, hash: '#a=3' } }));
    expect(container.textContent).toBe('served FAQ [#a=3]');
    act(() => platformStore.setState({ location: { ...location, pathname: '/contact' } }));
    expect(platformStore.getState().served).toBe(false);
    act(() => root?.unmount());
    errors.mockRestore();
  });

  it('answers false for unreadable data (the page then renders in the browser)', () => {
    const { container, script } = servedPage('<p>x</p>');
    script.textContent = '{not json';
    expect(hydratePage(container, script, <Page />)).toBeNull();
  });
});
