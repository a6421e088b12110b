import {
  fetchApi,
  navigationResponseSchema,
  queryString,
  type NavigationResponse,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { useFetched } from '../../../lib/use-fetched';

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
  return useFetched(navigationUrl(locale), getNavigation);
}
