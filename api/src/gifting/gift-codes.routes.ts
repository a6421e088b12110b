import {
  giftCodeLookupRequestSchema,
  giftCodeLookupResponseSchema,
  type GiftCodeLookupResponse,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { sharedState } from '../http/shared-state';
import type { ApiPlugin } from '../http/zod';
import { lookupGiftCode } from './gift-codes.service';

/**
 * Code look-ups per minute and client (ADR 0076): as "Check my Booking" and applying a gift card
 * (ADR 0011, ADR 0018), enough for a beneficiary who mistypes, far too few to guess a code.
 */
export const GIFT_CODE_LOOKUP_RATE_LIMIT = 10;

/**
 * The beneficiary's look-up (issue 13 item 5): POST /api/front/gift-codes/lookup { code } answers
 * what the code is (`kind`), whether it can be used (`status`), what it is worth and until when;
 * 404 GIFT_CODE_UNKNOWN for a code no kind knows (mistyped or made up).
 */
export const giftCodeRoutes: ApiPlugin<{
  db: Database;
  now?: () => Date;
}> = async (app, { db, now = () => new Date() }) => {
  app.post(
    '/front/gift-codes/lookup',
    {
      // Before validation, so that malformed guesses count too.
      // Counted in the store every node shares on PostgreSQL (ADR 0053).
      onRequest: rateLimit(GIFT_CODE_LOOKUP_RATE_LIMIT, 60_000, {
        store: sharedState(db).windows(),
        what: 'gift code look-ups',
      }),
      schema: {
        body: giftCodeLookupRequestSchema,
        response: { 200: giftCodeLookupResponseSchema },
      },
    },
    async (request, reply): Promise<GiftCodeLookupResponse> => {
      reply.header('cache-control', 'no-store');
      const answer = await lookupGiftCode(db.orm, request.body.code, now());
      if (!answer) {
        throw new HttpError(404, 'GIFT_CODE_UNKNOWN', 'No gift with this code: check it and retry');
      }
      return answer;
    },
  );
};
