import {
  ORDER_VIEW_TOKEN_HEADER,
  orderSummarySchema,
  paymentResponseSchema,
} from '@shop/api-contract';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { emailOutbox, orders } from '../db/schema';
import { SANDBOX } from '../payments/sandbox';
import { seedIfEmpty } from '../seed/index';
import { findBookableStay, orderRequest, placeOrder } from '../testing/orders';
import {
  createTestDatabase,
  TEST_PURCHASE_LIMITS,
  TEST_SEED,
  TEST_TOKEN_SECRET,
} from '../testing/test-app';

const NOW = new Date('2026-03-10T09:00:00Z');

/**
 * Issue 12 "nothing lost": the API process goes away between the payment's authorisation and
 * the confirmation page. A new process on the same database (what a restart or another node is)
 * finds the order where it was left: the shopper's retry confirms it once, with one e-mail, and
 * the confirmation page reads it as paid.
 */
describe('the API going away between payment authorisation and confirmation loses nothing', () => {
  let database: Database;
  const start = async (): Promise<FastifyInstance> => {
    const app = buildApp({
      db: database,
      tokenSecret: TEST_TOKEN_SECRET,
      logger: false,
      purchaseLimits: TEST_PURCHASE_LIMITS,
    });
    await app.ready();
    return app;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedIfEmpty(database, TEST_SEED);
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(NOW);
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await database.close();
  }, 60_000);

  const confirmationMails = (orderUUID: string) =>
    database.orm.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderUUID));

  it('BEY-001, BEY-002: authorised, the API stops before the challenge is confirmed: after the restart the retry confirms it once', async () => {
    const first = await start();
    const stay = await findBookableStay(database.orm, { today: '2026-03-10', skip: 1 });
    const order = await placeOrder(
      first,
      orderRequest({ stay, expectedAmount: stay.priceCents * 2 }),
    );
    const intent = paymentResponseSchema.parse(
      (
        await first.inject({
          method: 'POST',
          url: '/api/front/purchase/payments',
          payload: {
            orderUUID: order.orderUUID,
            paymentMethod: 'card',
            card: { number: SANDBOX.acceptedCard, expiryMonth: 12, expiryYear: 2030, cvc: '123' },
          },
        })
      ).json(),
    );
    expect(intent.status).toBe('requires_action');
    await first.close();

    const second = await start();
    try {
      const confirm = () =>
        second.inject({
          method: 'POST',
          url: `/api/front/purchase/payments/${intent.paymentIntentId}/confirm`,
          payload: { challengeCode: SANDBOX.challengePassCode },
        });
      const paid = paymentResponseSchema.parse((await confirm()).json());
      expect(paid.status).toBe('succeeded');
      expect(paid.order?.status).toBe('confirmed');
      // The page retries (it never saw the answer): the same answer, nothing charged twice.
      const again = paymentResponseSchema.parse((await confirm()).json());
      expect(again.paymentIntentId).toBe(paid.paymentIntentId);
      expect(again.order?.status).toBe('confirmed');
      const read = await second.inject({
        method: 'GET',
        url: `/api/front/purchase/orders/${order.orderUUID}`,
        headers: { [ORDER_VIEW_TOKEN_HEADER]: order.viewToken },
      });
      expect(orderSummarySchema.parse(read.json()).status).toBe('confirmed');
      expect(await confirmationMails(order.orderUUID)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('BEY-001: confirmed, the API stops before answering: after the restart the page reads the order as paid, one e-mail', async () => {
    const first = await start();
    const stay = await findBookableStay(database.orm, { today: '2026-03-10', skip: 2 });
    const order = await placeOrder(
      first,
      orderRequest({ stay, expectedAmount: stay.priceCents * 2 }),
    );
    const intent = paymentResponseSchema.parse(
      (
        await first.inject({
          method: 'POST',
          url: '/api/front/purchase/payments',
          payload: {
            orderUUID: order.orderUUID,
            paymentMethod: 'card',
            card: { number: SANDBOX.acceptedCard, expiryMonth: 12, expiryYear: 2030, cvc: '123' },
          },
        })
      ).json(),
    );
    // The confirmation is committed; the answer never reaches the shopper (the process goes).
    await first.inject({
      method: 'POST',
      url: `/api/front/purchase/payments/${intent.paymentIntentId}/confirm`,
      payload: { challengeCode: SANDBOX.challengePassCode },
    });
    await first.close();

    const second = await start();
    try {
      const [stored] = await database.orm
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, order.orderUUID));
      expect(stored?.status).toBe('confirmed');
      // The payment page's reload reads the order with its token and goes to the confirmation.
      const read = await second.inject({
        method: 'GET',
        url: `/api/front/purchase/orders/${order.orderUUID}`,
        headers: { [ORDER_VIEW_TOKEN_HEADER]: order.viewToken },
      });
      expect(orderSummarySchema.parse(read.json()).status).toBe('confirmed');
      // A retried payment of the paid order is refused without charging: one payment, one e-mail.
      const retry = await second.inject({
        method: 'POST',
        url: '/api/front/purchase/payments',
        payload: {
          orderUUID: order.orderUUID,
          paymentMethod: 'card',
          card: { number: SANDBOX.acceptedCard, expiryMonth: 12, expiryYear: 2030, cvc: '123' },
        },
      });
      expect(retry.statusCode).toBe(409);
      expect(await confirmationMails(order.orderUUID)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
