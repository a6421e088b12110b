/**
 * The SEO domain's public module (ADR 0025, ADR 0086): what the gateway uses to write a page's
 * head into the served HTML and to answer the sitemaps.
 */
import type { Locale } from '@shop/criteria';
import type { RouteMatch } from '@shop/platform/route-match';
import type { Orm } from '../db/client';
import type { PageHead } from './head';
import {
  activityFacts,
  homeFacts,
  hotelFacts,
  landingFacts,
  type PageFacts,
  pageHead,
  staticFacts,
} from './pages';
import { productFacts } from './product-head';
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

/** A positive integer id from a path parameter, else null. */
const idOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return /^[1-9]\d{0,9}$/.test(value ?? '') && Number.isSafeInteger(id) && id <= 2_147_483_647
    ? id
    : null;
};

export function createSeoSource(orm: Orm, now: () => Date = () => new Date()): SeoSource {
  const factsOf = async (
    { route, params }: RouteMatch,
    locale: Locale,
  ): Promise<PageFacts | null> => {
    switch (route.kind) {
      case 'product': {
        const id = idOf(params.productId);
        return id === null ? null : productFacts(orm, id, locale, now());
      }
      case 'hotel': {
        const id = idOf(params.hotelId);
        return id === null ? null : hotelFacts(orm, id, locale, now());
      }
      case 'activity': {
        const id = idOf(params.activityId);
        return id === null ? null : activityFacts(orm, id, locale);
      }
      case 'home':
        return homeFacts(orm, locale);
      case 'landing':
        return params.landingId ? landingFacts(orm, params.landingId, locale) : null;
      case 'static':
        return params.contentId ? staticFacts(orm, params.contentId, locale) : null;
      default:
        return null;
    }
  };
  return {
    pageHead: async (match, locale, indexing) => {
      const facts = await factsOf(match, locale);
      return facts && pageHead(facts, locale, indexing);
    },
    sitemapUrls: (locale) => marketSitemapUrls(orm, locale, now()),
  };
}
