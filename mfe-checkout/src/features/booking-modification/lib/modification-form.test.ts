import { fixture } from '@shop/api-contract/fixture';
import { orderSummarySchema } from '@shop/api-contract';
import { describe, expect, it } from '@jest/globals';
import { ORDER } from '../../../test/orders';
import { draftOf, quoteRequestOf } from './modification-form';

const stay = fixture(orderSummarySchema, ORDER).stay!;

describe('CHK-027..031: the modification form', () => {
  it('CHK-031: a new check-in keeps the package nights and drops the old activity days', () => {
    const draft = { ...draftOf(stay, false), checkinDate: '2026-12-19' };
    expect(quoteRequestOf(stay, draft, '2026-11-26')).toEqual({
      travelPeriod: { checkinDate: '2026-12-19', checkoutDate: '2026-12-21' },
      pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
      activityDaySelections: [],
      insuranceItem: false,
    });
  });

  it('CHK-030: the insurance variant is asked for when the customer keeps the insurance', () => {
    const request = quoteRequestOf(stay, { ...draftOf(stay, true), adults: 3 }, '2026-11-26');
    expect(request?.insuranceItem).toBe(true);
    expect(request?.pax.numberOfAdults).toBe(3);
    expect(request?.activityDaySelections).toEqual(stay.activityDaySelections);
  });

  it('CHK-031: a past or malformed day sends nothing; travellers stay within bounds', () => {
    expect(
      quoteRequestOf(stay, { ...draftOf(stay, false), checkinDate: '2026-11-25' }, '2026-11-26'),
    ).toBeNull();
    expect(
      quoteRequestOf(stay, { ...draftOf(stay, false), checkinDate: '2026-02-30' }, '2026-01-01'),
    ).toBeNull();
    const wild = { ...draftOf(stay, false), adults: 99, children: -3, babies: Number.NaN };
    expect(quoteRequestOf(stay, wild, '2026-11-26')?.pax).toEqual({
      numberOfAdults: 20,
      numberOfChildren: 0,
      numberOfBabies: 0,
    });
  });
});
