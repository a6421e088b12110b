import { describe, expect, it, jest } from '@jest/globals';
import { quietResource } from './quiet-resource';

describe('quietResource', () => {
  it('SRCH-064: a failure settles as the empty value, never a rejection', async () => {
    const resource = quietResource(() => Promise.reject(new Error('HTTP 500')), [] as number[]);
    await expect(resource.read('a')).resolves.toEqual([]);
  });

  it('fetches a key once and keeps at most `max` answers, oldest dropped first', async () => {
    const fetcher = jest.fn(async (key: string) => key.length);
    const resource = quietResource(fetcher, 0, 2);
    expect(resource.read('a')).toBe(resource.read('a'));
    await expect(resource.read('bb')).resolves.toBe(2);
    expect(fetcher).toHaveBeenCalledTimes(2);
    resource.read('ccc');
    resource.read('a');
    expect(fetcher).toHaveBeenCalledTimes(4);
    resource.clear();
    resource.read('bb');
    expect(fetcher).toHaveBeenCalledTimes(5);
  });
});
