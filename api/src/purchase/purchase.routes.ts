import {
  appliedGiftCardParamsSchema,
  cancellationRequestSchema,
  cancellationResponseSchema,
  type CancellationResponse,
  applyGiftCardRequestSchema,
  modificationHeadersSchema,
  modificationRequestSchema,
  modificationResponseSchema,
  type ModificationResponse,
  confirmPaymentRequestSchema,
  createPaymentRequestSchema,
  eligibilityQuerySchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  insuranceQuoteRequestSchema,
  modificationQuoteRequestSchema,
  modificationQuoteResponseSchema,
  orderLookupQuerySchema,
  ORDER_VIEW_TOKEN_HEADER,
  orderReadHeadersSchema,
  orderReadQuerySchema,
  orderParamsSchema,
  orderRequestSchema,
  paymentIntentParamsSchema,
  walletOrderRequestSchema,
  eligibilityResponseSchema,
  insuranceQuoteResponseSchema,
  orderCreatedResponseSchema,
  orderResponseSchema,
  orderSummarySchema,
  paymentResponseSchema,
  printableGiftVoucherSchema,
  walletOrderResponseSchema,
  type PrintableGiftVoucher,
  type EligibilityResponse,
  type InsuranceQuoteResponse,
  type ModificationQuoteResponse,
  type OrderCreatedResponse,
  type OrderResponse,
  type OrderSummary,
  type PaymentResponse,
  type WalletOrderResponse,
} from '@shop/api-contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { sharedState } from '../http/shared-state';
import type { ApiPlugin } from '../http/zod';
import type { PaymentProvider } from '../payments/provider';
import { createSandboxProvider } from '../payments/sandbox';
import type { CareAuth } from '../care';
import { applyGiftCode, GIFT_CARD_ATTEMPT_RATE_LIMIT, removeGiftCard } from './gift-payments';
import { applyModification, modificationResponse, quoteModification } from './modification';
import { cancelBooking } from './cancellation';
import { firstBookableCheckin } from '../catalogue';
import { createOrderViewTokens } from './order-view-token';
import { insuranceOffers, paymentEligibility } from './pricing';
import { findPrintableGiftVoucher } from './gift-voucher-order';
import {
  confirmPayment,
  createOrder,
  createPayment,
  findOrderSummary,
  lookupOrder,
  orderOwnerProof,
  payWithGiftCards,
  payWithWallet,
  toOrderResponse,
} from './purchase.service';

/**
 * "Check my Booking" look-ups per minute and client (ADR 0011): enough for a customer who
 * mistypes a few times, far too few to guess booking numbers and e-mails.
 */
export const ORDER_LOOKUP_RATE_LIMIT = 10;
/** Modification attempts per minute and client: they prove ownership like a look-up. */
export const MODIFICATION_RATE_LIMIT = 10;
/**
 * Checkout writes (orders, wallet orders, payments) per minute and client (issue 15 §4): a buyer
 * makes a handful; a script filling the orders table gets 429.
 */
export const CHECKOUT_WRITE_RATE_LIMIT = 20;
/** Order reads by UUID per minute and client (issue 15 §7, ADR 0062). */
export const ORDER_READ_RATE_LIMIT = 30;

/** The per-client limits of this plugin (tests that place many orders from one address raise them). */
export interface PurchaseLimits {
  checkoutWrites: number;
  orderReads: number;
}

const keyOf = (request: FastifyRequest): string => {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  return typeof key === 'string' ? key : '';
};

/**
 * The front gateway's checkout calls, under /api/front: insurance quote (API-033, LEFT-016),
 * payment eligibility (API-034), orders (API-035) with stays and gift cards, gift cards paying
 * orders (CHK-032), wallet orders (API-036), payments through the sandbox provider, "Check my
 * Booking" (BEY-001..003), the confirmation page's order (LEFT-041), modification quotes
 * (CHK-027..031) and modifications (ADR 0018).
 */
