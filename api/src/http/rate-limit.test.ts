import Fastify from 'fastify';
import { clientKey, rateLimit } from './rate-limit';
import { handleError } from './errors';
import { describe, expect, it } from '@jest/globals';

describe('per-client rate limit (ADR 0011)', () => {
  it('ADR 0011: IPv4 counts per address, IPv6 per /64 network', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });

  it('ADR 0011: beyond the limit a client gets 429, Retry-After and what was limited; others do not', async () => {
    let now = 1_000_000;
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get(
      '/limited',
      { onRequest: rateLimit(2, 10_000, { what: 'tries', now: () => now }) },
      async () => ({ ok: true }),
    );
    const call = (remoteAddress: string) =>
      app.inject({ method: 'GET', url: '/limited', remoteAddress });
    expect((await call('2001:db8:1:2::1')).statusCode).toBe(200);
    // Another address of the same /64 is the same client.
    expect((await call('2001:db8:1:2::2')).statusCode).toBe(200);
    const limited = await call('2001:db8:1:2::3');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('10');
    expect(limited.json()).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: 'Too many tries: at most 2 per 10 s, retry in 10 s',
    });
    expect((await call('2001:db8:1:3::1')).statusCode).toBe(200);
    now += 4_000;
    expect((await call('2001:db8:1:2::1')).headers['retry-after']).toBe('6');
    now += 6_000;
    expect((await call('2001:db8:1:2::1')).statusCode).toBe(200);
    await app.close();
  });
});
