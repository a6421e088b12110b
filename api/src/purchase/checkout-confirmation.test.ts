import { ORDER_VIEW_TOKEN_HEADER, quoteSchema } from '@shop/api-contract';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';
import { findBookableStay, orderRequest, payOrder, placeOrder } from '../testing/orders';
import { createTestApp, type TestApp } from '../testing/test-app';

const NOW = new Date('2026-03-10T09:00:00Z');

// Reading an order with its proof is order-access.test.ts's (ADR 0062).
describe('the checkout summary and the confirmation e-mail (BEY-001, LEFT-041)', () => {
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

  it('LEFT-041: an order made with ?lng=en gets its e-mail in English, with a signed link that opens the booking', async () => {
    const stay = await findBookableStay(ctx.database.orm, { today: '2026-03-10', skip: 9 });
    const order = await placeOrder(ctx.app, {
      ...orderRequest({ stay, expectedAmount: stay.priceCents * 2 }),
      locale: 'it_IT',
      lng: 'en',
    });
    await payOrder(ctx.app, order.orderUUID);
    const [mail] = await ctx.database.orm
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, order.orderUUID));
    expect(mail!.subject).toBe(`Your booking ${order.bookingNumber} is confirmed`);
    const link = /See your booking: (\S+)/.exec(mail!.body)?.[1] ?? '';
    const url = new URL(link);
    expect(url.origin).toBe('https://www.weekend-shop.it');
    expect(url.pathname).toBe(`/confirmation/${order.orderUUID}`);
    expect(url.searchParams.get('lng')).toBe('en');
    const token = url.searchParams.get('token') ?? '';
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/front/purchase/orders/${order.orderUUID}`,
      headers: { [ORDER_VIEW_TOKEN_HEADER]: token },
    });
    expect(read.statusCode).toBe(200);
    // The link opens this booking only: another order's UUID with it is not found.
    const other = await placeOrder(
      ctx.app,
      orderRequest({ stay, expectedAmount: stay.priceCents * 2 }),
    );
    const forged = await ctx.app.inject({
      method: 'GET',
      url: `/api/front/purchase/orders/${other.orderUUID}`,
      headers: { [ORDER_VIEW_TOKEN_HEADER]: token },
    });
    expect(forged.statusCode).toBe(404);
  });
});
