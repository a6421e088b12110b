import { fetchApiLazy, type GiftCodeLookupResponse } from '@shop/api-contract';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["giftCodeLookupResponseSchema"] */ '@shop/api-contract');

/**
 * Issue 13 item 5, ADR 0076: POST /api/front/gift-codes/lookup { code }: what a gift code is and
 * is worth, until when. A write-like call (rate-limited, the code in the body): no SWR cache.
 * Throws ApiRequestError (404 GIFT_CODE_UNKNOWN, 400, 429 TOO_MANY_REQUESTS).
 */
export const GIFT_CODE_LOOKUP_URL = '/api/front/gift-codes/lookup';

export function lookupGiftCode(code: string): Promise<GiftCodeLookupResponse> {
  return fetchApiLazy(
    GIFT_CODE_LOOKUP_URL,
    async () => (await contract()).giftCodeLookupResponseSchema,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    },
  );
}
