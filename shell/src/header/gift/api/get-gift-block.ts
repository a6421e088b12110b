import { fetchApi, giftBlockSchema, type GiftBlock } from '@shop/api-contract';
import useSWR from 'swr';
import { ONCE_PER_PAGE } from '../../../lib/swr-options';

/** API-040: GET /api/front/content/giftBlock — the gift links and images of every locale. */
export const GIFT_BLOCK_URL = '/api/front/content/giftBlock';

export function getGiftBlock(url: string): Promise<GiftBlock> {
  return fetchApi(url, giftBlockSchema);
}

/** SHELL-029/030: the gift drawer's content (loaded when the drawer first opens). */
export function useGiftBlock() {
  return useSWR(GIFT_BLOCK_URL, getGiftBlock, ONCE_PER_PAGE);
}
