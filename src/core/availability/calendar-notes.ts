import type { Parsed } from '../input/parsed';
import type { Calendar, CalendarId } from './calendars';

/** What the panels say about each calendar (kept out of the first load with the calendars' data). */
export interface CalendarNote {
  /** How the month, quarter and year are defined, in one line. */
  readonly definition: string;
  /** Which well-known tables or tools use this convention. */
  readonly usedBy: string;
}

export const CALENDAR_NOTES: Readonly<Record<CalendarId, CalendarNote>> = {
  '365d': {
    definition: 'year = 365 d (8,760 h); month = year/12 = 730 h; quarter = year/4',
    usedBy: 'The classic nines tables: 99.9% = 8.76 h per year and 43.8 min per month.',
  },
  gregorian: {
    definition: 'year = 365.2425 d (8,765.82 h); month = year/12 = 730.485 h; quarter = year/4',
    usedBy: 'Calculators that average over leap years: 99.9% = 8h 45m 56.95s per year.',
  },
  julian: {
    definition: 'year = 365.25 d (8,766 h); month = year/12 = 730.5 h; quarter = year/4',
    usedBy:
      'Tables that take a 365.25-day year, such as the one in Wikipedia’s “High availability”.',
  },
  '30d': {
    definition: 'month = 30 d rolling window; quarter = 90 d; year = 365 d',
    usedBy: 'The Google SRE book’s availability table (Appendix A): 99.9% = 43.2 min per month.',
  },
  '28d': {
    definition: 'month = 28 d (four whole weeks) rolling window; quarter = 84 d; year = 365 d',
    usedBy: 'SLO windows of four whole weeks, so every window holds the same weekdays.',
  },
};

/** The hint under a calendar field: how the chosen calendar defines its periods. */
export function calendarHint(calendar: Parsed<Calendar>): string | undefined {
  return calendar.ok ? CALENDAR_NOTES[calendar.value.id].definition : undefined;
}
