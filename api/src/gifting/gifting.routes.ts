import {
  availableCustomSubElementsResponseSchema,
  giftBoxesQuerySchema,
  giftBoxesResponseSchema,
  giftingLocaleQuerySchema,
  shippingCostsQuerySchema,
  shippingCostsResponseSchema,
  singleVoucherParamsSchema,
  singleVoucherPricesSchema,
  subElementsResponseSchema,
  type AvailableCustomSubElementsResponse,
  type GiftBoxesResponse,
  type ShippingCostsResponse,
  type SingleVoucherPrices,
  type SubElementsResponse,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import type { ApiPlugin } from '../http/zod';
import {
  findShippingCosts,
  findSingleVoucherPrices,
  listCustomSubElements,
  listGiftBoxes,
  listSubElements,
} from './gifting.service';

/** LEFT-017: cached per point of sale for the session; an hour in shared caches. */
export const SHIPPING_COSTS_CACHE_CONTROL = 'public, max-age=3600';
const LIST_CACHE_CONTROL = 'public, max-age=300';

/**
 * Gifting (issue 3): GET /api/single-voucher/:id/prices.json (API-027, LEFT-018) and, under the
 * front gateway /api/front, sub-elements (API-028), available custom sub-elements (API-029),
 * single-voucher shipping costs (API-030, LEFT-017) and gift boxes (API-031).
 */
export const giftingRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  const { orm } = db;
  app.get(
    '/single-voucher/:id/prices.json',
    {
      schema: {
        params: singleVoucherParamsSchema,
        querystring: giftingLocaleQuerySchema,
        response: { 200: singleVoucherPricesSchema },
      },
    },
    async (request): Promise<SingleVoucherPrices> => {
      const prices = await findSingleVoucherPrices(orm, request.params.id, request.query.locale);
      if (!prices) throw notFound(`Single voucher ${request.params.id} not found`);
      return prices;
    },
  );
  app.get(
    '/front/sub-elements',
    {
      schema: {
        querystring: giftingLocaleQuerySchema,
        response: { 200: subElementsResponseSchema },
      },
    },
    async (request, reply): Promise<SubElementsResponse> => {
      reply.header('cache-control', LIST_CACHE_CONTROL);
      return listSubElements(orm, request.query.locale);
    },
  );
  app.get(
    '/front/sub-elements/available-custom-sub-elements',
    {
      schema: {
        querystring: giftingLocaleQuerySchema,
        response: { 200: availableCustomSubElementsResponseSchema },
      },
    },
    async (request, reply): Promise<AvailableCustomSubElementsResponse> => {
      reply.header('cache-control', LIST_CACHE_CONTROL);
      return listCustomSubElements(orm, request.query.locale);
    },
  );
  app.get(
    '/front/single-voucher/shipping-costs',
    {
      schema: {
        querystring: shippingCostsQuerySchema,
        response: { 200: shippingCostsResponseSchema },
      },
    },
    async (request, reply): Promise<ShippingCostsResponse> => {
      reply.header('cache-control', SHIPPING_COSTS_CACHE_CONTROL);
      return findShippingCosts(orm, request.query.pointOfSale);
    },
  );
  app.get(
    '/front/gift-boxes',
    { schema: { querystring: giftBoxesQuerySchema, response: { 200: giftBoxesResponseSchema } } },
    async (request, reply): Promise<GiftBoxesResponse> => {
      reply.header('cache-control', LIST_CACHE_CONTROL);
      return listGiftBoxes(orm, request.query);
    },
  );
};
