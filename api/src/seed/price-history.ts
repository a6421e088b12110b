/**
 * BEY-005 (ADR 0104): a plausible, deterministic price history of every seeded package, ending
 * with its current price, so that promoted packages have a lowest price of the 30 days before
 * their reduction: the reference price for most, a lower one for some (an earlier promotion in the
 * window), and for some a package that went on sale less than 30 days before its reduction.
 * The promoted check-in days get the same shapes per package (generateDayPromotionHistory), the
 * promoted activity prices per product in one INSERT … SELECT (seedActivityPriceHistory; ADR 0104
 * amended 2026-11-28).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/client';
import {
  activityPriceHistory,
  activityProducts,
  type weekendDayPromotionHistory,
  type weekendPriceHistory,
} from '../db/schema';
import { createRandom } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

type HistoryRow = typeof weekendPriceHistory.$inferInsert;

interface SeededPackage {
  id: number;
  sellPriceCents: number;
  refPriceCents: number;
  promoPercent?: number | undefined;
}

/** The shapes of history a promoted package is given, and how often. */
export type PromotedHistory = 'atReference' | 'earlierPromotion' | 'recentlyOnSale';

/** Which shape package `id` gets (exported for the seed test). */
export function promotedHistoryOf(seed: number, id: number): PromotedHistory {
  const roll = createRandom((seed ^ Math.imul(id, 0x2545f491)) >>> 0).next();
  return roll < 0.55 ? 'atReference' : roll < 0.85 ? 'earlierPromotion' : 'recentlyOnSale';
}

/**
 * The history rows of `packages`, in time order per package, every row before `today` (UTC
 * midnight) so that none lies in the future of the seed.
 */
export function generatePriceHistory(
  packages: readonly SeededPackage[],
  { seed, today }: { seed: number; today: string },
): HistoryRow[] {
  const midnight = Date.parse(`${today}T00:00:00Z`);
  const rows: HistoryRow[] = [];
  for (const pkg of packages) {
    // Its own stream per package: the history does not depend on the catalogue's size or order.
    const random = createRandom((seed ^ Math.imul(pkg.id, 0x9e3779b1) ^ 0x0b5e) >>> 0);
    const at = (daysAgo: number) =>
      new Date(midnight - daysAgo * DAY_MS - random.int(1, 23) * 3_600_000);
    const promo = pkg.promoPercent ?? 0;
    const { sellPriceCents: sell, refPriceCents: ref } = pkg;
    const row = (validFrom: Date, sellPriceCents: number, promoPercent: number): HistoryRow => ({
      weekendId: pkg.id,
      validFrom,
      sellPriceCents,
      // Without a promotion the reference price is the price itself.
      refPriceCents: promoPercent > 0 ? ref : Math.max(ref, sellPriceCents),
      promoPercent,
    });
    if (promo <= 0) {
      // On sale for months, once at a slightly different price.
      const onSale = random.int(60, 400);
      const earlier = Math.round((sell * random.between(0.96, 1.08)) / 100) * 100;
      rows.push(row(at(onSale), Math.max(earlier, sell), 0));
      rows.push(row(at(random.int(1, onSale - 30)), sell, 0));
      continue;
    }
    // The current reduction started 1 to 20 days ago.
    const started = random.int(1, 20);
    const shape = promotedHistoryOf(seed, pkg.id);
    if (shape === 'recentlyOnSale') {
      // On sale 5 to 25 days before the reduction, at the reference price.
      rows.push(row(at(started + random.int(5, 25)), ref, 0));
    } else if (shape === 'atReference') {
      rows.push(row(at(started + random.int(45, 300)), ref, 0));
    } else {
      // At the reference price, then an earlier promotion inside the 30-day window, then back.
      const earlierPromo = random.pick([5, 10, 15, 20]);
      const endedDaysBefore = random.int(2, 8);
      rows.push(row(at(started + random.int(60, 300)), ref, 0));
      rows.push(
        row(
          at(started + endedDaysBefore + random.int(5, 15)),
          Math.round((ref * (100 - earlierPromo)) / 100),
          earlierPromo,
        ),
      );
      rows.push(row(at(started + endedDaysBefore), ref, 0));
    }
    rows.push(row(at(started), sell, promo));
  }
  return rows;
}

/**
 * The points of a promoted price's seeded history, in SQL (set-based, ADR 0104 amended
 * 2026-11-28), from `promoted`: rows (key_a, key_b, price, promo, ref, h) of promoted prices with
 * their reference price and a 64-bit hash `h` of their key and the seed, whose bits draw, as
 * generatePriceHistory does per package: the shape (55 % at the reference price for months
 * before, 30 % an earlier, smaller promotion inside the 30-day window, 15 % on sale 5–25 days
 * before the reduction), the reduction's start (1–20 days before `today`) and the hour. Yields
 * (key_a, key_b, price, promo, valid_from), the last point being the current price.
 */
