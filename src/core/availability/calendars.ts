/**
 * Calendar conventions for turning an availability into downtime (design §2). Every period is
 * a whole number of seconds, so downtime = unavailability × period stays exact.
 */
export const PERIODS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type Period = (typeof PERIODS)[number];

export const CALENDAR_IDS = ['365d', 'gregorian', 'julian', '30d', '28d'] as const;
export type CalendarId = (typeof CALENDAR_IDS)[number];

export interface Calendar {
  readonly id: CalendarId;
  readonly name: string;
  /** How the month, quarter and year are defined, in one line. */
  readonly definition: string;
  /** Which well-known tables or tools use this convention. */
  readonly usedBy: string;
  /** Length of each period in seconds (integers). */
  readonly seconds: Readonly<Record<Period, number>>;
}

const DAY = 86_400;
const WEEK = 7 * DAY;

/** A calendar whose month and quarter are twelfths and quarters of its year. */
function yearBased(yearSeconds: number): Record<Period, number> {
  return {
    day: DAY,
    week: WEEK,
    month: yearSeconds / 12,
    quarter: yearSeconds / 4,
    year: yearSeconds,
  };
}

/** A rolling-window calendar: the month is the window, a quarter three windows, the year 365 d. */
function windowBased(windowDays: number): Record<Period, number> {
  return {
    day: DAY,
    week: WEEK,
    month: windowDays * DAY,
    quarter: 3 * windowDays * DAY,
    year: 365 * DAY,
  };
}

export const CALENDARS: Readonly<Record<CalendarId, Calendar>> = {
  '365d': {
    id: '365d',
    name: '365-day year',
    definition: 'year = 365 d (8,760 h); month = year/12 = 730 h; quarter = year/4',
    usedBy: 'The classic nines tables: 99.9% = 8.76 h per year and 43.8 min per month.',
    seconds: yearBased(365 * DAY),
  },
  gregorian: {
    id: 'gregorian',
    name: 'Gregorian year',
    definition: 'year = 365.2425 d (8,765.82 h); month = year/12 = 730.485 h; quarter = year/4',
    usedBy: 'Calculators that average over leap years: 99.9% = 8h 45m 56.95s per year.',
    seconds: yearBased(31_556_952),
  },
  julian: {
    id: 'julian',
    name: 'Julian year',
    definition: 'year = 365.25 d (8,766 h); month = year/12 = 730.5 h; quarter = year/4',
    usedBy:
      'Tables that take a 365.25-day year, such as the one in Wikipedia’s “High availability”.',
    seconds: yearBased(31_557_600),
  },
  '30d': {
    id: '30d',
    name: '30-day window',
    definition: 'month = 30 d rolling window; quarter = 90 d; year = 365 d',
    usedBy: 'The Google SRE book’s availability table (Appendix A): 99.9% = 43.2 min per month.',
    seconds: windowBased(30),
  },
  '28d': {
    id: '28d',
    name: '28-day window',
    definition: 'month = 28 d (four whole weeks) rolling window; quarter = 84 d; year = 365 d',
    usedBy: 'SLO windows of four whole weeks, so every window holds the same weekdays.',
    seconds: windowBased(28),
  },
};

export const DEFAULT_CALENDAR: CalendarId = '365d';

export function isCalendarId(text: string): text is CalendarId {
  return (CALENDAR_IDS as readonly string[]).includes(text);
}

export function isPeriod(text: string): text is Period {
  return (PERIODS as readonly string[]).includes(text);
}
