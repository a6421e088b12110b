import {
  boxesBlockSchema,
  fetchApi,
  giftBlockSchema,
  targetedBannerCatalogueSchema,
  type BoxesBlock,
  type GiftBlock,
  type TargetedBannerCatalogue,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { usePreloadQuiet, quietCall, useQuiet } from '../../../lib/quiet-swr';

/** API-039: GET {frontGateway}/content-boxes-block/{locale}. */
export const boxesBlockUrl = (locale: Locale) => `/api/front/content-boxes-block/${locale}`;
/** API-040: GET {frontGateway}/content/giftBlock (every locale in one document). */
export const GIFT_BLOCK_URL = '/api/front/content/giftBlock';
/** API-010: GET /content/targetedBanner.json (locale → page kind → banners). */
export const TARGETED_BANNERS_URL = '/api/content/targetedBanner.json';

/** The SWR key of one content call: its URL. */
export type ContentKey = readonly ['promo-content', string];
const keyOf = (url: string | null): ContentKey | null => (url ? ['promo-content', url] : null);

/**
 * The content calls of the inline promotional blocks (SRCH-005), one answer per URL. A failure is
 * null: that block is left out and nothing is shown (the spec shows an error text only when
 * errors are enabled, which the shop never does).
 */
export const boxesBlock = quietCall<ContentKey, BoxesBlock | null>(
  ([, url]) => fetchApi(url, boxesBlockSchema),
  null,
);
export const giftBlock = quietCall<ContentKey, GiftBlock | null>(
  ([, url]) => fetchApi(url, giftBlockSchema),
  null,
);
export const targetedBanners = quietCall<ContentKey, TargetedBannerCatalogue | null>(
  ([, url]) => fetchApi(url, targetedBannerCatalogueSchema),
  null,
);

/** The URLs the blocks of a page need (null: that block is not shown in this flow). */
export interface PromoContentUrls {
  boxes: string | null;
  gifts: string | null;
  targeted: string | null;
}

/**
 * The answers of the blocks' calls, under <Suspense>. Every call starts before the first one
 * suspends, so they run in parallel.
 */
export function usePromoContent(urls: PromoContentUrls) {
  usePreloadQuiet(boxesBlock, keyOf(urls.boxes));
  usePreloadQuiet(giftBlock, keyOf(urls.gifts));
  usePreloadQuiet(targetedBanners, keyOf(urls.targeted));
  return {
    boxes: useQuiet(boxesBlock, keyOf(urls.boxes)),
    gifts: useQuiet(giftBlock, keyOf(urls.gifts)),
    targeted: useQuiet(targetedBanners, keyOf(urls.targeted)),
  };
}
