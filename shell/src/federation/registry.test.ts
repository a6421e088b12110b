import { DEFAULT_FLAGS } from '@shop/platform';
import { describe, expect, it, vi } from 'vitest';

import { loadRegistry, parseRegistry } from './registry';

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
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('not json', { status: 200 })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadRegistry()).resolves.toEqual(parseRegistry({}));
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 503 })));
    await expect(loadRegistry()).resolves.toEqual(parseRegistry({}));
    consoleError.mockRestore();
    vi.unstubAllGlobals();
  });
});
