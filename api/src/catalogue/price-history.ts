/**
 * BEY-005, ADR 0104: a package's price history and the lowest price of the 30 days before its
 * current reduction (EU Omnibus directive, art. 6a). The history has a row per price change,
 * written by recordPriceChanges in the transaction of every catalogue change (the refresh of the
 * search read model); the figure depends on the history alone, so it is read once per catalogue
 * version with the catalogue's rows (card texts, catalogueCached) and never moves with the clock.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { rowsOf } from '../db/rows';
import { weekendPriceHistory, weekends } from '../db/schema';

/** One price a package was sold at, from `validFrom` (epoch ms) until the next one's. */
export interface PricePoint {
  validFrom: number;
  sellPriceCents: number;
  promoPercent: number;
}

export const PRIOR_PRICE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The lowest sell price applied during the 30 days before the current reduction started, null
 * when no reduction is announced (the last price has no promotion) or there is no history.
 * - The current reduction started with the first price after the last one without a promotion: a
 *   reduction that deepens or whose price moves keeps its start (art. 6a(5), progressive
 *   reductions), so the figure holds for as long as the promotion runs.
 * - A price counts when it applied at some instant of [start − 30 days, start): one that ended
 *   exactly at the window's start does not; one set before the window and still applied in it does.
 * - A package on sale for less than 30 days before the reduction: the window begins when it went on
 *   sale (its first price). One that went on sale with the reduction has no earlier price: the
 *   lowest price applied since it went on sale.
 * `points` in time order (equal times: in the order they were written).
 */
export function lowestPriorPrice(
  points: readonly PricePoint[],
  windowMs = PRIOR_PRICE_WINDOW_MS,
): number | null {
  const last = points[points.length - 1];
  if (!last || last.promoPercent <= 0) return null;
  let first = points.length - 1;
  while (first > 0 && points[first - 1]!.promoPercent > 0) first -= 1;
  const start = points[first]!.validFrom;
  const windowStart = start - windowMs;
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < first; i += 1) {
    const from = Math.max(points[i]!.validFrom, windowStart);
    const until = Math.min(points[i + 1]!.validFrom, start);
    if (from < until) lowest = Math.min(lowest, points[i]!.sellPriceCents);
  }
  if (lowest === Number.POSITIVE_INFINITY) {
    for (let i = first; i < points.length; i += 1) {
      lowest = Math.min(lowest, points[i]!.sellPriceCents);
    }
  }
  return lowest;
}

interface HistoryRow extends Record<string, unknown> {
  weekend_id: number;
  valid_from: number | string;
  sell_price_cents: number;
  promo_percent: number;
}

/**
 * The lowest prior price (lowestPriorPrice) of each package of `ids` that announces a reduction;
 * packages without one are left out. One query over the packages' histories.
 */
export async function lowestPriorPrices(
  orm: Orm,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const lowest = new Map<number, number>();
  if (ids.length === 0) return lowest;
  const history = weekendPriceHistory;
  const result = await orm.execute<HistoryRow>(sql`
    select ${history.weekendId} as weekend_id,
      (extract(epoch from ${history.validFrom}) * 1000)::float8 as valid_from,
      ${history.sellPriceCents} as sell_price_cents, ${history.promoPercent} as promo_percent
    from ${history}
    where ${history.weekendId} = any(${sql.param([...ids])}::int[])
    order by ${history.weekendId}, ${history.validFrom}, ${history.id}`);
  const byWeekend = new Map<number, PricePoint[]>();
  for (const row of rowsOf<HistoryRow>(result)) {
    const points = byWeekend.get(row.weekend_id) ?? [];
    points.push({
      validFrom: Number(row.valid_from),
      sellPriceCents: row.sell_price_cents,
      promoPercent: row.promo_percent,
    });
    byWeekend.set(row.weekend_id, points);
  }
  for (const [id, points] of byWeekend) {
    const price = lowestPriorPrice(points);
    if (price !== null) lowest.set(id, price);
  }
  return lowest;
}

/**
 * Writes a history row, valid from now (the transaction's time), for every package of `ofWeekends`
 * whose price (sell, reference, promotion) differs from its last row or that has none yet. Run by
 * refreshSearchReadModel, which every catalogue change runs in its transaction.
 */
export async function recordPriceChanges(tx: Orm, ofWeekends: SQL): Promise<void> {
  const history = weekendPriceHistory;
  await tx.execute(sql`
    insert into ${history} (weekend_id, sell_price_cents, ref_price_cents, promo_percent)
    select ${weekends.id}, ${weekends.sellPriceCents}, ${weekends.refPriceCents},
      ${weekends.promoPercent}
    from ${weekends}
    left join lateral (
      select ${history.sellPriceCents} as sell, ${history.refPriceCents} as ref,
        ${history.promoPercent} as promo
      from ${history} where ${history.weekendId} = ${weekends.id}
      order by ${history.validFrom} desc, ${history.id} desc limit 1
    ) as last_price on true
    where ${ofWeekends}
      and (last_price.sell is distinct from ${weekends.sellPriceCents}
        or last_price.ref is distinct from ${weekends.refPriceCents}
        or last_price.promo is distinct from ${weekends.promoPercent})`);
}
