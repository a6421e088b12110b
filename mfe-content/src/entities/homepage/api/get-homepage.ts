import { fetchApiChecked, queryString, type HomepageResponse } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import type { Language } from '@shop/i18n';
import { platformStore } from '@shop/platform';
import useSWR, { preload } from 'swr';

/** API-037: GET /api/cms/homepage?locale (lng=en: the English content, SHELL-027). */
export function homepageUrl(locale: Locale, language: Language): string {
  return `/api/cms/homepage${queryString({ locale, lng: language === 'en' ? 'en' : undefined })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** One flow's content, checked structurally (no zod on the home's first load, ADR 0019). */
function isFlowContent(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.seo) || !Array.isArray(value.blocks)) return false;
  if (!isRecord(value.header) || !isRecord(value.footer)) return false;
  return value.blocks.every((block) => isRecord(block) && typeof block.type === 'string');
}

export function isHomepage(body: unknown): body is HomepageResponse {
  return (
    isRecord(body) &&
    typeof body.locale === 'string' &&
    isFlowContent(body.booking) &&
    isFlowContent(body.gifting) &&
    isFlowContent(body.activity)
  );
}

export const getHomepage = (url: string) => fetchApiChecked(url, isHomepage);

const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** CONT-001/003: the homepage content of the market (loading, then every flow's content). */
export function useHomepage(locale: Locale, language: Language) {
  return useSWR(homepageUrl(locale, language), getHomepage, OPTIONS);
}

/** Starts the call when the home page's module loads, before React renders (ADR 0021). */
export function preloadHomepage(): void {
  const { locale, language } = platformStore.getState();
  void preload(homepageUrl(locale, language), getHomepage).catch(() => undefined);
}
