/**
 * The stay page's head (issue 16 item 4, ADR 0086): title and description from the page model the
 * page itself shows (pageModelOf), and where indexing is allowed its robots, canonical URL,
 * hreflang alternates for the six markets and x-default, and JSON-LD: BreadcrumbList, and a
 * Product with its Offer (the "from" price) and AggregateRating (the hotel's reviews, out of 10).
 */
import { DEFAULT_SEARCH_CRITERIA, type Locale, serialiseSearchHash } from '@shop/criteria';
import type { Orm } from '../db/client';
import { MARKET_ORIGINS } from '../catalogue';
import { findWeekendDetail } from '../product';
import { hreflangOf, type PageHead } from './head';

/** The name of the site's home in the breadcrumb (the brand, the same in every market). */
export const SITE_NAME = 'Weekend Shop';

const euros = (cents: number) => (cents / 100).toFixed(2);

export async function productHead(
  orm: Orm,
  productId: number,
  locale: Locale,
  indexing: boolean,
  now: Date = new Date(),
): Promise<PageHead | null> {
  const detail = await findWeekendDetail(
    orm,
    productId,
    locale,
    { adult: 2, child: 0, baby: 0 },
    now,
  );
  const model = detail?.pageModel;
  if (!detail || !model) return null;
  const origin = MARKET_ORIGINS[locale];
  const head: PageHead = {
    lang: hreflangOf(locale),
    title: model.pageTitle,
    description: model.metaDescription,
    indexed: null,
  };
  if (!indexing) return head;
  const absolute = (path: string) =>
    /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
  const trail = detail.breadcrumb.map((crumb) => ({
    name: crumb.label,
    item: crumb.place
      ? `${origin}/search#${serialiseSearchHash({ ...DEFAULT_SEARCH_CRITERIA, [crumb.place.category]: String(crumb.place.id) })}`
      : absolute(crumb.uri),
  }));
  const crumbs = [{ name: SITE_NAME, item: `${origin}/` }, ...trail, { name: detail.label }];
  const breadcrumbList = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...crumb,
    })),
  };
  const sells = model.metaRobots.startsWith('index');
  const { review } = detail.hotel;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: model.pageTitle,
    description: model.metaDescription,
    url: model.canonicalUrl,
    ...(detail.images[0] ? { image: absolute(detail.images[0]) } : {}),
    brand: { '@type': 'Brand', name: detail.hotel.label },
    offers: {
      '@type': 'Offer',
      url: model.canonicalUrl,
      priceCurrency: 'EUR',
      price: euros(detail.price.fromPrice),
      availability: sells ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
    },
    ...(review.average !== null && review.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: review.average,
            reviewCount: review.count,
            bestRating: 10,
            worstRating: 0,
          },
        }
      : {}),
  };
  const xDefault = model.alternateUrls.find((alternate) => alternate.locale === 'fr_FR');
  head.indexed = {
    robots: model.metaRobots,
    canonical: model.canonicalUrl,
    alternates: [
      ...model.alternateUrls.map(({ locale: other, url }) => ({
        hreflang: hreflangOf(other),
        href: url,
      })),
      ...(xDefault ? [{ hreflang: 'x-default', href: xDefault.url }] : []),
    ],
    jsonLd: [breadcrumbList, product],
  };
  return head;
}
