/** The markets' clock and calendar arithmetic shared by the product pages, checkout and gifting. */
import { addDays, type IsoDate } from '@shop/criteria';

/** The markets' clock: every point of sale lives on Central European time. */
const MARKET_TIME_ZONE = 'Europe/Paris';
/** §9: today becomes unselectable from 20:00. */
export const SAME_DAY_CUTOFF_HOUR = 20;

/** Today's date and hour in the markets' time zone. */
export function marketClock(now: Date): { today: IsoDate; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { today: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** The first check-in date still bookable at `now`: today before 20:00, else tomorrow. */
export function firstBookableCheckin(now: Date): IsoDate {
  const { today, hour } = marketClock(now);
  return hour < SAME_DAY_CUTOFF_HOUR ? today : addDays(today, 1);
}

/** The date `months` calendar months after `date`, on the last day when the month is shorter. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}
