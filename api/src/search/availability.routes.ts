import {
  searchAvailabilitiesQuerySchema,
  searchAvailabilitiesResponseSchema,
  type SearchAvailabilitiesResponse,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import type { ApiPlugin } from '../http/zod';
import { searchAvailabilities } from './availability.service';

/**
 * GET /api/availabilities.json?locale&month=yyyy-MM&adult&child&baby&flow&theme&<destination>
 * (SRCH-042): the search calendar's availability per day of one month, without a product — the
 * product's (LEFT-008) and the hotel's (API-014) calls share the path's last segment.
 */
export const availabilityRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/availabilities.json',
    {
      schema: {
        querystring: searchAvailabilitiesQuerySchema,
        response: { 200: searchAvailabilitiesResponseSchema },
      },
    },
    // Prices are euros in every market: the locale only keys the answer per market.
    async (request): Promise<SearchAvailabilitiesResponse> =>
      searchAvailabilities(db.orm, request.query),
  );
};
