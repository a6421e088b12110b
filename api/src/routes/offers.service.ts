import type { OffersResponse } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { asc, count, eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { localized } from '../db/localized-text';
import { hotels, weekends } from '../db/schema';

export interface OfferPage {
  locale: Locale;
  page: number;
  pageSize: number;
}

/** The default search: every weekend, by id. Criteria, filters and sort come with the search issue. */
export async function listOffers(
  orm: Orm,
  { locale, page, pageSize }: OfferPage,
): Promise<OffersResponse> {
  const rows = await orm
    .select({
      id: weekends.id,
      label: localized(weekends.label, locale),
      hotel: { id: hotels.id, label: hotels.name, stars: hotels.stars, city: hotels.city },
      sellPrice: weekends.sellPriceCents,
      refPrice: weekends.refPriceCents,
      promo: weekends.promoPercent,
      nights: weekends.nights,
    })
    .from(weekends)
    .innerJoin(hotels, eq(hotels.id, weekends.hotelId))
    .orderBy(asc(weekends.id))
    .limit(pageSize)
    .offset(page * pageSize);
  const [total] = await orm.select({ resultsCount: count() }).from(weekends);
  const exactMatch = rows.map(({ hotel: { city, ...hotel }, ...offer }) => ({
    ...offer,
    hotel: { ...hotel, location: { label: city } },
  }));
  return { exactMatch, resultsCount: total?.resultsCount ?? 0 };
}
