/**
 * Sitemaps (issue 16 item 4, ADR 0086): `/sitemap.xml` is a sitemap index with one sitemap per
 * market, each on its market's origin (`/sitemaps/{locale}.xml`), listing the pages a crawler
 * may index, from the catalogue and the CMS: home, stays on sale, hotels with a stay on sale
 * (an inactive hotel is noindex), activities, landings and static pages.
 */
import { LOCALES, type Locale } from '@shop/criteria';
import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { activityProducts, cmsDocuments, weekends } from '../db/schema';
import { MARKET_ORIGINS, marketClock } from '../catalogue';

/** A sitemap holds at most 50,000 addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The address of one market's sitemap. */
export const marketSitemapUrl = (locale: Locale): string =>
  `${MARKET_ORIGINS[locale]}/sitemaps/${locale}.xml`;

export function sitemapIndexXml(): string {
  const entries = LOCALES.map(
    (locale) => `<sitemap><loc>${escapeXml(marketSitemapUrl(locale))}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">${entries.join('')}</sitemapindex>\n`;
}

export function urlsetXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`);
  return `${XML_HEAD}<urlset xmlns="${NS}">${entries.join('')}</urlset>\n`;
}

/** Every indexable address of the market, absolute, without duplicates, capped at the maximum. */
export async function marketSitemapUrls(orm: Orm, locale: Locale, now: Date): Promise<string[]> {
  const origin = MARKET_ORIGINS[locale];
  const today = marketClock(now).today;
  const onSale = await orm
    .select({ id: weekends.id, hotelId: weekends.hotelId })
    .from(weekends)
    .where(
      and(
        eq(weekends.published, true),
        or(isNull(weekends.expiration), gte(weekends.expiration, today)),
      ),
    )
    .orderBy(asc(weekends.id));
  const activities = await orm
    .select({ id: activityProducts.id })
    .from(activityProducts)
    .where(eq(activityProducts.published, true))
    .orderBy(asc(activityProducts.id));
  const documents = await orm
    .select({ kind: cmsDocuments.kind, key: cmsDocuments.key })
    .from(cmsDocuments)
    .where(eq(cmsDocuments.locale, locale))
    .orderBy(asc(cmsDocuments.kind), asc(cmsDocuments.key));
  const hotels = [...new Set(onSale.map((row) => row.hotelId))].sort((a, b) => a - b);
  const paths = [
    '/',
    ...onSale.map((row) => `/weekend/${row.id}`),
    ...hotels.map((id) => `/hotel/${id}`),
    ...activities.map((row) => `/activity/${row.id}`),
    ...(documents.some((doc) => doc.kind === 'ideas') ? ['/weekend-ideas'] : []),
    ...documents
      .filter((doc) => doc.kind === 'landing')
      .map((doc) => `/landing/${encodeURIComponent(doc.key)}`),
    ...documents
      .filter((doc) => doc.kind === 'staticPage')
      .map((doc) => `/page/${encodeURIComponent(doc.key)}`),
  ];
  return [...new Set(paths)].slice(0, SITEMAP_MAX_URLS).map((path) => `${origin}${path}`);
}
