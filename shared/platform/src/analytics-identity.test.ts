import { describe, expect, it, jest } from '@jest/globals';
import {
  CLIENT_ID_POLL_INTERVAL_MS,
  CLIENT_ID_POLL_TRIES,
  pollClientId,
  sessionId,
} from './analytics-identity';

describe('analytics identifiers (SHELL-066)', () => {
  it('SHELL-066: the client id is polled 5 times, 1 s apart, before giving up', async () => {
    const read = jest.fn<() => string | undefined>().mockReturnValue(undefined);
    const waits: number[] = [];
    await expect(
      pollClientId(read, async (ms) => {
        waits.push(ms);
      }),
    ).resolves.toBeUndefined();
    expect(CLIENT_ID_POLL_TRIES).toBe(5);
    expect(read).toHaveBeenCalledTimes(5);
    expect(waits).toEqual([1000, 1000, 1000, 1000]);
    expect(CLIENT_ID_POLL_INTERVAL_MS).toBe(1000);
  });

  it('SHELL-066: answers as soon as the id appears', async () => {
    const read = jest
      .fn<() => string | undefined>()
      .mockReturnValueOnce(undefined)
      .mockReturnValue('GA1.1.123456.1700000000');
    await expect(pollClientId(read, async () => {})).resolves.toBe('GA1.1.123456.1700000000');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('SHELL-064: one session id per tab session', () => {
    const first = sessionId(1_700_000_000_000);
    expect(sessionId(1_800_000_000_000)).toBe(first);
  });
});
