/**
 * BEY-005, ADR 0104: a package's price history and the lowest price of the 30 days before its
 * current reduction (EU Omnibus directive, art. 6a). The history has a row per price change,
 * written by recordPriceChanges in the transaction of every catalogue change (the refresh of the
 * search read model); the figure depends on the history alone, so it is read once per catalogue
 * version with the catalogue's rows (card texts, catalogueCached) and never moves with the clock.
 *
 * The same rule applies to a check-in day's price (weekend_availability's price and promotion:
 * weekend_day_price_history for a day's own changes, weekend_day_promotion_history for the days a
 * package promotes together) and to an activity-only product's price per adult count
 * (activity_price_history: activity_products.prices), whose histories keep promoted prices only:
 * a writer of those prices wraps its change in changeDayPrices / changeActivityPrices (ADR 0104,
 * amended 2026-11-28).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { rowsOf } from '../db/rows';
import { refPriceOf } from './stay-price';
import {
  activityPriceHistory,
  activityProducts,
  weekendAvailability,
  weekendDayPriceHistory,
  weekendDayPromotionHistory,
  weekendPriceHistory,
  weekends,
} from '../db/schema';

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

/** A history row as the figures read it: its key, and the point. */
interface KeyedPoint extends PricePoint {
  key: string;
}

/**
 * The figure of each key whose history ends with its current price (`current`): the history is
 * then up to date; otherwise (no row, or a writer that did not record its change) no figure.
 * `points` in time order per key.
 */
function figuresOf(
  points: readonly KeyedPoint[],
  current: ReadonlyMap<string, { priceCents: number; promoPercent: number }>,
): Map<string, number> {
  const byKey = new Map<string, PricePoint[]>();
  for (const point of points) {
    const own = byKey.get(point.key) ?? [];
    own.push(point);
    byKey.set(point.key, own);
  }
  const figures = new Map<string, number>();
  for (const [key, own] of byKey) {
    const now = current.get(key);
    const last = own[own.length - 1]!;
    if (!now || last.sellPriceCents !== now.priceCents || last.promoPercent !== now.promoPercent) {
      continue;
    }
    const price = lowestPriorPrice(own);
    if (price !== null) figures.set(key, price);
  }
  return figures;
}

interface DayHistoryRow extends Record<string, unknown> {
  weekend_id: number;
  /** 1: the day's own row; 0: a row of its package's day promotions. */
  own: number;
  valid_from: number | string;
  price_cents: number | null;
  promo_percent: number | null;
}

/** A package's price on a check-in day, as weekend_availability holds it. */
export interface DayPrice {
  weekendId: number;
  priceCents: number;
  promoPercent: number;
}

/**
 * A day's points: its own rows when it has any, else (promoted) its package's day promotions,
 * each at the day's reference price less the row's promotion, the last (null) at its current price.
 */
function dayPoints(rows: readonly DayHistoryRow[], day: DayPrice): PricePoint[] {
  const own = rows.filter((row) => row.own === 1);
  if (own.length > 0) {
    return own.map((row) => ({
      validFrom: Number(row.valid_from),
      sellPriceCents: Number(row.price_cents),
      promoPercent: Number(row.promo_percent),
    }));
  }
  const reference = refPriceOf(day.priceCents, day.promoPercent);
  return rows.map((row) => ({
    validFrom: Number(row.valid_from),
    sellPriceCents:
      row.promo_percent === null
        ? day.priceCents
        : Math.round((reference * (100 - row.promo_percent)) / 100),
    promoPercent: row.promo_percent === null ? day.promoPercent : row.promo_percent,
  }));
}

/**
 * BEY-005: the lowest price of the 30 days before the current reduction of each day of `days`
 * (check-in `checkin`) that announces one, keyed by package; days without a reduction or without an
 * up-to-date history are left out. One query over the days' own rows (the history's key) and their
 * packages' day promotions.
 */
