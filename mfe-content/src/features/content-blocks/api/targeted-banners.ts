import {
  fetchApi,
  targetedBannerCatalogueSchema,
  type TargetedBannerCatalogue,
} from '@shop/api-contract';
import useSWR from 'swr';

/** API-010, CONT-013: GET /api/content/targetedBanner.json (locale → page kind → banners). */
export const TARGETED_BANNERS_URL = '/api/content/targetedBanner.json';

export const getTargetedBanners = (url: string): Promise<TargetedBannerCatalogue> =>
  fetchApi(url, targetedBannerCatalogueSchema);

export function useTargetedBanners() {
  return useSWR(TARGETED_BANNERS_URL, getTargetedBanners, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
