import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_MAX_STRESS_MESSAGES,
  nextStressIndex,
  roomsLeft,
  rotatesStressMessages,
  SCARCITY_MAX_ROOMS,
  visibleStressMessages,
} from './scarcity';

describe('CRIT-088 scarcity', () => {
  it('CRIT-088: "rooms left" only with 3 rooms or fewer', () => {
    expect(SCARCITY_MAX_ROOMS).toBe(3);
    expect(roomsLeft(3)).toBe(3);
    expect(roomsLeft(1)).toBe(1);
    expect(roomsLeft(4)).toBeUndefined();
    expect(roomsLeft(0)).toBeUndefined();
    expect(roomsLeft(undefined)).toBeUndefined();
  });
});

describe('CRIT-089 stress messages', () => {
  it('CRIT-089: at most 2 by default, configurable', () => {
    expect(DEFAULT_MAX_STRESS_MESSAGES).toBe(2);
    expect(visibleStressMessages(['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(visibleStressMessages(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c']);
    expect(visibleStressMessages(['a'], -1)).toEqual([]);
  });

  it('CRIT-089: the list rotates when there are several badges', () => {
    expect(rotatesStressMessages(1)).toBe(false);
    expect(rotatesStressMessages(2)).toBe(true);
    expect(nextStressIndex(0, 2)).toBe(1);
    expect(nextStressIndex(1, 2)).toBe(0);
    expect(nextStressIndex(0, 0)).toBe(0);
  });

  it('CRIT-089 property: never more than the maximum, the rotation index stays in range', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.nat(5), fc.nat(20), (messages, max, current) => {
        const shown = visibleStressMessages(messages, max);
        expect(shown.length).toBeLessThanOrEqual(max);
        if (shown.length > 0) {
          const next = nextStressIndex(current, shown.length);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(shown.length);
        }
      }),
    );
  });
});
