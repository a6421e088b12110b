import { TRACKING_EVENTS } from '@shop/api-contract/tracking-events';
import { desc } from 'drizzle-orm';
import { analyticsEvents } from '../db/schema';
import { ANALYTICS_RATE_LIMIT } from './analytics.routes';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('POST /api/analytics/ga/collect/:pos', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const payload = {
    client_id: '1234567890.1700000000',
    user_id: null,
    non_personalized_ads: false,
    user_data: { fbp: 'fb.1.1700000000.123', fbc: null },
    events: [
      {
        client_id: '1234567890.1700000000',
        name: 'view_item',
        params: {
          user_logged_in: false,
          ga_session_id: '1700000000',
          page_path: '/weekend/12',
          page_hostname: 'www.weekend-shop.test',
          page_type: 'product',
          ab_tests: 'calendarShortcuts:B',
          locale: 'fr_FR',
          transaction_side: 'booking',
          item_id: 12,
          value: 199.9,
        },
      },
    ],
  };
  const collect = (body: unknown, pos = 'fr', contentType = 'application/json') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/analytics/ga/collect/${pos}`,
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('API-046 / SHELL-063 / SHELL-064: stores the payload and answers 200', async () => {
    const response = await collect(payload, 'be');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const [stored] = await ctx.database.orm
      .select()
      .from(analyticsEvents)
      .orderBy(desc(analyticsEvents.id))
      .limit(1);
    expect(stored).toMatchObject({ pos: 'be', payload });
  });

  it("SHELL-065: the list is the spec's fourteen names, and each is accepted", async () => {
    expect([...TRACKING_EVENTS].sort()).toEqual(
      [
        'add_to_cart',
        'view_item',
        'view_item_list',
        'add_insurance',
        'add_shipping_info',
        'add_payment_info',
        'purchase',
        'search',
        'search_error',
        'search_no_results',
        'begin_checkout',
        'select_item',
        'refund',
        'generate_lead',
      ].sort(),
    );
    for (const name of TRACKING_EVENTS) {
      const body = { ...payload, events: [{ ...payload.events[0], name }] };
      expect([name, (await collect(body, 'it')).statusCode]).toEqual([name, 200]);
    }
  });

  it('API-046: keeps text PostgreSQL cannot hold as U+FFFD', async () => {
    const event = payload.events[0];
    const body = {
      ...payload,
      events: [{ ...event, params: { ...event?.params, note: 'a\u0000b\ud800' } }],
    };
    expect((await collect(body)).statusCode).toBe(200);
  });

  it.each([
    [
      'an unknown event name',
      { ...payload, events: [{ ...payload.events[0], name: 'click' }] },
      /^events\.0\.name: /,
    ],
    ['no event', { ...payload, events: [] }, /^events: expected exactly one event$/],
    ['two events', { ...payload, events: [payload.events[0], payload.events[0]] }, /^events: /],
    ['a missing client_id', { ...payload, client_id: undefined }, /^client_id: required$/],
    [
      'a nested extra param',
      {
        ...payload,
        events: [{ ...payload.events[0], params: { ...payload.events[0]?.params, x: { y: 1 } } }],
      },
      /^events\.0\.params\.x: /,
    ],
    [
      'an unknown locale',
      {
        ...payload,
        events: [
          { ...payload.events[0], params: { ...payload.events[0]?.params, locale: 'de_DE' } },
        ],
      },
      /^events\.0\.params\.locale: /,
    ],
  ])('SHELL-064: answers 400 for %s', async (_case, body, message) => {
    const response = await collect(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(message),
    });
  });

  it('API-046: answers 400 for an unknown point of sale and 415 for a body that is not JSON', async () => {
    const pos = await collect(payload, 'de');
    expect(pos.statusCode).toBe(400);
    expect(pos.json()).toMatchObject({ message: expect.stringMatching(/^pos: /) });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await collect('a=1', 'fr', type);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('issue 15 §4: analytics writes are limited per address, before anything is read', async () => {
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/analytics/ga/collect/fr',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
        remoteAddress: '198.51.100.60',
      });
    for (let i = 0; i < ANALYTICS_RATE_LIMIT; i += 1) expect((await send()).statusCode).toBe(415);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
