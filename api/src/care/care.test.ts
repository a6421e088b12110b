import { CARE_TOKEN_COOKIE, careLoginResponseSchema, careSessionSchema } from '@shop/api-contract';
import { SignJWT } from 'jose';
import { createTestApp, TEST_SEED, TEST_TOKEN_SECRET, type TestApp } from '../testing/test-app';
import { SEED_AGENT_EMAIL } from '../seed/index';
import { agents } from '../db/schema';
import { hashPassword } from '../lib/password';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

const credentials = { email: SEED_AGENT_EMAIL, password: TEST_SEED.agentPassword };

describe('customer-care sign-in: /api/care/*', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const login = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/care/login', payload: payload as object });
  const session = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/care/session', headers });

  const cookieOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie']).split(';')[0]!;

  it('SHELL-015, issue 15 §2: login sets the HttpOnly cookie only (no token in the body); logout revokes it', async () => {
    const response = await login(credentials);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(body).toEqual({
      agent: { id: expect.any(Number), email: SEED_AGENT_EMAIL, name: expect.any(String) },
    });
    expect(JSON.stringify(body)).not.toMatch(/eyJ/);
    const { agent } = careLoginResponseSchema.parse(body);

    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${CARE_TOKEN_COOKIE}=eyJ[^;]+;`));
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    // Issue 15 §2: a shorter life (2 hours, was 8).
    expect(setCookie).toContain('Max-Age=7200');
    expect(response.headers['cache-control']).toBe('no-store');

    const cookie = cookieOf(response);
    const current = await session({ cookie: `theme=dark; ${cookie}` });
    expect(current.statusCode).toBe(200);
    expect(careSessionSchema.parse(current.json())).toEqual({ agent });

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/care/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(
      new RegExp(`^${CARE_TOKEN_COOKIE}=;.*Max-Age=0`),
    );
    // Issue 15 §2: the same token, replayed after logout, is refused (server-side revocation).
    expect((await session({ cookie })).statusCode).toBe(401);
  });

  it('issue 15 §2: the token is not accepted as a Bearer header; e-mail case does not matter', async () => {
    const response = await login({ ...credentials, email: 'Agent@Weekend-Shop.test' });
    expect(response.statusCode).toBe(200);
    const token = cookieOf(response).split('=')[1]!;
    expect((await session({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await session({ cookie: cookieOf(response) })).statusCode).toBe(200);
  });

  it('issue 15 §2: a deleted agent loses its sessions at once', async () => {
    const [extra] = await ctx.database.orm
      .insert(agents)
      .values({
        email: 'temp@weekend-shop.test',
        name: 'Temp',
        passwordHash: await hashPassword('temp-pass'),
      })
      .returning({ id: agents.id });
    const response = await login({ email: 'temp@weekend-shop.test', password: 'temp-pass' });
    const cookie = cookieOf(response);
    expect((await session({ cookie })).statusCode).toBe(200);
    await ctx.database.orm.delete(agents).where(eq(agents.id, extra!.id));
    expect((await session({ cookie })).statusCode).toBe(401);
  });

  it.each([
    ['a wrong password', { ...credentials, password: 'wrong' }],
    ['an unknown e-mail', { ...credentials, email: 'nobody@weekend-shop.test' }],
  ])('SHELL-015: answers 401 INVALID_CREDENTIALS for %s', async (_case, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'INVALID_CREDENTIALS', message: expect.any(String) });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['an e-mail that is not one', { ...credentials, email: 'agent' }, /^email: /],
    ['a missing password', { email: credentials.email }, 'password: required'],
    ['an empty password', { ...credentials, password: '' }, /^password: Too small/],
    ['a password that is not a string', { ...credentials, password: 2026 }, /^password: /],
  ])('SHELL-015: answers 400 BAD_REQUEST for %s', async (_case, payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(message),
    });
  });

  it('SHELL-015: answers 401 without a token, or with a forged, expired or foreign one', async () => {
    const sign = (secret: string, expiresAt: number | string = '1h', audience = 'care') =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('weekend-shop')
        .setAudience(audience)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(secret));
    const tokens = [
      await sign('another-secret'),
      await sign(TEST_TOKEN_SECRET, Math.floor(Date.now() / 1000) - 60),
      await sign(TEST_TOKEN_SECRET, '1h', 'shop'),
      'not-a-jwt',
    ];
    expect((await session()).statusCode).toBe(401);
    for (const token of tokens) {
      const response = await session({ cookie: `${CARE_TOKEN_COOKIE}=${token}` });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'UNAUTHORIZED', message: expect.any(String) });
    }
    expect((await session({ cookie: `${CARE_TOKEN_COOKIE}=%E0` })).statusCode).toBe(401);
  });

  it('issue 15 §2: a correctly signed token without a live session is refused', async () => {
    // Signed with the real secret, naming the real agent, but no session row (never issued or
    // logged out): the signature alone is not enough.
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('00000000-0000-4000-8000-000000000000')
      .setIssuer('weekend-shop')
      .setAudience('care')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_TOKEN_SECRET));
    expect((await session({ cookie: `${CARE_TOKEN_COOKIE}=${token}` })).statusCode).toBe(401);
  });
});
