import { HUMAN_CHECK_HEADER, humanCheckChallengeSchema } from '@shop/api-contract';
import type { InjectOptions } from 'fastify';
import { solveHumanCheck } from '../http/human-check';
import { SEED_AGENT_EMAIL } from '../seed/index';
import { createTestApp, TEST_SEED, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stubEnv, unstubAllEnvs } from '@shop/test-support';

const BUDGET = 3;
const PASS_MS = 5 * 60_000;

describe('the search bot check (SHELL-053, ADR 0105)', () => {
  let ctx: TestApp;
  let now = Date.now();
  let nextIp = 1;
  /** Each test is its own client, with a fresh budget. */
  const freshIp = () => `198.51.100.${nextIp++}`;
  beforeAll(async () => {
    stubEnv('HUMAN_CHECK_DIFFICULTY', '8');
    ctx = await createTestApp({
      searchBotCheck: { perMinute: BUDGET, passMs: PASS_MS, now: () => now },
    });
  }, 60_000);
  afterAll(async () => {
    unstubAllEnvs();
    await ctx.close();
  }, 60_000);

  const json = { 'content-type': 'application/json' };
  const calls = {
    offers: (ip: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/offers.json',
        remoteAddress: ip,
        headers: { ...json, ...headers },
        payload: JSON.stringify({ locale: 'fr_FR', pageSize: 2 }),
      }),
    facets: (ip: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/facets.json?locale=fr_FR',
        remoteAddress: ip,
        headers,
      }),
    activities: (ip: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/activity-only/search.json',
        remoteAddress: ip,
        headers: { ...json, ...headers },
        payload: JSON.stringify({ locale: 'fr_FR', numberOfPackagesPerHotel: 2 }),
      }),
  };
  const statuses = async (count: number, call: () => Promise<{ statusCode: number }>) => {
    const answers: number[] = [];
    for (let index = 0; index < count; index += 1) answers.push((await call()).statusCode);
    return answers;
  };
  const solved = async () => {
    const challenge = await ctx.app.inject({
      method: 'GET',
      url: '/api/front/human-check/challenge',
    });
    return solveHumanCheck(humanCheckChallengeSchema.parse(challenge.json()));
  };
  const careCookie = async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/care/login',
      remoteAddress: '192.0.2.200',
      payload: { email: SEED_AGENT_EMAIL, password: TEST_SEED.agentPassword },
    } satisfies InjectOptions);
    expect(login.statusCode).toBe(200);
    return String(login.headers['set-cookie']).split(';')[0]!;
  };

  it('SHELL-053: a client under its budget searches without any check', async () => {
    const ip = freshIp();
    expect(await statuses(BUDGET, () => calls.offers(ip))).toEqual([200, 200, 200]);
  });

  it('SHELL-053: beyond the budget the search answers 429 HUMAN_CHECK_REQUIRED, for that client only', async () => {
    const ip = freshIp();
    // Offers, facets and the activity search share one budget.
    expect((await calls.offers(ip)).statusCode).toBe(200);
    expect((await calls.facets(ip)).statusCode).toBe(200);
    expect((await calls.activities(ip)).statusCode).toBe(200);
    for (const call of [calls.offers, calls.facets, calls.activities]) {
      const refused = await call(ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'HUMAN_CHECK_REQUIRED',
        message: expect.stringContaining(`send it in ${HUMAN_CHECK_HEADER}`),
      });
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.headers['cache-control']).toBe('no-store');
    }
    // Another client is not affected; the autocomplete is not counted.
    expect((await calls.offers(freshIp())).statusCode).toBe(200);
    const autocomplete = await ctx.app.inject({
      method: 'GET',
      url: '/api/autocomplete-geonames.json?locale=fr_FR&q=par',
      remoteAddress: ip,
    });
    expect(autocomplete.statusCode).not.toBe(429);
    // A new minute, a new budget.
    now += 60_000;
    expect((await calls.offers(ip)).statusCode).toBe(200);
  });

  it('SHELL-053: a solved check is spent, lets the request through and gives its client a pass', async () => {
    const ip = freshIp();
    await statuses(BUDGET, () => calls.offers(ip));
    expect((await calls.offers(ip)).statusCode).toBe(429);
    const passed = await calls.offers(ip, { [HUMAN_CHECK_HEADER]: await solved() });
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toHaveProperty('exactMatch');
    // The pass: far beyond the budget, without solving again, until it ends.
    expect(new Set(await statuses(10, () => calls.facets(ip)))).toEqual(new Set([200]));
    now += PASS_MS - 1000;
    expect((await calls.offers(ip)).statusCode).toBe(200);
    now += 1000;
    expect(await statuses(BUDGET + 1, () => calls.offers(ip))).toEqual([200, 200, 200, 429]);
  });

  it('SHELL-053: a replayed, wrong or unsolved token is refused', async () => {
    const ip = freshIp();
    const token = await solved();
    expect((await calls.offers(ip, { [HUMAN_CHECK_HEADER]: token })).statusCode).toBe(200);
    const other = freshIp();
    const replayed = await calls.offers(other, { [HUMAN_CHECK_HEADER]: token });
    expect(replayed.statusCode).toBe(429);
    expect(replayed.json()).toMatchObject({ error: 'HUMAN_CHECK_REQUIRED' });
    const challenge = token.slice(0, token.lastIndexOf(':'));
    for (const wrong of ['nonsense', `${challenge}:zz-not-it`, `${challenge}.x:0`]) {
      expect((await calls.facets(freshIp(), { [HUMAN_CHECK_HEADER]: wrong })).statusCode).toBe(429);
    }
    // A refused token gives no pass: the client over its budget is still asked.
    await statuses(BUDGET, () => calls.offers(other));
    expect((await calls.offers(other)).statusCode).toBe(429);
  });

  it('SHELL-053: a signed-in care agent is never counted nor asked', async () => {
    const cookie = await careCookie();
    const ip = freshIp();
    const agent = await statuses(BUDGET * 4, () => calls.offers(ip, { cookie }));
    expect(new Set(agent)).toEqual(new Set([200]));
    expect((await calls.facets(ip, { cookie })).statusCode).toBe(200);
    // None of those counted: the same address still has its whole budget without the session.
    expect(await statuses(BUDGET + 1, () => calls.offers(ip))).toEqual([200, 200, 200, 429]);
    // A care cookie that is not a live session is no exemption.
    expect((await calls.offers(ip, { cookie: `${cookie}x` })).statusCode).toBe(429);
    // Signed out, the agent's cookie no longer exempts.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/care/logout',
      headers: { cookie },
      remoteAddress: '192.0.2.200',
    });
    expect((await calls.offers(ip, { cookie })).statusCode).toBe(429);
  });

  it('SHELL-053: the OpenAPI document names the header and the 429 of the search calls', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<string, { parameters: { name: string; in: string }[]; responses: object }>
      >;
    }>();
    for (const [path, method] of [
      ['/api/offers.json', 'post'],
      ['/api/facets.json', 'get'],
      ['/api/activity-only/search.json', 'post'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation?.parameters).toContainEqual(
        expect.objectContaining({ name: HUMAN_CHECK_HEADER, in: 'header', required: false }),
      );
      expect(operation?.responses).toHaveProperty('429');
    }
  });
});
