import {
  ORDER_VIEW_TOKEN_HEADER,
  orderCreatedResponseSchema,
  orderSummarySchema,
  walletOrderResponseSchema,
} from '@shop/api-contract';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { SEED_AGENT_EMAIL } from '../seed/index';
import { newIdempotencyKey, orderRequest, payOrder, TEST_BUYER } from '../testing/orders';
import { createTestApp, TEST_SEED, type TestApp } from '../testing/test-app';
import { expireUnpaidOrders, UNPAID_ORDER_TTL_MINUTES } from './expiry';
import { createOrderViewTokens } from './order-view-token';
import { CHECKOUT_WRITE_RATE_LIMIT, ORDER_READ_RATE_LIMIT } from './purchase.routes';
import { SANDBOX } from '../payments/sandbox';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

/**
 * Issue 15 §7 (ADR 0062): reading an order by UUID needs proof; §4 (ADR 0063): checkout writes
 * are limited per address and unpaid orders expire. Real limits (purchaseLimits: {}).
 */
describe('order access and unbounded checkout writes (issue 15 §4, §7)', () => {
  let ctx: TestApp;
  let address = 0;
  /** A fresh client address per call, so that only the limit tests meet the limits. */
  const nextClient = () => `198.18.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    ctx = await createTestApp({ purchaseLimits: {} });
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  /** A gift-card order of 25 euros (no stay, no strong authentication). */
  const giftCardOrder = () =>
    orderRequest({ giftCard: { amount: 2_500, designId: 1 }, expectedAmount: 2_500 });
  const placed = () => placeOrderAt(giftCardOrder());
  async function placeOrderAt(body: ReturnType<typeof orderRequest>) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/purchase/orders',
      headers: { 'idempotency-key': newIdempotencyKey() },
      payload: body,
      remoteAddress: nextClient(),
    });
    expect(response.statusCode).toBe(201);
    return orderCreatedResponseSchema.parse(response.json());
  }
  const read = (
    orderUUID: string,
    options: { query?: Record<string, string>; headers?: Record<string, string> } = {},
  ) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/front/purchase/orders/${orderUUID}${options.query ? `?${new URLSearchParams(options.query)}` : ''}`,
      headers: options.headers ?? {},
      remoteAddress: nextClient(),
    });

  it('issue 15 §7: the UUID alone no longer reads the order (401), nor a wrong proof (404)', async () => {
    const order = await placed();
    const bare = await read(order.orderUUID);
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toEqual({ error: 'UNAUTHORIZED', message: expect.any(String) });
    expect(bare.body).not.toContain(TEST_BUYER.lastName);

    const forged = [
      {
        headers: {
          [ORDER_VIEW_TOKEN_HEADER]: 'v1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        },
      },
      { headers: { [ORDER_VIEW_TOKEN_HEADER]: 'not-a-token' } },
      // Another order's token does not read this one.
      {
        headers: {
          [ORDER_VIEW_TOKEN_HEADER]: createOrderViewTokens(
            'test-care-token-secret-0123456789abcdef',
          ).sign('00000000-0000-4000-8000-000000000000', new Date()),
        },
      },
      // A token signed with another secret.
      {
        headers: {
          [ORDER_VIEW_TOKEN_HEADER]: createOrderViewTokens('another-secret').sign(
            order.orderUUID,
            new Date(),
          ),
        },
      },
      { query: { bookingNumber: order.bookingNumber, email: 'someone@example.fr' } },
      { query: { bookingNumber: '00000000', email: TEST_BUYER.email } },
    ];
    for (const proof of forged) {
      const response = await read(order.orderUUID, proof);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('issue 15 §7: the creation answer carries a view token that reads the order; so do number + e-mail', async () => {
    const order = await placed();
    expect(order.viewToken).toMatch(/^v1\.\d+\.[\w-]{43}$/);
    const byToken = await read(order.orderUUID, {
      headers: { [ORDER_VIEW_TOKEN_HEADER]: order.viewToken },
    });
    expect(byToken.statusCode).toBe(200);
    expect(orderSummarySchema.parse(byToken.json()).bookingNumber).toBe(order.bookingNumber);
    const byOwner = await read(order.orderUUID, {
      query: { bookingNumber: order.bookingNumber, email: TEST_BUYER.email.toUpperCase() },
    });
    expect(byOwner.statusCode).toBe(200);
    // An expired token no longer reads it.
    const old = createOrderViewTokens('test-care-token-secret-0123456789abcdef').sign(
      order.orderUUID,
      new Date(Date.now() - 8 * 24 * 3600 * 1000),
    );
    expect(
      (await read(order.orderUUID, { headers: { [ORDER_VIEW_TOKEN_HEADER]: old } })).statusCode,
    ).toBe(404);
  });

  it('issue 15 §7: the payment answer carries the view token once the order is paid; a care agent reads any order', async () => {
    const order = await placed();
    const paid = await payOrder(ctx.app, order.orderUUID);
    expect(paid.order?.status).toBe('confirmed');
    expect(paid.order?.viewToken).toMatch(/^v1\./);
    expect(
      (
        await read(order.orderUUID, {
          headers: { [ORDER_VIEW_TOKEN_HEADER]: paid.order!.viewToken! },
        })
      ).statusCode,
    ).toBe(200);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/care/login',
      payload: { email: SEED_AGENT_EMAIL, password: TEST_SEED.agentPassword },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    expect((await read(order.orderUUID, { headers: { cookie } })).statusCode).toBe(200);
  });

  it('issue 15 §7: the wallet order answer carries the view token', async () => {
    const amount = 2_500;
    const intent = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/purchase/payments',
      payload: { amount, paymentMethod: 'wallet' },
      remoteAddress: nextClient(),
    });
    const { paymentIntentId } = intent.json() as { paymentIntentId: string };
    const wallet = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/purchase/zeppto',
      headers: { 'idempotency-key': newIdempotencyKey() },
      payload: {
        ...giftCardOrder(),
        pspAuthorization: { paymentIntentId, paymentMethod: 'wallet' },
      },
      remoteAddress: nextClient(),
    });
    expect(wallet.statusCode).toBe(200);
    const { booking } = walletOrderResponseSchema.parse(wallet.json());
    const response = await read(booking.orderUUID, {
      headers: { [ORDER_VIEW_TOKEN_HEADER]: booking.viewToken },
    });
    expect(response.statusCode).toBe(200);
  });

  it('issue 15 §7: order reads are rate-limited per address, before validation', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ORDER_READ_RATE_LIMIT; i += 1) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/front/purchase/orders/not-a-uuid',
        remoteAddress: '203.0.113.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, ORDER_READ_RATE_LIMIT).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('issue 15 §4: checkout writes (orders, payments, wallet orders) are limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CHECKOUT_WRITE_RATE_LIMIT; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: i % 2 ? '/api/front/purchase/orders' : '/api/front/purchase/payments',
        payload: {},
        remoteAddress: '203.0.113.78',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, CHECKOUT_WRITE_RATE_LIMIT).every((status) => status === 400)).toBe(
      true,
    );
    const limited = statuses.at(-1);
    expect(limited).toBe(429);
  });

  it('issue 15 §4: an unpaid order expires: payment refused, the sweep marks it failed', async () => {
    const order = await placed();
    const [row] = await ctx.database.orm
      .select()
      .from(orders)
      .where(eq(orders.id, order.orderUUID));
    const later = new Date(row!.createdAt.getTime() + (UNPAID_ORDER_TTL_MINUTES + 1) * 60_000);
    // Still within its window: the sweep leaves it.
    expect(await expireUnpaidOrders(ctx.database.orm, row!.createdAt)).toBe(0);
    // Back-date the order instead of the server clock.
    await ctx.database.orm
      .update(orders)
      .set({
        createdAt: new Date(
          row!.createdAt.getTime() - (later.getTime() - row!.createdAt.getTime()),
        ),
      })
      .where(eq(orders.id, order.orderUUID));
    const pay = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/purchase/payments',
      payload: {
        orderUUID: order.orderUUID,
        paymentMethod: 'card',
        card: { number: SANDBOX.acceptedCard, expiryMonth: 12, expiryYear: 2030, cvc: '123' },
      },
      remoteAddress: nextClient(),
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toEqual({ error: 'CONFLICT', message: expect.stringMatching(/expired/) });
    expect(await expireUnpaidOrders(ctx.database.orm, new Date())).toBeGreaterThanOrEqual(1);
    const [after] = await ctx.database.orm
      .select()
      .from(orders)
      .where(eq(orders.id, order.orderUUID));
    expect(after?.status).toBe('failed');
  });
});
