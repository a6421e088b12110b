import { firstBookableCheckin, marketClock, quoteStay } from '.';
import { describe, expect, it } from '@jest/globals';

describe('the catalogue: markets clock and stay price', () => {
  const day = { nights: 2, availability: { priceCents: 15_000, minLos: 1, availableRooms: 2 } };
  const stay = {
    checkinDate: '2026-06-12',
    checkoutDate: '2026-06-14',
    adults: 2,
    children: 1,
    babies: 1,
    activityDaySelections: ['12_2026-06-13'],
  };
  const now = new Date('2026-06-01T08:00:00Z');

  it('§9: the markets read Paris time; today is unselectable from 20:00', () => {
    expect(marketClock(new Date('2026-06-01T22:30:00Z'))).toEqual({ today: '2026-06-02', hour: 0 });
    expect(firstBookableCheckin(new Date('2026-06-01T17:59:00Z'))).toBe('2026-06-01');
    expect(firstBookableCheckin(new Date('2026-06-01T18:00:00Z'))).toBe('2026-06-02');
  });

  it('API-035: adults and children pay the per-person package price, babies stay free', () => {
    expect(quoteStay(stay, day, now)).toEqual({
      ok: true,
      quote: {
        nights: 2,
        unitPriceCents: 15_000,
        payingGuests: 3,
        roomsNeeded: 1,
        amountCents: 45_000,
      },
    });
  });

  it('§4.3, §5: refuses rooms, minLos, activity dates outside the stay and pax out of bounds', () => {
    const refusal = (result: ReturnType<typeof quoteStay>) => (result.ok ? null : result.refusal);
    expect(refusal(quoteStay({ ...stay, adults: 5 }, day, now))).toMatchObject({
      kind: 'not_bookable',
      message: '3 room(s) needed, 2 left on 2026-06-12',
    });
    expect(
      refusal(quoteStay(stay, { ...day, availability: { ...day.availability, minLos: 3 } }, now)),
    ).toMatchObject({ kind: 'not_bookable' });
    expect(
      refusal(quoteStay({ ...stay, activityDaySelections: ['12_2026-06-20'] }, day, now)),
    ).toMatchObject({ kind: 'invalid', field: 'activityDaySelections' });
    expect(refusal(quoteStay({ ...stay, babies: 11 }, day, now))).toMatchObject({
      kind: 'invalid',
      field: 'pax.numberOfBabies',
    });
    expect(refusal(quoteStay(stay, { ...day, availability: undefined }, now))?.message).toMatch(
      /^PACKAGE_NOT_AVAILABLE_CHECKIN/,
    );
  });
});
