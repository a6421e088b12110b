import { DEFAULT_FLAGS } from '@shop/platform';
import { describe, expect, it, jest } from '@jest/globals';

import { loadRegistry, parseRegistry } from './registry';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

describe('runtime remote registry (ADR 0003)', () => {
  it('keeps known remotes with a URL and drops everything else', () => {
    expect(
      parseRegistry({
        remotes: {
          mfe_search: '/apps/mfe-search/mf-manifest.json',
          mfe_evil: '/x',
          mfe_product: 3,
          mfe_content: '',
        },
        flags: { giftBoxes: false },
        environment: { production: true, indexing: 'yes' },
      }),
    ).toEqual({
      remotes: { mfe_search: '/apps/mfe-search/mf-manifest.json' },
      flags: { ...DEFAULT_FLAGS, giftBoxes: false },
      environment: { production: true, indexing: false },
    });
  });

  it('a missing or broken registry still gives a working (empty) registry', async () => {
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>().mockResolvedValue(new Response('not json', { status: 200 })),
    );
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadRegistry()).resolves.toEqual(parseRegistry({}));
    stubGlobal(
      'fetch',
      jest.fn<FunctionLike>().mockResolvedValue(new Response('', { status: 503 })),
    );
    await expect(loadRegistry()).resolves.toEqual(parseRegistry({}));
    consoleError.mockRestore();
    unstubAllGlobals();
  });
});
