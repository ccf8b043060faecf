import { customField, numberField, type Layout } from '../fields/field';
import type { Accepts } from '../fields/quantity';
import { fail, ok, type Parsed } from '../input/parsed';
import { CALENDAR_IDS, CALENDARS, PERIODS } from './calendars';
import { parseAvailabilityPercent, parseCalendar, parsePeriod } from './parse';

export type NinesMode = 'forward' | 'reverse';

function parseMode(text: string): Parsed<NinesMode> {
  return text === 'forward' || text === 'reverse'
    ? ok(text)
    : fail(`The link’s mode “${text}” is not forward or reverse; showing availability → downtime.`);
}

/** An availability typed in percent, the same field wherever a panel asks for one. */
export const availabilityField = <const K extends string>(
  key: K,
  defaultText: string,
  options: Layout & {
    readonly label: string;
    readonly doc: string;
    readonly hint?: string;
    readonly accepts?: Accepts;
  },
) =>
  customField(key, defaultText, 'percent', {
    ...options,
    unit: '%',
    values: `decimal text, 0 ≤ ${key} < 100, up to 20 decimals`,
    parse: parseAvailabilityPercent,
  });

const TARGET_HINT = 'A percentage below 100, up to 20 decimals: 99.95, 99.999, 99.9999999999.';

/** The calendar convention, the same field wherever a panel turns fractions into time. */
export const calendarField = <const K extends string>(
  key: K,
  doc = 'Calendar convention',
  layout: Layout = {},
) =>
  customField(key, '365d', 'choice', {
    ...layout,
    label: 'Calendar',
    doc,
    values: CALENDAR_IDS.map((id) => `\`${id}\``).join(', '),
    choices: CALENDAR_IDS.map((id) => ({ value: id, label: CALENDARS[id].name })),
    parse: parseCalendar,
  });

/** The Nines panel's inputs (docs/url-parameters.md, generated from this list). */
export const NINES_FIELDS = [
  availabilityField('a', '99.99', {
    group: 'target',
    modes: ['forward'],
    accepts: { quantity: 'availability-percent', part: 'percent' },
    label: 'Availability target',
    doc: 'Availability target, in percent (forward mode)',
    hint: TARGET_HINT,
  }),
  calendarField('cal', undefined, { group: 'calendar' }),
  customField('mode', 'forward', 'choice', {
    label: 'Direction',
    values: '`forward` (availability → downtime), `reverse` (downtime → availability)',
    choices: [
      { value: 'forward', label: 'Availability → downtime' },
      { value: 'reverse', label: 'Downtime → availability' },
    ],
    parse: parseMode,
  }),
  // The model checks it against the period too, with its own messages (parseDowntimeSeconds).
  numberField('down', '1800', {
    group: 'target',
    modes: ['reverse'],
    row: 'downtime',
    label: 'Allowed downtime',
    doc: 'Allowed downtime in seconds (reverse mode)',
    values: 'decimal text, 0 < down ≤ the period',
    hint: 'In seconds, e.g. 1800 for half an hour.',
    what: 'a downtime in seconds',
    example: '3153.6',
    min: 0,
    minExclusive: true,
    unit: 's',
  }),
  customField('per', 'month', 'choice', {
    group: 'target',
    modes: ['reverse'],
    row: 'downtime',
    label: 'Period',
    doc: 'The period `down` is per (reverse mode)',
    values: PERIODS.map((p) => `\`${p}\``).join(', '),
    choices: PERIODS.map((p) => ({ value: p, label: `per ${p}` })),
    parse: parsePeriod,
  }),
] as const;