export async function lowestPriorDayPrices(
  orm: Orm,
  checkin: string,
  days: readonly DayPrice[],
): Promise<Map<number, number>> {
  const promoted = days.filter((day) => day.promoPercent > 0);
  if (promoted.length === 0) return new Map();
  const ids = sql.param(promoted.map((day) => day.weekendId));
  const history = weekendDayPriceHistory;
  const campaigns = weekendDayPromotionHistory;
  const result = await orm.execute<DayHistoryRow>(sql`
    select ${history.weekendId} as weekend_id, 1 as own,
      (extract(epoch from ${history.validFrom}) * 1000)::float8 as valid_from,
      ${history.priceCents} as price_cents, ${history.promoPercent}::int as promo_percent,
      0 as id
    from ${history}
    where ${history.weekendId} = any(${ids}::int[]) and ${history.date} = ${checkin}::date
    union all
    select ${campaigns.weekendId}, 0, (extract(epoch from ${campaigns.validFrom}) * 1000)::float8,
      null, ${campaigns.promoPercent}::int, ${campaigns.id}
    from ${campaigns}
    where ${campaigns.weekendId} = any(${ids}::int[])
    order by weekend_id, own, valid_from, id`);
  const byWeekend = new Map<number, DayHistoryRow[]>();
  for (const row of rowsOf<DayHistoryRow>(result)) {
    const rows = byWeekend.get(row.weekend_id) ?? [];
    rows.push(row);
    byWeekend.set(row.weekend_id, rows);
  }
  const points: KeyedPoint[] = [];
  for (const day of promoted) {
    const rows = byWeekend.get(day.weekendId);
    if (!rows) continue;
    const key = String(day.weekendId);
    for (const point of dayPoints(rows, day)) points.push({ ...point, key });
  }
  const figures = figuresOf(points, new Map(promoted.map((day) => [String(day.weekendId), day])));
  return new Map([...figures].map(([key, price]) => [Number(key), price]));
}

/**
 * Records a change of days' prices (weekend_availability.price_cents, promo_percent): every writer
 * of them runs its `update` through this, in its transaction. Before it, a day of `ofDays` without
 * rows of its own gets them: its package's day promotions while it is promoted (priced from its
 * reference price, still the one they describe), else the price it had since it was loaded (valid
 * from -infinity: no change was recorded, it applied until now). After it, a row valid from now
 * for each day whose price or promotion differs from its last row. `ofDays` is a condition on
 * weekend_availability.
 */
export async function changeDayPrices<T>(
  tx: Orm,
  ofDays: SQL,
  update: () => Promise<T>,
): Promise<T> {
  const history = weekendDayPriceHistory;
  const campaigns = weekendDayPromotionHistory;
  const day = weekendAvailability;
  const withoutOwnRows = sql`not exists (select 1 from ${history}
    where ${history.weekendId} = ${day.weekendId} and ${history.date} = ${day.date})`;
  const hasCampaign = sql`exists (select 1 from ${campaigns}
    where ${campaigns.weekendId} = ${day.weekendId})`;
  await tx.execute(sql`
    insert into ${history} (weekend_id, date, price_cents, promo_percent, valid_from)
    select ${day.weekendId}, ${day.date},
      coalesce(round(round(${day.priceCents} * 100.0 / (100 - least(${day.promoPercent}, 99)))
        * (100 - ${campaigns.promoPercent}) / 100.0)::int, ${day.priceCents}),
      coalesce(${campaigns.promoPercent}, ${day.promoPercent}), ${campaigns.validFrom}
    from ${day}
    inner join ${campaigns} on ${campaigns.weekendId} = ${day.weekendId}
    where ${ofDays} and ${day.promoPercent} > 0 and ${withoutOwnRows}
    union all
    select ${day.weekendId}, ${day.date}, ${day.priceCents}, ${day.promoPercent}, '-infinity'
    from ${day}
    where ${ofDays} and ${withoutOwnRows} and not (${day.promoPercent} > 0 and ${hasCampaign})
    on conflict (weekend_id, date, valid_from) do update
      set price_cents = excluded.price_cents, promo_percent = excluded.promo_percent`);
  const result = await update();
  await tx.execute(sql`
    insert into ${history} (weekend_id, date, price_cents, promo_percent)
    select ${day.weekendId}, ${day.date}, ${day.priceCents}, ${day.promoPercent}
    from ${day}
    left join lateral (
      select ${history.priceCents} as price, ${history.promoPercent} as promo
      from ${history}
      where ${history.weekendId} = ${day.weekendId} and ${history.date} = ${day.date}
      order by ${history.validFrom} desc limit 1
    ) as last_price on true
    where ${ofDays}
      and (last_price.price is distinct from ${day.priceCents}
        or last_price.promo is distinct from ${day.promoPercent})
    on conflict (weekend_id, date, valid_from) do update
      set price_cents = excluded.price_cents, promo_percent = excluded.promo_percent`);
  return result;
}

interface ActivityHistoryRow extends Record<string, unknown> {
  product_id: number;
  adults: number;
  valid_from: number | string;
  sell_price_cents: number;
  promo_percent: number;
}

