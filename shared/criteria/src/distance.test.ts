import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import {
  ACTIVITY_DESTINATION_RADIUS_KM,
  activityDestinationArea,
  clampDistance,
  clampDistanceRange,
  DEFAULT_DISTANCE_CHOICE,
  defaultDistance,
  DISTANCE_CHOICES,
  DISTANCE_SLIDER_BOUNDS,
  DISTANCE_SLIDER_STEP,
  distanceChoiceOf,
  distanceOfChoice,
  LESS_THAN_TWO_HOURS,
} from './distance';

describe('CRIT-037 distance slider', () => {
  it('CRIT-037, LEFT-012: values clamp to the 0–300 km slider, step 1', () => {
    expect(DISTANCE_SLIDER_BOUNDS).toEqual({ min: 0, max: 300 });
    expect(DISTANCE_SLIDER_STEP).toBe(1);
    expect(clampDistance(-5)).toBe(0);
    expect(clampDistance(450)).toBe(300);
    expect(clampDistance(120.6)).toBe(121);
    expect(clampDistance(Number.POSITIVE_INFINITY)).toBe(300);
    expect(clampDistance(Number.NaN)).toBe(0);
    expect(clampDistanceRange({ min: 250, max: 20 }, { min: 10, max: 200 })).toEqual({
      min: 20,
      max: 200,
    });
  });

  it('CRIT-037 property: a clamped range is ordered and within bounds', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (a, b) => {
        const range = clampDistanceRange({ min: a, max: b });
        expect(range.min).toBeLessThanOrEqual(range.max);
        expect(range.min).toBeGreaterThanOrEqual(0);
        expect(range.max).toBeLessThanOrEqual(300);
      }),
    );
  });
});

describe('CRIT-039 distance choices', () => {
  it('CRIT-039: choices 100, 200 (default) and 300 km', () => {
    expect(DISTANCE_CHOICES).toEqual([100, 200, 300]);
    expect(DEFAULT_DISTANCE_CHOICE).toBe(200);
    expect(distanceChoiceOf({ distanceMin: 0, distanceMax: 300 })).toBe(300);
    expect(distanceChoiceOf({ distanceMin: 0, distanceMax: 150 })).toBe(200);
    expect(distanceOfChoice(100)).toEqual({ distanceMin: 0, distanceMax: 100 });
  });

  it("CRIT-039: with no distance set 'less than 2h' is the default choice", () => {
    expect(distanceChoiceOf({})).toBe(LESS_THAN_TWO_HOURS);
    expect(distanceOfChoice(LESS_THAN_TWO_HOURS)).toEqual({
      distanceMin: undefined,
      distanceMax: undefined,
    });
  });

  it('CRIT-039 LEFT-011: no distance in a general search, 0–200 km around a city', () => {
    expect(defaultDistance(false)).toEqual({ distanceMin: undefined, distanceMax: undefined });
    expect(defaultDistance(true)).toEqual({ distanceMin: 0, distanceMax: 200 });
  });
});

describe('CRIT-040 activity destination radius', () => {
  it('CRIT-040: an activity destination search covers 30 km around the city', () => {
    expect(ACTIVITY_DESTINATION_RADIUS_KM).toBe(30);
    expect(activityDestinationArea({ latitude: 45.76, longitude: 4.83 })).toEqual({
      lat: 45.76,
      lng: 4.83,
      distanceMin: 0,
      distanceMax: 30,
    });
  });
});
