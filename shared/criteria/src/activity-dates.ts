import { addDays, daysBetween, isIsoDate, type IsoDate } from './dates';
import type { ActivityDay } from './hash/schema';

/** CRIT-027: an activity date selection, `activityId_date` (date `yyyy-MM-dd`). */
export type ActivityDateSelection = `${string}_${string}`;

/** CRIT-027: the selection of `date` for activity `activityId`. */
export function activityDateSelection(activityId: string, date: IsoDate): ActivityDateSelection {
  return `${activityId}_${date}`;
}

/** CRIT-027: the activity id of a selection, the part before the (first) underscore. */
export function activityIdOf(selection: string): string {
  const underscore = selection.indexOf('_');
  return underscore === -1 ? selection : selection.slice(0, underscore);
}

/** CRIT-027: the date part of a selection, after the first underscore; undefined when not a date. */
export function activityDateOf(selection: string): IsoDate | undefined {
  const date = selection.slice(activityIdOf(selection).length + 1);
  return isIsoDate(date) ? date : undefined;
}

/**
 * CRIT-028: adds `selection`, replacing (in place) an earlier selection of the same activity, so
 * each activity has at most one selection.
 */
export function selectActivityDate(selections: readonly string[], selection: string): string[] {
  const sameActivity = (earlier: string) => activityIdOf(earlier) === activityIdOf(selection);
  const index = selections.findIndex(sameActivity);
  if (index === -1) return [...selections, selection];
  return selections.flatMap((earlier, i) =>
    i === index ? [selection] : sameActivity(earlier) ? [] : [earlier],
  );
}

/** CRIT-029: hash activity days as dates: each activity id → checkin + (day − 1) days. */
export function activityDatesFromHash(
  days: readonly ActivityDay[],
  checkin: IsoDate,
): Record<string, IsoDate> {
  return Object.fromEntries(
    days.map(({ activityId, day }) => [activityId, addDays(checkin, day - 1)]),
  );
}

/**
 * CRIT-029: selections as hash activity days (day 1 = checkin); a selection without a date or
 * dated before checkin is left out.
 */
export function activityDaysFromSelections(
  selections: readonly string[],
  checkin: IsoDate,
): ActivityDay[] {
  return selections.flatMap((selection) => {
    const date = activityDateOf(selection);
    const day = date === undefined ? 0 : daysBetween(checkin, date) + 1;
    return day >= 1 ? [{ activityId: activityIdOf(selection), day }] : [];
  });
}
