/**
 * Reading the catalogue for product and hotel pages: packages, their days and pictures. The
 * catalogue's rows are kept per catalogue version (catalogueCached, ADR 0099); a package's days
 * (prices and stock of a date) are read each time.
 */
import type { IsoDate, Locale } from '@shop/criteria';
import { and, asc, between, eq, inArray, or } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { localized } from '../db/localized-text';
import {
  destinations,
  hotels,
  imageSets,
  IMAGE_SIZES,
  rooms,
  weekendAvailability,
  weekends,
  type ImageKind,
} from '../db/schema';
import { catalogueCached, lowestPriorPrices } from '../catalogue';
import { notFound } from '../http/errors';

const productColumns = {
  id: weekends.id,
  hotelId: weekends.hotelId,
  label: weekends.label,
  nights: weekends.nights,
  sellPriceCents: weekends.sellPriceCents,
  refPriceCents: weekends.refPriceCents,
  promoPercent: weekends.promoPercent,
  activities: weekends.activities,
  programLines: weekends.programLines,
  headwords: weekends.headwords,
  marketingLabels: weekends.marketingLabels,
  cancellable: weekends.cancellable,
  deadlineDays: weekends.cancellationDeadlineDays,
  cancellationType: weekends.cancellationType,
  autoDiscountCode: weekends.autoDiscountCode,
  autoDiscountValue: weekends.autoDiscountValue,
  lastMinute: weekends.lastMinute,
  published: weekends.published,
  connectivity: weekends.connectivity,
  roomId: weekends.roomId,
  expiration: weekends.expiration,
  themeIds: weekends.themeIds,
};

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

function selectProducts(orm: Orm) {
  return orm.select(productColumns).from(weekends);
}

/** The package `id`, or null when no package has this id. */
export function findProduct(orm: Orm, id: number): Promise<ProductRow | null> {
  return catalogueCached(orm, `product:${id}`, async () => {
    const [row] = await selectProducts(orm).where(eq(weekends.id, id));
    return row ?? null;
  });
}

export type HotelRow = typeof hotels.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;

/**
 * BEY-005: the lowest price of the 30 days before package `id`'s current reduction, null without
 * one; read from its price history once per catalogue version (the history changes only with it).
 */
export function lowestPriorPriceOf(orm: Orm, id: number): Promise<number | null> {
  return catalogueCached(orm, `lowest-prior-price:${id}`, async () => {
    return (await lowestPriorPrices(orm, [id])).get(id) ?? null;
  });
}

/** The hotel `id`, or null when no hotel has this id. */
export function findHotel(orm: Orm, id: number): Promise<HotelRow | null> {
  return catalogueCached(orm, `hotel:${id}`, async () => {
    const [row] = await orm.select().from(hotels).where(eq(hotels.id, id));
    return row ?? null;
  });
}

/** The room `id`, or null when no room has this id. */
export function findRoom(orm: Orm, id: number): Promise<RoomRow | null> {
  return catalogueCached(orm, `room:${id}`, async () => {
    const [row] = await orm.select().from(rooms).where(eq(rooms.id, id));
    return row ?? null;
  });
}

/** The hotel's rooms in their order. */
export function hotelRooms(orm: Orm, hotelId: number): Promise<RoomRow[]> {
  return catalogueCached(orm, `hotel-rooms:${hotelId}`, () =>
    orm.select().from(rooms).where(eq(rooms.hotelId, hotelId)).orderBy(asc(rooms.position)),
  );
}

export async function requireProduct(orm: Orm, id: number): Promise<ProductRow> {
  const product = await findProduct(orm, id);
  if (!product) throw notFound(`Weekend ${id} not found`);
  return product;
}

/** The hotel's published packages, cheapest "from" price first. */
export function hotelProducts(orm: Orm, hotelId: number): Promise<ProductRow[]> {
  return catalogueCached(orm, `hotel-products:${hotelId}`, () =>
    selectProducts(orm)
      .where(and(eq(weekends.hotelId, hotelId), eq(weekends.published, true)))
      .orderBy(asc(weekends.sellPriceCents), asc(weekends.id)),
  );
}

export interface AvailabilityRow {
  weekendId: number;
  date: string;
  priceCents: number;
  minLos: number;
  availableRooms: number;
  promoPercent: number;
  bestPriceOfMonth: boolean;
}

