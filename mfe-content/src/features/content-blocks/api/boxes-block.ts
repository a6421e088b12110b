import { type BoxesBlock, fetchApiLazy } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () => import(/* webpackExports: ["boxesBlockSchema"] */ '@shop/api-contract');

/** API-039, CONT-015: GET /api/front/content-boxes-block/{locale}. */
export const boxesBlockUrl = (locale: Locale) => `/api/front/content-boxes-block/${locale}`;

export const getBoxesBlock = (url: string): Promise<BoxesBlock> =>
  fetchApiLazy(url, async () => (await contract()).boxesBlockSchema);

/**
 * CONT-015/017: the best boxes of the locale; a failure leaves the block out. No call with the
 * gift boxes toggle off (SHELL-054): the block is hidden.
 */
export function useBoxesBlock(locale: Locale, enabled = true) {
  return useSWR(enabled ? boxesBlockUrl(locale) : null, getBoxesBlock, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
