import {
  apiErrorSchema,
  humanCheckHeadersSchema,
  mapSearchResponseSchema,
  offersRequestSchema,
  offersResponseSchema,
} from '@shop/api-contract';
import { z } from 'zod/mini';
import type { Database } from '../db/client';
import type { RequestCheck } from '../http/bot-check';
import type { ApiPlugin } from '../http/zod';
import { prepareOfferSearch } from './offers.service';
import { createSearchCache, sendAnswer } from './answer-cache';
import { searchIndexOf } from './in-memory-index';

/**
 * POST /api/offers.json: the main search (LEFT-009, API-002), hotel offers (API-004), map
 * (API-005), fallback blocks (API-006) and the exact-match lookup (API-007). Answers come from
 * the search cache while the catalogue does not change (answer-cache.ts), behind the search's bot
 * check (`botCheck`, SHELL-053, ADR 0105).
 */
export const offerRoutes: ApiPlugin<{ db: Database; botCheck?: RequestCheck }> = async (
  app,
  { db, botCheck },
) => {
  const cache = createSearchCache(db.orm);
  const index = searchIndexOf(db.orm, (error) =>
    app.log.error({ err: error }, 'search index not loaded: searches run in SQL'),
  );
  // The index of the current catalogue before the first search (SQL answers until then).
  await index?.ready();
  app.post(
    '/offers.json',
    {
      ...(botCheck ? { onRequest: botCheck } : {}),
      schema: {
        headers: humanCheckHeadersSchema,
        body: offersRequestSchema,
        response: {
          200: z.union([offersResponseSchema, mapSearchResponseSchema]),
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const search = prepareOfferSearch(request.body);
      return sendAnswer(
        reply,
        await cache.answer(search.key, async () => search.run(db.orm, await index?.current())),
      );
    },
  );
};
