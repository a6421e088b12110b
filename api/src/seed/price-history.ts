/**
 * BEY-005 (ADR 0104): a plausible, deterministic price history of every seeded package, ending
 * with its current price, so that promoted packages have a lowest price of the 30 days before
 * their reduction: the reference price for most, a lower one for some (an earlier promotion in the
 * window), and for some a package that went on sale less than 30 days before its reduction.
 */
import type { weekendPriceHistory } from '../db/schema';
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
