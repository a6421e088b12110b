import {
  mapSearchResponseSchema,
  offersRequestSchema,
  offersResponseSchema,
} from '@shop/api-contract';
import { z } from 'zod/mini';
import type { Database } from '../db/client';
import type { ApiPlugin } from '../http/zod';
import { prepareOfferSearch } from './offers.service';
import { createSearchCache, sendAnswer } from './search.cache';

/**
 * POST /api/offers.json: the main search (LEFT-009, API-002), hotel offers (API-004), map
 * (API-005), fallback blocks (API-006) and the exact-match lookup (API-007). Answers come from
 * the search cache while the catalogue does not change (search.cache.ts).
 */
export const offerRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  const cache = createSearchCache(db.orm);
  app.post(
    '/offers.json',
    {
      schema: {
        body: offersRequestSchema,
        response: { 200: z.union([offersResponseSchema, mapSearchResponseSchema]) },
      },
    },
    async (request, reply) => {
      const search = prepareOfferSearch(request.body);
      return sendAnswer(reply, await cache.answer(search.key, () => search.run(db.orm)));
    },
  );
};
