// Jest-only (it registers hooks): kept apart from test-app.ts, which scripts outside Jest such as
// the scale check import through testing/orders.ts.
import { afterAll, beforeAll } from '@jest/globals';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app for the calling describe block whose every request reads the catalogue version
 * again (CATALOGUE_VERSION_TTL_MS 0: a catalogue change shows at once); the setting is restored
 * and the app closed after the block. Use its fields inside tests and hooks, not at collection.
 */
export function liveCatalogueTestApp(): TestApp {
  let current: TestApp | undefined;
  const ttl = process.env.CATALOGUE_VERSION_TTL_MS;
  beforeAll(async () => {
    process.env.CATALOGUE_VERSION_TTL_MS = '0';
    current = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    if (ttl === undefined) delete process.env.CATALOGUE_VERSION_TTL_MS;
    else process.env.CATALOGUE_VERSION_TTL_MS = ttl;
    await current?.close();
  }, 60_000);
  const started = (): TestApp => {
    if (!current) throw new Error('The test app starts in beforeAll: use it inside a test');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    close: () => started().close(),
  };
}
