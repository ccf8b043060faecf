import { availabilityField, calendarField } from '../availability/fields';
import { fieldOf } from '../fields/schema';
import { customField, numberField, type NumberOptions } from '../fields/field';
import { seedField } from '../fields/seed';
import { parseNumberField } from '../input/number';
import { fail, type Parsed } from '../input/parsed';

/** Check intervals, draining and replication lag: at most a day. */
const MAX_INTERVAL = 86_400;
/** The largest TTL DNS allows: 2³¹ − 1 s (RFC 2181 §8). */
const MAX_TTL = 2_147_483_647;
/** How long a resolver that ignores the TTL may keep an answer: at most a week. */
const MAX_STALE = 604_800;
/** Writes per second. */
const MAX_WRITES = 1e9;
/** Failovers per year. */
const MAX_FAILOVERS = 10_000;

const interval = (
  group: string,
  label: string,
  doc: string,
  hint: string,
  example: string,
): NumberOptions => ({
  group,
  label,
  doc,
  hint,
  what: 'a health-check interval',
  example,
  min: 0,
  minExclusive: true,
  max: MAX_INTERVAL,
  unit: 's',
});

const threshold = (group: string, label: string, doc: string): NumberOptions => ({
  group,
  label,
  doc,
  hint: 'Failed checks in a row, 1–100.',
  what: 'a failure threshold',
  example: '3',
  min: 1,
  max: 100,
  integer: true,
});

const SHARE_RULE = { what: 'a share of clients', example: '0.02', min: 0, max: 1 } as const;

/** A share typed as a percentage gets told the fraction it meant. */
function parseShare(text: string): Parsed<number> {
  const percent = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(text);
  if (percent?.[1] !== undefined) {
    const fraction = Number((Number(percent[1]) / 100).toPrecision(12));
    return fail(`Write the share as a fraction: ${percent[1]}% is ${String(fraction)}.`);
  }
  return parseNumberField(text, SHARE_RULE);
}

/**
 * The Failover time panel's inputs: intervals positive, thresholds whole numbers from 1 to 100
 * (checks in a row), shares fractions in [0, 1], everything else non-negative; each has a
 * maximum, so no result overflows or needs e-notation (config snippets echo values with
 * plainDecimal).
 */
export const FAILOVER_FIELDS = [
  // The load balancer's check: Health-check tuning's time to detect (N·i) opens here.
  numberField('az_i', '10', {
    ...interval(
      'az',
      'LB check interval',
      'Load-balancer health-check interval, seconds (multi-AZ)',
      'Target health checks.',
      '10',
    ),
    accepts: { quantity: 'health-check', part: 'interval' },
  }),
  numberField('az_n', '3', {
    ...threshold('az', 'LB threshold', 'Load-balancer failure threshold: failed checks in a row'),
    accepts: { quantity: 'health-check', part: 'threshold' },
  }),
  numberField('drain', '10', {
    group: 'az',
    label: 'Draining',
    doc: 'Deregistration delay: an upper bound for in-flight connections, s',
    hint: 'Deregistration delay.',
    what: 'a draining time',
    example: '10',
    min: 0,
    max: MAX_INTERVAL,
    unit: 's',
  }),
  numberField(
    'dns_i',
    '5',
    interval(
      'dns',
      'DNS check interval',
      'DNS health-check interval, seconds (Route 53: 10 or 30 only)',
      'DNS health checks.',
      '5',
    ),
  ),
  numberField(
    'dns_n',
    '3',
    threshold('dns', 'DNS threshold', 'DNS failure threshold: failed checks in a row'),
  ),
  numberField('ttl', '30', {
    group: 'dns',
    label: 'Record TTL',
    doc: 'TTL of the failover record, seconds',
    hint: 'Of the failover record.',
    what: 'a TTL',
    example: '30',
    min: 0,
    max: MAX_TTL,
    unit: 's',
  }),
  customField('stale', '0.02', 'decimal', {
    group: 'stale',
    label: 'Clients behind them',
    doc: 'Share of clients whose resolvers ignore the TTL',
    hint: 'A fraction: 0.02 is 2%.',
    values: 'decimal fraction, 0 ≤ stale ≤ 1 (`0.02` is 2%)',
    parse: parseShare,
  }),
  numberField('stale_max', '900', {
    group: 'stale',
    label: 'Longest stale hold',
    doc: 'How long such a resolver keeps the old answer, seconds',
    hint: 'How long they keep it.',
    values: 'decimal, 0 ≤ stale_max ≤ 604,800 (below `ttl`: `ttl`)',
    what: 'a holding time',
    example: '900',
    min: 0,
    max: MAX_STALE,
    unit: 's',
  }),
  numberField('lag', '1', {
    group: 'data',
    label: 'Replication lag',
    doc: 'Asynchronous replication lag at failover, seconds',
    hint: 'Async, at failover.',
    what: 'a replication lag',
    example: '1',
    min: 0,
    max: MAX_INTERVAL,
    unit: 's',
  }),
  numberField('writes', '100', {
    group: 'data',
    label: 'Writes per second',
    doc: 'Writes per second on the primary',
    hint: 'On the primary.',
    suffix: '/s',
    what: 'a write rate',
    example: '100',
    min: 0,
    max: MAX_WRITES,
  }),
  numberField('failovers', '4', {
    group: 'data',
    label: 'Failovers per year',
    doc: 'Failovers per year (real and drills)',
    hint: 'Drills count too.',
    what: 'a number of failovers per year',
    example: '4',
    min: 0,
    max: MAX_FAILOVERS,
  }),
  availabilityField('a', '99.99', {
    group: 'budget',
    accepts: { quantity: 'availability-percent', part: 'percent' },
    label: 'Availability target',
    doc: 'Availability target, in percent, for the yearly downtime budget',
    hint: 'Below 100, e.g. 99.99.',
  }),
  calendarField('cal', 'Calendar of the yearly budget (as `#/nines`)', { group: 'budget' }),
  seedField({
    doc: 'Seed of the simulation; the same seed gives the same simulated clients',
    what: 'a seed',
    group: 'simulation',
  }),
] as const;

export type FailoverFieldKey = (typeof FAILOVER_FIELDS)[number]['key'];

/** Reads one field by key (tests and tools that hold a key). */
export function parseFailoverField(key: FailoverFieldKey, text: string): Parsed<unknown> {
  const field = fieldOf(FAILOVER_FIELDS, key);
  return field ? field.parse(text) : fail(`“${key}” is not a setting of this panel.`);
}
