import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { resolveTokenSecret } from '../care';
import { seedIfEmpty } from '../seed/index';
import { createDatabase, trackConnections } from './client';
import { hotels } from './schema';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { stubEnv, unstubAllEnvs } from '@shop/test-support';

describe('createDatabase with PGlite on disk', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-pglite-'));
  }, 60_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }), 60_000);

  it('ARCH-4: keeps the data in DATA_DIR across restarts and migrates idempotently', async () => {
    stubEnv('DATABASE_URL', '');
    stubEnv('DATA_DIR', dataDir);
    stubEnv('CARE_TOKEN_SECRET', '');
    try {
      const first = await createDatabase();
      expect(first).toMatchObject({ driver: 'pglite', dataDir });
      await seedIfEmpty(first, { hotels: 3, seed: 1, today: '2026-01-01' });
      const secret = await resolveTokenSecret(first.dataDir);
      await first.close();

      const again = await createDatabase();
      expect(await again.orm.select({ hotels: count() }).from(hotels)).toEqual([{ hotels: 3 }]);
      expect(await seedIfEmpty(again, { hotels: 3, seed: 1, today: '2026-01-01' })).toBeNull();
      expect(await resolveTokenSecret(again.dataDir)).toBe(secret);
      await again.close();
    } finally {
      unstubAllEnvs();
    }
    // Two on-disk databases opened and migrated in the body: 4 s alone, 32 s once on CI's loaded
    // cores (stop 24), so the body gets the hooks' allowance and more.
  }, 90_000);
});

describe('the PostgreSQL pool watch', () => {
  it('ARCH-4: closing waits for the last connection to end, and a dropped idle connection is reported, not thrown', async () => {
    const pool = new EventEmitter();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const open = trackConnections(pool);
    pool.emit('connect');
    pool.emit('connect');
    expect(() => pool.emit('error', new Error('terminating connection'))).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('terminating connection'));

    let closed = false;
    const allClosed = open.allClosed().then(() => {
      closed = true;
    });
    pool.emit('remove');
    await Promise.resolve();
    expect(closed).toBe(false);
    pool.emit('remove');
    await allClosed;
    expect(closed).toBe(true);
    await expect(trackConnections(new EventEmitter()).allClosed()).resolves.toBeUndefined();
    warn.mockRestore();
  });
});
