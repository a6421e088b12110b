import {
  apiErrorSchema,
  modificationQuoteResponseSchema,
  modificationResponseSchema,
  paymentResponseSchema,
  type ModificationRequest,
} from '@shop/api-contract';
import { addDays } from '@shop/criteria';
import { and, eq } from 'drizzle-orm';
import { emailOutbox, weekendAvailability } from '../db/schema';
import { SANDBOX } from '../payments/sandbox';
import { SEED_AGENT_EMAIL } from '../seed/index';
import {
  findBookableStay,
  orderRequest,
  payOrder,
  placeOrder,
  orderSummaryOf,
  roomsLeftOn,
  TEST_BUYER,
  type BookableStay,
} from '../testing/orders';
import { createTestApp, TEST_SEED, type TestApp } from '../testing/test-app';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';

const NOW = new Date('2026-03-10T09:00:00Z');
const TODAY = '2026-03-10';
const CARD = { number: SANDBOX.acceptedCard, expiryMonth: 12, expiryYear: 2030, cvc: '123' };

describe('applying a booking modification (CHK-027..031, CRIT-086, ADR 0018)', () => {
  let ctx: TestApp;
  let stay: BookableStay;
  let otherDay: BookableStay;
  let ncnr: BookableStay;
  let keys = 0;
  let client = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(NOW);
    stay = await findBookableStay(ctx.database.orm, { today: TODAY, rooms: 8, cancellable: true });
    ncnr = await findBookableStay(ctx.database.orm, { today: TODAY, cancellable: false });
    // Another bookable day of the same offer, for a change of dates.
    for (let skip = 1; ; skip += 1) {
      const candidate = await findBookableStay(ctx.database.orm, {
        today: TODAY,
        rooms: 4,
        cancellable: true,
        skip,
      });
      if (candidate.offerId === stay.offerId && candidate.date !== stay.date) {
        otherDay = candidate;
        break;
      }
      if (skip > 400) throw new Error('no second day for the offer in the test seed');
    }
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  }, 60_000);
  afterEach(() => {
    setSystemTime(NOW);
  }, 60_000);

  const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());
  const paidOrder = async (of: BookableStay = stay) => {
    const order = await placeOrder(
      ctx.app,
      orderRequest({ stay: of, expectedAmount: of.priceCents * 2 }),
    );
    await payOrder(ctx.app, order.orderUUID);
    return order;
  };
  const criteria = (to: BookableStay, adults: number, insuranceItem = false) => ({
    travelPeriod: { checkinDate: to.date, checkoutDate: to.checkout },
    pax: { numberOfAdults: adults },
    activityDaySelections: [],
    insuranceItem,
  });
  const quote = async (orderUUID: string, body: ReturnType<typeof criteria>) =>
    modificationQuoteResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/front/purchase/orders/${orderUUID}/modification-quote`,
          payload: body,
        })
      ).json(),
    );
  const modify = (
    body: Partial<ModificationRequest> & Record<string, unknown>,
    options: { key?: string; headers?: Record<string, string> } = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/front/purchase/modifications',
      headers: {
        'idempotency-key': options.key ?? `modification-${(keys += 1)}`,
        ...options.headers,
      },
      payload: body,
      remoteAddress: `10.99.0.${(client += 1) % 250}`,
    });
  const summaryOf = (orderUUID: string) => orderSummaryOf(ctx.app, orderUUID);
  const roomsOn = (day: BookableStay) => roomsLeftOn(ctx.database.orm, day);
  const mailsOf = (orderUUID: string) =>
    ctx.database.orm.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderUUID));
  const owner = (order: { bookingNumber: string }) => ({
    bookingNumber: order.bookingNumber,
    email: TEST_BUYER.email,
  });

  it('CHK-029, CRIT-086: a dearer stay is paid (challenge) and the booking moves; rooms, total, history and e-mail follow', async () => {
    const order = await paidOrder();
    const body = criteria(stay, 3);
    const { amountToPay } = await quote(order.orderUUID, body);
    expect(amountToPay).toBe(stay.priceCents);
    const noPayment = await modify({ ...owner(order), ...body, expectedAmount: amountToPay });
    expect(noPayment.statusCode).toBe(400);
    expect(errorOf(noPayment).message).toBe(
      `payment: required, the modification costs ${amountToPay} cents`,
    );
    const rooms = await roomsOn(stay);
    const pending = await modify({
      ...owner(order),
      ...body,
      expectedAmount: amountToPay,
      payment: { paymentMethod: 'card', card: CARD },
    });
    expect(pending.statusCode).toBe(202);
    const awaiting = modificationResponseSchema.parse(pending.json());
    expect(awaiting).toMatchObject({
      status: 'awaiting_payment',
      originalStay: {
        checkinDate: stay.date,
        pax: { numberOfAdults: 2 },
        amount: stay.priceCents * 2,
      },
      modifiedStay: {
        checkinDate: stay.date,
        pax: { numberOfAdults: 3 },
        amount: stay.priceCents * 3,
      },
      payment: { status: 'requires_action', amount: amountToPay },
    });
    // Nothing moved while the challenge is pending.
    expect((await summaryOf(order.orderUUID)).stay?.pax.numberOfAdults).toBe(2);
    const confirmed = paymentResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/front/purchase/payments/${awaiting.payment!.paymentIntentId}/confirm`,
          payload: { challengeCode: SANDBOX.challengePassCode },
        })
      ).json(),
    );
    expect(confirmed.status).toBe('succeeded');
    const summary = await summaryOf(order.orderUUID);
    expect(summary).toMatchObject({
      status: 'confirmed',
      amount: stay.priceCents * 3,
      stay: { pax: { numberOfAdults: 3 }, amount: stay.priceCents * 3 },
      priceBreakdown: { remainingAmountToPay: 0, totalPrice: stay.priceCents * 3 },
    });
    // 3 adults need 2 rooms: one more taken on the same day.
    expect(await roomsOn(stay)).toBe(rooms - 1);
    const mail = (await mailsOf(order.orderUUID)).find((row) => row.kind === 'order_modification');
    expect(mail?.subject).toBe(`Votre réservation ${order.bookingNumber} a été modifiée`);
    expect(mail?.body).toContain('3 adulte(s)');
    // A replay of the same key answers the same modification, now applied.
    const replay = await modify(
      {
        ...owner(order),
        ...body,
        expectedAmount: amountToPay,
        payment: { paymentMethod: 'card', card: CARD },
      },
      { key: `modification-${keys - 0}` },
    );
    expect(replay.statusCode).toBe(200);
    expect(modificationResponseSchema.parse(replay.json())).toMatchObject({
      modificationId: awaiting.modificationId,
      status: 'applied',
      amountPaid: amountToPay,
    });
  });

  it('CRIT-086: a cheaper stay on another day gives the difference back to the card that paid; rooms move in one go', async () => {
    const order = await paidOrder();
    const before = { old: await roomsOn(stay), next: await roomsOn(otherDay) };
    const body = criteria(otherDay, 1);
    const quoted = await quote(order.orderUUID, body);
    expect(quoted).toMatchObject({
      amountToPay: 0,
      amountToRefund: stay.priceCents * 2 - otherDay.priceCents,
    });
    const response = await modify({ ...owner(order), ...body, expectedAmount: 0 });
    expect(response.statusCode).toBe(201);
    expect(modificationResponseSchema.parse(response.json())).toMatchObject({
      status: 'applied',
      amountPaid: 0,
      amountRefunded: quoted.amountToRefund,
      refunds: [{ amount: quoted.amountToRefund, method: 'card', status: 'succeeded' }],
      payment: null,
      modifiedStay: { checkinDate: otherDay.date, pax: { numberOfAdults: 1 } },
    });
    expect(await roomsOn(stay)).toBe(before.old + 1);
    expect(await roomsOn(otherDay)).toBe(before.next - 1);
    const summary = await summaryOf(order.orderUUID);
    expect(summary).toMatchObject({
      amount: otherDay.priceCents,
      stay: { checkinDate: otherDay.date },
      priceBreakdown: { remainingAmountToPay: 0 },
    });
  });

  it('CHK-030: an insurance-only change is paid at once by wallet (≤ 30 €, no challenge)', async () => {
    const cheap = await findBookableStay(ctx.database.orm, {
      today: TODAY,
      rooms: 2,
      cancellable: true,
      skip: 3,
    });
    const order = await paidOrder(cheap);
    const body = criteria(cheap, 2, true);
    const { amountToPay } = await quote(order.orderUUID, body);
    expect(amountToPay).toBe(Math.round(cheap.priceCents * 2 * 0.05));
    const response = await modify({
      ...owner(order),
      ...body,
      expectedAmount: amountToPay,
      payment: { paymentMethod: 'wallet', walletToken: 'tok_ok' },
    });
    // Below the challenge threshold in the test seed: paid at once.
    expect(amountToPay).toBeLessThanOrEqual(3_000);
    expect(response.statusCode).toBe(201);
    expect((await summaryOf(order.orderUUID)).insurance).toEqual({ amount: amountToPay });
  });

  it('BEY-002: a changed quote is a 409 AMOUNT_MISMATCH; a declined card a 402; nothing changes and the key can be used again', async () => {
    const order = await paidOrder();
    const body = criteria(stay, 3);
    const mismatch = await modify({ ...owner(order), ...body, expectedAmount: 1 });
    expect(mismatch.statusCode).toBe(409);
    expect(errorOf(mismatch)).toEqual({
      error: 'AMOUNT_MISMATCH',
      message: `expectedAmount 1 does not match the amount to pay ${stay.priceCents} (cents): prices changed, quote the modification again`,
    });
    const key = 'modification-declined-1';
    const declined = await modify(
      {
        ...owner(order),
        ...body,
        expectedAmount: stay.priceCents,
        payment: { paymentMethod: 'card', card: { ...CARD, number: SANDBOX.declinedCard } },
      },
      { key },
    );
    expect(declined.statusCode).toBe(402);
    expect(errorOf(declined)).toEqual({
      error: 'PAYMENT_FAILED',
      message: 'Payment failed: card_declined; the booking is unchanged',
    });
    expect((await summaryOf(order.orderUUID)).stay?.pax.numberOfAdults).toBe(2);
    const retried = await modify(
      {
        ...owner(order),
        ...body,
        expectedAmount: stay.priceCents,
        payment: { paymentMethod: 'card', card: CARD },
      },
      { key },
    );
    expect(retried.statusCode).toBe(202);
    const conflict = await modify(
      { ...owner(order), ...criteria(stay, 1), expectedAmount: 0 },
      { key },
    );
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict).error).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('CHK-031: only the owner (booking number + e-mail) or a care agent may modify; the same 404 for a wrong number or e-mail', async () => {
    const order = await paidOrder();
    const body = { ...criteria(stay, 1), expectedAmount: 0 };
    const wrongEmail = await modify({
      ...body,
      bookingNumber: order.bookingNumber,
      email: 'x@example.fr',
    });
    expect(wrongEmail.statusCode).toBe(404);
    expect(errorOf(wrongEmail).message).toBe('No booking with this number and e-mail');
    const anonymous = await modify({ ...body, bookingNumber: order.bookingNumber });
    expect(anonymous.statusCode).toBe(401);
    const forged = await modify(
      { ...body, bookingNumber: order.bookingNumber },
      { headers: { cookie: 'care_token=not.a.token' } },
    );
    expect(forged.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/care/login',
      payload: { email: SEED_AGENT_EMAIL, password: TEST_SEED.agentPassword },
    });
    // The care session is the HttpOnly cookie only (issue 15 §2).
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const byAgent = await modify(
      { ...body, bookingNumber: order.bookingNumber },
      { headers: { cookie } },
    );
    expect(byAgent.statusCode).toBe(201);
    expect(modificationResponseSchema.parse(byAgent.json()).status).toBe('applied');
  });

  it('CHK-031, CRIT-085: no modification after the deadline, of a non-cancellable stay, or to a day without rooms', async () => {
    const order = await paidOrder();
    const deadline = addDays(stay.date, -(stay.deadlineDays ?? 0));
    setSystemTime(new Date(`${addDays(deadline, 1)}T08:00:00Z`));
    const late = await modify({ ...owner(order), ...criteria(stay, 1), expectedAmount: 0 });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(
      `Order ${order.bookingNumber} cannot be modified: free modification ended on ${deadline}`,
    );
    setSystemTime(NOW);
    const fixed = await paidOrder(ncnr);
    const refused = await modify({ ...owner(fixed), ...criteria(ncnr, 1), expectedAmount: 0 });
    expect(errorOf(refused).message).toBe(
      `Order ${fixed.bookingNumber} cannot be modified: the offer is not cancellable`,
    );
    await ctx.database.orm
      .update(weekendAvailability)
      .set({ availableRooms: 0 })
      .where(
        and(
          eq(weekendAvailability.weekendId, otherDay.offerId),
          eq(weekendAvailability.date, otherDay.date),
        ),
      );
    const full = await modify({ ...owner(order), ...criteria(otherDay, 2), expectedAmount: 0 });
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).error).toBe('NOT_BOOKABLE');
    await ctx.database.orm
      .update(weekendAvailability)
      .set({ availableRooms: 4 })
      .where(
        and(
          eq(weekendAvailability.weekendId, otherDay.offerId),
          eq(weekendAvailability.date, otherDay.date),
        ),
      );
  });

  it('ARCH-4: bad input is a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...criteria(stay, 2), email: TEST_BUYER.email, expectedAmount: 0 }, /^bookingNumber: /],
      [{ ...criteria(stay, 2), bookingNumber: '123', expectedAmount: 0 }, /^bookingNumber: /],
      [
        { ...criteria(stay, 2), bookingNumber: '12345678', expectedAmount: -1 },
        /^expectedAmount: /,
      ],
      [
        {
          ...criteria(stay, 2),
          bookingNumber: '12345678',
          expectedAmount: 0,
          payment: { paymentMethod: 'card' },
        },
        /^payment\.card: required for a card payment$/,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await modify(body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toMatch(message);
    }
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/purchase/modifications',
      payload: { ...criteria(stay, 2), bookingNumber: '12345678', expectedAmount: 0 },
    });
    expect(errorOf(noKey).message).toMatch(/^idempotency-key: /);
  });
});
