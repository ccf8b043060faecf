import { describe, expect, it } from 'vitest';
import { calendarHint } from '@/core/availability/calendar-notes';
import { CALENDARS, isCalendarId, isPeriod } from '@/core/availability/calendars';
import { availability, nines } from '@/core/availability/downtime';
import { NINES_FIELDS, availabilityField, calendarField } from '@/core/availability/fields';
import {
  parseAvailabilityPercent,
  parseCalendar,
  parseDowntimeSeconds,
  parsePeriod,
} from '@/core/availability/parse';
import { rational } from '@/core/exact/rational';

const field = (key: string) => NINES_FIELDS.find((f) => f.key === key)!;

describe('calendars by hand', () => {
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

describe('parseCalendar and parsePeriod', () => {
  it('read the listed words and explain the rest', () => {
    expect(parseCalendar('28d')).toEqual({ ok: true, value: CALENDARS['28d'] });
    expect(parseCalendar('360d')).toEqual({
      ok: false,
      error: '“360d” is not a calendar this tool knows: choose one from the list.',
    });
    expect(parsePeriod('week')).toEqual({ ok: true, value: 'week' });
    expect(parsePeriod('hour')).toEqual({
      ok: false,
      error: '“hour” is not a period: use day, week, month, quarter or year.',
    });
  });
});

describe('calendarHint', () => {
  it('is the chosen calendar’s definition, and nothing for a bad calendar', () => {
    expect(calendarHint(parseCalendar('30d'))).toBe(
      'month = 30 d rolling window; quarter = 90 d; year = 365 d',
    );
    expect(calendarHint(parseCalendar('nope'))).toBeUndefined();
  });
});

describe('nines and availability', () => {
  it('nines is infinite only at u = 0 and −log10(u) otherwise', () => {
    expect(nines(rational(0n))).toBe(Number.POSITIVE_INFINITY);
    expect(nines(rational(1n, 1000n))).toBe(3);
    expect(nines(rational(5n, 10_000n))).toBeCloseTo(3.30103, 5);
  });

  it('availability is 1 − u exactly', () => {
    expect(availability(rational(1n, 10_000n))).toEqual(rational(9999n, 10_000n));
  });
});

describe('the Nines fields', () => {
  it('read availability in percent, with a % sign, into u', () => {
    expect(field('a').parse('99.9 %')).toEqual({ ok: true, value: rational(1n, 1000n) });
    const f = availabilityField('b', '99', { label: 'L', doc: 'D', hint: 'H' });
    expect(f.kind).toBe('percent');
    expect(f.unit).toBe('%');
    expect(f.values).toBe('decimal text, 0 ≤ b < 100, up to 20 decimals');
    expect(f.hint).toBe('H');
  });

  it('list the calendars with their names', () => {
    const cal = calendarField('cal', 'Which calendar');
    expect(cal.default).toBe('365d');
    expect(cal.kind).toBe('choice');
    expect(cal.label).toBe('Calendar');
    expect(cal.doc).toBe('Which calendar');
    expect(calendarField('c').doc).toBe('Calendar convention');
    expect(cal.values).toBe('`365d`, `gregorian`, `julian`, `30d`, `28d`');
    expect(cal.choices?.[1]).toEqual({ value: 'gregorian', label: 'Gregorian year' });
    expect(cal.parse('julian')).toEqual({ ok: true, value: CALENDARS.julian });
  });

  it('read the mode forward or reverse, and explain anything else', () => {
    expect(field('mode').parse('reverse')).toEqual({ ok: true, value: 'reverse' });
    expect(field('mode').parse('forward')).toEqual({ ok: true, value: 'forward' });
    expect(field('mode').parse('back')).toEqual({
      ok: false,
      error: 'The link’s mode “back” is not forward or reverse; showing availability → downtime.',
    });
  });

  it('need a positive downtime and a named period', () => {
    expect(field('down').parse('0')).toEqual({
      ok: false,
      error: 'A downtime in seconds must be more than 0 s.',
    });
    expect(field('down').parse('1800')).toEqual({ ok: true, value: 1800 });
    expect(field('per').values).toBe('`day`, `week`, `month`, `quarter`, `year`');
    expect(field('per').choices?.[4]).toEqual({ value: 'year', label: 'per year' });
    expect(field('per').parse('day')).toEqual({ ok: true, value: 'day' });
  });
});

describe('parseAvailabilityPercent’s edges and messages', () => {
  it('takes a trailing % with or without spaces, and only a trailing one', () => {
    expect(parseAvailabilityPercent('99.9%')).toEqual({ ok: true, value: rational(1n, 1000n) });
    expect(parseAvailabilityPercent('99.9 % ')).toEqual({ ok: true, value: rational(1n, 1000n) });
    expect(parseAvailabilityPercent('%99.9').ok).toBe(false);
  });

  it('says what to type, and why 100% and more are refused', () => {
    expect(parseAvailabilityPercent('')).toEqual({
      ok: false,
      error: 'Enter an availability, for example 99.99.',
    });
    expect(parseAvailabilityPercent('100')).toEqual({
      ok: false,
      error:
        '100% is not a target: it allows no downtime at all, so every deploy, dependency blip and ' +
        'hardware fault breaks it, and it leaves no error budget to spend on change. Choose a target below 100%.',
    });
    expect(parseAvailabilityPercent('100.5')).toEqual({
      ok: false,
      error: 'Availability is a percentage: it cannot be more than 100.',
    });
    expect(parseDowntimeSeconds('', 86_400, 'day')).toEqual({
      ok: false,
      error: 'Enter a downtime in seconds, for example 3153.6.',
    });
  });
});
