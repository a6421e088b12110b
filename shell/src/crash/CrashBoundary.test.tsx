import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { renderWithCopy } from '../test/render';
import { CrashBoundary } from './CrashBoundary';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

function Exploding(): never {
  throw new Error('Shell render failed');
}

afterEach(() => unstubAllGlobals());

describe('crash screen (SHELL-060, SHELL-061)', () => {
  it('replaces the page with the specs copy and reports the crash at level ERROR', async () => {
    const fetchMock = jest
      .fn<FunctionLike>()
      .mockResolvedValue(new Response(null, { status: 204 }));
    stubGlobal('fetch', fetchMock);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithCopy(
      <CrashBoundary>
        <Exploding />
      </CrashBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'It seems that the page went on holidays' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Sorry for the inconvenience! Let's help you get there as well by finding your next getaway.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/logs');
    expect(JSON.parse(String(init.body))).toMatchObject({
      level: 'ERROR',
      message: 'Error: Shell render failed',
    });
  });
});
