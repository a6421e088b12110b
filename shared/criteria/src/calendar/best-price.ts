import { addDays, type IsoDate } from '../dates';
import type { Availability } from './selection';

/** The date of each night of a stay: checkin, checkin + 1, … (nights dates). */
function nightsOf(checkin: IsoDate, nights: number): IsoDate[] {
  return Array.from({ length: Math.max(0, Math.floor(nights)) }, (_, i) => addDays(checkin, i));
}

/** CRIT-069: true only when every night of the stay (at least one) is flagged best of the month. */
export function isBestPrice(availability: Availability, checkin: IsoDate, nights: number): boolean {
  const dates = nightsOf(checkin, nights);
  return (
    dates.length > 0 && dates.every((date) => availability[date]?.bestPriceOfTheMonth === true)
  );
}

/** The promo values of the availability days of month `yyyy-MM` (a missing promo counts as 0). */
function monthPromos(availability: Availability, month: string): number[] {
  return Object.entries(availability).flatMap(([date, day]) =>
    date.startsWith(`${month}-`) && day ? [day.promo ?? 0] : [],
  );
}

/**
 * CRIT-070: true only when every night's promo is at least the maximum promo of that night's
 * month and that month shows more than one distinct promo value.
 */
export function isBestPromo(availability: Availability, checkin: IsoDate, nights: number): boolean {
  const dates = nightsOf(checkin, nights);
  return (
    dates.length > 0 &&
    dates.every((date) => {
      const promo = availability[date]?.promo;
      if (promo === undefined) return false;
      const promos = monthPromos(availability, date.slice(0, 7));
      return new Set(promos).size > 1 && promo >= Math.max(...promos);
    })
  );
}
