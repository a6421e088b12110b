import {
  appliedGiftCardParamsSchema,
  cancellationRequestSchema,
  cancellationResponseSchema,
  type CancellationResponse,
  applyGiftCardRequestSchema,
  CARE_TOKEN_COOKIE,
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
  orderParamsSchema,
  orderReadQuerySchema,
  orderRequestSchema,
  paymentIntentParamsSchema,
  walletOrderRequestSchema,
  eligibilityResponseSchema,
  insuranceQuoteResponseSchema,
  orderResponseSchema,
  orderSummarySchema,
  paymentResponseSchema,
  walletOrderResponseSchema,
  type EligibilityResponse,
  type InsuranceQuoteResponse,
  type ModificationQuoteResponse,
  type OrderResponse,
  type OrderSummary,
  type PaymentResponse,
  type WalletOrderResponse,
} from '@shop/api-contract';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { readCookie } from '../http/cookies';
import { HttpError, notFound } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import type { ApiPlugin } from '../http/zod';
import type { PaymentProvider } from '../payments/provider';
import { createSandboxProvider } from '../payments/sandbox';
import { createCareTokens } from '../care';
import { applyGiftCard, GIFT_CARD_ATTEMPT_RATE_LIMIT, removeGiftCard } from './gift-card-payments';
import { applyModification, modificationResponse, quoteModification } from './modification';
import { cancelBooking } from './cancellation';
import { firstBookableCheckin } from '../catalogue';
import { insuranceOffers, paymentEligibility } from './pricing';
import {
  confirmPayment,
  createOrder,
  createPayment,
  findOrderSummary,
  lookupOrder,
  payWithGiftCards,
  payWithWallet,
  toOrderResponse,
} from './purchase.service';
import { signOrderViewToken, verifyOrderViewToken } from './view-token';

/**
 * "Check my Booking" look-ups per minute and client (ADR 0011): enough for a customer who
 * mistypes a few times, far too few to guess booking numbers and e-mails.
 */
export const ORDER_LOOKUP_RATE_LIMIT = 10;
/** Modification attempts per minute and client: they prove ownership like a look-up. */
export const MODIFICATION_RATE_LIMIT = 10;

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
  /** Signs care-agent tokens: an agent may look up and modify any booking, and book for a caller. */
  tokenSecret?: string;
}> = async (app, { db, paymentProvider, now = () => new Date(), tokenSecret }) => {
  const provider = paymentProvider ?? createSandboxProvider();
  const careTokens = tokenSecret ? createCareTokens(tokenSecret) : null;
  /** Signs order-view tokens (ADR 0050); without a secret, one for this process's life. */
  const viewSecret = tokenSecret ?? randomBytes(32).toString('hex');
  /** An order answer with its view token (ADR 0050). */
  const withViewToken = async (order: Parameters<typeof toOrderResponse>[1]) => ({
    ...(await toOrderResponse(db.orm, order)),
    viewToken: signOrderViewToken(viewSecret, order.id, now()),
  });
  /** The signed-in care agent's id (Bearer token or care cookie), else null. */
  const agentOf = async (request: FastifyRequest): Promise<number | null> => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const token = bearer ?? readCookie(request.headers.cookie, CARE_TOKEN_COOKIE);
    return token && careTokens ? careTokens.verify(token) : null;
  };

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
      schema: {
        body: orderRequestSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: orderResponseSchema, 201: orderResponseSchema },
      },
    },
    async (request, reply): Promise<OrderResponse> => {
      const { order, created } = await createOrder(
        db.orm,
        request.body,
        keyOf(request),
        now(),
        await agentOf(request),
      );
      reply.code(created ? 201 : 200);
      return withViewToken(order);
    },
  );

  app.post(
    '/front/purchase/payments',
    {
      schema: { body: createPaymentRequestSchema, response: { 201: paymentResponseSchema } },
    },
    async (request, reply): Promise<PaymentResponse> => {
      reply.code(201);
      return createPayment(db.orm, provider, request.body, now());
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
      confirmPayment(db.orm, provider, request.params.intentId, request.body.challengeCode, now()),
  );

  app.post(
    '/front/purchase/zeppto',
    {
      schema: {
        body: walletOrderRequestSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: walletOrderResponseSchema },
      },
    },
    async (request): Promise<WalletOrderResponse> => {
      const order = await payWithWallet(db.orm, provider, request.body, keyOf(request), now());
      return {
        booking: {
          orderUUID: order.id,
          bookingNumber: order.bookingNumber,
          viewToken: signOrderViewToken(viewSecret, order.id, now()),
        },
      };
    },
  );

  app.get(
    '/front/purchase/orders/:orderUUID',
    {
      schema: {
        params: orderParamsSchema,
        querystring: orderReadQuerySchema,
        response: { 200: orderSummarySchema },
      },
    },
    async (request): Promise<OrderSummary> => {
      const { orderUUID } = request.params;
      // ADR 0050: without its view token an order is not found, whether it exists or not.
      const proven = verifyOrderViewToken(viewSecret, orderUUID, request.query.token, now());
      const summary = proven ? await findOrderSummary(db.orm, orderUUID, now()) : null;
      if (!summary) throw notFound(`Order ${orderUUID} not found`);
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
      onRequest: rateLimit(GIFT_CARD_ATTEMPT_RATE_LIMIT, 60_000, { what: 'gift card attempts' }),
      schema: {
        params: orderParamsSchema,
        body: applyGiftCardRequestSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request): Promise<OrderResponse> => {
      const order = await applyGiftCard(
        db.orm,
        request.params.orderUUID,
        request.body.serialNumber,
        now(),
      );
      return withViewToken(order);
    },
  );

  app.delete(
    '/front/purchase/orders/:orderUUID/gift-cards/:last4',
    { schema: { params: appliedGiftCardParamsSchema, response: { 200: orderResponseSchema } } },
    async (request): Promise<OrderResponse> => {
      const { orderUUID, last4 } = request.params;
      return withViewToken(await removeGiftCard(db.orm, orderUUID, last4, now()));
    },
  );

  app.post(
    '/front/purchase/orders/:orderUUID/gift-card-payment',
    { schema: { params: orderParamsSchema, response: { 200: orderResponseSchema } } },
    async (request): Promise<OrderResponse> =>
      withViewToken(await payWithGiftCards(db.orm, request.params.orderUUID, now())),
  );

  app.post(
    '/front/purchase/modifications',
    {
      onRequest: rateLimit(MODIFICATION_RATE_LIMIT, 60_000, { what: 'booking modifications' }),
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
      onRequest: rateLimit(MODIFICATION_RATE_LIMIT, 60_000, { what: 'booking cancellations' }),
      schema: { body: cancellationRequestSchema, response: { 200: cancellationResponseSchema } },
    },
    async (request): Promise<CancellationResponse> =>
      cancelBooking(db.orm, provider, request.body, await agentOf(request), now()),
  );

  app.get(
    '/front/orders/lookup',
    {
      // Before validation, so that malformed guesses count too.
      onRequest: rateLimit(ORDER_LOOKUP_RATE_LIMIT, 60_000, { what: 'booking look-ups' }),
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
