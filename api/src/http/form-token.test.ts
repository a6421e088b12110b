import { describe, expect, it } from '@jest/globals';
import { createFormToken, FORM_TOKEN_TTL_MS } from './form-token';

const NOW = Date.UTC(2026, 10, 27, 9);

describe('the served form’s token (CONT-037, ADR 0091)', () => {
  it('is good once, within the hour it was issued', async () => {
    const tokens = createFormToken('secret');
    const token = tokens.issue(NOW);
    expect(await tokens.verify(token, NOW + 5_000)).toBe(true);
    expect(await tokens.verify(token, NOW + 6_000)).toBe(false);
    const late = tokens.issue(NOW);
    expect(await tokens.verify(late, NOW + FORM_TOKEN_TTL_MS)).toBe(false);
  });

  it('refuses forged, altered, foreign, future and absent tokens', async () => {
    const tokens = createFormToken('secret');
    const token = tokens.issue(NOW);
    const [version, issued, random] = token.split('.');
    expect(await tokens.verify(undefined, NOW)).toBe(false);
    expect(await tokens.verify('', NOW)).toBe(false);
    expect(await tokens.verify(`${version}.${issued}.${random}.forged`, NOW)).toBe(false);
    expect(await tokens.verify(`${version}.${Number(issued) + 1}.${random}.x`, NOW)).toBe(false);
    expect(await createFormToken('other secret').verify(token, NOW)).toBe(false);
    expect(await tokens.verify(token, NOW - 1)).toBe(false);
    expect(await tokens.verify('x'.repeat(300), NOW)).toBe(false);
    // Refusals spend nothing: the real token still works once.
    expect(await tokens.verify(token, NOW)).toBe(true);
  });
});
