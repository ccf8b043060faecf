import { describe, expect, it } from 'vitest';
import { CALENDARS } from '@/core/availability/calendars';
import { NINES_FIELDS, availabilityField, calendarField } from '@/core/availability/fields';
import { rational } from '@/core/exact/rational';

const field = (key: string) => NINES_FIELDS.find((f) => f.key === key)!;

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
