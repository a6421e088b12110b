import { boxesBlockSchema, fetchApi, type BoxesBlock } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** API-039, CONT-015: GET /api/front/content-boxes-block/{locale}. */
export const boxesBlockUrl = (locale: Locale) => `/api/front/content-boxes-block/${locale}`;

export const getBoxesBlock = (url: string): Promise<BoxesBlock> => fetchApi(url, boxesBlockSchema);

/** CONT-015/017: the best boxes of the locale; a failure leaves the block out. */
export function useBoxesBlock(locale: Locale) {
  return useSWR(boxesBlockUrl(locale), getBoxesBlock, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
