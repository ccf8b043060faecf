import { choiceField, customField, flagField, numberField, textField } from '../fields/field';
import { seedField } from '../fields/seed';
import { parseNumberField, type NumberRule } from '../input/number';
import { fail, ok, type Parsed } from '../input/parsed';

/** Leaf latencies, hedge delays: at most an hour. */
const MAX_TIME = 3600;

/** How the leaf's latency is given. */
export const DISTRIBUTIONS = [
  { value: 'two-point', label: 'Fast or slow' },
  { value: 'lognormal', label: 'Lognormal' },
  { value: 'histogram', label: 'Histogram' },
] as const;

export type Distribution = (typeof DISTRIBUTIONS)[number]['value'];

/** When the hedge is sent: after a fixed delay, or when the first copy passes the leaf's pN. */
export type HedgeAt =
  | { readonly kind: 'off' }
  | { readonly kind: 'delay'; readonly seconds: number }
  | { readonly kind: 'percentile'; readonly p: number };

const DELAY_RULE: NumberRule = {
  what: 'a hedge delay',
  example: '0.02',
  min: 0,
  max: MAX_TIME,
  unit: 's',
};

/** `0.02` (seconds), `0` (off), or `p95` (at the leaf's 95th percentile). */
export function parseHedge(text: string): Parsed<HedgeAt> {
  const at = /^\s*p(\d+(?:\.\d+)?)\s*$/i.exec(text);
  if (at?.[1] !== undefined) {
    const p = Number(at[1]);
    if (!(p > 0 && p < 100)) return fail('Write the percentile between p0 and p100, e.g. p95.');
    return ok({ kind: 'percentile', p: p / 100 });
  }
  const delay = parseNumberField(text, DELAY_RULE);
  if (!delay.ok) return delay;
  return ok(delay.value === 0 ? { kind: 'off' } : { kind: 'delay', seconds: delay.value });
}

const CAP_RULE: NumberRule = {
  what: 'a cap on extra load',
  example: '5',
  min: 0,
  max: 100,
  unit: '%',
};

/** Empty (no cap) or a percentage of leaf requests. */
export function parseCap(text: string): Parsed<number | null> {
  if (text.trim() === '') return ok(null);
  return parseNumberField(text, CAP_RULE);
}

/** A Prometheus histogram of a leaf's latency: `le` and the cumulative count, one bucket a line. */
export const DEFAULT_BUCKETS = [
  '0.005 620',
  '0.01 9400',
  '0.025 9880',
  '0.05 9920',
  '0.1 9950',
  '0.25 9975',
  '0.5 9990',
  '1 9998',
  '+Inf 10000',
].join('\n');

/**
 * The Tail latency & hedging panel's inputs: a request fanned out to `fanout` leaves, waiting for
 * `wait`% of them; the leaf's latency (fast or slow, lognormal, or a histogram); a hedge sent
 * after a delay or at a percentile, its copies, a cap on the extra load, cancellation,
 * correlation between copies, and a partial outage.
 */
