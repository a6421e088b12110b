import {
  announcementCatalogueSchema,
  fetchApi,
  type AnnouncementCatalogue,
} from '@shop/api-contract';
import useSWR from 'swr';
import { ONCE_PER_PAGE } from '../../lib/swr-options';

/** API-038: GET /api/front/cms/announcementBanner — the banners of home, search and product pages. */
export const ANNOUNCEMENT_URL = '/api/front/cms/announcementBanner';

export function getAnnouncements(url: string): Promise<AnnouncementCatalogue> {
  return fetchApi(url, announcementCatalogueSchema);
}

/** SHELL-018: the announcement catalogue (once per page life). */
export function useAnnouncements() {
  return useSWR(ANNOUNCEMENT_URL, getAnnouncements, ONCE_PER_PAGE);
}
