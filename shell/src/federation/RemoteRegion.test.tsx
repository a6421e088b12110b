import type { RemotePageModule } from '@shop/platform';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { renderWithCopy } from '../test/render';
import type { RemoteLoader } from './remote-loader';
import { RemoteRegion } from './RemoteRegion';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

function Page({ params }: { params: Readonly<Record<string, string | undefined>> }) {
  return <h1>Hotel {params.hotelId}</h1>;
}

function Broken(): never {
  throw new Error('render failed');
}

function fakeLoader(
  ...outcomes: (RemotePageModule | Error)[]
): RemoteLoader & { reset: jest.Mock<FunctionLike> } {
  const loader = {
    loadPage: jest.fn<FunctionLike>(async () => {
      const next = outcomes.length > 1 ? outcomes.shift() : outcomes[0];
      if (!next || next instanceof Error) throw next ?? new Error('no outcome');
      return next;
    }),
    reset: jest.fn<(remote: string) => void>(),
    loadedPage: () => undefined,
    releaseOf: (remote: string) => (remote === 'mfe_content' ? 'content-42' : undefined),
  };
  return loader satisfies RemoteLoader;
}

afterEach(() => unstubAllGlobals());

describe('RemoteRegion (issue 2 §2, BEY-011)', () => {
  it('renders the exposed page with the route params inside a data-boundary region', async () => {
    const loader = fakeLoader({ default: Page });
    const { container } = await renderWithCopy(
      <RemoteRegion
        remote="mfe_product"
        module="./HotelPage"
        params={{ hotelId: '12' }}
        loader={loader}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Hotel 12' })).toBeInTheDocument();
    expect(container.querySelector('[data-boundary="mfe_product"]')).not.toBeNull();
    expect(loader.loadPage).toHaveBeenCalledWith('mfe_product', './HotelPage');
  });

  it('a remote that cannot be loaded shows the localised fallback; retry resets it and recovers', async () => {
    const loader = fakeLoader(new Error('connection refused'), { default: Page });
    await renderWithCopy(
      <RemoteRegion remote="mfe_search" module="./SearchPage" params={{}} loader={loader} />,
    );
    expect(
      await screen.findByText('This part of the page is not available right now'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loader.reset).toHaveBeenCalledWith('mfe_search');
    expect(await screen.findByRole('heading', { name: /Hotel/ })).toBeInTheDocument();
  });

  it('a remote page that throws while rendering is contained and reported with its app name and release (BEY-012)', async () => {
    const fetchMock = jest
      .fn<FunctionLike>()
      .mockResolvedValue(new Response(null, { status: 204 }));
    stubGlobal('fetch', fetchMock);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithCopy(
      <RemoteRegion
        remote="mfe_content"
        module="./HomePage"
        params={{}}
        loader={fakeLoader({ default: Broken })}
      />,
    );
    expect(
      await screen.findByText('This part of the page is not available right now'),
    ).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as {
      app: string;
      level: string;
      release: string;
    };
    expect(body).toMatchObject({ app: 'mfe_content', level: 'ERROR', release: 'content-42' });
  });
});
