import Fastify from 'fastify';
import { describe, expect, it, jest } from '@jest/globals';
import {
  botCheck,
  DEFAULT_SEARCH_BOT_CHECK_PER_MINUTE,
  searchBotCheckPerMinute,
} from './bot-check';
import { handleError } from './errors';
import type { HumanCheck } from './human-check';

const humanCheck = (valid: boolean) => {
  const verify = jest.fn<HumanCheck['verify']>(async () => valid);
  return { check: { difficulty: 8, issue: jest.fn<HumanCheck['issue']>(), verify }, verify };
};

describe('bot check settings and switch (SHELL-053, ADR 0105)', () => {
  it('SHELL-053: SEARCH_BOT_CHECK_PER_MINUTE: unset is on (120), 0 is off, nonsense stops the start', () => {
    expect(searchBotCheckPerMinute(undefined)).toBe(DEFAULT_SEARCH_BOT_CHECK_PER_MINUTE);
    expect(DEFAULT_SEARCH_BOT_CHECK_PER_MINUTE).toBe(120);
    expect(searchBotCheckPerMinute('')).toBe(120);
    expect(searchBotCheckPerMinute('0')).toBe(0);
    expect(searchBotCheckPerMinute('600')).toBe(600);
    expect(() => searchBotCheckPerMinute('-1')).toThrow(/SEARCH_BOT_CHECK_PER_MINUTE/);
    expect(() => searchBotCheckPerMinute('lots')).toThrow(/whole number/);
  });

  it('SHELL-053: with a budget of 0 nothing is counted, no token is read', async () => {
    const { check, verify } = humanCheck(false);
    const isExempt = jest.fn(async () => false);
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get(
      '/search',
      { onRequest: botCheck({ perMinute: 0, humanCheck: check, isExempt }) },
      async () => ({ ok: true }),
    );
    const answers = new Set<number>();
    for (let index = 0; index < 200; index += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/search',
        remoteAddress: '203.0.113.9',
        headers: index % 2 ? { 'x-human-check': 'nonsense' } : {},
      });
      answers.add(response.statusCode);
    }
    expect(answers).toEqual(new Set([200]));
    expect(verify).not.toHaveBeenCalled();
    expect(isExempt).not.toHaveBeenCalled();
    await app.close();
  });

  it('SHELL-053: an exempt request is neither counted nor asked for a token', async () => {
    const { check, verify } = humanCheck(false);
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get(
      '/search',
      {
        onRequest: botCheck({
          perMinute: 1,
          humanCheck: check,
          isExempt: async (request) => request.headers['x-agent'] === 'yes',
        }),
      },
      async () => ({ ok: true }),
    );
    const call = (agent: boolean) =>
      app.inject({ method: 'GET', url: '/search', headers: agent ? { 'x-agent': 'yes' } : {} });
    for (let index = 0; index < 5; index += 1) expect((await call(true)).statusCode).toBe(200);
    expect((await call(false)).statusCode).toBe(200);
    expect((await call(false)).statusCode).toBe(429);
    expect((await call(true)).statusCode).toBe(200);
    expect(verify).not.toHaveBeenCalled();
    await app.close();
  });
});
