import {
  fetchApi,
  giftCodeLookupResponseSchema,
  type GiftCodeLookupResponse,
} from '@shop/api-contract';

/**
 * Issue 13 item 5, ADR 0076: POST /api/front/gift-codes/lookup { code }: what a gift code is and
 * is worth, until when. A write-like call (rate-limited, the code in the body): no SWR cache.
 * Throws ApiRequestError (404 GIFT_CODE_UNKNOWN, 400, 429 TOO_MANY_REQUESTS).
 */
export const GIFT_CODE_LOOKUP_URL = '/api/front/gift-codes/lookup';

export function lookupGiftCode(code: string): Promise<GiftCodeLookupResponse> {
  return fetchApi(GIFT_CODE_LOOKUP_URL, giftCodeLookupResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
}