export const purchaseRoutes: ApiPlugin<{
  db: Database;
  paymentProvider?: PaymentProvider;
  now?: () => Date;
  /** Signs order view tokens (ADR 0062). */
  tokenSecret: string;
  /** Who the care agent is (live session, agent still there): an agent may modify any booking. */
  careAuth?: CareAuth;
  limits?: Partial<PurchaseLimits>;
}> = async (
  app,
  { db, paymentProvider, now = () => new Date(), tokenSecret, careAuth, limits },
) => {
  const provider = paymentProvider ?? createSandboxProvider();
  /** The signed-in care agent's id, looked up on every call (issue 15 §2), else null. */
  const agentOf = async (request: FastifyRequest): Promise<number | null> =>
    careAuth ? ((await careAuth.agentOf(request))?.id ?? null) : null;
  const viewTokens = createOrderViewTokens(tokenSecret);
  // Every limit of this plugin counts in one store, shared by the nodes on PostgreSQL (ADR 0053).
  const windows = sharedState(db).windows();
  const checkoutWrites = rateLimit(limits?.checkoutWrites ?? CHECKOUT_WRITE_RATE_LIMIT, 60_000, {
    store: windows,
    what: 'checkout requests',
  });
  /** A payment answer with the order's view token once it is paid (ADR 0062). */
  const withViewToken = (answer: PaymentResponse): PaymentResponse =>
    answer.order?.status === 'confirmed'
      ? {
          ...answer,
          order: { ...answer.order, viewToken: viewTokens.sign(answer.order.orderUUID, now()) },
        }
      : answer;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/front/purchase/insurance/quote',
    {
      schema: {
        body: insuranceQuoteRequestSchema,
        response: { 200: insuranceQuoteResponseSchema },
      },
    },
    async (request): Promise<InsuranceQuoteResponse> => ({
      offers: insuranceOffers(request.body.cancellationType, request.body.orderAmount),
    }),
  );

  app.get(
    '/front/purchase/alma/eligibility',
    {
      schema: {
        querystring: eligibilityQuerySchema,
        response: { 200: eligibilityResponseSchema },
      },
    },
    async (request): Promise<EligibilityResponse> => {
      const moment = now();
      const first = firstBookableCheckin(moment);
      if (request.query.checkinDate < first) {
        throw new HttpError(400, 'BAD_REQUEST', `checkinDate: must be ${first} or later`);
      }
      return paymentEligibility(request.query, moment);
    },
  );

  app.post(
    '/front/purchase/orders',
    {
      onRequest: checkoutWrites,
      schema: {
        body: orderRequestSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: orderCreatedResponseSchema, 201: orderCreatedResponseSchema },
      },
    },
    async (request, reply): Promise<OrderCreatedResponse> => {
      const { order, created } = await createOrder(
        db.orm,
        request.body,
        keyOf(request),
        now(),
        await agentOf(request),
      );
      reply.code(created ? 201 : 200);
      // The buyer who sent the order (its full body and key) may read it (ADR 0062).
      return {
        ...(await toOrderResponse(db.orm, order)),
        viewToken: viewTokens.sign(order.id, now()),
      };
    },
  );

  app.post(
    '/front/purchase/payments',
    {
      onRequest: checkoutWrites,
      schema: { body: createPaymentRequestSchema, response: { 201: paymentResponseSchema } },
    },
    async (request, reply): Promise<PaymentResponse> => {
      reply.code(201);
      return withViewToken(await createPayment(db.orm, provider, request.body, now(), viewTokens));
    },
  );

  app.post(
    '/front/purchase/payments/:intentId/confirm',
    {
      schema: {
        params: paymentIntentParamsSchema,
        body: confirmPaymentRequestSchema,
        response: { 200: paymentResponseSchema },
      },
    },
    async (request): Promise<PaymentResponse> =>
      withViewToken(
        await confirmPayment(
          db.orm,
          provider,
          request.params.intentId,
          request.body.challengeCode,
          now(),
          viewTokens,
        ),
      ),
  );

  app.post(
    '/front/purchase/zeppto',
    {
      onRequest: checkoutWrites,
      schema: {
        body: walletOrderRequestSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: walletOrderResponseSchema },
      },
    },
    async (request): Promise<WalletOrderResponse> => {
      const order = await payWithWallet(
        db.orm,
        provider,
        request.body,
        keyOf(request),
        now(),
        viewTokens,
      );
      return {
        booking: {
          orderUUID: order.id,
          bookingNumber: order.bookingNumber,
          viewToken: viewTokens.sign(order.id, now()),
        },
      };
    },
  );

  /**
   * Issue 15 §7, ADR 0062: the UUID alone is not proof (view token, booking number and e-mail,
   * or a care session); the same 404 for every wrong proof, 401 without any.
   */
  const proveOrderAccess = async (
    request: FastifyRequest,
    query: { bookingNumber?: string | undefined; email?: string | undefined },
    orderUUID: string,
  ): Promise<void> => {
    const { bookingNumber, email } = query;
    const token = request.headers[ORDER_VIEW_TOKEN_HEADER];
    const missing = () => notFound(`Order ${orderUUID} not found`);
    if (typeof token === 'string' && token) {
      if (!viewTokens.verify(orderUUID, token, now())) throw missing();
    } else if (bookingNumber !== undefined && email !== undefined) {
      const owner = await orderOwnerProof(db.orm, orderUUID);
      if (owner?.bookingNumber !== bookingNumber || owner.email !== email.toLowerCase()) {
        throw missing();
      }
    } else if ((await agentOf(request)) === null) {
      throw new HttpError(
        401,
        'UNAUTHORIZED',
        `Reading an order needs its view token (${ORDER_VIEW_TOKEN_HEADER}) or bookingNumber and email`,
      );
    }
  };

  app.get(
    '/front/purchase/orders/:orderUUID/gift-voucher',
    {
      onRequest: rateLimit(limits?.orderReads ?? ORDER_READ_RATE_LIMIT, 60_000, {
        what: 'order reads',
      }),
      schema: {
        params: orderParamsSchema,
        querystring: orderReadQuerySchema,
        headers: orderReadHeadersSchema,
        response: { 200: printableGiftVoucherSchema },
      },
    },
    async (request): Promise<PrintableGiftVoucher> => {
      const { orderUUID } = request.params;
      await proveOrderAccess(request, request.query, orderUUID);
      const voucher = await findPrintableGiftVoucher(db.orm, orderUUID);
      if (!voucher) throw notFound(`Order ${orderUUID} has no issued gift voucher`);
      return voucher;
    },
  );

  app.get(
    '/front/purchase/orders/:orderUUID',
    {
      // Before validation, so that malformed guesses count too.
      onRequest: rateLimit(limits?.orderReads ?? ORDER_READ_RATE_LIMIT, 60_000, {
        store: windows,
        what: 'order reads',
      }),
      schema: {
        params: orderParamsSchema,
        querystring: orderReadQuerySchema,
        headers: orderReadHeadersSchema,
        response: { 200: orderSummarySchema },
      },
    },
    async (request): Promise<OrderSummary> => {
      const { orderUUID } = request.params;
      const missing = () => notFound(`Order ${orderUUID} not found`);
      await proveOrderAccess(request, request.query, orderUUID);
      const summary = await findOrderSummary(db.orm, orderUUID, now());
      if (!summary) throw missing();
      return summary;
    },
  );

  app.post(
    '/front/purchase/orders/:orderUUID/modification-quote',
    {
      schema: {
        params: orderParamsSchema,
        body: modificationQuoteRequestSchema,
        response: { 200: modificationQuoteResponseSchema },
      },
    },
    async (request): Promise<ModificationQuoteResponse> =>
      quoteModification(db.orm, request.params.orderUUID, request.body, now()),
  );

  app.post(
    '/front/purchase/orders/:orderUUID/gift-cards',
    {
      // Before validation, so that malformed guesses count too (ADR 0018).
      onRequest: rateLimit(GIFT_CARD_ATTEMPT_RATE_LIMIT, 60_000, {
        store: windows,
        what: 'gift card attempts',
      }),
      schema: {
        params: orderParamsSchema,
        body: applyGiftCardRequestSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request): Promise<OrderResponse> => {
      // A gift card number or a gift-voucher code (ADR 0074).
      const order = await applyGiftCode(
        db.orm,
        request.params.orderUUID,
        request.body.serialNumber,
        now(),
      );
      return toOrderResponse(db.orm, order);
    },
  );

  app.delete(
    '/front/purchase/orders/:orderUUID/gift-cards/:last4',
    { schema: { params: appliedGiftCardParamsSchema, response: { 200: orderResponseSchema } } },
    async (request): Promise<OrderResponse> => {
      const { orderUUID, last4 } = request.params;
      return toOrderResponse(db.orm, await removeGiftCard(db.orm, orderUUID, last4, now()));
    },
  );

  app.post(
    '/front/purchase/orders/:orderUUID/gift-card-payment',
    { schema: { params: orderParamsSchema, response: { 200: orderResponseSchema } } },
    async (request): Promise<OrderResponse> =>
      toOrderResponse(
        db.orm,
        await payWithGiftCards(db.orm, request.params.orderUUID, now(), viewTokens),
      ),
  );

  app.post(
    '/front/purchase/modifications',
    {
      onRequest: rateLimit(MODIFICATION_RATE_LIMIT, 60_000, {
        store: windows,
        what: 'booking modifications',
      }),
      schema: {
        body: modificationRequestSchema,
        headers: modificationHeadersSchema,
        response: {
          200: modificationResponseSchema,
          201: modificationResponseSchema,
          202: modificationResponseSchema,
        },
      },
    },
    async (request, reply): Promise<ModificationResponse> => {
      const { modification, created } = await applyModification(
        db.orm,
        provider,
        request.body,
        keyOf(request),
        await agentOf(request),
        now(),
      );
      reply.code(!created ? 200 : modification.status === 'awaiting_payment' ? 202 : 201);
      return modificationResponse(db.orm, modification);
    },
  );

  app.post(
    '/front/purchase/cancellations',
    {
      // Proves ownership like a look-up: limited like modifications, before validation.
      onRequest: rateLimit(MODIFICATION_RATE_LIMIT, 60_000, {
        store: windows,
        what: 'booking cancellations',
      }),
      schema: { body: cancellationRequestSchema, response: { 200: cancellationResponseSchema } },
    },
    async (request): Promise<CancellationResponse> =>
      cancelBooking(db.orm, provider, request.body, await agentOf(request), now()),
  );

  app.get(
    '/front/orders/lookup',
    {
      // Before validation, so that malformed guesses count too.
      onRequest: rateLimit(ORDER_LOOKUP_RATE_LIMIT, 60_000, {
        store: windows,
        what: 'booking look-ups',
      }),
      schema: { querystring: orderLookupQuerySchema, response: { 200: orderSummarySchema } },
    },
    async (request): Promise<OrderSummary> => {
      const { bookingNumber, email } = request.query;
      // BEY-015: a signed-in care agent may look a booking up by its number alone.
      if (email === undefined && (await agentOf(request)) === null) {
        throw new HttpError(400, 'BAD_REQUEST', 'email: required');
      }
      const summary = await lookupOrder(db.orm, bookingNumber, email ?? null, now());
      if (!summary) throw notFound('No booking with this number and e-mail');
      return summary;
    },
  );
};
