import { describe, expect, it } from 'vitest';
import { CALENDARS } from '@/core/availability/calendars';
import {
  parseAvailabilityPercent,
  parseCalendar,
  parseDowntimeSeconds,
  parsePeriod,
} from '@/core/availability/parse';
import { rational } from '@/core/exact/rational';

function errorOf(result: { ok: boolean; error?: string }): string {
  if (result.ok) throw new Error('expected an error');
  return result.error ?? '';
}

describe('parseAvailabilityPercent', () => {
  it('holds the unavailability exactly, digit by digit', () => {
    expect(parseAvailabilityPercent('99.99')).toEqual({ ok: true, value: rational(1n, 10_000n) });
    expect(parseAvailabilityPercent('99.9999999999')).toEqual({
      ok: true,
      value: rational(1n, 10n ** 12n),
    });
    expect(parseAvailabilityPercent(' 99.95 % ')).toEqual({
      ok: true,
      value: rational(5n, 10_000n),
    });
    expect(parseAvailabilityPercent('0')).toEqual({ ok: true, value: rational(1n) });
  });

  it('accepts twenty decimals and refuses more, saying how many there were', () => {
    expect(parseAvailabilityPercent(`99.${'9'.repeat(20)}`).ok).toBe(true);
    expect(errorOf(parseAvailabilityPercent(`99.${'9'.repeat(21)}`))).toMatch(
      /At most 20 decimal places.*21/,
    );
  });

  it('explains every bad input in words', () => {
    expect(errorOf(parseAvailabilityPercent(''))).toMatch(/Enter an availability/);
    expect(errorOf(parseAvailabilityPercent('   '))).toMatch(/Enter an availability/);
    expect(errorOf(parseAvailabilityPercent('abc'))).toMatch(/“abc” is not a number/);
    expect(errorOf(parseAvailabilityPercent('-5'))).toMatch(/cannot be negative/);
    expect(errorOf(parseAvailabilityPercent('101'))).toMatch(/cannot be more than 100/);
    expect(errorOf(parseAvailabilityPercent('99,9'))).toMatch(/Use a point.*99\.9/);
    expect(errorOf(parseAvailabilityPercent('1e2'))).toMatch(/100% is not a target/);
    expect(errorOf(parseAvailabilityPercent('1e999'))).toMatch(/exponent from −300 to 300/);
  });

  it('reads scientific notation exactly, like every number field', () => {
    expect(parseAvailabilityPercent('9.999e1')).toEqual({ ok: true, value: rational(1n, 10_000n) });
  });

  it('explains why 100% is not a target instead of printing zero', () => {
    expect(errorOf(parseAvailabilityPercent('100'))).toMatch(/100% is not a target/);
    expect(errorOf(parseAvailabilityPercent('100.000'))).toMatch(/100% is not a target/);
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

describe('parseDowntimeSeconds', () => {
  const year = CALENDARS['365d'].seconds.year;

  it('gives u = downtime / period exactly', () => {
    expect(parseDowntimeSeconds('3153.6', year, 'year')).toEqual({
      ok: true,
      value: rational(1n, 10_000n),
    });
  });

  it('refuses zero, negative, garbage and more than the period', () => {
    expect(errorOf(parseDowntimeSeconds('0', year, 'year'))).toMatch(/100% availability/);
    expect(errorOf(parseDowntimeSeconds('-1', year, 'year'))).toMatch(/cannot be negative/);
    expect(errorOf(parseDowntimeSeconds('soon', year, 'year'))).toMatch(/not a number/);
    expect(errorOf(parseDowntimeSeconds('86401', 86_400, 'day'))).toMatch(
      /longer than a whole day/,
    );
    expect(parseDowntimeSeconds('86400', 86_400, 'day')).toEqual({ ok: true, value: rational(1n) });
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

describe('enumerations', () => {
  it('know the calendars and periods and name a wrong one', () => {
    expect(parseCalendar('gregorian').ok).toBe(true);
    expect(errorOf(parseCalendar('lunar'))).toMatch(/“lunar” is not a calendar/);
    expect(parsePeriod('quarter').ok).toBe(true);
    expect(errorOf(parsePeriod('fortnight'))).toMatch(/not a period/);
  });
});
