import { customField, numberField } from '../fields/field';
import { seedField } from '../fields/seed';
import { parseNumberField } from '../input/number';
import { fail, ok, type Parsed } from '../input/parsed';

export const MODES = ['wave', 'recovery', 'contention'] as const;
export type Mode = (typeof MODES)[number];

function parseMode(text: string): Parsed<Mode> {
  const mode = MODES.find((m) => m === text);
  return mode ? ok(mode) : fail(`“${text}” is not a mode: choose wave, recovery or contention.`);
}

/** Empty means the server sends no Retry-After. */
function parseRetryAfter(text: string): Parsed<number | null> {
  if (text.trim() === '') return ok(null);
  return parseNumberField(text, {
    what: 'the Retry-After',
    example: '2',
    min: 0,
    max: 86_400,
    unit: 's',
  });
}

/**
 * The Retry storms panel's inputs (and `npm run sim`'s parameters); the defaults are the worked
 * example. `modes` says which modes read a field: the others keep it, but do not use it.
 */
export const RETRIES_FIELDS = [
  customField('mode', 'wave', 'choice', {
    label: 'Mode',
    doc: 'What to simulate',
    values: '`wave`, `recovery`, `contention`',
    choices: [
      { value: 'wave', label: 'One retry wave' },
      { value: 'recovery', label: 'Outage & recovery' },
      { value: 'contention', label: 'AWS contention study' },
    ],
    parse: parseMode,
  }),
  numberField('clients', '1000', {
    group: 'load',
    modes: ['wave', 'recovery'],
    label: 'Clients',
    doc: 'Number of clients (`wave`, `recovery`)',
    hint: 'How many clients retry. Up to 10 million.',
    what: 'the number of clients',
    example: '1000',
    min: 1,
    max: 10_000_000,
    integer: true,
  }),
  numberField('attempt', '3', {
    group: 'load',
    modes: ['wave'],
    label: 'Retry number',
    doc: 'Retry number k every client is making (`wave`)',
    hint: 'Every client is making this retry (k ≥ 1).',
    what: 'the retry number',
    example: '3',
    min: 1,
    max: 60,
    integer: true,
  }),
  numberField('base', '1', {
    group: 'backoff',
    modes: ['wave', 'recovery'],
    label: 'Base delay',
    doc: 'Base delay b, seconds; Polly’s median first delay (`wave`, `recovery`)',
    hint: 'b in the formulas; Polly’s median first delay.',
    what: 'the base delay',
    example: '1',
    min: 0,
    minExclusive: true,
    max: 3600,
    unit: 's',
  }),
  numberField('cap', '20', {
    group: 'backoff',
    modes: ['wave', 'recovery'],
    label: 'Cap',
    doc: 'Hard cap c on any delay, seconds (`wave`, `recovery`)',
    hint: 'No delay is ever longer than this.',
    what: 'the cap',
    example: '20',
    min: 0,
    minExclusive: true,
    max: 86_400,
    unit: 's',
  }),
  numberField('bucket', '0.1', {
    group: 'histogram',
    modes: ['wave', 'recovery'],
    label: 'Bucket',
    doc: 'Histogram bucket (`wave`); admission window and histogram bucket (`recovery`), seconds',
    hint: 'Arrivals are counted per bucket of this width.',
    values: 'decimal, 0.001 ≤ bucket ≤ 3,600; in `recovery`, capacity × bucket ≥ 1',
    what: 'the bucket width',
    example: '0.1',
    min: 0.001,
    max: 3600,
    unit: 's',
  }),
  numberField('outage', '5', {
    group: 'load',
    modes: ['recovery'],
    label: 'Outage',
    doc: 'The dependency is down on [0, outage), seconds (`recovery`)',
    hint: 'The dependency is down from 0 until then.',
    what: 'the outage',
    example: '5',
    min: 0,
    max: 86_400,
    unit: 's',
  }),
  numberField('capacity', '500', {
    group: 'load',
    modes: ['recovery'],
    label: 'Capacity',
    doc: 'Requests per second served after the outage (`recovery`)',
    hint: 'Requests served per second after the outage.',
    suffix: '/s',
    what: 'the capacity',
    example: '500',
    min: 0,
    minExclusive: true,
    max: 1e9,
  }),
  numberField('attempts', '6', {
    group: 'load',
    modes: ['recovery'],
    label: 'Maximum attempts',
    doc: 'Maximum requests per client, the first included (`recovery`)',
    hint: 'Requests per client, the first included.',
    what: 'the maximum attempts',
    example: '6',
    min: 1,
    max: 100,
    integer: true,
  }),
  customField('retry_after', '', 'seconds', {
    group: 'backoff',
    modes: ['recovery'],
    label: 'Retry-After',
    doc: 'Retry-After sent with capacity rejections, seconds; empty = none (`recovery`)',
    hint: 'Sent with capacity rejections; empty for none.',
    unit: 's',
    values: 'empty, or decimal, 0 ≤ retry_after ≤ 86,400',
    parse: parseRetryAfter,
  }),
  numberField('runs', '100', {
    group: 'runs',
    modes: ['contention'],
    label: 'Runs per cell',
    doc: 'Runs averaged per (strategy, N) cell (`contention`)',
    hint: 'Each (strategy, N) is averaged over this many runs.',
    what: 'the number of runs',
    example: '100',
    min: 1,
    max: 1000,
    integer: true,
  }),
  seedField({
    doc: 'Seed of every random stream (all modes)',
    hint: 'The same seed gives the same draw, in any browser.',
    group: 'runs',
  }),
] as const;

/**
 * The Retry storms form, under the mode switch: no fieldsets, and the groups only keep the order
 * each mode asks in (the recovery's outage and capacity before the backoff, the bucket after it).
 */
