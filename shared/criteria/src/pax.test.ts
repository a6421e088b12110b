import { describe, expect, it } from '@jest/globals';
import {
  changePax,
  DEFAULT_PAX,
  isSingleRoom,
  PAX_BOUNDS,
  paxFromHash,
  paxToHash,
  STEPPER_DEFAULT_BOUNDS,
  stepTo,
  withSingleRoom,
} from './pax';

describe('CRIT-009 guest model ↔ short address keys', () => {
  it('CRIT-009: {adult, child, baby, singleRoom} ↔ a, c, b, s', () => {
    expect(paxToHash({ adult: 3, child: 1, baby: 2 })).toEqual({ a: 3, c: 1, b: 2, s: true });
    expect(paxFromHash({ a: 3, c: 1, b: 2 })).toEqual({
      adult: 3,
      child: 1,
      baby: 2,
      singleRoom: true,
    });
    expect(paxFromHash(paxToHash(DEFAULT_PAX))).toEqual(DEFAULT_PAX);
  });
});

describe('CRIT-020 guest bounds', () => {
  it('CRIT-020: adults 1–20, children 0–10, babies 0–10', () => {
    expect(PAX_BOUNDS).toEqual({
      adult: { min: 1, max: 20 },
      child: { min: 0, max: 10 },
      baby: { min: 0, max: 10 },
    });
  });

  it('CRIT-020: a change within the range applies', () => {
    expect(changePax(DEFAULT_PAX, 'adult', 20).adult).toBe(20);
    expect(changePax(DEFAULT_PAX, 'adult', 1).adult).toBe(1);
    expect(changePax(DEFAULT_PAX, 'baby', 10).baby).toBe(10);
  });

  it('CRIT-020: a change that would leave the range is ignored', () => {
    expect(changePax(DEFAULT_PAX, 'adult', 0)).toEqual(DEFAULT_PAX);
    expect(changePax(DEFAULT_PAX, 'adult', 21)).toEqual(DEFAULT_PAX);
    expect(changePax(DEFAULT_PAX, 'child', -1)).toEqual(DEFAULT_PAX);
    expect(changePax(DEFAULT_PAX, 'child', 11)).toEqual(DEFAULT_PAX);
    expect(changePax(DEFAULT_PAX, 'baby', 1.5)).toEqual(DEFAULT_PAX);
  });
});

describe('CRIT-021 stepper default bounds', () => {
  it('CRIT-021: 1–20 by default', () => {
    expect(STEPPER_DEFAULT_BOUNDS).toEqual({ min: 1, max: 20 });
    expect(stepTo(5, 0)).toBe(5);
    expect(stepTo(5, 20)).toBe(20);
    expect(stepTo(20, 21)).toBe(20);
    expect(stepTo(1, 2, { min: 1, max: 2 })).toBe(2);
  });
});

describe('CRIT-022 single-room flag', () => {
  it('CRIT-022: true when any child or baby is present, otherwise false', () => {
    expect(isSingleRoom({ child: 0, baby: 0 })).toBe(false);
    expect(isSingleRoom({ child: 1, baby: 0 })).toBe(true);
    expect(isSingleRoom({ child: 0, baby: 1 })).toBe(true);
  });

  it('CRIT-022: follows every pax change', () => {
    const withChild = changePax(DEFAULT_PAX, 'child', 1);
    expect(withChild.singleRoom).toBe(true);
    expect(changePax(withChild, 'child', 0).singleRoom).toBe(false);
    expect(withSingleRoom({ a: 2, b: 1, c: 0, s: false }).s).toBe(true);
  });
});
