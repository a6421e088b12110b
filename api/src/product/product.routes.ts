import {
  apiErrorSchema,
  activityDatesQuerySchema,
  activityDatesResponseSchema,
  availabilitiesQuerySchema,
  availabilitiesResponseSchema,
  checkoutNightsQuerySchema,
  checkoutNightsResponseSchema,
  handoffRequestSchema,
  handoffResponseSchema,
  otherOffersQuerySchema,
  otherOffersResponseSchema,
  priceQuerySchema,
  priceResponseSchema,
  productOffersQuerySchema,
  productOffersResponseSchema,
  productParamsSchema,
  quoteQuerySchema,
  quoteSchema,
  recommendedQuerySchema,
  recommendedResponseSchema,
  upsellQuerySchema,
  upsellResponseSchema,
} from '@shop/api-contract';
import { z } from 'zod/mini';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import type { ApiPlugin } from '../http/zod';
import {
  activityDates,
  checkoutHandoff,
  checkoutNights,
  otherOffers,
  productAvailabilities,
  productOffers,
  productPrice,
  productQuote,
  recommendedOffer,
  upsell,
} from './product.service';
import { requireProduct } from './product.query';

const params = productParamsSchema;

/**
 * Product page and price calls (issue 3 §4): GET /api/weekend/:id/{availabilities,
 * packageCheckoutNights, price, activityDates, upsell, otherOffers, recommended}.json,
 * GET /api/product/:id/{offers,quote}, POST /api/front/checkout/handoff.
 */
export const productRoutes: ApiPlugin<{ db: Database; now?: () => Date }> = async (
  app,
  { db, now = () => new Date() },
) => {
  const { orm } = db;
  app.get(
    '/weekend/:id/availabilities.json',
    {
      schema: {
        params,
        querystring: availabilitiesQuerySchema,
        response: { 200: availabilitiesResponseSchema },
      },
    },
    async (request) => {
      const { month, ...pax } = request.query;
      return productAvailabilities(orm, request.params.id, month, pax);
    },
  );
  // PROD-022: the availability call without a product id.
  app.get(
    '/weekend/availabilities.json',
    { schema: { querystring: z.looseObject({}), response: { 400: apiErrorSchema } } },
    async () => {
      throw new HttpError(400, 'BAD_REQUEST', 'id: Product ID is required');
    },
  );
  app.get(
    '/weekend/:id/packageCheckoutNights.json',
    {
      schema: {
        params,
        querystring: checkoutNightsQuerySchema,
        response: { 200: checkoutNightsResponseSchema },
      },
    },
    async (request) => checkoutNights(orm, request.params.id, request.query, now()),
  );
  app.get(
    '/weekend/:id/price.json',
    { schema: { params, querystring: priceQuerySchema, response: { 200: priceResponseSchema } } },
    async (request) => {
      const product = await requireProduct(orm, request.params.id);
      return (await productPrice(orm, product, request.query, now())).price;
    },
  );
  app.get(
    '/weekend/:id/activityDates.json',
    {
      schema: {
        params,
        querystring: activityDatesQuerySchema,
        response: { 200: activityDatesResponseSchema },
      },
    },
    async (request) => activityDates(orm, request.params.id, request.query),
  );
  app.get(
    '/weekend/:id/upsell.json',
    { schema: { params, querystring: upsellQuerySchema, response: { 200: upsellResponseSchema } } },
    async (request) => upsell(orm, request.params.id, request.query),
  );
  app.get(
    '/weekend/:id/otherOffers.json',
    {
      schema: {
        params,
        querystring: otherOffersQuerySchema,
        response: { 200: otherOffersResponseSchema },
      },
    },
    async (request) => otherOffers(orm, request.params.id, request.query),
  );
  app.get(
    '/weekend/:id/recommended.json',
    {
      schema: {
        params,
        querystring: recommendedQuerySchema,
        response: { 200: recommendedResponseSchema },
      },
    },
    async (request) => recommendedOffer(orm, request.params.id, request.query),
  );
  app.get(
    '/product/:id/offers',
    {
      schema: {
        params,
        querystring: productOffersQuerySchema,
        response: { 200: productOffersResponseSchema },
      },
    },
    async (request) => productOffers(orm, request.params.id, request.query, now()),
  );
  app.get(
    '/product/:id/quote',
    { schema: { params, querystring: quoteQuerySchema, response: { 200: quoteSchema } } },
    async (request) => productQuote(orm, request.params.id, request.query, now()),
  );
  app.post(
    '/front/checkout/handoff',
    { schema: { body: handoffRequestSchema, response: { 200: handoffResponseSchema } } },
    async (request) => checkoutHandoff(orm, request.body, now()),
  );
};
