import {
  assignExperiments,
  CONTROL_EXPERIMENTS,
  EXPERIMENTS,
  parseExperimentOverrides,
  validVisitorId,
} from './experiments';
import { describe, expect, it } from '@jest/globals';

describe('SHELL-055 experiments per visitor', () => {
  it('assigns the same variations to the same visitor', () => {
    expect(assignExperiments('visitor-123456')).toEqual(assignExperiments('visitor-123456'));
  });

  it('splits visitors roughly in half for every experiment', () => {
    for (const name of EXPERIMENTS) {
      let variation = 0;
      for (let index = 0; index < 1000; index += 1)
        if (assignExperiments(`visitor-${index}-abcdef`)[name] === 'variation') variation += 1;
      expect(variation).toBeGreaterThan(400);
      expect(variation).toBeLessThan(600);
    }
  });

  it('lets ?experiments= force variations and ignores unknown or malformed entries', () => {
    expect(
      parseExperimentOverrides(
        '?experiments=autoDiscount:variation,nope:variation,calendarShortcuts:x',
      ),
    ).toEqual({ autoDiscount: 'variation' });
    const forced = assignExperiments('visitor-1', '?experiments=enforceSearchDates:control');
    expect(forced.enforceSearchDates).toBe('control');
    expect(parseExperimentOverrides('?experiments=%E0%A4%A')).toEqual({});
  });

  it('keeps everyone in control before assignment', () => {
    expect(Object.values(CONTROL_EXPERIMENTS).every((value) => value === 'control')).toBe(true);
  });

  it('accepts only well-formed visitor ids', () => {
    expect(validVisitorId('0b7c7e0e-8f7a-4f4b-9c54-1a2b3c4d5e6f')).toBeDefined();
    expect(validVisitorId('<script>')).toBeUndefined();
    expect(validVisitorId(undefined)).toBeUndefined();
  });
});
