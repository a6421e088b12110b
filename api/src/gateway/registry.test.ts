import { describe, expect, it } from '@jest/globals';
import { loadRegistryDocument, type RegistryDocument, stagingContentOrigins } from './registry';

const environment = (env: RegistryDocument['environment']): RegistryDocument => ({
  remotes: {},
  flags: {},
  environment: env,
});

describe('the registry document the gateway serves (ADR 0003)', () => {
  it('SHELL-057: names the staging content host outside production only', () => {
    const staging = 'https://static.staging.weekend-shop.example';
    expect(
      loadRegistryDocument({ STAGING_CONTENT_ORIGIN: staging }).environment.stagingContentOrigin,
    ).toBe(staging);
    expect(
      loadRegistryDocument({ NODE_ENV: 'production', STAGING_CONTENT_ORIGIN: staging }).environment,
    ).not.toHaveProperty('stagingContentOrigin');
    expect(loadRegistryDocument({}).environment).not.toHaveProperty('stagingContentOrigin');
  });

  it('SHELL-057: the pages may connect to that host (an http(s) origin), never in production', () => {
    const origin = 'https://static.staging.weekend-shop.example';
    expect(stagingContentOrigins(environment({ production: false, indexing: false }))).toEqual([]);
    expect(
      stagingContentOrigins(
        environment({ production: false, indexing: false, stagingContentOrigin: origin }),
      ),
    ).toEqual([origin]);
    expect(
      stagingContentOrigins(
        environment({ production: true, indexing: false, stagingContentOrigin: origin }),
      ),
    ).toEqual([]);
    for (const bad of [`${origin}/path`, 'javascript:alert(1)', "https://x.example 'unsafe-eval'"])
      expect(
        stagingContentOrigins(
          environment({ production: false, indexing: false, stagingContentOrigin: bad }),
        ),
      ).toEqual([]);
  });
});