function promotedHistory(promoted: SQL, today: string): SQL {
  return sql`
    select shaped.key_a, shaped.key_b, point.price, point.promo,
      ${today}::date::timestamptz - make_interval(days => point.days_ago, hours => shaped.hour)
        as valid_from
    from (
      select key_a, key_b, price, promo, ref,
        case when (h & 1023) < 563 then 0 when (h & 1023) < 870 and promo > 5 then 1
          when (h & 1023) < 870 then 0 else 2 end as shape,
        1 + ((h >> 10) & 1023)::int % 20 as started,
        1 + ((h >> 20) & 1023)::int % 23 as hour,
        case when (h & 1023) >= 870 then 5 + ((h >> 30) & 1023)::int % 21
          else 45 + ((h >> 30) & 255)::int end as before,
        2 + ((h >> 40) & 7)::int as ended,
        5 + ((h >> 43) & 15)::int % 11 as lasted,
        least((array[5, 10, 15, 20])[1 + ((h >> 47) & 3)::int], promo - 5) as earlier_promo
      from (${promoted}) as promoted
    ) as shaped
    cross join lateral (values
      (0, shaped.started, shaped.price, shaped.promo),
      (1, shaped.started + shaped.before, shaped.ref, 0),
      (2, shaped.started + shaped.ended + shaped.lasted,
        round(shaped.ref * (100 - shaped.earlier_promo) / 100.0)::int, shaped.earlier_promo),
      (3, shaped.started + shaped.ended, shaped.ref, 0)
    ) as point(kind, days_ago, price, promo)
    where point.kind < 2 or shaped.shape = 1`;
}

type DayPromotionRow = typeof weekendDayPromotionHistory.$inferInsert;

/**
 * BEY-005: the day promotions of every package with promoted check-in days, in time order per
 * package, ending with the days' current promotion (null), all before `today`: the shapes of
 * generatePriceHistory (the days at their reference price for months before, an earlier
 * promotion inside the 30-day window, or on sale 5–25 days before), a few rows per package.
 */
export function generateDayPromotionHistory(
  weekendIds: readonly number[],
  { seed, today }: { seed: number; today: string },
): DayPromotionRow[] {
  const midnight = Date.parse(`${today}T00:00:00Z`);
  const rows: DayPromotionRow[] = [];
  for (const weekendId of weekendIds) {
    const random = createRandom((seed ^ Math.imul(weekendId, 0x27d4eb2d) ^ 0xda75) >>> 0);
    const at = (daysAgo: number) =>
      new Date(midnight - daysAgo * DAY_MS - random.int(1, 23) * 3_600_000);
    const row = (validFrom: Date, promoPercent: number | null): DayPromotionRow => ({
      weekendId,
      validFrom,
      promoPercent,
    });
    const started = random.int(1, 20);
    const shape = promotedHistoryOf(seed ^ 0xda75, weekendId);
    if (shape === 'recentlyOnSale') {
      rows.push(row(at(started + random.int(5, 25)), 0));
    } else if (shape === 'atReference') {
      rows.push(row(at(started + random.int(45, 300)), 0));
    } else {
      const endedDaysBefore = random.int(2, 8);
      rows.push(row(at(started + random.int(60, 300)), 0));
      rows.push(row(at(started + endedDaysBefore + random.int(5, 15)), random.pick([5, 10, 15])));
      rows.push(row(at(started + endedDaysBefore), 0));
    }
    rows.push(row(at(started), null));
  }
  return rows;
}

/**
 * BEY-005: the seeded history of every promoted price of the activity-only products (one per adult
 * count, CRIT-083), in one INSERT … SELECT; a product's counts share their timeline (the hash of
 * the product). The reference price is the price's barPrice.
 */
export async function seedActivityPriceHistory(
  tx: Orm,
  { seed, today }: { seed: number; today: string },
): Promise<void> {
  const products = activityProducts;
  await tx.execute(sql`
    insert into ${activityPriceHistory}
      (activity_product_id, adults, sell_price_cents, promo_percent, valid_from)
    select key_a, key_b, price, promo, valid_from
    from (${promotedHistory(
      sql`select ${products.id} as key_a, (price -> 'paxComposition' ->> 'adults')::int as key_b,
          (price ->> 'sellPrice')::int as price, (price ->> 'promoPercentageRounded')::int as promo,
          (price ->> 'barPrice')::int as ref, hashint8extended(${products.id}::int8, ${seed} + 1) as h
        from ${products}
        cross join lateral jsonb_array_elements(${products.prices}) as price
        where (price ->> 'promoPercentageRounded')::int > 0`,
      today,
    )}) as history`);
}
