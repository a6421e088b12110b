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
      releases: {},
      flags: { ...DEFAULT_FLAGS, giftBoxes: false },
      environment: { production: true, indexing: false },
    });
  });

  it('SHELL-057: keeps an http(s) staging content origin, drops anything else', () => {
    const origin = (stagingContentOrigin: unknown) =>
      parseRegistry({ environment: { stagingContentOrigin } }).environment.stagingContentOrigin;
    expect(origin('https://static.staging.example')).toBe('https://static.staging.example');
    expect(origin('http://staging.localhost:4200')).toBe('http://staging.localhost:4200');
    expect(origin('https://static.staging.example/content')).toBeUndefined();
    expect(origin('javascript:alert(1)')).toBeUndefined();
    expect(origin(7)).toBeUndefined();
  });

  it('SHELL-029: keeps an https (or same-site) external gift shop address, drops anything else', () => {
    const shop = (externalGiftShop: unknown) =>
      parseRegistry({ environment: { externalGiftShop } }).environment.externalGiftShop;
    expect(shop('https://gifts.example.com/care?x=1')).toBe('https://gifts.example.com/care?x=1');
    expect(shop('/gift/search')).toBe('/gift/search');
    expect(shop('javascript:alert(1)')).toBeUndefined();
    expect(shop('http://gifts.example.com/')).toBeUndefined();
    expect(shop('//evil.example/')).toBeUndefined();
    expect(shop(`https://gifts.example.com/${'a'.repeat(300)}`)).toBeUndefined();
    expect(shop(42)).toBeUndefined();
  });

  it('issue 17: keeps the release each known remote is served at, drops the rest', () => {
    expect(
      parseRegistry({
        remotes: { mfe_content: '/releases/mfe-content/0.1.0+abcdef12/mf-manifest.json' },
        releases: { mfe_content: '0.1.0+abcdef12', mfe_evil: '1.0.0+aaaaaaaa', mfe_search: 7 },
      }).releases,
    ).toEqual({ mfe_content: '0.1.0+abcdef12' });
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
