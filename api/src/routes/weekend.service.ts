import type { WeekendDetail } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { localized } from '../db/localized-text';
import { hotels, weekends } from '../db/schema';

/** The weekend package in the locale's language, or null when no weekend has this id. */
export async function findWeekendDetail(
  orm: Orm,
  id: number,
  locale: Locale,
): Promise<WeekendDetail | null> {
  const [row] = await orm
    .select({
      id: weekends.id,
      label: localized(weekends.label, locale),
      nights: weekends.nights,
      sellPrice: weekends.sellPriceCents,
      refPrice: weekends.refPriceCents,
      promo: weekends.promoPercent,
      hotel: {
        id: hotels.id,
        label: hotels.name,
        stars: hotels.stars,
        city: hotels.city,
        countryCode: hotels.countryCode,
        latitude: hotels.latitude,
        longitude: hotels.longitude,
      },
    })
    .from(weekends)
    .innerJoin(hotels, eq(hotels.id, weekends.hotelId))
    .where(eq(weekends.id, id));
  if (!row) return null;
  const { sellPrice, refPrice, promo, ...weekend } = row;
  return { ...weekend, price: { sellPrice, refPrice, promo, nights: row.nights } };
}
