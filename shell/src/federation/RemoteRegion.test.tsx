import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithCopy } from '../test/render';
import type * as LoadRemotePage from './load-remote-page';

const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
}));
vi.mock('./load-remote-page', async (original) => {
  const actual = await original<typeof LoadRemotePage>();
  // No back-off waits in tests.
  return {
    ...actual,
    loadRemotePage: (remote: string, module: string) =>
      actual.loadRemotePage(remote as never, module, []),
  };
});

const { RemoteRegion } = await import('./RemoteRegion');

function Page({ params }: { params: Readonly<Record<string, string | undefined>> }) {
  return <h1>Hotel {params.hotelId}</h1>;
}

function Broken(): never {
  throw new Error('render failed');
}

afterEach(() => {
  loadRemote.mockReset();
  vi.unstubAllGlobals();
});

describe('RemoteRegion (issue 2 §2, BEY-011)', () => {
  it('renders the exposed page with the route params inside a data-boundary region', async () => {
    loadRemote.mockResolvedValue({ default: Page });
    const { container } = await renderWithCopy(
      <RemoteRegion
        remote="mfe_product"
        module="./HotelPage"
        params={{ hotelId: '12' }}
        onReset={() => undefined}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Hotel 12' })).toBeInTheDocument();
    expect(container.querySelector('[data-boundary="mfe_product"]')).not.toBeNull();
    expect(loadRemote).toHaveBeenCalledWith('mfe_product/HotelPage');
  });

  it('a remote that cannot be loaded shows the localised fallback; retry re-registers and recovers', async () => {
    loadRemote.mockRejectedValue(new Error('connection refused'));
    const onReset = vi.fn();
    await renderWithCopy(
      <RemoteRegion remote="mfe_search" module="./SearchPage" params={{}} onReset={onReset} />,
    );
    expect(
      await screen.findByText('This part of the page is not available right now'),
    ).toBeInTheDocument();

    loadRemote.mockResolvedValue({ default: Page });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReset).toHaveBeenCalledWith('mfe_search');
    expect(await screen.findByRole('heading', { name: /Hotel/ })).toBeInTheDocument();
  });

  it('a remote page that throws while rendering is contained and reported with its app name', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockResolvedValue({ default: Broken });
    await renderWithCopy(
      <RemoteRegion
        remote="mfe_content"
        module="./HomePage"
        params={{}}
        onReset={() => undefined}
      />,
    );
    expect(
      await screen.findByText('This part of the page is not available right now'),
    ).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as {
      app: string;
      level: string;
    };
    expect(body).toMatchObject({ app: 'mfe_content', level: 'ERROR' });
  });

  it('a module without a page component counts as a failure, not a crash', async () => {
    loadRemote.mockResolvedValue({ notAPage: true });
    await renderWithCopy(
      <RemoteRegion
        remote="mfe_gifting"
        module="./BoxesPage"
        params={{}}
        onReset={() => undefined}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
