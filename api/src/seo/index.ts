/**
 * The SEO domain's public module (ADR 0025, ADR 0086): what the gateway uses to write a page's
 * head into the served HTML and to answer the sitemaps.
 */
import type { Locale } from '@shop/criteria';
import type { RouteMatch } from '@shop/platform/route-match';
import type { Orm } from '../db/client';
import type { PageHead } from './head';
import { productHead } from './product-head';
import { marketSitemapUrls } from './sitemap';

export { applyPageHead, type PageHead } from './head';
export { sitemapIndexXml, urlsetXml } from './sitemap';

/** What the gateway asks of the catalogue for SEO. */
export interface SeoSource {
  /** The page's head, or null when the page has none of its own (the shell's defaults stay). */
  pageHead(match: RouteMatch, locale: Locale, indexing: boolean): Promise<PageHead | null>;
  /** The market's indexable addresses, absolute. */
  sitemapUrls(locale: Locale): Promise<string[]>;
}

export function createSeoSource(orm: Orm, now: () => Date = () => new Date()): SeoSource {
  return {
    pageHead: async ({ route, params }, locale, indexing) => {
      if (route.kind !== 'product') return null;
      const id = Number(params.productId);
      if (!Number.isSafeInteger(id) || id < 1) return null;
      return productHead(orm, id, locale, indexing, now());
    },
    sitemapUrls: (locale) => marketSitemapUrls(orm, locale, now()),
  };
}
