/** The markets' clock shared by the product pages, checkout and gifting. */
import { addDays, type IsoDate, localDateTime, MARKET_TIME_ZONE } from '@shop/criteria';

/** §9: today becomes unselectable from 20:00. */
export const SAME_DAY_CUTOFF_HOUR = 20;

/** Today's date and hour in the markets' time zone. */
export function marketClock(now: Date): { today: IsoDate; hour: number } {
  const { date, hour } = localDateTime(now, MARKET_TIME_ZONE);
  return { today: date, hour };
}

/** The first check-in date still bookable at `now`: today before 20:00, else tomorrow. */
export function firstBookableCheckin(now: Date): IsoDate {
  const { today, hour } = marketClock(now);
  return hour < SAME_DAY_CUTOFF_HOUR ? today : addDays(today, 1);
}