export const TAIL_FIELDS = [
  numberField('fanout', '100', {
    group: 'request',
    row: 'fanout',
    label: 'Fan-out',
    doc: 'Leaves each request fans out to',
    hint: 'Leaves a request asks.',
    what: 'a fan-out',
    example: '100',
    min: 1,
    max: 10_000,
    integer: true,
  }),
  numberField('wait', '100', {
    group: 'request',
    row: 'fanout',
    label: 'Waits for',
    doc: 'Share of the leaves the request waits for, percent (partial results below 100)',
    hint: 'Of the leaves, before it answers.',
    what: 'the share waited for',
    example: '100',
    min: 0,
    minExclusive: true,
    max: 100,
    unit: '%',
  }),
  choiceField('dist', 'two-point', DISTRIBUTIONS, {
    label: 'Leaf latency',
    doc: 'How a leaf’s latency is given: `two-point` (fast or slow), `lognormal` (by its p50 and p99), `histogram` (Prometheus buckets)',
    what: 'a distribution',
  }),
  numberField('fast', '0.01', {
    group: 'leaf',
    modes: ['two-point'],
    row: 'two',
    label: 'Fast',
    doc: 'A fast leaf’s latency, seconds (`two-point`)',
    what: 'a fast latency',
    example: '0.01',
    min: 0,
    max: MAX_TIME,
    unit: 's',
  }),
  numberField('slow', '1', {
    group: 'leaf',
    modes: ['two-point'],
    row: 'two',
    label: 'Slow',
    doc: 'A slow leaf’s latency, seconds (`two-point`)',
    what: 'a slow latency',
    example: '1',
    min: 0,
    max: MAX_TIME,
    unit: 's',
  }),
  numberField('slowp', '1', {
    group: 'leaf',
    modes: ['two-point'],
    label: 'Slow share',
    doc: 'Share of leaf answers that are slow, percent (`two-point`)',
    what: 'a slow share',
    example: '1',
    min: 0,
    max: 100,
    unit: '%',
  }),
  numberField('p50', '0.01', {
    group: 'leaf',
    modes: ['lognormal'],
    row: 'log',
    label: 'Leaf p50',
    doc: 'The leaf’s median latency, seconds (`lognormal`)',
    what: 'a median',
    example: '0.01',
    min: 0,
    minExclusive: true,
    max: MAX_TIME,
    unit: 's',
  }),
  numberField('p99', '0.1', {
    group: 'leaf',
    modes: ['lognormal'],
    row: 'log',
    label: 'Leaf p99',
    doc: 'The leaf’s 99th-percentile latency, seconds, above the p50 (`lognormal`)',
    what: 'a 99th percentile',
    example: '0.1',
    min: 0,
    minExclusive: true,
    max: MAX_TIME,
    unit: 's',
  }),
  textField('hist', DEFAULT_BUCKETS, {
    group: 'leaf',
    modes: ['histogram'],
    label: 'Buckets',
    doc: 'The leaf’s latency histogram (`histogram`): a Prometheus bucket a line, `le count` (cumulative, `+Inf` last), exposition lines, or the JSON of a `_bucket` query',
    hint: 'One bucket a line: upper bound (le) and cumulative count; or paste /api/v1/query JSON.',
    values: 'text, e.g. `0.01 9400` a line, ending `+Inf 10000`',
  }),
  customField('hedge', '0.02', 'text', {
    group: 'hedge',
    row: 'hedge',
    label: 'Hedge after',
    doc: 'When a second copy is sent: a delay in seconds (0 = no hedging), or `p95` for the leaf’s 95th percentile',
    hint: 'Seconds, or p95 for the leaf’s p95; 0 = off.',
    values: 'decimal seconds (0 = off), or `p<N>`',
    parse: parseHedge,
  }),
  numberField('copies', '2', {
    group: 'hedge',
    row: 'hedge',
    label: 'Copies',
    doc: 'Attempts per leaf at most, the first included (gRPC allows 5)',
    hint: 'At most, the first included.',
    what: 'a number of copies',
    example: '2',
    min: 1,
    max: 10,
    integer: true,
  }),
  customField('cap', '', 'decimal', {
    group: 'hedge',
    row: 'cap',
    label: 'Extra-load cap',
    doc: 'The most extra load hedging may add, percent of leaf requests (Finagle’s `maxExtraLoad`); empty = no cap',
    hint: 'Empty = none.',
    unit: '%',
    values: 'empty, or decimal, 0 ≤ cap ≤ 100',
    parse: parseCap,
  }),
  flagField('cancel', '0', {
    group: 'hedge',
    row: 'cap',
    label: 'Cancel the loser',
    doc: 'Tied requests: the copy that loses is cancelled when the other answers',
    what: 'cancel',
  }),
  numberField('correlated', '0', {
    group: 'faults',
    row: 'faults',
    label: 'Shared slowness',
    doc: 'Share of hedges whose copy is exactly as slow as the first (a slow shard, GC on both), percent',
    what: 'a shared share',
    example: '0',
    min: 0,
    max: 100,
    unit: '%',
  }),
  numberField('outage', '10', {
    group: 'faults',
    row: 'faults',
    label: 'Partial outage',
    doc: 'During a partial outage: share of leaves slow for every copy, percent (`extra-load-outage`)',
    what: 'an outage share',
    example: '10',
    min: 0,
    max: 100,
    unit: '%',
  }),
  seedField({
    group: 'simulation',
    doc: 'Seed of the simulation that checks the closed forms',
  }),
] as const;
