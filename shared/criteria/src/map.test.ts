import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import {
  boundsAround,
  boundsOf,
  isInBounds,
  itemsInView,
  MAP_DEFAULT_VIEW,
  MAP_FIT_MAX_ZOOM,
} from './map';

const paris = { latitude: 48.85, longitude: 2.35 };
const lyon = { latitude: 45.76, longitude: 4.84 };
const madrid = { latitude: 40.42, longitude: -3.7 };
const france = { south: 41, west: -5.5, north: 51.5, east: 10 };

describe('BEY-013 results in view', () => {
  it('BEY-013: points inside the bounds are in view, edges included', () => {
    expect(isInBounds(paris, france)).toBe(true);
    expect(isInBounds({ latitude: 41, longitude: 10 }, france)).toBe(true);
    expect(isInBounds(madrid, france)).toBe(false);
    expect(isInBounds({ latitude: Number.NaN, longitude: 2 }, france)).toBe(false);
    expect(isInBounds({ latitude: 95, longitude: 2 }, { ...france, north: 100 })).toBe(false);
  });

  it('BEY-013: bounds across the antimeridian', () => {
    const pacific = { south: -50, west: 170, north: 10, east: -170 };
    expect(isInBounds({ latitude: -17, longitude: 178 }, pacific)).toBe(true);
    expect(isInBounds({ latitude: -17, longitude: -175 }, pacific)).toBe(true);
    expect(isInBounds({ latitude: -17, longitude: 0 }, pacific)).toBe(false);
  });

  it('BEY-013: itemsInView keeps the items in view, in order', () => {
    const items = [
      { id: 1, location: madrid },
      { id: 2, location: lyon },
      { id: 3, location: paris },
    ];
    expect(itemsInView(items, france).map((item) => item.id)).toEqual([2, 3]);
  });

  it('BEY-013: the bounds of the results hold every result', () => {
    const point = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 30 }), (points) => {
        const bounds = boundsOf(points);
        expect(bounds).toBeDefined();
        for (const p of points) expect(isInBounds(p, bounds!)).toBe(true);
      }),
    );
    expect(boundsOf([])).toBeUndefined();
    expect(boundsOf([{ latitude: Number.NaN, longitude: 0 }])).toBeUndefined();
  });

  it('BEY-013: bounds around the destination are centred on it and hold every result', () => {
    const point = fc.record({
      // Within these, centre ± the farthest point stays inside the world (no clamping).
      latitude: fc.double({ min: -30, max: 30, noNaN: true }),
      longitude: fc.double({ min: -45, max: 45, noNaN: true }),
    });
    fc.assert(
      fc.property(point, fc.array(point, { minLength: 1, maxLength: 30 }), (centre, points) => {
        const bounds = boundsAround(centre, points)!;
        for (const p of points) expect(isInBounds(p, bounds)).toBe(true);
        expect((bounds.south + bounds.north) / 2).toBeCloseTo(centre.latitude, 6);
        expect((bounds.west + bounds.east) / 2).toBeCloseTo(centre.longitude, 6);
      }),
    );
    const lyon = { latitude: 45.76, longitude: 4.84 };
    const around = boundsAround(lyon, [{ latitude: 45.9, longitude: 4.5 }])!;
    expect([around.south, around.north, around.west, around.east].map((x) => x.toFixed(2))).toEqual(
      ['45.62', '45.90', '4.50', '5.18'],
    );
    expect(boundsAround(lyon, [])).toBeUndefined();
  });

  it('BEY-013: a default view per market and a closest fit zoom', () => {
    expect(Object.keys(MAP_DEFAULT_VIEW).sort()).toEqual(['BE', 'ES', 'FR', 'IT', 'NL']);
    expect(isInBounds(MAP_DEFAULT_VIEW.FR.center, france)).toBe(true);
    expect(MAP_FIT_MAX_ZOOM).toBeGreaterThan(MAP_DEFAULT_VIEW.FR.zoom);
  });
});
