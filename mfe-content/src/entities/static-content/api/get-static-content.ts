import { fetchApiLazy, queryString, type StaticContent } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import type { Language } from '@shop/i18n';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () => import(/* webpackExports: ["staticContentSchema"] */ '@shop/api-contract');

/** API-048, CONT-027: GET /api/content/{id}.json?locale (lng=en: the English page). */
export const staticContentUrl = (id: string, locale: Locale, language: Language) =>
  `/api/content/${encodeURIComponent(id)}.json${queryString({
    locale,
    lng: language === 'en' ? 'en' : undefined,
  })}`;

export const getStaticContent = (url: string): Promise<StaticContent> =>
  fetchApiLazy(url, async () => (await contract()).staticContentSchema);

export function useStaticContent(id: string | undefined, locale: Locale, language: Language) {
  return useSWR(id ? staticContentUrl(id, locale, language) : null, getStaticContent, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
