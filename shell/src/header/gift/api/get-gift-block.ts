import { fetchApi, giftBlockSchema, type GiftBlock } from '@shop/api-contract';
import { useFetched } from '../../../lib/use-fetched';

/** API-040: GET /api/front/content/giftBlock — the gift links and images of every locale. */
export const GIFT_BLOCK_URL = '/api/front/content/giftBlock';

export function getGiftBlock(url: string): Promise<GiftBlock> {
  return fetchApi(url, giftBlockSchema);
}

/** SHELL-029/030: the gift drawer's content (loaded when the drawer first opens). */
export function useGiftBlock() {
  return useFetched(GIFT_BLOCK_URL, getGiftBlock);
}
