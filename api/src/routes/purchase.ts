import {
  confirmPaymentRequestSchema,
  createPaymentRequestSchema,
  eligibilityQuerySchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  insuranceQuoteRequestSchema,
  orderLookupQuerySchema,
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
  type OrderResponse,
  type OrderSummary,
  type PaymentResponse,
  type WalletOrderResponse,
} from '@shop/api-contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { HttpError, notFound } from '../http/errors';
import type { ApiPlugin } from '../http/zod';
import type { PaymentProvider } from '../payments/provider';
import { createSandboxProvider } from '../payments/sandbox';
import { firstBookableCheckin, insuranceOffers, paymentEligibility } from './purchase.pricing';
import {
  confirmPayment,
  createOrder,
  createPayment,
  lookupOrder,
  payWithWallet,
  toOrderResponse,
} from './purchase.service';

const keyOf = (request: FastifyRequest): string => {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  return typeof key === 'string' ? key : '';
};

/**
 * The front gateway's checkout calls, under /api/front: insurance quote (API-033, LEFT-016),
 * payment eligibility (API-034), orders (API-035), wallet orders (API-036), payments through
 * the sandbox provider and "Check my Booking" (BEY-001..003).
 */
export const purchaseRoutes: ApiPlugin<{
  db: Database;
  paymentProvider?: PaymentProvider;
  now?: () => Date;
}> = async (app, { db, paymentProvider, now = () => new Date() }) => {
  const provider = paymentProvider ?? createSandboxProvider();

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
      const { order, created } = await createOrder(db.orm, request.body, keyOf(request), now());
      reply.code(created ? 201 : 200);
      return toOrderResponse(order);
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
      return { booking: { orderUUID: order.id, bookingNumber: order.bookingNumber } };
    },
  );

  app.get(
    '/front/orders/lookup',
    {
      schema: { querystring: orderLookupQuerySchema, response: { 200: orderSummarySchema } },
    },
    async (request): Promise<OrderSummary> => {
      const summary = await lookupOrder(db.orm, request.query.bookingNumber, request.query.email);
      if (!summary) throw notFound('No booking with this number and e-mail');
      return summary;
    },
  );
};
