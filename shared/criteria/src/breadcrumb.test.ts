import { describe, expect, it } from '@jest/globals';
import { breadcrumbEntries } from './breadcrumb';

describe('CRIT-095 breadcrumb', () => {
  const items = ['Home', 'France', 'Provence', 'Hotel'];

  it('CRIT-095: short mode with more than 2 items collapses the middle ones', () => {
    expect(breadcrumbEntries(items, { short: true, expanded: false })).toEqual([
      { kind: 'item', item: 'Home' },
      { kind: 'collapsed', count: 2 },
      { kind: 'item', item: 'Hotel' },
    ]);
  });

  it('CRIT-095: expanded (after a click), not short, or 2 items or fewer shows every item', () => {
    const all = items.map((item) => ({ kind: 'item', item }));
    expect(breadcrumbEntries(items, { short: true, expanded: true })).toEqual(all);
    expect(breadcrumbEntries(items, { short: false, expanded: false })).toEqual(all);
    expect(breadcrumbEntries(['a', 'b'], { short: true, expanded: false })).toHaveLength(2);
    expect(breadcrumbEntries([], { short: true, expanded: false })).toEqual([]);
  });
});
