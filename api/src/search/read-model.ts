/**
 * The search read model (ADR 0012): search_offers and search_value_sets, rebuilt from weekends and
 * hotels. Whatever changes the catalogue — the seed, an admin write — calls
 * refreshSearchReadModel in its transaction: it rewrites the rows concerned, records their new
 * prices in the price history (BEY-005) and raises the catalogue version, which empties every
 * node's search cache (answer-cache.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Orm } from '../db/client';
import {
  catalogueVersion,
  hotels,
  searchOffers,
  searchPriceLns,
  searchValueSets,
  weekendAvailability,
  weekends,
} from '../db/schema';
import { rowsOf } from '../db/rows';
import { recordPriceChanges } from '../catalogue';

/** Serialises refreshes (two admin writes, or several nodes seeding). */
const REFRESH_LOCK_KEY = 4_300_012;

/** What changed: some hotels (all their packages), some packages; nothing given = everything. */
export interface CatalogueChange {
  hotelIds?: readonly number[] | undefined;
  weekendIds?: readonly number[] | undefined;
}

/**
 * Rebuilds the read model rows of the changed packages (every package without `change`) and
 * raises the catalogue version; answers the new version. Runs in a transaction of its own, or
 * in the caller's (a savepoint) so that the catalogue and its read model change together.
 */
export async function refreshSearchReadModel(orm: Orm, change?: CatalogueChange): Promise<number> {
  return orm.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK_KEY})`);
    const everything = change === undefined;
    const hotelIds = sql`${sql.param([...(change?.hotelIds ?? [])])}::int[]`;
    const weekendIds = sql`${sql.param([...(change?.weekendIds ?? [])])}::int[]`;
    // The changed packages: the given ones and every package of the given hotels.
    const ofWeekends = everything
      ? sql`true`
      : sql`(${weekends.id} = any(${weekendIds}) or ${weekends.hotelId} = any(${hotelIds}))`;
    // The hotels whose value sets those packages need.
    const ofHotels = everything
      ? sql`true`
      : sql`${hotels.id} in (select ${weekends.hotelId} from ${weekends} where ${ofWeekends})`;
    if (everything) {
      await tx.delete(searchOffers);
      await tx.delete(searchValueSets);
      await tx.delete(searchPriceLns);
    } else {
      await tx.execute(sql`delete from ${searchOffers}
        where ${searchOffers.weekendId} = any(${weekendIds})
          or ${searchOffers.hotelId} = any(${hotelIds})`);
    }
    // BEY-005: a price the changed packages had not had yet starts a row of their history.
    await recordPriceChanges(tx, ofWeekends);
    await insertValueSets(tx, ofHotels, ofWeekends);
    await tx.execute(sql`
      insert into ${searchPriceLns} (price_cents, ln)
      select price_cents, ${priceLn(sql`price_cents`)}
      from (select distinct ${weekendAvailability.priceCents} as price_cents
        from ${weekendAvailability}
        ${everything ? sql`` : sql`where ${weekendAvailability.weekendId} in (select ${weekends.id} from ${weekends} where ${ofWeekends})`}
      ) as prices
      on conflict do nothing`);
    await tx.execute(sql`
      insert into ${searchOffers} (weekend_id, hotel_id, nights, stars, score, promo_percent,
        sell_price_cents, ref_price_cents, popularity, theme_id, types_set, environments_set,
        styles_set, facilities_set, activities_set, review_average, quality_base, price_quality,
        gift_price_quality, latitude, longitude, destination_ids, theme_ids)
      select ${weekends.id}, ${weekends.hotelId}, ${weekends.nights}, ${hotels.stars},
        floor(${hotels.reviewAverage})::int, ${weekends.promoPercent}, ${weekends.sellPriceCents},
        ${weekends.refPriceCents}, ${weekends.popularity}, ${weekends.themeIds}[1],
        types.id, environments.id, styles.id, facilities.id, activities.id,
        ${hotels.reviewAverage}, ${quality(sql`0`)}, ${quality(weekends.promoPercent)}
          / ${priceLn(weekends.sellPriceCents)},
        ${quality(sql`0`)} / ${priceLn(weekends.refPriceCents)},
        ${hotels.latitude}, ${hotels.longitude}, ${hotels.destinationIds}, ${weekends.themeIds}
      from ${weekends}
      inner join ${hotels} on ${hotels.id} = ${weekends.hotelId}
      ${valueSetJoin('types', 'hotelTypes', hotels.hotelTypes)}
      ${valueSetJoin('environments', 'hotelEnvironments', hotels.environments)}
      ${valueSetJoin('styles', 'hotelStyles', hotels.styles)}
      ${valueSetJoin('facilities', 'facilities', hotels.facilities)}
      ${valueSetJoin('activities', 'activities', weekends.activityTags, activityNames)}
      where ${weekends.published} and ${ofWeekends}`);
    const [row] = rowsOf<{ version: number }>(
      await tx.execute(sql`
        insert into ${catalogueVersion} (id, version, changed_at) values (1, 1, now())
        on conflict (id) do update
          set version = ${catalogueVersion.version} + 1, changed_at = now()
        returning version`),
    );
    return row!.version;
  });
}

/**
 * The price-quality numerator: review score (7.5 when none yet), stars and promotion — the very
 * expression searches sorted by before the read model, so that the order stays the same.
 */
function quality(promo: SQL | AnyPgColumn): SQL {
  return sql`(coalesce(${hotels.reviewAverage}, 7.5) + ${hotels.stars} * 0.5 + ${promo} / 10.0)`;
}

/** ln(price in euros + 10), the price-quality divisor, as searches always computed it. */
export function priceLn(cents: AnyPgColumn | SQL): SQL {
  return sql`ln(${cents} / 100.0 + 10)::float8`;
}

/** Adds the value sets the changed hotels and packages take that do not exist yet. */
async function insertValueSets(tx: Orm, ofHotels: SQL, ofWeekends: SQL): Promise<void> {
  const hotelSets = (
    [
      ['hotelTypes', hotels.hotelTypes],
      ['hotelEnvironments', hotels.environments],
      ['hotelStyles', hotels.styles],
      ['facilities', hotels.facilities],
    ] as const
  ).map(
    ([facet, column]) =>
      sql`select ${facet}::text, ${column}, '[]'::jsonb from ${hotels} where ${ofHotels}`,
  );
  await tx.execute(sql`
    insert into ${searchValueSets} (facet, items, details)
    ${sql.join(
      [
        ...hotelSets,
        sql`select 'activities', ${weekends.activityTags}, ${activityNames}
          from ${weekends} where ${ofWeekends}`,
      ],
      sql` union `,
    )}
    on conflict do nothing`);
}

/**
 * What the activities facet reads of a package's activities: each one's tag and names, in order
 * (the rest — ids, descriptions, durations — differs from package to package).
 */
const activityNames = sql`(select coalesce(jsonb_agg(
    jsonb_build_object('tagId', activity.value -> 'tagId', 'name', activity.value -> 'name')
    order by activity.position), '[]'::jsonb)
  from jsonb_array_elements(${weekends.activities}) with ordinality as activity(value, position))`;

/** INNER JOIN of the value set a hotel's (or package's) column takes, aliased `alias`. */
function valueSetJoin(alias: string, facet: string, items: AnyPgColumn, details?: SQL): SQL {
  const set = sql.identifier(alias);
  return sql`inner join ${searchValueSets} as ${set} on ${set}.facet = ${facet}
    and ${set}.items = ${items}
    and ${set}.details = ${details ?? sql`'[]'::jsonb`}`;
}
