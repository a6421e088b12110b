import { addDays, type IsoDate } from '../dates';
import type { Locale } from '../market';
import { localDateTime } from '../dates';

/** CRIT-071: the locales of the calendar-shortcut experiment. */
export const CALENDAR_SHORTCUT_LOCALES = [
  'es_ES',
  'fr_FR',
  'fr_BE',
  'nl_BE',
] as const satisfies readonly Locale[];

/** CRIT-071..073: shortcut ids (their labels live in i18n). */
export type ShortcutId = 'thisWeekend' | 'nextWeekend' | 'mayDay' | 'ascension' | 'pentecost';

export interface DateShortcut {
  id: ShortcutId;
  checkin: IsoDate;
  checkout: IsoDate;
}

/** CRIT-073: the May 2024 campaign shortcuts and the locales that get each. */
export const MAY_2024_CAMPAIGNS: readonly (DateShortcut & { locales: readonly Locale[] })[] = [
  {
    id: 'mayDay',
    checkin: '2024-05-01',
    checkout: '2024-05-05',
    locales: CALENDAR_SHORTCUT_LOCALES,
  },
  {
    id: 'ascension',
    checkin: '2024-05-08',
    checkout: '2024-05-12',
    locales: ['fr_FR', 'fr_BE', 'nl_BE'],
  },
  {
    id: 'pentecost',
    checkin: '2024-05-17',
    checkout: '2024-05-19',
    locales: ['fr_FR', 'fr_BE', 'nl_BE'],
  },
];

/** Days since Monday (Monday 0 … Sunday 6). */
const daysSinceMonday = (date: IsoDate) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * CRIT-071, LEFT-032: Saturday to Sunday of the current Monday-start week (on Saturday: today to
 * Sunday); undefined on Sunday, when the shortcut is hidden.
 */
export function thisWeekend(today: IsoDate): DateShortcut | undefined {
  const offset = daysSinceMonday(today);
  if (offset === 6) return undefined;
  const saturday = addDays(today, 5 - offset);
  return { id: 'thisWeekend', checkin: saturday, checkout: addDays(saturday, 1) };
}

/** CRIT-072: Saturday to Sunday of the following Monday-start week. */
export function nextWeekend(today: IsoDate): DateShortcut {
  const saturday = addDays(today, 12 - daysSinceMonday(today));
  return { id: 'nextWeekend', checkin: saturday, checkout: addDays(saturday, 1) };
}

/**
 * CRIT-071..073: the shortcuts shown: none outside the experiment or its locales; otherwise this
 * weekend (not on Sunday), next weekend, then the May 2024 campaigns of the locale (es_ES only
 * 1–5 May) whose checkin is not before today. `now` is read in `timeZone`.
 */
export function calendarShortcuts(options: {
  locale: Locale;
  inExperiment: boolean;
  now: Date;
  timeZone?: string | undefined;
}): DateShortcut[] {
  const { locale } = options;
  if (!options.inExperiment || !(CALENDAR_SHORTCUT_LOCALES as readonly string[]).includes(locale)) {
    return [];
  }
  const today = localDateTime(options.now, options.timeZone).date;
  const weekend = thisWeekend(today);
  const campaigns = MAY_2024_CAMPAIGNS.filter(
    (campaign) => campaign.locales.includes(locale) && campaign.checkin >= today,
  ).map(({ id, checkin, checkout }) => ({ id, checkin, checkout }));
  return [...(weekend ? [weekend] : []), nextWeekend(today), ...campaigns];
}
