import { DEFAULT_FLAGS, activeRoutes, navigate, type RemotePageProps } from '@shop/platform';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { RemoteLoader } from '../federation/remote-loader';
import { renderWithCopy } from '../test/render';
import { startHistory } from './history';
import { ShellRouter } from './ShellRouter';
import type { FunctionLike } from 'jest-mock';

function Page({ params }: RemotePageProps) {
  return <h1>Page {JSON.stringify(params)}</h1>;
}

const loader: RemoteLoader = {
  loadPage: jest.fn<FunctionLike>(async () => ({ default: Page })),
  reset: jest.fn<FunctionLike>(),
};
let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  stop = startHistory();
  // Lazy chunks (the footer content) resolve inside act.
  let result: Awaited<ReturnType<typeof renderWithCopy>> | undefined;
  await act(async () => {
    result = await renderWithCopy(
      <ShellRouter routes={activeRoutes(DEFAULT_FLAGS)} loader={loader} />,
    );
  });
  if (!result) throw new Error('render failed');
  return result;
}

describe('ShellRouter (SHELL-001..017)', () => {
  it('renders the route page of its remote with the route params, in the normal layout', async () => {
    await renderAt('/hotel/77');
    expect(
      await screen.findByRole('heading', { name: 'Page {"hotelId":"77"}' }),
    ).toBeInTheDocument();
    expect(loader.loadPage).toHaveBeenCalledWith('mfe_product', './HotelPage');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('SHELL-017: checkout-type routes get the simplified layout without footer', async () => {
    await renderAt('/checkout/5/summary');
    await screen.findByRole('heading', { name: /productId/ });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('SHELL-014: an unknown path renders the not-found page of mfe-search', async () => {
    await renderAt('/no/such/page');
    await screen.findByRole('heading', { name: 'Page {}' });
    expect(loader.loadPage).toHaveBeenLastCalledWith('mfe_search', './NotFoundPage');
  });

  it('SHELL-016: a path change scrolls to the top, except on search-result pages', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderAt('/contact');
    scrollTo.mockClear();
    await act(async () => navigate('/weekend-ideas'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(async () => navigate('/search'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('SHELL-018: the announcement area exists on search and product pages only, never in care mode', async () => {
    const { container, unmount } = await renderAt('/search');
    expect(container.querySelector('[data-region="announcement"]')).not.toBeNull();
    unmount();
    const contact = await renderAt('/contact');
    expect(contact.container.querySelector('[data-region="announcement"]')).toBeNull();
  });
});
