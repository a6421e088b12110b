import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { weekends } from '../db/schema';
import { refreshSearchReadModel } from '../search';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('the stay page over kept catalogue reads (ADR 0099)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    const ttl = process.env.CATALOGUE_VERSION_TTL_MS;
    // Every request reads the catalogue version again (the watch takes it at the first read).
    process.env.CATALOGUE_VERSION_TTL_MS = '0';
    try {
      ctx = await createTestApp();
      await ctx.app.inject({ method: 'GET', url: '/api/weekend/1/detail.json?locale=fr_FR' });
    } finally {
      if (ttl === undefined) delete process.env.CATALOGUE_VERSION_TTL_MS;
      else process.env.CATALOGUE_VERSION_TTL_MS = ttl;
    }
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const label = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/weekend/1/detail.json?locale=fr_FR',
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { label: string }).label;
  };

  it('a catalogue change shows once it is refreshed, as it does in searches', async () => {
    const before = await label();
    const orm = ctx.database.orm;
    const [row] = await orm
      .select({ label: weekends.label })
      .from(weekends)
      .where(eq(weekends.id, 1));
    await orm
      .update(weekends)
      .set({ label: { ...row!.label, fr: 'Un séjour renommé' } })
      .where(eq(weekends.id, 1));
    // Written but not refreshed: the catalogue version still holds, so does what was read.
    expect(await label()).toBe(before);
    await refreshSearchReadModel(orm, { weekendIds: [1] });
    expect(await label()).toBe('Un séjour renommé');
  });
});