/** An activity-only product's prices, as activity_products.prices holds them (CRIT-083). */
export interface ActivityPrices {
  id: number;
  prices: readonly {
    paxComposition: { adults: number };
    sellPrice: number;
    promoPercentageRounded: number;
  }[];
}

/**
 * BEY-005: for each product of `products`, the lowest party price of the 30 days before the current
 * reduction of each adult count's price that announces one (keyed by adult count); prices without
 * a reduction or an up-to-date history are left out. One query over the products' rows.
 */
export async function lowestPriorActivityPrices(
  orm: Orm,
  products: readonly ActivityPrices[],
): Promise<Map<number, Map<number, number>>> {
  const lowest = new Map<number, Map<number, number>>();
  const current = new Map<string, { priceCents: number; promoPercent: number }>();
  for (const product of products) {
    for (const price of product.prices) {
      if (price.promoPercentageRounded <= 0) continue;
      current.set(`${product.id}:${price.paxComposition.adults}`, {
        priceCents: price.sellPrice,
        promoPercent: price.promoPercentageRounded,
      });
    }
  }
  if (current.size === 0) return lowest;
  const history = activityPriceHistory;
  const ids = [...new Set([...current.keys()].map((key) => Number(key.split(':')[0])))];
  const result = await orm.execute<ActivityHistoryRow>(sql`
    select ${history.activityProductId} as product_id, ${history.adults} as adults,
      (extract(epoch from ${history.validFrom}) * 1000)::float8 as valid_from,
      ${history.sellPriceCents} as sell_price_cents, ${history.promoPercent} as promo_percent
    from ${history}
    where ${history.activityProductId} = any(${sql.param(ids)}::int[])
    order by ${history.activityProductId}, ${history.adults}, ${history.validFrom}`);
  const figures = figuresOf(
    rowsOf<ActivityHistoryRow>(result).map((row) => ({
      key: `${row.product_id}:${row.adults}`,
      validFrom: Number(row.valid_from),
      sellPriceCents: row.sell_price_cents,
      promoPercent: row.promo_percent,
    })),
    current,
  );
  for (const [key, price] of figures) {
    const [id, adults] = key.split(':').map(Number) as [number, number];
    const own = lowest.get(id) ?? new Map<number, number>();
    own.set(adults, price);
    lowest.set(id, own);
  }
  return lowest;
}

/** The rows of activity_products.prices: product, adult count, sell price, promotion. */
const activityPriceRows = (ofProducts: SQL) => sql`
  select ${activityProducts.id} as product_id,
    (price -> 'paxComposition' ->> 'adults')::smallint as adults,
    (price ->> 'sellPrice')::int as sell_price_cents,
    (price ->> 'promoPercentageRounded')::smallint as promo_percent
  from ${activityProducts}
  cross join lateral jsonb_array_elements(${activityProducts.prices}) as price
  where ${ofProducts}`;

/**
 * Records a change of activity-only products' prices (activity_products.prices): every writer of
 * them runs its `update` through this, in its transaction, as changeDayPrices: before it, a price
 * without history keeps the one it had since it was loaded; after it, a row valid from now for
 * each adult count whose price or promotion differs from its last row. `ofProducts` is a
 * condition on activity_products.
 */
export async function changeActivityPrices<T>(
  tx: Orm,
  ofProducts: SQL,
  update: () => Promise<T>,
): Promise<T> {
  const history = activityPriceHistory;
  await tx.execute(sql`
    insert into ${history} (activity_product_id, adults, sell_price_cents, promo_percent, valid_from)
    select product_id, adults, sell_price_cents, promo_percent, '-infinity'
    from (${activityPriceRows(ofProducts)}) as current_price
    where not exists (select 1 from ${history}
      where ${history.activityProductId} = current_price.product_id
        and ${history.adults} = current_price.adults)`);
  const result = await update();
  await tx.execute(sql`
    insert into ${history} (activity_product_id, adults, sell_price_cents, promo_percent)
    select product_id, adults, sell_price_cents, promo_percent
    from (${activityPriceRows(ofProducts)}) as current_price
    left join lateral (
      select ${history.sellPriceCents} as sell, ${history.promoPercent} as promo
      from ${history}
      where ${history.activityProductId} = current_price.product_id
        and ${history.adults} = current_price.adults
      order by ${history.validFrom} desc limit 1
    ) as last_price on true
    where last_price.sell is distinct from current_price.sell_price_cents
      or last_price.promo is distinct from current_price.promo_percent
    on conflict (activity_product_id, adults, valid_from) do update
      set sell_price_cents = excluded.sell_price_cents, promo_percent = excluded.promo_percent`);
  return result;
}
