import { describe, expect, it } from '@jest/globals';
import { criterionBarWidth, reviewScoreLabel, reviewWord } from './review';

describe('CRIT-090 review score label', () => {
  it('CRIT-090: one decimal with a decimal comma', () => {
    expect(reviewScoreLabel(8.6)).toEqual({ kind: 'score', score: 8.6, text: '8,6' });
    expect(reviewScoreLabel(8.56)).toEqual({ kind: 'score', score: 8.6, text: '8,6' });
    expect(reviewScoreLabel(9)).toEqual({ kind: 'score', score: 9, text: '9,0' });
    expect(reviewScoreLabel(12)).toEqual({ kind: 'score', score: 10, text: '10,0' });
  });

  it('CRIT-090: no score gives "New"', () => {
    expect(reviewScoreLabel(undefined)).toEqual({ kind: 'new' });
    expect(reviewScoreLabel(null)).toEqual({ kind: 'new' });
    expect(reviewScoreLabel(Number.NaN)).toEqual({ kind: 'new' });
    expect(reviewScoreLabel(0)).toEqual({ kind: 'new' });
  });
});

describe('CRIT-091 review word label', () => {
  const all = { allIncentive: true };

  it('CRIT-091 LEFT-031: 8 very good, 8.5 excellent, 9 fantastic, 9.5 perfect; below 8 none', () => {
    expect(reviewWord(6.9, all)).toBeUndefined();
    expect(reviewWord(7.5, all)).toBeUndefined();
    expect(reviewWord(8, all)).toBe('veryGood');
    expect(reviewWord(8.4, all)).toBe('veryGood');
    expect(reviewWord(8.5, all)).toBe('excellent');
    expect(reviewWord(9, all)).toBe('fantastic');
    expect(reviewWord(9.5, all)).toBe('perfect');
    expect(reviewWord(10, all)).toBe('perfect');
    expect(reviewWord(undefined, all)).toBeUndefined();
  });

  it('CRIT-091: without the all-incentive flag only 9 and up get a word', () => {
    const none = { allIncentive: false };
    expect(reviewWord(8.9, none)).toBeUndefined();
    expect(reviewWord(9, none)).toBe('fantastic');
    expect(reviewWord(9.6, none)).toBe('perfect');
  });

  it('CRIT-091: the word follows the one-decimal score shown', () => {
    expect(reviewWord(8.96, { allIncentive: false })).toBe('fantastic');
  });
});

describe('CRIT-092 criterion bar width', () => {
  it('CRIT-092: score × 10 percent, score 0–10', () => {
    expect(criterionBarWidth(7.5)).toBe(75);
    expect(criterionBarWidth(0)).toBe(0);
    expect(criterionBarWidth(10)).toBe(100);
    expect(criterionBarWidth(12)).toBe(100);
    expect(criterionBarWidth(-1)).toBe(0);
    expect(criterionBarWidth(Number.NaN)).toBe(0);
  });
});