const availabilityColumns = {
  weekendId: weekendAvailability.weekendId,
  date: weekendAvailability.date,
  priceCents: weekendAvailability.priceCents,
  minLos: weekendAvailability.minLos,
  availableRooms: weekendAvailability.availableRooms,
  promoPercent: weekendAvailability.promoPercent,
  bestPriceOfMonth: weekendAvailability.bestPriceOfMonth,
};

/** The check-in day of each weekend (absent when the weekend has no row that day). */
export async function availabilityOn(
  orm: Orm,
  weekendIds: readonly number[],
  date: IsoDate,
): Promise<Map<number, AvailabilityRow>> {
  if (weekendIds.length === 0) return new Map();
  const rows = await orm
    .select(availabilityColumns)
    .from(weekendAvailability)
    .where(
      and(
        inArray(weekendAvailability.weekendId, [...weekendIds]),
        eq(weekendAvailability.date, date),
      ),
    );
  return new Map(rows.map((row) => [row.weekendId, row]));
}

export async function availabilityBetween(
  orm: Orm,
  weekendIds: readonly number[],
  first: IsoDate,
  last: IsoDate,
): Promise<AvailabilityRow[]> {
  if (weekendIds.length === 0) return [];
  return orm
    .select(availabilityColumns)
    .from(weekendAvailability)
    .where(
      and(
        inArray(weekendAvailability.weekendId, [...weekendIds]),
        between(weekendAvailability.date, first, last),
      ),
    )
    .orderBy(asc(weekendAvailability.date), asc(weekendAvailability.weekendId));
}

/** Picture URLs of one image set, served by GET /api/images (issue 3 §4). */
export const imageUrl = (kind: ImageKind, ownerId: number, n: number, size: string): string =>
  `/api/images/${kind}/${ownerId}-${n}/${size}.svg`;

export interface ImageSetRow {
  kind: ImageKind;
  ownerId: number;
  count: number;
  sizes: string[];
}

export async function findImageSets(
  orm: Orm,
  owners: readonly { kind: ImageKind; ownerId: number }[],
): Promise<ImageSetRow[]> {
  if (owners.length === 0) return [];
  const key = owners.map(({ kind, ownerId }) => `${kind}-${ownerId}`).join(',');
  return catalogueCached(orm, `image-sets:${key}`, () => readImageSets(orm, owners));
}

function readImageSets(
  orm: Orm,
  owners: readonly { kind: ImageKind; ownerId: number }[],
): Promise<ImageSetRow[]> {
  return orm
    .select({
      kind: imageSets.kind,
      ownerId: imageSets.ownerId,
      count: imageSets.count,
      sizes: imageSets.sizes,
    })
    .from(imageSets)
    .where(
      or(
        ...owners.map((owner) =>
          and(eq(imageSets.kind, owner.kind), eq(imageSets.ownerId, owner.ownerId)),
        ),
      ),
    );
}

/** Every size of every picture of the sets, in order: { "640_360": [url, …], … }. */
export function imagesBySize(sets: readonly ImageSetRow[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const size of IMAGE_SIZES) result[size] = [];
  for (const set of sets) {
    for (const size of set.sizes) {
      const list = (result[size] ??= []);
      for (let n = 1; n <= set.count; n += 1) list.push(imageUrl(set.kind, set.ownerId, n, size));
    }
  }
  return result;
}

export interface PlaceCrumb {
  label: string;
  uri: string;
  place: { category: 'country' | 'region' | 'department' | 'city'; id: number };
}

/**
 * PROD-002, LEFT-030: a hotel's places as a breadcrumb, country → region → department → city,
 * each linking to its destination (the hotel and product pages add their own last items).
 */
export async function placeBreadcrumb(
  orm: Orm,
  destinationIds: readonly number[],
  locale: Locale,
): Promise<PlaceCrumb[]> {
  if (destinationIds.length === 0) return [];
  return catalogueCached(orm, `places:${locale}:${destinationIds.join(',')}`, () =>
    readPlaceBreadcrumb(orm, destinationIds, locale),
  );
}

async function readPlaceBreadcrumb(
  orm: Orm,
  destinationIds: readonly number[],
  locale: Locale,
): Promise<PlaceCrumb[]> {
  const rows = await orm
    .select({
      id: destinations.id,
      label: localized(destinations.label, locale),
      category: destinations.category,
    })
    .from(destinations)
    .where(inArray(destinations.id, [...destinationIds]));
  const order = ['country', 'region', 'department', 'city'] as const;
  return order.flatMap((category) => {
    const place = rows.find((row) => row.category === category);
    return place
      ? [{ label: place.label, uri: `destination/${place.id}`, place: { category, id: place.id } }]
      : [];
  });
}
