import Fastify from 'fastify';
import type { Database } from '../db/client';
import { buildApp } from '../app';
import { createTestDatabase, TEST_TOKEN_SECRET } from '../testing/test-app';
import { parseTrustProxy } from './client-address';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { stubEnv, unstubAllEnvs } from '@shop/test-support';

describe('client address behind proxies (ADR 0011)', () => {
  it('ADR 0011: unset, empty, false or 0 trusts no proxy', () => {
    for (const value of [undefined, '', ' ', 'false', '0'])
      expect(parseTrustProxy(value)).toBe(false);
  });

  it('ADR 0011: addresses, CIDR ranges and presets are trusted as listed', () => {
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,loopback, fd00::/8')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
  });

  it('ADR 0011: "true" and anything unreadable stop the start-up with a reason', () => {
    expect(() => parseTrustProxy('true')).toThrow(/any client choose its address/);
    expect(() => parseTrustProxy('11')).toThrow('TRUST_PROXY: at most 10 proxies, not 11');
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow('"10.0.0.0/33" is not an address');
    expect(() => parseTrustProxy('proxy.internal')).toThrow('"proxy.internal" is not');
    expect(() => parseTrustProxy('10.0.0.1,')).toThrow('"" is not');
  });

  /** Fastify with the parsed setting and a route that says who is calling. */
  async function whoIs(trustProxy: string, remoteAddress: string, forwardedFor?: string) {
    const app = Fastify({ logger: false, trustProxy: parseTrustProxy(trustProxy) });
    app.get('/ip', async (request) => request.ip);
    const response = await app.inject({
      method: 'GET',
      url: '/ip',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    await app.close();
    return response.body;
  }

  it('ADR 0011: without trusted proxies X-Forwarded-For is ignored', async () => {
    expect(await whoIs('', '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('ADR 0011: a listed proxy passes the client on; an unlisted peer cannot', async () => {
    expect(await whoIs('10.0.0.0/8', '10.0.0.5', '198.51.100.1')).toBe('198.51.100.1');
    expect(await whoIs('10.0.0.0/8', '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    // A client's own X-Forwarded-For entry is not believed: the proxy's view is.
    expect(await whoIs('10.0.0.0/8', '10.0.0.5', '1.2.3.4, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('ADR 0011: a hop count trusts that many proxies, nearest first', async () => {
    expect(await whoIs('1', '10.0.0.5', '1.2.3.4, 198.51.100.1')).toBe('198.51.100.1');
    expect(await whoIs('2', '10.0.0.5', '1.2.3.4, 198.51.100.1')).toBe('1.2.3.4');
  });

  describe('buildApp reads TRUST_PROXY', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
    }, 60_000);
    afterAll(() => database.close(), 60_000);
    afterEach(() => {
      unstubAllEnvs();
    }, 60_000);

    async function ipSeenByApp(forwardedFor: string) {
      const app = buildApp({ db: database, tokenSecret: TEST_TOKEN_SECRET, logger: false });
      app.get('/test-ip', async (request) => request.ip);
      const response = await app.inject({
        method: 'GET',
        url: '/test-ip',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
      await app.close();
      return response.body;
    }

    it('ADR 0011: the shop is its own edge by default, and trusts what TRUST_PROXY lists', async () => {
      stubEnv('TRUST_PROXY', '');
      expect(await ipSeenByApp('198.51.100.1')).toBe('127.0.0.1');
      stubEnv('TRUST_PROXY', 'loopback');
      expect(await ipSeenByApp('198.51.100.1')).toBe('198.51.100.1');
      stubEnv('TRUST_PROXY', 'true');
      expect(() =>
        buildApp({ db: database, tokenSecret: TEST_TOKEN_SECRET, logger: false }),
      ).toThrow(/TRUST_PROXY=true/);
    });
  });
});
