import {
  apiErrorSchema,
  giftCodeLookupResponseSchema,
  type GiftCodeLookupResponse,
} from '@shop/api-contract';
import { eq } from 'drizzle-orm';
import { giftCards } from '../db/schema';
import { DEMO_EXPIRED_GIFT_CARD, seedDemoGiftCards } from '../seed/demo-gift-cards';
import { orderRequest, payOrder, placeOrder } from '../testing/orders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { GIFT_CODE_LOOKUP_RATE_LIMIT } from './gift-codes.routes';
import { lookupGiftCode, resolveGiftCard, type GiftCodeResolver } from './gift-codes.service';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';

/** 10 March 2026, 10:00 in Paris. */
const NOW = new Date('2026-03-10T09:00:00Z');

describe('the beneficiary’s code look-up, POST /api/front/gift-codes/lookup (issue 13 item 5)', () => {
  let ctx: TestApp;
  let client = 0;
  let serial = '';
  beforeAll(async () => {
    ctx = await createTestApp();
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(NOW);
    const order = await placeOrder(
      ctx.app,
      orderRequest({ giftCard: { amount: 7_500, designId: 1 }, expectedAmount: 7_500 }),
    );
    await payOrder(ctx.app, order.orderUUID);
    const [card] = await ctx.database.orm
      .select()
      .from(giftCards)
      .where(eq(giftCards.orderId, order.orderUUID));
    serial = card!.serialNumber;
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  }, 60_000);
  afterEach(async () => {
    setSystemTime(NOW);
    await ctx.database.orm
      .update(giftCards)
      .set({ balanceCents: 7_500 })
      .where(eq(giftCards.serialNumber, serial));
  });

  /** Each test its own client address, so that the limit only bites where tested. */
  const nextClient = () => `10.77.0.${(client += 1)}`;
  const lookup = (payload: unknown, remoteAddress = nextClient()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/front/gift-codes/lookup',
      payload: payload as object,
      remoteAddress,
    });
  const answerOf = (response: { json: () => unknown }) =>
    giftCodeLookupResponseSchema.parse(response.json());
  const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

  it('GIFT-025: a gift card answers its kind, worth, balance and last day, its number masked', async () => {
    const response = await lookup({ code: serial });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(answerOf(response)).toEqual({
      kind: 'giftCard',
      maskedCode: `****-****-****-${serial.slice(-4)}`,
      status: 'valid',
      expiresOn: '2027-03-10',
      currency: 'EUR',
      amount: 7_500,
      balance: 7_500,
    });
    expect(response.body).not.toContain(serial.slice(0, 4));
  });

  it('GIFT-025: case, spaces and dashes do not matter', async () => {
    const typed = ` ${serial.toLowerCase().replace(/-/g, ' ')} `.replace(/^ /, '');
    const response = await lookup({ code: typed.trim() });
    expect(response.statusCode).toBe(200);
    expect(answerOf(response).kind).toBe('giftCard');
    expect((await lookup({ code: serial.replace(/-/g, '') })).statusCode).toBe(200);
  });

  it('GIFT-025: a used-up card says so, with what it was worth', async () => {
    await ctx.database.orm
      .update(giftCards)
      .set({ balanceCents: 0 })
      .where(eq(giftCards.serialNumber, serial));
    expect(answerOf(await lookup({ code: serial }))).toMatchObject({
      status: 'usedUp',
      amount: 7_500,
      balance: 0,
    });
  });

  it('GIFT-025: a card is valid on its last day (Paris time) and expired the day after', async () => {
    setSystemTime(new Date('2027-03-10T22:00:00Z'));
    expect(answerOf(await lookup({ code: serial })).status).toBe('valid');
    setSystemTime(new Date('2027-03-10T23:30:00Z'));
    expect(answerOf(await lookup({ code: serial }))).toMatchObject({
      status: 'expired',
      expiresOn: '2027-03-10',
      balance: 7_500,
    });
  });

  it('ADR 0076: the demonstration card (outside production) is expired and pays nothing', async () => {
    await seedDemoGiftCards(ctx.database.orm, '2026-03-10');
    expect(answerOf(await lookup({ code: DEMO_EXPIRED_GIFT_CARD.toLowerCase() }))).toEqual({
      kind: 'giftCard',
      maskedCode: '****-****-****-2345',
      status: 'expired',
      expiresOn: '2026-02-10',
      currency: 'EUR',
      amount: 5_000,
      balance: 5_000,
    });
  });

  it('a mistyped or made-up code is 404 GIFT_CODE_UNKNOWN, the same for any shape', async () => {
    const other = serial.slice(0, -1) + (serial.endsWith('A') ? 'B' : 'A');
    for (const code of [other, 'ABCD-EFGH-JKMN-PQRS', 'WELCOME2026', '1234']) {
      const response = await lookup({ code });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({ error: 'GIFT_CODE_UNKNOWN' });
    }
  });

  it('bad input is a 400 naming the field, never a 500', async () => {
    const bodies: unknown[] = [
      {},
      { code: '' },
      { code: 'A'.repeat(41) },
      { code: '<script>alert(1)</script>' },
      { code: "ABCD'; drop table gift_cards; --" },
      { code: 1234_5678 },
      { code: null },
      { code: ['ABCD'] },
    ];
    for (const body of bodies) {
      const response = await lookup(body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toMatch(/^(code|body)/);
    }
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/gift-codes/lookup',
      headers: { 'content-type': 'application/json' },
      payload: '{"code":',
      remoteAddress: nextClient(),
    });
    expect(text.statusCode).toBe(400);
  });

  it('codes cannot be guessed by trying: 10 look-ups a minute per client, malformed ones included, then 429', async () => {
    const address = nextClient();
    for (let i = 0; i < GIFT_CODE_LOOKUP_RATE_LIMIT; i += 1) {
      const response = await lookup({ code: i % 2 === 0 ? `GUESS${i}` : '' }, address);
      expect([400, 404]).toContain(response.statusCode);
    }
    const blocked = await lookup({ code: serial }, address);
    expect(blocked.statusCode).toBe(429);
    expect(errorOf(blocked).error).toBe('TOO_MANY_REQUESTS');
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another client is not affected; the window passes after a minute.
    expect((await lookup({ code: serial })).statusCode).toBe(200);
    setSystemTime(new Date(NOW.getTime() + 61_000));
    expect((await lookup({ code: serial }, address)).statusCode).toBe(200);
  });

  it('ADR 0076: another kind plugs in as a resolver; the first that knows the code answers', async () => {
    const voucher: GiftCodeLookupResponse = {
      kind: 'giftVoucher',
      maskedCode: '****-****-****-TEST',
      status: 'valid',
      expiresOn: '2027-03-10',
      nights: 2,
      adults: 2,
      productId: 12,
    };
    const vouchers: GiftCodeResolver = async (_orm, typed) =>
      typed === 'VOUCHER-TEST' ? voucher : null;
    const resolvers = [resolveGiftCard, vouchers];
    expect(await lookupGiftCode(ctx.database.orm, 'VOUCHER-TEST', NOW, resolvers)).toEqual(voucher);
    expect((await lookupGiftCode(ctx.database.orm, serial, NOW, resolvers))?.kind).toBe('giftCard');
    expect(await lookupGiftCode(ctx.database.orm, 'NOPE', NOW, resolvers)).toBeNull();
    expect(giftCodeLookupResponseSchema.parse(voucher)).toEqual(voucher);
  });

  it('the OpenAPI document describes the look-up', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: unknown }>>;
    };
    const call = document.paths['/api/front/gift-codes/lookup']?.post;
    expect(JSON.stringify(call?.requestBody)).toContain('"code"');
    expect(JSON.stringify(call?.responses)).toContain('giftVoucher');
  });
});
