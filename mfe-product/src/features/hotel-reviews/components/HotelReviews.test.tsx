import { platformStore, type RemoteComponentModule, type RemoteModuleLoader } from '@shop/platform';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { FunctionLike } from 'jest-mock';
import { fakeTimers } from '@shop/test-support';
import { renderWithCopy } from '../../../test/activity';
import { HOTEL_REVIEWS, HotelReviews, type HotelReviewsWidgetProps } from './HotelReviews';

function FakeReviews({ hotelId }: HotelReviewsWidgetProps) {
  return <section aria-label={`Reviews of hotel ${hotelId}`} />;
}
const reviewsModule = { default: FakeReviews } as RemoteComponentModule;

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

afterEach(() => {
  jest.useRealTimers();
  platformStore.setState({ remoteLoader: null });
});

describe('reviews embedded from mfe-content (PROD-064, ADR 0039)', () => {
  it('PROD-064: loads mfe_content/HotelReviews once the page is idle, with the hotel id', async () => {
    fakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const loadModule = loaderAnswering(reviewsModule);
    const { container } = await renderWithCopy(<HotelReviews hotelId={746} />);
    const region = container.querySelector('[data-boundary="mfe_content"]');
    expect(region).toHaveAttribute('data-widget', './HotelReviews');
    expect(loadModule).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(loadModule).toHaveBeenCalledWith(HOTEL_REVIEWS.remote, HOTEL_REVIEWS.module);
    jest.useRealTimers();
    expect(await screen.findByRole('region', { name: 'Reviews of hotel 746' })).toBeInTheDocument();
  });

  it('PROD-064: mfe-content down → this app’s localised message with "Try again"; a retry loads it', async () => {
    loaderAnswering(new Error('503'), reviewsModule);
    const { container } = await renderWithCopy(<HotelReviews hotelId={746} />);
    const region = container.querySelector('[data-boundary="mfe_content"]');
    if (!region) throw new Error('no reviews region');
    fireEvent.pointerEnter(region);
    expect(
      await screen.findByText(
        'The reviews are not available right now. The rest of the page still works.',
      ),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Reviews of hotel 746' })).toBeInTheDocument();
  });

  it('PROD-064: a widget that throws shows the same message, not a broken page', async () => {
    function Broken(): never {
      throw new Error('widget bug');
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loaderAnswering({ default: Broken } as RemoteComponentModule);
    const { container } = await renderWithCopy(
      <main>
        <h1>Hotel del Mar</h1>
        <HotelReviews hotelId={746} />
      </main>,
    );
    fireEvent.pointerEnter(container.querySelector('[data-boundary="mfe_content"]')!);
    expect(
      await screen.findByText(
        'The reviews are not available right now. The rest of the page still works.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Hotel del Mar' })).toBeVisible();
  });
});
