import {
  fetchApi,
  navigationResponseSchema,
  queryString,
  type NavigationResponse,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';
import { ONCE_PER_PAGE } from '../../../lib/swr-options';

/** API-051: GET /api/front/cms/navigation?locale — the menus' content-managed links. */
export function navigationUrl(locale: Locale): string {
  return `/api/front/cms/navigation${queryString({ locale })}`;
}

export function getNavigation(url: string): Promise<NavigationResponse> {
  return fetchApi(url, navigationResponseSchema);
}

/**
 * SHELL-039..044: the navigation of the locale (one call shared by the Inspirations panel,
 * the Themes tab and the burger menu). Loaded with the first menu opened, never at first paint.
 */
export function useNavigation(locale: Locale) {
  return useSWR(navigationUrl(locale), getNavigation, ONCE_PER_PAGE);
}
