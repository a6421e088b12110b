import { fetchApi, queryString, staticContentSchema, type StaticContent } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import type { Language } from '@shop/i18n';
import useSWR from 'swr';

/** API-048, CONT-027: GET /api/content/{id}.json?locale (lng=en: the English page). */
export const staticContentUrl = (id: string, locale: Locale, language: Language) =>
  `/api/content/${encodeURIComponent(id)}.json${queryString({
    locale,
    lng: language === 'en' ? 'en' : undefined,
  })}`;

export const getStaticContent = (url: string): Promise<StaticContent> =>
  fetchApi(url, staticContentSchema);

export function useStaticContent(id: string | undefined, locale: Locale, language: Language) {
  return useSWR(id ? staticContentUrl(id, locale, language) : null, getStaticContent, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
