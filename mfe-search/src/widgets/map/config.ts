/**
 * The map's tile source, in one place (BEY-013). Tiles come from our own origin (`/tiles/…`, a
 * caching proxy in front of an OpenStreetMap-compatible tile server at the edge), because the
 * shop's CSP allows images from 'self' only. No tile server answers in development and tests: the
 * map then shows its markers on a plain background.
 */
export const MAP_TILE_URL = '/tiles/{z}/{x}/{y}.png';

/** Zoom levels the tile source serves. */
export const MAP_MIN_ZOOM = 3;
export const MAP_MAX_ZOOM = 18;
