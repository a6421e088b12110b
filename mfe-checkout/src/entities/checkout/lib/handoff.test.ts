import { describe, expect, it } from '@jest/globals';
import { readStayHandoff } from './handoff';

const TODAY = '2026-11-26';

describe('the booking summary hand-off address (LEFT-003, BEY-001)', () => {
  it('LEFT-003: reads what the product page writes: dates, guests and activity days', () => {
    const reading = readStayHandoff(
      '812',
      '#checkin=2026-12-18&checkout=2026-12-20&nights=2&a=3&c=1&b=1&activityDates=spa_2&productId=812',
      TODAY,
    );
    expect(reading).toEqual({
      ok: true,
      stay: {
        productId: 812,
        checkin: '2026-12-18',
        checkout: '2026-12-20',
        nights: 2,
        adults: 3,
        children: 1,
        babies: 1,
        activitySelections: ['spa_2026-12-19'],
      },
    });
  });

  it('BEY-001: pax default to 2/0/0 and the check-out follows from the nights', () => {
    const reading = readStayHandoff('5', 'checkin=2026-12-18&nights=1', TODAY);
    expect(reading).toMatchObject({
      ok: true,
      stay: { checkout: '2026-12-19', adults: 2, children: 0, babies: 0 },
    });
  });

  it('BEY-001: a stale or tampered address names its problem, never throws', () => {
    expect(readStayHandoff('abc', 'checkin=2026-12-18&nights=1', TODAY)).toEqual({
      ok: false,
      problem: 'product',
    });
    expect(readStayHandoff('5', 'checkin=2026-12-18&nights=1&productId=6', TODAY)).toMatchObject({
      problem: 'product',
    });
    expect(readStayHandoff('5', 'a=2', TODAY)).toMatchObject({ problem: 'dates' });
    expect(
      readStayHandoff('5', 'checkin=2026-12-18&checkout=2026-12-25&nights=1', TODAY),
    ).toMatchObject({ problem: 'dates' });
    expect(readStayHandoff('5', 'checkin=2026-11-20&nights=1', TODAY)).toMatchObject({
      problem: 'past',
    });
    expect(
      readStayHandoff('5', 'checkin=2026-12-18&nights=1&activityDates=x_9', TODAY),
    ).toMatchObject({ problem: 'activityDates' });
    expect(readStayHandoff('5', 'checkin=2026-02-31&nights=%00&a=999', TODAY)).toMatchObject({
      ok: false,
    });
  });
});
