import { offersRequestSchema, type OffersResponse } from '@shop/api-contract';
import type { Database } from '../db/client';
import type { ApiPlugin } from '../http/zod';
import { listOffers } from './offers.service';

/** POST /api/offers.json (API-002, API-004): offer cards, page by page. */
export const offerRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/offers.json',
    { schema: { body: offersRequestSchema } },
    async (request): Promise<OffersResponse> => listOffers(db.orm, request.body),
  );
};
