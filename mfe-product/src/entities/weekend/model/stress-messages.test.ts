import { describe, expect, it } from '@jest/globals';
import { stressMessages } from './stress-messages';

const NONE = {
  lastMinute: false,
  availableRooms: null,
  marketingLabels: [],
  targetedLabel: null,
} as const;

describe('PROD-016 stress badges', () => {
  it('PROD-016: one badge per field, in the order lastMinute, rooms left, marketing, targeted', () => {
    expect(stressMessages({ ...NONE, lastMinute: true })).toEqual([{ kind: 'lastMinute' }]);
    expect(stressMessages({ ...NONE, availableRooms: 2 })).toEqual([
      { kind: 'roomsLeft', count: 2 },
    ]);
    expect(stressMessages({ ...NONE, marketingLabels: ['NEW'] })).toEqual([
      { kind: 'marketing', label: 'NEW' },
    ]);
    expect(stressMessages({ ...NONE, targetedLabel: 'FAMILY' })).toEqual([
      { kind: 'targeted', label: 'FAMILY' },
    ]);
    expect(
      stressMessages(
        {
          lastMinute: true,
          availableRooms: 1,
          marketingLabels: ['BEST_SELLER'],
          targetedLabel: 'FAMILY',
        },
        4,
      ).map((message) => message.kind),
    ).toEqual(['lastMinute', 'roomsLeft', 'marketing', 'targeted']);
  });

  it('PROD-016: "rooms left" only at 3 rooms or fewer', () => {
    expect(stressMessages({ ...NONE, availableRooms: 3 })).toEqual([
      { kind: 'roomsLeft', count: 3 },
    ]);
    expect(stressMessages({ ...NONE, availableRooms: 4 })).toEqual([]);
    expect(stressMessages({ ...NONE, availableRooms: 0 })).toEqual([]);
  });

  it('PROD-016: at most 2 badges by default', () => {
    const messages = stressMessages({
      lastMinute: true,
      availableRooms: 1,
      marketingLabels: ['BEST_SELLER', 'NEW'],
      targetedLabel: 'FAMILY',
    });
    expect(messages).toEqual([{ kind: 'lastMinute' }, { kind: 'roomsLeft', count: 1 }]);
  });

  it('PROD-016: a marketing code without copy is left out', () => {
    expect(stressMessages({ ...NONE, marketingLabels: ['SOMETHING_ELSE', 'NEW'] })).toEqual([
      { kind: 'marketing', label: 'NEW' },
    ]);
  });
});
