import { parseNumberField, type NumberRule } from '../input/number';
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

/**
 * How each numeric field of the failover panel is read: the rules behind the messages a user
 * sees. Intervals must be positive, thresholds whole numbers from 1 to 100 (issue 6), shares
 * fractions in [0, 1], everything else non-negative; each has a maximum, so no result overflows
 * or needs e-notation (config snippets echo values with plainDecimal).
 */
export const FAILOVER_RULES = {
  az_i: {
    what: 'a health-check interval',
    example: '10',
    min: 0,
    minExclusive: true,
    max: MAX_INTERVAL,
    unit: 's',
  },
  az_n: { what: 'a failure threshold', example: '3', min: 1, max: 100, integer: true },
  drain: { what: 'a draining time', example: '10', min: 0, max: MAX_INTERVAL, unit: 's' },
  dns_i: {
    what: 'a health-check interval',
    example: '5',
    min: 0,
    minExclusive: true,
    max: MAX_INTERVAL,
    unit: 's',
  },
  dns_n: { what: 'a failure threshold', example: '3', min: 1, max: 100, integer: true },
  ttl: { what: 'a TTL', example: '30', min: 0, max: MAX_TTL, unit: 's' },
  stale: { what: 'a share of clients', example: '0.02', min: 0, max: 1 },
  stale_max: { what: 'a holding time', example: '900', min: 0, max: MAX_STALE, unit: 's' },
  lag: { what: 'a replication lag', example: '1', min: 0, max: MAX_INTERVAL, unit: 's' },
  writes: { what: 'a write rate', example: '100', min: 0, max: MAX_WRITES },
  failovers: {
    what: 'a number of failovers per year',
    example: '4',
    min: 0,
    max: MAX_FAILOVERS,
  },
  seed: { what: 'a seed', example: '1', min: 0, max: 4_294_967_295, integer: true },
} as const satisfies Record<string, NumberRule>;

export type FailoverNumberKey = keyof typeof FAILOVER_RULES;

/** Reads one field; a share typed as a percentage gets told the fraction it meant. */
export function parseFailoverField(key: FailoverNumberKey, text: string): Parsed<number> {
  const percent = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(text);
  if (key === 'stale' && percent?.[1] !== undefined) {
    const fraction = Number((Number(percent[1]) / 100).toPrecision(12));
    return fail(`Write the share as a fraction: ${percent[1]}% is ${String(fraction)}.`);
  }
  return parseNumberField(text, FAILOVER_RULES[key]);
}
