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
import { quietResource } from '../../../lib/quiet-resource';

/** API-039: GET {frontGateway}/content-boxes-block/{locale}. */
export const boxesBlockUrl = (locale: Locale) => `/api/front/content-boxes-block/${locale}`;
/** API-040: GET {frontGateway}/content/giftBlock (every locale in one document). */
export const GIFT_BLOCK_URL = '/api/front/content/giftBlock';
/** API-010: GET /content/targetedBanner.json (locale → page kind → banners). */
export const TARGETED_BANNERS_URL = '/api/content/targetedBanner.json';

/**
 * The content calls of the inline promotional blocks (SRCH-005), one answer per URL. A failure is
 * null: that block is left out and nothing is shown (the spec shows an error text only when
 * errors are enabled, which the shop never does).
 */
export const boxesBlock = quietResource<BoxesBlock | null>(
  (url) => fetchApi(url, boxesBlockSchema),
  null,
);
export const giftBlock = quietResource<GiftBlock | null>(
  (url) => fetchApi(url, giftBlockSchema),
  null,
);
export const targetedBanners = quietResource<TargetedBannerCatalogue | null>(
  (url) => fetchApi(url, targetedBannerCatalogueSchema),
  null,
);
