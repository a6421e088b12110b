import { CARE_TOKEN_COOKIE, careLoginResponseSchema, careSessionSchema } from '@shop/api-contract';
import { SignJWT } from 'jose';
import { createTestApp, TEST_SEED, TEST_TOKEN_SECRET, type TestApp } from '../testing/test-app';
import { SEED_AGENT_EMAIL } from '../seed/index';
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

  it('SHELL-015: login, session by cookie, logout round trip', async () => {
    const response = await login(credentials);
    expect(response.statusCode).toBe(200);
    const { agent, token } = careLoginResponseSchema.parse(response.json());
    expect(agent).toEqual({
      id: expect.any(Number),
      email: SEED_AGENT_EMAIL,
      name: expect.any(String),
    });

    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${CARE_TOKEN_COOKIE}=${token.replaceAll('.', '\\.')};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=28800');
    expect(response.headers['cache-control']).toBe('no-store');

    const current = await session({ cookie: `theme=dark; ${CARE_TOKEN_COOKIE}=${token}` });
    expect(current.statusCode).toBe(200);
    expect(careSessionSchema.parse(current.json())).toEqual({ agent });

    const logout = await ctx.app.inject({ method: 'POST', url: '/api/care/logout' });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(
      new RegExp(`^${CARE_TOKEN_COOKIE}=;.*Max-Age=0`),
    );
  });

  it('SHELL-015: accepts the token as a Bearer header, e-mail case does not matter', async () => {
    const { token } = careLoginResponseSchema.parse(
      (await login({ ...credentials, email: 'Agent@Weekend-Shop.test' })).json(),
    );
    const response = await session({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
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
    expect((await session({ authorization: 'Bearer' })).statusCode).toBe(401);
    expect((await session({ cookie: `${CARE_TOKEN_COOKIE}=%E0` })).statusCode).toBe(401);
  });

  it('SHELL-015: a token naming an agent that no longer exists is refused', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('424242')
      .setIssuer('weekend-shop')
      .setAudience('care')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_TOKEN_SECRET));
    expect((await session({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });
});
