import {
  apiErrorSchema,
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  facetsQuerySchema,
  facetsResponseSchema,
  humanCheckHeadersSchema,
  recommendedAutocompleteQuerySchema,
  recommendedAutocompleteResponseSchema,
  type AutocompleteResponse,
  type RecommendedAutocompleteResponse,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import type { RequestCheck } from '../http/bot-check';
import type { ApiPlugin } from '../http/zod';
import { createSearchCache, sendAnswer } from './answer-cache';
import { searchIndexOf } from './in-memory-index';
import { autocompleteDestinations, prepareFacets, recommendDestinations } from './search.service';

/**
 * GET /api/facets.json (LEFT-006, API-001), GET /api/autocomplete-geonames.json (API-008) and
 * GET /api/recommendedAutocomplete.json (API-009). Facets come from the search cache while the
 * catalogue does not change (answer-cache.ts); they are behind the search's bot check (`botCheck`,
 * SHELL-053, ADR 0105), the autocompletes (a call per keystroke) are not.
 */
export const searchRoutes: ApiPlugin<{ db: Database; botCheck?: RequestCheck }> = async (
  app,
  { db, botCheck },
) => {
  const facets = createSearchCache(db.orm);
  const index = searchIndexOf(db.orm, (error) =>
    app.log.error({ err: error }, 'search index not loaded: searches run in SQL'),
  );
  // The index of the current catalogue before the first search (SQL answers until then).
  await index?.ready();
  app.get(
    '/facets.json',
    {
      ...(botCheck ? { onRequest: botCheck } : {}),
      schema: {
        headers: humanCheckHeadersSchema,
        querystring: facetsQuerySchema,
        response: { 200: facetsResponseSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const search = prepareFacets(request.query);
      return sendAnswer(
        reply,
        await facets.answer(search.key, async () => search.run(db.orm, await index?.current())),
      );
    },
  );
  app.get(
    '/autocomplete-geonames.json',
    {
      schema: {
        querystring: autocompleteQuerySchema,
        response: { 200: autocompleteResponseSchema },
      },
    },
    async (request): Promise<AutocompleteResponse> =>
      autocompleteDestinations(db.orm, request.query),
  );
  app.get(
    '/recommendedAutocomplete.json',
    {
      schema: {
        querystring: recommendedAutocompleteQuerySchema,
        response: { 200: recommendedAutocompleteResponseSchema },
      },
    },
    async (request): Promise<RecommendedAutocompleteResponse> =>
      recommendDestinations(db.orm, request.query),
  );
};
