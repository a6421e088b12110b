import { describe, expect, it } from '@jest/globals';
import { staticContentUrl } from './static-content';

describe('static content files (SHELL-057)', () => {
  const file = '/api/content/targetedBanner.json';
  const staging = 'https://static.staging.weekend-shop.example';

  it('SHELL-057: outside production they come from the staging host the deployment names', () => {
    expect(
      staticContentUrl(file, { production: false, indexing: false, stagingContentOrigin: staging }),
    ).toBe(`${staging}${file}`);
  });

  it('SHELL-057: in production, or without a staging host, from this site', () => {
    expect(
      staticContentUrl(file, { production: true, indexing: true, stagingContentOrigin: staging }),
    ).toBe(file);
    expect(staticContentUrl(file, { production: false, indexing: false })).toBe(file);
  });
});
