import { describe, expect, it } from 'vitest';
import {
  CALENDARS,
  CALENDAR_IDS,
  PERIODS,
  isCalendarId,
  isPeriod,
} from '@/core/availability/calendars';

describe('CALENDARS, isCalendarId and isPeriod', () => {
  it('has whole-second periods: 365 d = 31,536,000 s; a Gregorian month = 2,629,746 s', () => {
    expect(CALENDARS['365d'].seconds).toEqual({
      day: 86_400,
      week: 604_800,
      month: 2_628_000,
      quarter: 7_884_000,
      year: 31_536_000,
    });
    expect(CALENDARS.gregorian.seconds.month).toBe(2_629_746);
    expect(CALENDARS.julian.seconds.quarter).toBe(7_889_400);
    expect(CALENDARS['30d'].seconds).toEqual({
      day: 86_400,
      week: 604_800,
      month: 2_592_000,
      quarter: 7_776_000,
      year: 31_536_000,
    });
    expect(CALENDARS['28d'].seconds.quarter).toBe(84 * 86_400);
  });

  it('knows its ids and periods and nothing else', () => {
    expect(isCalendarId('julian')).toBe(true);
    expect(isCalendarId('Julian')).toBe(false);
    expect(isPeriod('quarter')).toBe(true);
    expect(isPeriod('fortnight')).toBe(false);
  });
});

describe('every calendar', () => {
  it('every period is a whole number of seconds and the periods are ordered', () => {
    for (const id of CALENDAR_IDS) {
      const s = CALENDARS[id].seconds;
      for (const p of PERIODS) expect(Number.isInteger(s[p])).toBe(true);
      expect(s.day < s.week && s.week < s.month && s.month < s.quarter && s.quarter < s.year).toBe(
        true,
      );
    }
  });
});
