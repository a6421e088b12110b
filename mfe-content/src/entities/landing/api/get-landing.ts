import { fetchApi, landingPageSchema, queryString, type LandingPage } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** SHELL-008, CONT-020: GET /api/landing/{id}.json?locale — the definition, or 404. */
export const landingUrl = (id: string, locale: Locale) =>
  `/api/landing/${encodeURIComponent(id)}.json${queryString({ locale })}`;

export const getLanding = (url: string): Promise<LandingPage> => fetchApi(url, landingPageSchema);

export function useLanding(id: string | undefined, locale: Locale) {
  return useSWR(id ? landingUrl(id, locale) : null, getLanding, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
