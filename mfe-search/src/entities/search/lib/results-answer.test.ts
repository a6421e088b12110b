import { describe, expect, it } from '@jest/globals';
import { isResultsAnswer } from './results-answer';

describe('isResultsAnswer (ADR 0014)', () => {
  it('accepts a list of cards with ids and labels and a count; refuses anything else', () => {
    expect(isResultsAnswer({ exactMatch: [{ id: 1, label: 'A' }], resultsCount: 1 })).toBe(true);
    expect(isResultsAnswer({ exactMatch: [], resultsCount: 0 })).toBe(true);
    for (const bad of [
      null,
      'text',
      [],
      { exactMatch: {}, resultsCount: 1 },
      { exactMatch: [{ id: '1', label: 'A' }], resultsCount: 1 },
      { exactMatch: [{ id: 1 }], resultsCount: 1 },
      { exactMatch: [null], resultsCount: 1 },
      { exactMatch: [], resultsCount: -1 },
      { exactMatch: [], resultsCount: 1.5 },
      { exactMatch: [] },
    ])
      expect(isResultsAnswer(bad)).toBe(false);
  });
});
