import { compare, div, isZero, rational, sub, type Rational } from '../exact/rational';
import { parseExactDecimal } from '../input/number';
import { fail, type Parsed } from '../input/parsed';
import { CALENDARS, isCalendarId, isPeriod, type Calendar, type Period } from './calendars';

const HUNDRED = rational(100n);

/**
 * Reads an availability typed as a percentage ("99.99", "99.99 %") into its exact
 * unavailability fraction u = 1 − A. Accepts 0 ≤ A < 100.
 */
export function parseAvailabilityPercent(text: string): Parsed<Rational> {
  const parsed = parseExactDecimal(text.replace(/\s*%\s*$/, ''), 'an availability', '99.99');
  if (!parsed.ok) return parsed;
  const order = compare(parsed.value, HUNDRED);
  if (order === 0) {
    return fail(
      '100% is not a target: it allows no downtime at all, so every deploy, dependency blip and ' +
        'hardware fault breaks it, and it leaves no error budget to spend on change. Choose a target below 100%.',
    );
  }
  if (order > 0) return fail('Availability is a percentage: it cannot be more than 100.');
  return { ok: true, value: div(sub(HUNDRED, parsed.value), 100n) };
}

export function parseCalendar(text: string): Parsed<Calendar> {
  return isCalendarId(text)
    ? { ok: true, value: CALENDARS[text] }
    : fail(`“${text}” is not a calendar this tool knows: choose one from the list.`);
}

export function parsePeriod(text: string): Parsed<Period> {
  return isPeriod(text)
    ? { ok: true, value: text }
    : fail(`“${text}” is not a period: use day, week, month, quarter or year.`);
}

/**
 * Reads an allowed downtime in seconds for one period and returns the unavailability it
 * implies, u = downtime / period, exactly. The downtime must be positive and fit in the period.
 */
export function parseDowntimeSeconds(
  text: string,
  periodSeconds: number,
  periodName: string,
): Parsed<Rational> {
  const parsed = parseExactDecimal(text, 'a downtime in seconds', '3153.6');
  if (!parsed.ok) return parsed;
  if (isZero(parsed.value)) {
    return fail(
      'No downtime at all means 100% availability, which is not a target. Allow some seconds.',
    );
  }
  const u = div(parsed.value, BigInt(periodSeconds));
  if (compare(u, rational(1n)) > 0) {
    return fail(
      `That is longer than a whole ${periodName} (${periodSeconds.toLocaleString('en-US')} s).`,
    );
  }
  return { ok: true, value: u };
}
