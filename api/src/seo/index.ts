/**
 * The SEO domain's public module (ADR 0025, ADR 0086): what the gateway uses to write a page's
 * head into the served HTML and to answer the sitemaps.
 */
import { hotelParamsSchema, weekendDetailParamsSchema } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import type { RouteMatch } from '@shop/platform/route-match';
import type { Orm } from '../db/client';
import type { PageHead } from './head';
import {
  activityFacts,
  homeFacts,
  hotelFacts,
  ideasFacts,
  landingFacts,
  type PageFacts,
  pageHead,
  recordedFacts,
  staticFacts,
} from './pages';
import { productFacts } from './product-head';
import { marketSitemapUrls } from './sitemap';

export { applyPageHead, hreflangOf, type PageHead } from './head';
export { sitemapIndexXml, urlsetXml } from './sitemap';

/** What the gateway asks of the catalogue for SEO. */
export interface SeoSource {
  /** The page's head, or null when the page has none of its own (the shell's defaults stay). */
  pageHead(match: RouteMatch, locale: Locale, indexing: boolean): Promise<PageHead | null>;
  /** The market's indexable addresses, absolute. */
  sitemapUrls(locale: Locale): Promise<string[]>;
}

/**
 * The head of a served page from the title and description it rendered with, for a page whose
 * head `SeoSource.pageHead` does not make (null when it asked for no title).
 */
export function recordedPageHead(
  path: string,
  recorded: { title?: string | undefined; description?: string | undefined },
  locale: Locale,
  indexing: boolean,
): PageHead | null {
  const facts = recordedFacts(path, recorded);
  return facts && pageHead(facts, locale, indexing);
}

export function createSeoSource(orm: Orm, now: () => Date = () => new Date()): SeoSource {
  const factsOf = async (
    { route, params }: RouteMatch,
    locale: Locale,
  ): Promise<PageFacts | null> => {
    switch (route.kind) {
      // The ids are read as the API reads them (the same schemas as the 404 check, page-exists).
      case 'product': {
        const id = weekendDetailParamsSchema.safeParse({ id: params.productId ?? '' });
        return id.success ? productFacts(orm, id.data.id, locale, now()) : null;
      }
      case 'hotel': {
        const id = hotelParamsSchema.safeParse({ hotelId: params.hotelId ?? '' });
        return id.success ? hotelFacts(orm, id.data.hotelId, locale, now()) : null;
      }
      case 'activity': {
        const id = weekendDetailParamsSchema.safeParse({ id: params.activityId ?? '' });
        return id.success ? activityFacts(orm, id.data.id, locale) : null;
      }
      case 'home':
        return homeFacts(orm, locale);
      case 'ideas':
        return ideasFacts(orm, locale);
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
