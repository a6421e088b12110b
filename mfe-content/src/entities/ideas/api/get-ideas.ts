import { fetchApiLazy, type IdeasResponse, queryString } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import type { Language } from '@shop/i18n';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () => import(/* webpackExports: ["ideasResponseSchema"] */ '@shop/api-contract');

/** API-049, CONT-025: GET /api/ideas.json?locale (lng=en: the English ideas). */
export const ideasUrl = (locale: Locale, language: Language) =>
  `/api/ideas.json${queryString({ locale, lng: language === 'en' ? 'en' : undefined })}`;

export const getIdeas = (url: string): Promise<IdeasResponse> =>
  fetchApiLazy(url, async () => (await contract()).ideasResponseSchema);

export function useIdeas(locale: Locale, language: Language) {
  return useSWR(ideasUrl(locale, language), getIdeas, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
