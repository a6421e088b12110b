import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { LOG_MESSAGE_MAX, reportError } from './logging';
import { platformStore } from './store';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

afterEach(() => unstubAllGlobals());

describe('reportError (SHELL-061, SHELL-062)', () => {
  it('posts level ERROR with message cut to 256 characters, location and locale', async () => {
    const fetchMock = jest
      .fn<FunctionLike>()
      .mockResolvedValue(new Response(null, { status: 204 }));
    stubGlobal('fetch', fetchMock);
    platformStore.setState({ locale: 'it_IT' });
    await reportError({
      message: 'x'.repeat(400),
      location: '/weekend/1',
      app: 'mfe_product',
      release: '1.2.3',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/logs');
    expect(JSON.parse(String(init.body))).toEqual({
      level: 'ERROR',
      message: 'x'.repeat(LOG_MESSAGE_MAX),
      location: '/weekend/1',
      locale: 'it_IT',
      app: 'mfe_product',
      release: '1.2.3',
    });
  });

  it('a failing log call is only written to the console', async () => {
    stubGlobal('fetch', jest.fn<FunctionLike>().mockRejectedValue(new TypeError('offline')));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(reportError({ message: 'boom' })).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
