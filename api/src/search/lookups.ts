import { eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import type { LocalizedText } from '../db/localized-text';
import { destinations, hotels, themes } from '../db/schema';
import { PLACE_COLUMNS, type PlaceRecord, type SearchIndex } from './in-memory-index';
import type { SearchPlace } from './query';

/**
 * A search reduced to what decides its answer (the cache key) and the work that answers it: from
 * the in-memory index of the catalogue (in-memory-index.ts, ADR 0017) when one is given and holds
 * what the search needs, else in SQL.
 */
export interface PreparedSearch<T> {
  key: string;
  run(orm: Orm, index?: SearchIndex): Promise<T>;
}

/**
 * Where a search reads destinations, themes and a hotel's city: the database, or the index of the
 * catalogue version being searched (the answer cache holds them for as long).
 */
export interface SearchLookups {
  place(id: number): Promise<PlaceRecord | null>;
  places(ids: readonly number[]): Promise<PlaceRecord[]>;
  /** The hotel's first destination (its city): null without one, undefined for no such hotel. */
  hotelCity(hotelId: number): Promise<number | null | undefined>;
  theme(id: number): Promise<{ id: number; label: LocalizedText } | null>;
}

export function databaseLookups(orm: Orm): SearchLookups {
  return {
    async place(id) {
      const [row] = await orm
        .select(PLACE_COLUMNS)
        .from(destinations)
        .where(eq(destinations.id, id));
      return row ?? null;
    },
    async places(ids) {
      return orm
        .select(PLACE_COLUMNS)
        .from(destinations)
        .where(inArray(destinations.id, [...ids]));
    },
    async hotelCity(hotelId) {
      const [hotel] = await orm
        .select({ cityId: sql<number | null>`${hotels.destinationIds}[1]` })
        .from(hotels)
        .where(eq(hotels.id, hotelId));
      return hotel ? hotel.cityId : undefined;
    },
    async theme(id) {
      const [theme] = await orm
        .select({ id: themes.id, label: themes.label })
        .from(themes)
        .where(eq(themes.id, id));
      return theme ?? null;
    },
  };
}

/** The lookups from the index; a hotel without published packages is looked up in SQL. */
export function indexLookups(orm: Orm, index: SearchIndex): SearchLookups {
  return {
    place: async (id) => index.places.get(id) ?? null,
    places: async (ids) => ids.flatMap((id) => index.places.get(id) ?? []),
    hotelCity: async (hotelId) =>
      index.hotelCity.has(hotelId)
        ? index.hotelCity.get(hotelId)
        : databaseLookups(orm).hotelCity(hotelId),
    theme: async (id) => {
      const label = index.themeLabels.get(id);
      return label === undefined ? null : { id, label };
    },
  };
}

/** The searched destination, or null (also for an id no destination has). */
export async function findPlace(
  orm: Orm,
  id: number | undefined,
  lookups: SearchLookups = databaseLookups(orm),
): Promise<(SearchPlace & { category: PlaceRecord['category'] }) | null> {
  if (id === undefined) return null;
  const row = await lookups.place(id);
  if (!row) return null;
  const { id: placeId, latitude, longitude, category } = row;
  return {
    id: placeId,
    latitude,
    longitude,
    category,
    isPoint: category === 'city' || category === 'poi',
  };
}
