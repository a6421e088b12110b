/**
 * The head of every indexable page kind the gateway serves (issue 16 item 4, ADR 0086): stay
 * (product-head.ts), hotel, activity, home, ideas, landing and static pages. Each gives its title,
 * description and robots value in the visit's market language; `pageHead` adds the canonical URL
 * of its market, the six markets' alternates and x-default, and its JSON-LD.
 */
import { LOCALES, type Locale } from '@shop/criteria';
import { MARKET_ORIGINS } from '../catalogue';
import { findHomepage, findIdeas, findLanding, findStaticContent } from '../content';
import { hotelDetail } from '../product';
import { findActivityOnlyDetail } from '../search';
import { hreflangOf, type PageHead } from './head';

/** The name of the site (the breadcrumb's home, the brand): the same in every market. */
export const SITE_NAME = 'Weekend Shop';
const DESCRIPTION_MAX = 160;

/** What a page says of itself; `pageHead` makes the head of it. */
export interface PageFacts {
  /** The page's path, the same in every market (/hotel/12). */
  path: string;
  title: string;
  description: string;
  robots: string;
  /** JSON-LD builders, given the page's absolute address maker. */
  jsonLd?: (absolute: (path: string) => string) => unknown[];
}

/** Plain text of at most 160 characters (HTML tags and runs of spaces dropped). */
export function descriptionOf(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > DESCRIPTION_MAX
    ? `${plain.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`
    : plain;
}

export function pageHead(facts: PageFacts, locale: Locale, indexing: boolean): PageHead {
  const origin = MARKET_ORIGINS[locale];
  const absolute = (path: string) =>
    /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
  const head: PageHead = {
    lang: hreflangOf(locale),
    title: facts.title,
    description: facts.description,
    indexed: null,
  };
  if (!indexing) return head;
  head.indexed = {
    robots: facts.robots,
    canonical: absolute(facts.path),
    alternates: [
      ...LOCALES.map((other) => ({
        hreflang: hreflangOf(other),
        href: `${MARKET_ORIGINS[other]}${facts.path}`,
      })),
      { hreflang: 'x-default', href: `${MARKET_ORIGINS.fr_FR}${facts.path}` },
    ],
    jsonLd: facts.jsonLd?.(absolute) ?? [],
  };
  return head;
}

/** A BreadcrumbList: every crumb but the last links somewhere. */
export function breadcrumbList(crumbs: readonly { name: string; item?: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...crumb,
    })),
  };
}

/** schema.org's AggregateRating of reviews out of 10, when there are some. */
export const ratingOf = (review: { count: number; average: number | null }) =>
  review.average !== null && review.count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: review.average,
          reviewCount: review.count,
          bestRating: 10,
          worstRating: 0,
        },
      }
    : {};

export const euros = (cents: number) => (cents / 100).toFixed(2);

/** /hotel/:id — a Hotel (address, position, stars, rating); an inactive hotel is noindex (§2.3). */
export async function hotelFacts(
  orm: Parameters<typeof hotelDetail>[0],
  hotelId: number,
  locale: Locale,
  now: Date,
): Promise<PageFacts> {
  const hotel = await hotelDetail(orm, hotelId, locale, now);
  const path = `/hotel/${hotel.id}`;
  return {
    path,
    title: `${hotel.label} - ${hotel.location.label}`,
    description: descriptionOf(hotel.description || hotel.location.address),
    robots: hotel.active ? 'index, follow' : 'noindex, follow',
    jsonLd: (absolute) => [
      breadcrumbList([
        // The hotel's places have no page of their own (the page links them to searches).
        { name: SITE_NAME, item: absolute('/') },
        { name: hotel.label },
      ]),
      {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: hotel.label,
        url: absolute(path),
        ...(hotel.images[0] ? { image: absolute(hotel.images[0]) } : {}),
        address: { '@type': 'PostalAddress', streetAddress: hotel.location.address },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: hotel.location.latitude,
          longitude: hotel.location.longitude,
        },
        starRating: { '@type': 'Rating', ratingValue: hotel.stars },
        ...ratingOf(hotel.review),
      },
    ],
  };
}

