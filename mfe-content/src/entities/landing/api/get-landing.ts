import { fetchApiLazy, type LandingPage, queryString } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () => import(/* webpackExports: ["landingPageSchema"] */ '@shop/api-contract');

/** SHELL-008, CONT-020: GET /api/landing/{id}.json?locale — the definition, or 404. */
export const landingUrl = (id: string, locale: Locale) =>
  `/api/landing/${encodeURIComponent(id)}.json${queryString({ locale })}`;

export const getLanding = (url: string): Promise<LandingPage> =>
  fetchApiLazy(url, async () => (await contract()).landingPageSchema);

export function useLanding(id: string | undefined, locale: Locale) {
  return useSWR(id ? landingUrl(id, locale) : null, getLanding, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
