import { describe, expect, it } from '@jest/globals';
import { memoised, withRequestMemo } from './request-memo';

/** A read that counts how often it ran. */
function countedRead() {
  let reads = 0;
  return {
    read: () => {
      reads += 1;
      return Promise.resolve({ reads });
    },
    reads: () => reads,
  };
}

describe('request memo (ADR 0098)', () => {
  it('within one request, a key is read once, also from later promises and other keys apart', async () => {
    const stay = countedRead();
    const hotel = countedRead();
    await withRequestMemo(async () => {
      const first = await memoised('stay:1', stay.read);
      await new Promise((resolve) => setTimeout(resolve, 1));
      const [second, third] = await Promise.all([
        memoised('stay:1', stay.read),
        memoised('stay:1', stay.read),
      ]);
      expect(second).toBe(first);
      expect(third).toBe(first);
      await memoised('hotel:1', hotel.read);
    });
    expect(stay.reads()).toBe(1);
    expect(hotel.reads()).toBe(1);
  });

  it('two requests, and calls outside any request, read for themselves', async () => {
    const stay = countedRead();
    await withRequestMemo(() => memoised('stay:1', stay.read));
    await withRequestMemo(() => memoised('stay:1', stay.read));
    await memoised('stay:1', stay.read);
    await memoised('stay:1', stay.read);
    expect(stay.reads()).toBe(4);
  });

  it('runs a query once, though a drizzle query runs again each time it is awaited', async () => {
    let runs = 0;
    const query = () =>
      ({
        then: (resolve: (value: number) => unknown) => resolve((runs += 1)),
      }) as unknown as Promise<number>;
    await withRequestMemo(async () => {
      expect(await memoised('rooms:1', query)).toBe(1);
      expect(await memoised('rooms:1', query)).toBe(1);
    });
    expect(runs).toBe(1);
  });

  it('a failed read fails every caller of that request alike', async () => {
    let reads = 0;
    const failing = () => {
      reads += 1;
      return Promise.reject(new Error('database down'));
    };
    await withRequestMemo(async () => {
      await expect(memoised('stay:1', failing)).rejects.toThrow('database down');
      await expect(memoised('stay:1', failing)).rejects.toThrow('database down');
    });
    expect(reads).toBe(1);
  });
});
