import { fetchApiLazy, type TargetedBannerCatalogue } from '@shop/api-contract';
import { useStaticContentUrl } from '@shop/platform/static-content';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["targetedBannerCatalogueSchema"] */ '@shop/api-contract');

/** API-010, CONT-013: GET /api/content/targetedBanner.json (locale → page kind → banners). */
export const TARGETED_BANNERS_URL = '/api/content/targetedBanner.json';

export const getTargetedBanners = (url: string): Promise<TargetedBannerCatalogue> =>
  fetchApiLazy(url, async () => (await contract()).targetedBannerCatalogueSchema);

/** The banners, from the staging host outside production when there is one (SHELL-057). */
export function useTargetedBanners() {
  return useSWR(useStaticContentUrl(TARGETED_BANNERS_URL), getTargetedBanners, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
