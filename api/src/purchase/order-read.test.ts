import { apiErrorSchema, orderSummarySchema, quoteSchema } from '@shop/api-contract';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';
import { findBookableStay, orderRequest, payOrder, placeOrder } from '../testing/orders';
import { createTestApp, TEST_TOKEN_SECRET, type TestApp } from '../testing/test-app';
import {
  ORDER_VIEW_TOKEN_TTL_SECONDS,
  signOrderViewToken,
  verifyOrderViewToken,
} from './view-token';

const NOW = new Date('2026-03-10T09:00:00Z');

describe('GET /api/front/purchase/orders/:orderUUID needs the view token (ADR 0050)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(NOW);
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  }, 60_000);

  const read = (orderUUID: string, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/front/purchase/orders/${orderUUID}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
    });

  it('LEFT-041: the order call gives its creator a token that reads the order; the UUID alone reads nothing', async () => {
    const stay = await findBookableStay(ctx.database.orm, { today: '2026-03-10' });
    const order = await placeOrder(
      ctx.app,
      orderRequest({ stay, expectedAmount: stay.priceCents * 2 }),
    );
    expect(order.viewToken).toMatch(/^\d+\.[\w-]{43}$/);
    await payOrder(ctx.app, order.orderUUID);

    const proven = await read(order.orderUUID, order.viewToken);
    expect(proven.statusCode).toBe(200);
    expect(orderSummarySchema.parse(proven.json())).toMatchObject({
      orderUUID: order.orderUUID,
      bookingNumber: order.bookingNumber,
      status: 'confirmed',
    });

    // No token, a malformed one, another order's or a forged one: 404 as for an unknown order.
    const other = await placeOrder(
      ctx.app,
      orderRequest({ stay, expectedAmount: stay.priceCents * 2 }),
    );
    const [expires] = order.viewToken.split('.');
    for (const attempt of [
      await read(order.orderUUID),
      await read(order.orderUUID, 'not-a-token'),
      await read(order.orderUUID, other.viewToken),
      await read(order.orderUUID, `${Number(expires) + 60}.${order.viewToken.split('.')[1]}`),
      await read(order.orderUUID, signOrderViewToken('another-secret', order.orderUUID, NOW)),
    ]) {
      expect([400, 404]).toContain(attempt.statusCode);
      const body = apiErrorSchema.parse(attempt.json());
      expect(JSON.stringify(body)).not.toContain(order.bookingNumber);
    }
    expect((await read(order.orderUUID, other.viewToken)).statusCode).toBe(404);
  });

  it('LEFT-041: the token stops reading the order after a day', async () => {
    const stay = await findBookableStay(ctx.database.orm, { today: '2026-03-10', skip: 1 });
    const order = await placeOrder(
      ctx.app,
      orderRequest({ stay, expectedAmount: stay.priceCents * 2 }),
    );
    setSystemTime(new Date(NOW.getTime() + (ORDER_VIEW_TOKEN_TTL_SECONDS - 60) * 1000));
    expect((await read(order.orderUUID, order.viewToken)).statusCode).toBe(200);
    setSystemTime(new Date(NOW.getTime() + (ORDER_VIEW_TOKEN_TTL_SECONDS + 1) * 1000));
    expect((await read(order.orderUUID, order.viewToken)).statusCode).toBe(404);
    setSystemTime(NOW);
  });

  it('ADR 0050: a token verifies only for its order, secret and lifetime', () => {
    const token = signOrderViewToken(TEST_TOKEN_SECRET, 'A-UUID', NOW);
    expect(verifyOrderViewToken(TEST_TOKEN_SECRET, 'a-uuid', token, NOW)).toBe(true);
    expect(verifyOrderViewToken(TEST_TOKEN_SECRET, 'b-uuid', token, NOW)).toBe(false);
    expect(verifyOrderViewToken('other', 'a-uuid', token, NOW)).toBe(false);
    expect(verifyOrderViewToken(TEST_TOKEN_SECRET, 'a-uuid', `${token}x`, NOW)).toBe(false);
  });

  it('BEY-001: the quote the summary shows is the total the order call expects', async () => {
    const stay = await findBookableStay(ctx.database.orm, { today: '2026-03-10', skip: 2 });
    const quote = quoteSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/product/${stay.offerId}/quote?locale=fr_FR&checkin=${stay.date}&nights=${stay.nights}&adult=2&child=0&baby=0`,
        })
      ).json(),
    );
    expect(quote.priceInfo?.totalPrice).toBeGreaterThan(0);
    const order = await placeOrder(
      ctx.app,
      orderRequest({ stay, expectedAmount: quote.priceInfo!.totalPrice }),
    );
    expect(order.amount).toBe(quote.priceInfo!.totalPrice);
  });

  it("BEY-001, LEFT-041: the confirmation e-mail is written to the outbox in the order's language, once", async () => {
    const expected = {
      nl_BE: 'Je boeking {n} is bevestigd',
      fr_BE: 'Votre réservation {n} est confirmée',
      it_IT: 'La tua prenotazione {n} è confermata',
      es_ES: 'Tu reserva {n} está confirmada',
    } as const;
    let skip = 3;
    for (const [locale, subject] of Object.entries(expected)) {
      const stay = await findBookableStay(ctx.database.orm, {
        today: '2026-03-10',
        skip: (skip += 1),
      });
      const order = await placeOrder(ctx.app, {
        ...orderRequest({ stay, expectedAmount: stay.priceCents * 2 }),
        locale: locale as keyof typeof expected,
      });
      await payOrder(ctx.app, order.orderUUID);
      await payOrder(ctx.app, order.orderUUID).catch(() => undefined);
      const mails = await ctx.database.orm
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.orderId, order.orderUUID));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(subject.replace('{n}', order.bookingNumber));
    }
  });
});
