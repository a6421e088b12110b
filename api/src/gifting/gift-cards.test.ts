import {
  apiErrorSchema,
  giftCardOptionsSchema,
  orderSummarySchema,
  type GiftCardItem,
} from '@shop/api-contract';
import { asc, eq } from 'drizzle-orm';
import { emailOutbox, giftCards } from '../db/schema';
import { createOutboxSender } from '../mail/outbox-sender';
import type { MailMessage } from '../mail/transports';
import {
  findBookableStay,
  newIdempotencyKey,
  orderRequest,
  payOrder,
  placeOrder,
} from '../testing/orders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';

/** 10 March 2026, 10:00 in Paris. */
const NOW = new Date('2026-03-10T09:00:00Z');
const TODAY = '2026-03-10';

describe('gift cards (GIFT-025, CHK-032)', () => {
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

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const postOrder = (payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/front/purchase/orders',
      headers: { 'idempotency-key': newIdempotencyKey() },
      payload: payload as object,
    });
  const errorOf = (response: { json: () => unknown }) => apiErrorSchema.parse(response.json());
  const card = (overrides: Partial<GiftCardItem> = {}): GiftCardItem => ({
    amount: 5_000,
    designId: 1,
    fromName: 'Camille',
    recipientName: 'Léa',
    message: 'Joyeux anniversaire !\nProfite bien.',
    recipientEmail: 'Lea.Martin@example.fr',
    ...overrides,
  });
  let client = 0;
  /** Each look-up from its own address, clear of the look-up rate limit. */
  const summaryOf = async (bookingNumber: string) =>
    orderSummarySchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/front/orders/lookup?bookingNumber=${bookingNumber}&email=camille.durand%40example.fr`,
          remoteAddress: `10.9.0.${(client += 1)}`,
        })
      ).json(),
    );

  describe('GET /api/front/gift-cards', () => {
    it('GIFT-025: amounts with one default, designs in the locale language, customization, validity', async () => {
      const response = await get('/api/front/gift-cards?locale=fr_FR');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const options = giftCardOptionsSchema.parse(response.json());
      expect(options.currency).toBe('EUR');
      expect(options.amounts.map((a) => a.amount)).toEqual([
        2_500, 5_000, 7_500, 10_000, 15_000, 20_000, 30_000,
      ]);
      expect(options.amounts.filter((a) => a.isDefault)).toEqual([
        { amount: 5_000, isDefault: true },
      ]);
      expect(options.designs[0]).toEqual({
        id: 1,
        name: 'Anniversaire',
        image: '/api/images/gifting/giftcard-birthday.svg',
      });
      expect(options.designs).toHaveLength(5);
      expect(options.customization).toEqual({
        fromName: { maxLength: 40, mandatory: false, textOnly: true },
        recipientName: { maxLength: 40, mandatory: false, textOnly: true },
        message: { maxLength: 180, mandatory: false },
      });
      expect(options.validityMonths).toBe(12);
      const spanish = giftCardOptionsSchema.parse(
        (await get('/api/front/gift-cards?locale=es_ES')).json(),
      );
      expect(spanish.designs[0]!.name).toBe('Cumpleaños');
    });

    it('GIFT-025: the six market locales only; anything else is a 400 naming the field', async () => {
      for (const url of ['/api/front/gift-cards?locale=en_GB', '/api/front/gift-cards']) {
        const response = await get(url);
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).message).toMatch(/^locale: /);
      }
    });
  });

  it('GIFT-025: the OpenAPI document describes the options call and the order’s gift-card item', async () => {
    const document = (await get('/api/openapi.json')).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>
      >;
    };
    expect(document.paths['/api/front/gift-cards']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'locale', in: 'query', required: true }),
    ]);
    const orderBody = JSON.stringify(
      document.paths['/api/front/purchase/orders']?.post?.requestBody,
    );
    for (const field of ['giftCardItem', 'designId', 'recipientEmail', 'shortStayItem']) {
      expect(orderBody).toContain(`"${field}"`);
    }
  });

  describe('buying a gift card with POST /api/front/purchase/orders', () => {
    it('GIFT-025, CHK-032: a gift card alone is an order priced at its amount', async () => {
      const order = await placeOrder(
        ctx.app,
        orderRequest({ giftCard: card({ amount: 7_500 }), expectedAmount: 7_500 }),
      );
      expect(order).toMatchObject({ amount: 7_500, status: 'pending' });
      expect(order.priceBreakdown).toEqual({
        sellPrice: 7_500,
        refPrice: 7_500,
        promo: 0,
        moneySaved: 0,
        remainingAmountToPay: 7_500,
        reductionAmount: 0,
        giftcards: [{ serialNumber: null, amount: 7_500 }],
        insuranceAmount: 0,
        shippingCost: { amount: 0, internationalFee: 0 },
        extraDiscount: 0,
        subElementsPrice: 0,
        totalPrice: 7_500,
      });
      const summary = await summaryOf(order.bookingNumber);
      expect(summary.stay).toBeNull();
      expect(summary.giftCards).toEqual([
        {
          amount: 7_500,
          designId: 1,
          fromName: 'Camille',
          recipientName: 'Léa',
          message: 'Joyeux anniversaire !\nProfite bien.',
          recipientEmail: 'lea.martin@example.fr',
          serialNumber: null,
          expiresOn: null,
        },
      ]);
    });

    it('GIFT-025, BEY-001: paying issues the card once and e-mails it to its recipient', async () => {
      const order = await placeOrder(
        ctx.app,
        orderRequest({ giftCard: card(), expectedAmount: 5_000 }),
      );
      const payment = await payOrder(ctx.app, order.orderUUID);
      expect(payment.order?.status).toBe('confirmed');
      // A replayed confirmation issues nothing more.
      await ctx.app.inject({
        method: 'POST',
        url: `/api/front/purchase/payments/${payment.paymentIntentId}/confirm`,
        payload: { challengeCode: '123456' },
      });
      const cards = await ctx.database.orm
        .select()
        .from(giftCards)
        .where(eq(giftCards.orderId, order.orderUUID));
      expect(cards).toHaveLength(1);
      const [issued] = cards;
      expect(issued).toMatchObject({
        amountCents: 5_000,
        balanceCents: 5_000,
        currency: 'EUR',
        expiresOn: '2027-03-10',
      });
      expect(issued!.serialNumber).toMatch(/^([A-HJKMNP-Z2-9]{4}-){3}[A-HJKMNP-Z2-9]{4}$/);

      const mails = await ctx.database.orm
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.orderId, order.orderUUID))
        .orderBy(asc(emailOutbox.id));
      expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
        ['order_confirmation', 'camille.durand@example.fr'],
        ['gift_card', 'lea.martin@example.fr'],
      ]);
      const [confirmation, giftMail] = mails;
      expect(confirmation!.body).toContain('Merci ! Votre commande est payée');
      expect(confirmation!.body).toContain(
        'Carte cadeau de 50,00\u00a0€, envoyée par e-mail à lea.martin@example.fr',
      );
      expect(confirmation!.body).not.toContain('Séjour');
      expect(giftMail!.subject).toBe('Camille vous offre une carte cadeau');
      expect(giftMail!.body).toContain('Bonjour Léa,');
      expect(giftMail!.body).toContain('> Joyeux anniversaire !\n> Profite bien.');
      expect(giftMail!.body).toContain(`Numéro de la carte cadeau: ${issued!.serialNumber}`);
      expect(giftMail!.body).toContain('Carte: Anniversaire');
      expect(giftMail!.body).toContain("Valable jusqu'au: 2027-03-10");

      const summary = await summaryOf(order.bookingNumber);
      expect(summary.status).toBe('confirmed');
      expect(summary.giftCards[0]).toMatchObject({
        serialNumber: issued!.serialNumber,
        expiresOn: '2027-03-10',
      });
      expect(summary.priceBreakdown).toMatchObject({
        remainingAmountToPay: 0,
        giftcards: [{ serialNumber: issued!.serialNumber, amount: 5_000 }],
      });

      // The outbox sender delivers both e-mails.
      const delivered: MailMessage[] = [];
      const mailer = createOutboxSender({
        orm: ctx.database.orm,
        transport: { name: 'memory', send: async (mail) => void delivered.push(mail) },
      });
      await mailer.runOnce();
      expect(
        delivered
          .filter((mail) => mail.to === 'lea.martin@example.fr')
          .map((mail) => [mail.subject, mail.text.includes(issued!.serialNumber)]),
      ).toEqual([['Camille vous offre une carte cadeau', true]]);
      const sent = await ctx.database.orm
        .select({ sentAt: emailOutbox.sentAt })
        .from(emailOutbox)
        .where(eq(emailOutbox.orderId, order.orderUUID));
      expect(sent).toEqual([{ sentAt: NOW }, { sentAt: NOW }]);
    });

    it('GIFT-025: without a recipient e-mail or a from name the card goes to the buyer, from the buyer', async () => {
      const order = await placeOrder(
        ctx.app,
        orderRequest({
          giftCard: { amount: 2_500, designId: 3 },
          expectedAmount: 2_500,
        }),
      );
      await payOrder(ctx.app, order.orderUUID);
      const [mail] = await ctx.database.orm
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.orderId, order.orderUUID))
        .orderBy(asc(emailOutbox.id))
        .offset(1);
      expect(mail).toMatchObject({
        kind: 'gift_card',
        recipient: 'camille.durand@example.fr',
        subject: 'Camille vous offre une carte cadeau',
      });
      expect(mail!.body.startsWith('Bonjour,\n')).toBe(true);
      expect(mail!.body).toContain('Carte: Amour');
    });

    it('GIFT-025, CHK-032: a stay and a gift card in one order add up', async () => {
      const stay = await findBookableStay(ctx.database.orm, { today: TODAY });
      const total = stay.priceCents * 2 + 10_000;
      const order = await placeOrder(
        ctx.app,
        orderRequest({ stay, giftCard: card({ amount: 10_000 }), expectedAmount: total }),
      );
      expect(order.amount).toBe(total);
      expect(order.priceBreakdown).toMatchObject({
        sellPrice: total,
        giftcards: [{ serialNumber: null, amount: 10_000 }],
        totalPrice: total,
      });
      expect(order.priceBreakdown.refPrice).toBeGreaterThanOrEqual(total);
      await payOrder(ctx.app, order.orderUUID);
      const [confirmation] = await ctx.database.orm
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.orderId, order.orderUUID))
        .orderBy(asc(emailOutbox.id));
      expect(confirmation!.body).toContain('Merci ! Votre séjour est réservé et payé.');
      expect(confirmation!.body).toContain(`${stay.date} → ${stay.checkout}`);
      expect(confirmation!.body).toContain('Carte cadeau de 100,00\u00a0€');
    });

    it('BEY-002: the total is the server’s: a different expectedAmount is a 409 naming both', async () => {
      const response = await postOrder(orderRequest({ giftCard: card(), expectedAmount: 4_999 }));
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({
        error: 'AMOUNT_MISMATCH',
        message: expect.stringMatching(/expectedAmount 4999 does not match the order total 5000/),
      });
    });

    it('GIFT-020..022, GIFT-025: amounts, designs and customization are checked, field by field', async () => {
      const cases: [unknown, RegExp][] = [
        [
          orderRequest({ giftCard: card({ amount: 1_234 }), expectedAmount: 1_234 }),
          /^items\.giftCardItem\.amount: choose one of 2500, 5000, 7500, 10000, 15000, 20000, 30000 \(cents\)$/,
        ],
        [
          orderRequest({ giftCard: card({ designId: 99 }), expectedAmount: 5_000 }),
          /^items\.giftCardItem\.designId: no design 99$/,
        ],
        [
          orderRequest({ giftCard: card({ fromName: 'R2-D2' }), expectedAmount: 5_000 }),
          /^items\.giftCardItem\.fromName: Only text is expected$/,
        ],
        [
          orderRequest({ giftCard: card({ fromName: 'a'.repeat(41) }), expectedAmount: 5_000 }),
          /^items\.giftCardItem\.fromName: The field is limited to 40 characters$/,
        ],
        [
          orderRequest({
            giftCard: card({ recipientName: 'x'.repeat(41) }),
            expectedAmount: 5_000,
          }),
          /^items\.giftCardItem\.recipientName: The field is limited to 40 characters$/,
        ],
        [
          orderRequest({ giftCard: card({ message: 'm'.repeat(181) }), expectedAmount: 5_000 }),
          /^items\.giftCardItem\.message: The field is limited to 180 characters$/,
        ],
        [
          orderRequest({ giftCard: card({ message: 'bell\u0007' }), expectedAmount: 5_000 }),
          /^items\.giftCardItem\.message: expected text without control characters$/,
        ],
        [
          orderRequest({ giftCard: card({ recipientEmail: 'lea@' }), expectedAmount: 5_000 }),
          /^items\.giftCardItem\.recipientEmail: Email seems incorrect$/,
        ],
        [
          orderRequest({ giftCard: card({ amount: 0 }), expectedAmount: 0 }),
          /^items\.giftCardItem\.amount: /,
        ],
        [
          orderRequest({ giftCard: card(), insurance: true, expectedAmount: 5_000 }),
          /^items\.insuranceItem: the cancellation insurance covers a stay/,
        ],
        [
          orderRequest({ expectedAmount: 5_000 }),
          /^items\.shortStayItem: required unless the order buys a gift card \(giftCardItem\), an activity voucher \(activityVoucherItem\) or a gift voucher \(giftVoucherItem\)$/,
        ],
      ];
      for (const [body, message] of cases) {
        const response = await postOrder(body);
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).message).toMatch(message);
      }
    });

    it('GIFT-020: names and message are trimmed; an empty customization is accepted', async () => {
      const order = await placeOrder(
        ctx.app,
        orderRequest({
          giftCard: card({ fromName: '  Camille  ', message: '  Merci  ', recipientName: '' }),
          expectedAmount: 5_000,
        }),
      );
      const summary = await summaryOf(order.bookingNumber);
      expect(summary.giftCards[0]).toMatchObject({
        fromName: 'Camille',
        message: 'Merci',
        recipientName: '',
      });
    });
  });
});
