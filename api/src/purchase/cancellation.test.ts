import {
  apiErrorSchema,
  cancellationResponseSchema,
  orderSummarySchema,
  type CancellationRequest,
} from '@shop/api-contract';
import { and, eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import { SEED_AGENT_EMAIL } from '../seed/index';
import {
  findBookableStay,
  orderRequest,
  payOrder,
  placeOrder,
  roomsLeftOn,
  TEST_BUYER,
  type BookableStay,
} from '../testing/orders';
import { createTestApp, TEST_SEED, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';
import { insurancePremium } from './pricing';

const NOW = new Date('2026-03-10T09:00:00Z');
const TODAY = '2026-03-10';

describe('cancelling a booking (issue 12 item 6, ADR 0055)', () => {
  let ctx: TestApp;
  let stay: BookableStay;
  let ncnr: BookableStay;
  let client = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(NOW);
    stay = await findBookableStay(ctx.database.orm, {
      today: TODAY,
      fromDay: 30,
      rooms: 6,
      cancellable: true,
    });
    ncnr = await findBookableStay(ctx.database.orm, { today: TODAY, cancellable: false });
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  }, 60_000);

  const remoteAddress = () => `10.55.0.${(client += 1) % 250}`;
  const paidOrder = async (of: BookableStay = stay, insurance = false) => {
    const stayCents = of.priceCents * 2;
    const order = await placeOrder(
      ctx.app,
      orderRequest({
        stay: of,
        insurance,
        expectedAmount: stayCents + (insurance ? insurancePremium(stayCents) : 0),
      }),
    );
    expect((await payOrder(ctx.app, order.orderUUID)).status).toBe('succeeded');
    return order;
  };
  const lookup = async (bookingNumber: string) =>
    orderSummarySchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/front/orders/lookup?bookingNumber=${bookingNumber}&email=${encodeURIComponent(TEST_BUYER.email)}`,
          remoteAddress: remoteAddress(),
        })
      ).json(),
    );
  const cancel = (body: CancellationRequest, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/front/purchase/cancellations',
      headers,
      payload: body,
      remoteAddress: remoteAddress(),
    });
  const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());

  it('cancellation terms: 80 % of the stay until the deadline, shown with the booking', async () => {
    const order = await paidOrder();
    const summary = await lookup(order.bookingNumber);
    expect(summary.cancellationTerms).toEqual({
      isCancellable: true,
      cancellableUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      refundAmount: Math.floor((summary.stay!.amount * 80) / 100),
      refundPercent: 80,
    });
  });

  it('cancelling refunds the card, gives the rooms back, e-mails once, and answers the same again', async () => {
    const order = await paidOrder();
    const { cancellationTerms } = await lookup(order.bookingNumber);
    const refund = cancellationTerms!.refundAmount;
    const roomsBefore = await roomsLeftOn(ctx.database.orm, stay);

    const wrongEmail = await cancel({
      bookingNumber: order.bookingNumber,
      email: 'someone@example.fr',
      expectedRefund: refund,
    });
    expect(wrongEmail.statusCode).toBe(404);
    const wrongAmount = await cancel({
      bookingNumber: order.bookingNumber,
      email: TEST_BUYER.email,
      expectedRefund: refund + 1,
    });
    expect(wrongAmount.statusCode).toBe(409);
    expect(errorOf(wrongAmount).error).toBe('AMOUNT_MISMATCH');

    const body = {
      bookingNumber: order.bookingNumber,
      email: TEST_BUYER.email,
      expectedRefund: refund,
    };
    const done = await cancel(body);
    expect(done.statusCode).toBe(200);
    const answer = cancellationResponseSchema.parse(done.json());
    expect(answer).toEqual({
      orderUUID: order.orderUUID,
      bookingNumber: order.bookingNumber,
      status: 'cancelled',
      amountRefunded: refund,
      refunds: [{ amount: refund, method: 'card', status: 'succeeded' }],
    });
    expect(await roomsLeftOn(ctx.database.orm, stay)).toBe(roomsBefore + 1);
    const after = await lookup(order.bookingNumber);
    expect(after.status).toBe('cancelled');
    expect(after.cancellationTerms?.isCancellable).toBe(false);
    expect(after.modificationConditions.isModifiable).toBe(false);

    const again = await cancel(body);
    expect(again.statusCode).toBe(200);
    expect(cancellationResponseSchema.parse(again.json())).toEqual(answer);
    expect(await roomsLeftOn(ctx.database.orm, stay)).toBe(roomsBefore + 1);
    const mails = await ctx.database.orm
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.orderId, order.orderUUID), eq(emailOutbox.kind, 'order_cancellation')),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Votre réservation ${order.bookingNumber} a été annulée`);
  });

  it('a non-cancellable (NCNR) booking cannot be cancelled', async () => {
    const order = await paidOrder(ncnr);
    const { cancellationTerms } = await lookup(order.bookingNumber);
    expect(cancellationTerms).toEqual({
      isCancellable: false,
      cancellableUntil: null,
      refundAmount: 0,
      refundPercent: 0,
    });
    const refused = await cancel({
      bookingNumber: order.bookingNumber,
      email: TEST_BUYER.email,
      expectedRefund: 0,
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).error).toBe('CONFLICT');
    expect((await lookup(order.bookingNumber)).status).toBe('confirmed');
  });

  it('with the cancellation insurance the whole stay comes back, even for an NCNR stay', async () => {
    const order = await paidOrder(ncnr, true);
    const summary = await lookup(order.bookingNumber);
    expect(summary.cancellationTerms).toMatchObject({
      isCancellable: true,
      refundAmount: summary.stay!.amount,
      refundPercent: 100,
    });
  });

  it('BEY-015: a care agent cancels for a caller by booking number alone; others need the e-mail', async () => {
    const order = await paidOrder();
    const { cancellationTerms } = await lookup(order.bookingNumber);
    const body = {
      bookingNumber: order.bookingNumber,
      expectedRefund: cancellationTerms!.refundAmount,
    };
    expect((await cancel(body)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/care/login',
      payload: { email: SEED_AGENT_EMAIL, password: TEST_SEED.agentPassword },
    });
    // The care session is the HttpOnly cookie only (issue 15 §2).
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const byAgent = await cancel(body, { cookie });
    expect(byAgent.statusCode).toBe(200);
    expect(cancellationResponseSchema.parse(byAgent.json()).status).toBe('cancelled');
  });
});
