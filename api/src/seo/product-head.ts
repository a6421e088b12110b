/**
 * The stay page's facts (issue 16 item 4, ADR 0086): title, description and robots from the page
 * model the page itself shows (pageModelOf); JSON-LD: BreadcrumbList (home, the hotel's places as
 * their search pages, the hotel, the stay) and a Product with its Offer (the "from" price;
 * Discontinued once unpublished or expired) and AggregateRating (the hotel's reviews, out of 10).
 */
import { DEFAULT_SEARCH_CRITERIA, type Locale, serialiseSearchHash } from '@shop/criteria';
import type { Orm } from '../db/client';
import { findWeekendDetail } from '../product';
import { breadcrumbList, euros, type PageFacts, ratingOf, SITE_NAME } from './pages';

export async function productFacts(
  orm: Orm,
  productId: number,
  locale: Locale,
  now: Date,
): Promise<PageFacts | null> {
  const detail = await findWeekendDetail(
    orm,
    productId,
    locale,
    { adult: 2, child: 0, baby: 0 },
    now,
  );
  const model = detail?.pageModel;
  if (!detail || !model) return null;
  const path = `/weekend/${detail.id}`;
  const onSale = model.metaRobots.startsWith('index');
  return {
    path,
    title: model.pageTitle,
    description: model.metaDescription,
    robots: model.metaRobots,
    jsonLd: (absolute) => [
      breadcrumbList([
        { name: SITE_NAME, item: absolute('/') },
        ...detail.breadcrumb.map((crumb) => ({
          name: crumb.label,
          item: crumb.place
            ? absolute(
                `/search#${serialiseSearchHash({
                  ...DEFAULT_SEARCH_CRITERIA,
                  [crumb.place.category]: String(crumb.place.id),
                })}`,
              )
            : absolute(crumb.uri),
        })),
        { name: detail.label },
      ]),
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: model.pageTitle,
        description: model.metaDescription,
        url: absolute(path),
        ...(detail.images[0] ? { image: absolute(detail.images[0]) } : {}),
        brand: { '@type': 'Brand', name: detail.hotel.label },
        offers: {
          '@type': 'Offer',
          url: absolute(path),
          priceCurrency: 'EUR',
          price: euros(detail.price.fromPrice),
          availability: onSale ? 'https://schema.org/InStock' : 'https://schema.org/Discontinued',
        },
        ...ratingOf(detail.hotel.review),
      },
    ],
  };
}
