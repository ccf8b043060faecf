/**
 * Calendar conventions for turning an availability into downtime (docs/models.md). Every period is
 * a whole number of seconds, so downtime = unavailability × period stays exact.
 */
export const PERIODS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type Period = (typeof PERIODS)[number];

export const CALENDAR_IDS = ['365d', 'gregorian', 'julian', '30d', '28d'] as const;
export type CalendarId = (typeof CALENDAR_IDS)[number];

export interface Calendar {
  readonly id: CalendarId;
  readonly name: string;
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
    seconds: yearBased(365 * DAY),
  },
  gregorian: {
    id: 'gregorian',
    name: 'Gregorian year',
    seconds: yearBased(31_556_952),
  },
  julian: {
    id: 'julian',
    name: 'Julian year',
    seconds: yearBased(31_557_600),
  },
  '30d': {
    id: '30d',
    name: '30-day window',
    seconds: windowBased(30),
  },
  '28d': {
    id: '28d',
    name: '28-day window',
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
