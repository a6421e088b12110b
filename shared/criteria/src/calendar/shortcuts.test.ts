import { describe, expect, it } from '@jest/globals';
import {
  CALENDAR_SHORTCUT_LOCALES,
  calendarShortcuts,
  MAY_2024_CAMPAIGNS,
  nextWeekend,
  thisWeekend,
} from './shortcuts';

const TZ = 'Europe/Paris';
/** Noon in Paris on a date (summer time). */
const at = (date: string) => new Date(`${date}T10:00:00Z`);
const ids = (date: string, locale: 'fr_FR' | 'es_ES' | 'nl_NL' = 'fr_FR', inExperiment = true) =>
  calendarShortcuts({ locale, inExperiment, now: at(date), timeZone: TZ }).map((s) => s.id);

describe('CRIT-071 this weekend and the experiment', () => {
  it('CRIT-071 LEFT-032: Saturday–Sunday of the current week; on Saturday today to Sunday', () => {
    // 2024-04-24 is a Wednesday.
    expect(thisWeekend('2024-04-24')).toEqual({
      id: 'thisWeekend',
      checkin: '2024-04-27',
      checkout: '2024-04-28',
    });
    expect(thisWeekend('2024-04-22')?.checkin).toBe('2024-04-27');
    expect(thisWeekend('2024-04-27')).toEqual({
      id: 'thisWeekend',
      checkin: '2024-04-27',
      checkout: '2024-04-28',
    });
  });

  it('CRIT-071: "this weekend" is hidden on Sundays', () => {
    expect(thisWeekend('2024-04-28')).toBeUndefined();
    expect(ids('2024-04-28')).not.toContain('thisWeekend');
    expect(ids('2024-04-27')).toContain('thisWeekend');
  });

  it('CRIT-071: shortcuts exist only in the experiment for es_ES, fr_FR, fr_BE, nl_BE', () => {
    expect(CALENDAR_SHORTCUT_LOCALES).toEqual(['es_ES', 'fr_FR', 'fr_BE', 'nl_BE']);
    expect(ids('2024-04-24', 'nl_NL')).toEqual([]);
    expect(ids('2024-04-24', 'fr_FR', false)).toEqual([]);
    expect(ids('2030-04-24', 'fr_FR')).toEqual(['thisWeekend', 'nextWeekend']);
  });

  it('CRIT-071: "today" is read in the given time zone', () => {
    // Sunday 2024-04-28 00:30 in Paris is still Saturday in UTC.
    const now = new Date('2024-04-27T22:30:00Z');
    const shown = (timeZone: string) =>
      calendarShortcuts({ locale: 'fr_FR', inExperiment: true, now, timeZone }).map((s) => s.id);
    expect(shown(TZ)).not.toContain('thisWeekend');
    expect(shown('UTC')).toContain('thisWeekend');
  });
});

describe('CRIT-072 next weekend', () => {
  it('CRIT-072: Saturday–Sunday of the following Monday-start week', () => {
    expect(nextWeekend('2024-04-24')).toEqual({
      id: 'nextWeekend',
      checkin: '2024-05-04',
      checkout: '2024-05-05',
    });
    expect(nextWeekend('2024-04-22').checkin).toBe('2024-05-04');
    // On Sunday the following week starts the next day.
    expect(nextWeekend('2024-04-28').checkin).toBe('2024-05-04');
    expect(nextWeekend('2024-04-29').checkin).toBe('2024-05-11');
  });
});

describe('CRIT-073 May 2024 campaigns', () => {
  it('CRIT-073: 1–5 May, Ascension 8–12 May, Pentecost 17–19 May', () => {
    expect(MAY_2024_CAMPAIGNS.map(({ id, checkin, checkout }) => [id, checkin, checkout])).toEqual([
      ['mayDay', '2024-05-01', '2024-05-05'],
      ['ascension', '2024-05-08', '2024-05-12'],
      ['pentecost', '2024-05-17', '2024-05-19'],
    ]);
    expect(ids('2024-04-24')).toEqual([
      'thisWeekend',
      'nextWeekend',
      'mayDay',
      'ascension',
      'pentecost',
    ]);
  });

  it('CRIT-073: Spain gets only 1–5 May', () => {
    expect(ids('2024-04-24', 'es_ES')).toEqual(['thisWeekend', 'nextWeekend', 'mayDay']);
  });

  it('CRIT-073: a campaign whose checkin has passed is not offered', () => {
    expect(ids('2024-05-09')).toEqual(['thisWeekend', 'nextWeekend', 'pentecost']);
  });
});
