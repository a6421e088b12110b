import {
  mapSearchResponseSchema,
  offersRequestSchema,
  offersResponseSchema,
  type MapSearchResponse,
  type OffersResponse,
} from '@shop/api-contract';
import { z } from 'zod/mini';
import type { Database } from '../db/client';
import type { ApiPlugin } from '../http/zod';
import { searchOffers } from './offers.service';

/**
 * POST /api/offers.json: the main search (LEFT-009, API-002), hotel offers (API-004), map
 * (API-005), fallback blocks (API-006) and the exact-match lookup (API-007).
 */
export const offerRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/offers.json',
    {
      schema: {
        body: offersRequestSchema,
        response: { 200: z.union([offersResponseSchema, mapSearchResponseSchema]) },
      },
    },
    async (request): Promise<OffersResponse | MapSearchResponse> =>
      searchOffers(db.orm, request.body),
  );
};
