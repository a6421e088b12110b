import { platformStore, type RemoteComponentModule, type RemoteModuleLoader } from '@shop/platform';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import HomePage from './HomePage';
import { renderWithCopy } from '../test/render';
import { SEARCH_BOX, type SearchBoxWidgetProps } from '../features/home-hero/components/HomeHero';
import { fakeTimers } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

function FakeSearchBox({ flow }: SearchBoxWidgetProps) {
  return <form role="search" aria-label={`Search ${flow ?? 'none'}`} />;
}

function loaderAnswering(...answers: (RemoteComponentModule | Error)[]) {
  const loadModule = jest.fn<FunctionLike>(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  });
  const loader: RemoteModuleLoader = { loadModule, reset: jest.fn<FunctionLike>() };
  platformStore.setState({ remoteLoader: loader });
  return loadModule;
}

const searchBoxModule = { default: FakeSearchBox } as RemoteComponentModule;

afterEach(() => {
  jest.useRealTimers();
  platformStore.setState({ remoteLoader: null });
});

describe('HomePage hero (CONT-005: jumbotron with search box)', () => {
  it('CONT-005: shows the title and subtitle at once, the search box once the page is idle', async () => {
    fakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const loadModule = loaderAnswering(searchBoxModule);
    const { container } = await renderWithCopy(<HomePage params={{}} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your next weekend starts here' }),
    ).toBeVisible();
    expect(
      screen.getByText('Over 2,000 hotels with breakfast, dinner, spa or activity included'),
    ).toBeVisible();
    // The rest of the placeholder page stays.
    expect(screen.getByRole('heading', { name: 'Homepage' })).toBeVisible();
    const region = container.querySelector('[data-boundary="mfe_search"]');
    expect(region).toHaveClass('searchBox');
    expect(region?.querySelector('[data-remote-widget="placeholder"]')).toHaveClass('placeholder');
    expect(loadModule).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(loadModule).toHaveBeenCalledWith(SEARCH_BOX.remote, SEARCH_BOX.module);
    jest.useRealTimers();
    expect(await screen.findByRole('search', { name: 'Search booking' })).toBeInTheDocument();
  });

  it('BEY-011: mfe_search unreachable → a localised message with a retry; the page stays', async () => {
    loaderAnswering(new Error('503'), searchBoxModule);
    const { container } = await renderWithCopy(<HomePage params={{}} />);
    const region = container.querySelector('[data-boundary="mfe_search"]');
    if (!region) throw new Error('no search box region');
    fireEvent.pointerEnter(region);
    expect(
      await screen.findByText(
        'The search is not available right now. The rest of the page still works.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your next weekend starts here' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('search', { name: 'Search booking' })).toBeInTheDocument();
  });
});
