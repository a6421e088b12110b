import {
  giftCardOptionsQuerySchema,
  giftCardOptionsSchema,
  type GiftCardOptions,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import type { ApiPlugin } from '../http/zod';
import { listGiftCardOptions } from './gift-cards.service';

/** The options change with the catalogue only: five minutes in shared caches. */
export const GIFT_CARD_OPTIONS_CACHE_CONTROL = 'public, max-age=300';

/**
 * Gift cards (GIFT-025): GET /api/front/gift-cards?locale, what the customization page
 * (/giftcard/customization) offers. A card is bought as the giftCardItem of
 * POST /api/front/purchase/orders and issued when that order is paid (purchase/purchase.service.ts).
 */
export const giftCardRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/front/gift-cards',
    {
      schema: {
        querystring: giftCardOptionsQuerySchema,
        response: { 200: giftCardOptionsSchema },
      },
    },
    async (request, reply): Promise<GiftCardOptions> => {
      reply.header('cache-control', GIFT_CARD_OPTIONS_CACHE_CONTROL);
      return listGiftCardOptions(db.orm, request.query.locale);
    },
  );
};
