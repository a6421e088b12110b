import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveTokenSecret } from './care.service';
import { afterEach, describe, expect, it } from '@jest/globals';
import { stubEnv, unstubAllEnvs } from '@shop/test-support';

describe('resolveTokenSecret', () => {
  afterEach(() => {
    unstubAllEnvs();
  }, 60_000);

  it('SHELL-015: takes CARE_TOKEN_SECRET when set', async () => {
    stubEnv('CARE_TOKEN_SECRET', 'from-the-environment');
    expect(await resolveTokenSecret('/nonexistent')).toBe('from-the-environment');
  });

  it('SHELL-015: otherwise keeps a random secret in the data folder, readable by the owner only', async () => {
    stubEnv('CARE_TOKEN_SECRET', '');
    const dataDir = await mkdtemp(join(tmpdir(), 'care-secret-'));
    try {
      const first = await resolveTokenSecret(dataDir);
      expect(first).toMatch(/^[\w-]{43}$/);
      expect(await resolveTokenSecret(dataDir)).toBe(first);
      expect(await readFile(join(dataDir, 'care-token-secret'), 'utf8')).toBe(first);
      expect((await stat(join(dataDir, 'care-token-secret'))).mode & 0o077).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('SHELL-015: in memory, a new random secret each time', async () => {
    stubEnv('CARE_TOKEN_SECRET', '');
    expect(await resolveTokenSecret(undefined)).not.toBe(await resolveTokenSecret(undefined));
  });
});
