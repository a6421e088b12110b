import type { PointOfSale } from './market';

/** A point on the map (degrees). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A visible area (degrees). `west` > `east` when it crosses the antimeridian. */
export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** BEY-013: the map never zooms closer than this when it fits the results. */
export const MAP_FIT_MAX_ZOOM = 15;

/** BEY-013: the map's zoom on a destination with no result to show. */
export const MAP_DESTINATION_ZOOM = 9;

/** BEY-013: where the map opens when a search has no result to show, per point of sale. */
export const MAP_DEFAULT_VIEW = {
  FR: { center: { latitude: 46.6, longitude: 2.4 }, zoom: 5 },
  ES: { center: { latitude: 40.2, longitude: -3.7 }, zoom: 5 },
  BE: { center: { latitude: 50.6, longitude: 4.6 }, zoom: 7 },
  NL: { center: { latitude: 52.2, longitude: 5.3 }, zoom: 7 },
  IT: { center: { latitude: 42.8, longitude: 12.5 }, zoom: 5 },
} as const satisfies Record<PointOfSale, { center: GeoPoint; zoom: number }>;

const isPoint = (point: GeoPoint) =>
  Number.isFinite(point.latitude) &&
  Number.isFinite(point.longitude) &&
  Math.abs(point.latitude) <= 90 &&
  Math.abs(point.longitude) <= 180;

/** BEY-013: whether a point lies in the bounds (edges included, antimeridian aware). */
export function isInBounds(point: GeoPoint, bounds: GeoBounds): boolean {
  if (!isPoint(point)) return false;
  const { latitude, longitude } = point;
  if (latitude < bounds.south || latitude > bounds.north) return false;
  return bounds.west <= bounds.east
    ? longitude >= bounds.west && longitude <= bounds.east
    : longitude >= bounds.west || longitude <= bounds.east;
}

/** BEY-013: the results in view, in their original order. */
export function itemsInView<T extends { location: GeoPoint }>(
  items: readonly T[],
  bounds: GeoBounds,
): T[] {
  return items.filter((item) => isInBounds(item.location, bounds));
}

/** BEY-013: the smallest bounds holding every valid point; undefined when there is none. */
export function boundsOf(points: readonly GeoPoint[]): GeoBounds | undefined {
  const valid = points.filter(isPoint);
  if (valid.length === 0) return undefined;
  const latitudes = valid.map((point) => point.latitude);
  const longitudes = valid.map((point) => point.longitude);
  return {
    south: Math.min(...latitudes),
    west: Math.min(...longitudes),
    north: Math.max(...latitudes),
    east: Math.max(...longitudes),
  };
}

/**
 * BEY-013: bounds centred on `centre` (the searched destination) that hold every valid point:
 * each point and its mirror about the centre. Without a valid point, undefined (the caller opens
 * at the centre). Clamped to the world's edges (no fit across the antimeridian).
 */
export function boundsAround(centre: GeoPoint, points: readonly GeoPoint[]): GeoBounds | undefined {
  if (!isPoint(centre)) return boundsOf(points);
  const valid = points.filter(isPoint);
  if (valid.length === 0) return undefined;
  const latitudes = valid.map((point) => point.latitude);
  const longitudes = valid.map((point) => point.longitude);
  const latitudeSpan = Math.max(
    ...latitudes.map((latitude) => Math.abs(latitude - centre.latitude)),
  );
  const longitudeSpan = Math.max(
    ...longitudes.map((longitude) => Math.abs(longitude - centre.longitude)),
  );
  // The points themselves too: centre ± span can round a hair inside the farthest one.
  return {
    south: Math.max(-90, Math.min(centre.latitude - latitudeSpan, ...latitudes)),
    north: Math.min(90, Math.max(centre.latitude + latitudeSpan, ...latitudes)),
    west: Math.max(-180, Math.min(centre.longitude - longitudeSpan, ...longitudes)),
    east: Math.min(180, Math.max(centre.longitude + longitudeSpan, ...longitudes)),
  };
}
