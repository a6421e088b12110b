import { apiErrorSchema, careLoginResponseSchema, orderSummarySchema } from '@shop/api-contract';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { SEED_AGENT_EMAIL } from '../seed/index';
import {
  findBookableStay,
  newIdempotencyKey,
  orderRequest,
  payOrder,
  TEST_BUYER,
  type BookableStay,
} from '../testing/orders';
import { createTestApp, TEST_SEED, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';

const NOW = new Date('2026-03-10T09:00:00Z');
const TODAY = '2026-03-10';

describe('care mode: bookings taken and looked up by an agent (BEY-015)', () => {
  let ctx: TestApp;
  let stay: BookableStay;
  /** The agent's session cookie (`name=value`): the care session is that HttpOnly cookie only. */
  let cookie: string;
  let cookieName: string;
  let cookieValue: string;
  let agentId: number;
  let client = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(NOW);
    stay = await findBookableStay(ctx.database.orm, { today: TODAY, rooms: 4, cancellable: true });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/care/login',
      payload: { email: SEED_AGENT_EMAIL, password: TEST_SEED.agentPassword },
    });
    cookie = String(login.headers['set-cookie']).split(';')[0]!;
    [cookieName = '', cookieValue = ''] = cookie.split('=');
    agentId = careLoginResponseSchema.parse(login.json()).agent.id;
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  }, 60_000);

  const order = (headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/front/purchase/orders',
      headers: { 'idempotency-key': newIdempotencyKey(), ...headers },
      payload: orderRequest({ stay, expectedAmount: stay.priceCents * 2 }),
    });
  const lookup = (query: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/front/orders/lookup?${query}`,
      headers,
      // Each look-up from its own client: the per-client rate limit is not what is tested here.
      remoteAddress: `10.66.0.${(client += 1)}`,
    });

  it('BEY-015: an order placed by a signed-in agent records the agent, and its summary names them', async () => {
    const placed = await order({ cookie });
    expect(placed.statusCode).toBe(201);
    const { orderUUID, bookingNumber } = placed.json<{
      orderUUID: string;
      bookingNumber: string;
    }>();
    const [row] = await ctx.database.orm.select().from(orders).where(eq(orders.id, orderUUID));
    expect(row?.agentId).toBe(agentId);
    expect((await payOrder(ctx.app, orderUUID)).status).toBe('succeeded');

    const found = await lookup(
      `bookingNumber=${bookingNumber}&email=${encodeURIComponent(TEST_BUYER.email)}`,
    );
    expect(found.statusCode).toBe(200);
    const summary = orderSummarySchema.parse(found.json());
    expect(summary.status).toBe('confirmed');
    expect(summary.agent).toEqual({ id: agentId, name: expect.any(String) });
  });

  it('BEY-015: the session token outside its cookie (a Bearer header) is no agent; a customer order names no agent', async () => {
    const byBearer = await order({ authorization: `Bearer ${cookieValue}` });
    const bearerOrder = byBearer.json<{ orderUUID: string }>();
    const [bearerRow] = await ctx.database.orm
      .select()
      .from(orders)
      .where(eq(orders.id, bearerOrder.orderUUID));
    expect(bearerRow?.agentId).toBeNull();

    const byCustomer = await order();
    const { bookingNumber, orderUUID } = byCustomer.json<{
      orderUUID: string;
      bookingNumber: string;
    }>();
    const [row] = await ctx.database.orm.select().from(orders).where(eq(orders.id, orderUUID));
    expect(row?.agentId).toBeNull();
    const summary = orderSummarySchema.parse(
      (
        await lookup(`bookingNumber=${bookingNumber}&email=${encodeURIComponent(TEST_BUYER.email)}`)
      ).json(),
    );
    expect(summary.agent).toBeNull();
  });

  it('BEY-015: a forged agent token books as a customer (no agent recorded)', async () => {
    const placed = await order({ cookie: `${cookieName}=${cookieValue.slice(0, -4)}AAAA` });
    expect(placed.statusCode).toBe(201);
    const { orderUUID } = placed.json<{ orderUUID: string }>();
    const [row] = await ctx.database.orm.select().from(orders).where(eq(orders.id, orderUUID));
    expect(row?.agentId).toBeNull();
  });

  it('BEY-015: the agent panel looks a booking up by its number alone; nobody else can', async () => {
    const placed = (await order()).json<{ bookingNumber: string }>();
    const byAgent = await lookup(`bookingNumber=${placed.bookingNumber}`, { cookie });
    expect(byAgent.statusCode).toBe(200);
    expect(orderSummarySchema.parse(byAgent.json()).bookingNumber).toBe(placed.bookingNumber);

    const anonymous = await lookup(`bookingNumber=${placed.bookingNumber}`);
    expect(anonymous.statusCode).toBe(400);
    expect(JSON.stringify(anonymous.json())).not.toContain(placed.bookingNumber.slice(1));
    const forged = await lookup(`bookingNumber=${placed.bookingNumber}`, {
      cookie: `${cookieName}=forged.token.value`,
    });
    expect(forged.statusCode).toBe(400);
    expect(apiErrorSchema.parse(forged.json()).error).toBe('BAD_REQUEST');
    const unknown = await lookup('bookingNumber=00000000', { cookie });
    expect(unknown.statusCode).toBe(404);
  });

  it('BEY-003: a wrong e-mail and a wrong booking number answer the same neutral 404', async () => {
    const placed = (await order()).json<{ bookingNumber: string }>();
    const wrongEmail = await lookup(
      `bookingNumber=${placed.bookingNumber}&email=someone%40example.fr`,
    );
    const other = placed.bookingNumber === '99999999' ? '99999998' : '99999999';
    const wrongNumber = await lookup(
      `bookingNumber=${other}&email=${encodeURIComponent(TEST_BUYER.email)}`,
    );
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongNumber.statusCode).toBe(404);
    expect(wrongEmail.json()).toEqual(wrongNumber.json());
  });
});