/** /activity/:id — a Product with the cheapest party's Offer; unpublished is noindex. */
export async function activityFacts(
  orm: Parameters<typeof findActivityOnlyDetail>[0],
  activityId: number,
  locale: Locale,
): Promise<PageFacts | null> {
  const detail = await findActivityOnlyDetail(orm, activityId, locale);
  if (!detail) return null;
  const path = `/activity/${activityId}`;
  const cheapest = Math.min(...detail.prices.map((price) => price.sellPrice));
  return {
    path,
    title: detail.pageModel.pageTitle,
    description: descriptionOf(detail.description),
    robots: detail.pageModel.metaRobots,
    jsonLd: (absolute) => [
      breadcrumbList([
        { name: SITE_NAME, item: absolute('/') },
        ...detail.breadCrumb.slice(1, -1).map((crumb) => ({
          name: crumb.label,
          item: absolute(crumb.uri),
        })),
        { name: detail.pageModel.pageTitle },
      ]),
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: detail.pageModel.pageTitle,
        description: descriptionOf(detail.description),
        url: absolute(path),
        ...(Number.isFinite(cheapest)
          ? {
              offers: {
                '@type': 'Offer',
                url: absolute(path),
                priceCurrency: 'EUR',
                price: euros(cheapest),
                availability: detail.published
                  ? 'https://schema.org/InStock'
                  : 'https://schema.org/Discontinued',
              },
            }
          : {}),
      },
    ],
  };
}

const robotsOf = (seo: { index: boolean; follow: boolean }) =>
  `${seo.index ? 'index' : 'noindex'}, ${seo.follow ? 'follow' : 'nofollow'}`;

/**
 * CONT-065: the site-level rating of structured data, fixed by the business (§9): 4.5 of 5 from
 * 4146 ratings (the footer's rating line says the same).
 */
export const SITE_RATING = { ratingValue: 4.5, bestRating: 5, ratingCount: 4146 } as const;

/** / — the stays home's SEO from the CMS, and the shop as an organisation with its rating. */
export async function homeFacts(
  orm: Parameters<typeof findHomepage>[0],
  locale: Locale,
): Promise<PageFacts | null> {
  const home = await findHomepage(orm, locale);
  if (!home) return null;
  const { seo } = home.booking;
  return {
    path: '/',
    title: seo.title,
    description: descriptionOf(seo.description),
    robots: robotsOf(seo),
    jsonLd: (absolute) => [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url: absolute('/'),
        aggregateRating: { '@type': 'AggregateRating', worstRating: 1, ...SITE_RATING },
      },
    ],
  };
}

/** /landing/:id — the landing's SEO from the CMS (a landing exists per market language). */
export async function landingFacts(
  orm: Parameters<typeof findLanding>[0],
  landingId: string,
  locale: Locale,
): Promise<PageFacts | null> {
  const landing = await findLanding(orm, landingId, locale);
  if (!landing) return null;
  return {
    path: `/landing/${encodeURIComponent(landingId)}`,
    title: landing.seo.title,
    description: descriptionOf(landing.seo.description),
    robots: robotsOf(landing.seo),
  };
}

/** /page/:id — a static page: its title, its text's beginning. */
export async function staticFacts(
  orm: Parameters<typeof findStaticContent>[0],
  contentId: string,
  locale: Locale,
): Promise<PageFacts | null> {
  const page = await findStaticContent(orm, contentId, locale);
  if (!page) return null;
  return {
    path: `/page/${encodeURIComponent(contentId)}`,
    title: page.title,
    description: descriptionOf(page.content) || page.title,
    robots: 'index, follow',
  };
}

/** /weekend-ideas — the ideas page's title and introduction from the CMS, under the home. */
export async function ideasFacts(
  orm: Parameters<typeof findIdeas>[0],
  locale: Locale,
): Promise<PageFacts | null> {
  const ideas = await findIdeas(orm, locale);
  if (!ideas) return null;
  return {
    path: '/weekend-ideas',
    title: ideas.title,
    description: descriptionOf(ideas.intro) || ideas.title,
    robots: 'index, follow',
    jsonLd: (absolute) => [
      breadcrumbList([{ name: SITE_NAME, item: absolute('/') }, { name: ideas.title }]),
    ],
  };
}

/**
 * A served page the catalogue has no head for (the search pages): the title and description it
 * asked for while the server rendered it (BEY-008, `PageHeadRecord`), the title as the browser
 * writes it, under the home in its breadcrumb. Null when it asked for no title.
 */
export function recordedFacts(
  path: string,
  recorded: { title?: string | undefined; description?: string | undefined },
): PageFacts | null {
  const title = recorded.title?.trim();
  if (!title) return null;
  return {
    path,
    title: `${title} | ${SITE_NAME}`,
    description: descriptionOf(recorded.description ?? '') || title,
    robots: 'index, follow',
    jsonLd: (absolute) => [
      breadcrumbList([{ name: SITE_NAME, item: absolute('/') }, { name: title }]),
    ],
  };
}
