import { choiceField, customField, flagField, numberField } from '../fields/field';
import { parseNumberField } from '../input/number';
import { ok, type Parsed } from '../input/parsed';

export const OVERLOAD_MODES = ['sweep', 'metastable'] as const;
export type OverloadMode = (typeof OVERLOAD_MODES)[number];

/** The default traffic of each mode when `rate` is left empty: the worked examples. */
export const DEFAULT_RATE: Readonly<Record<OverloadMode, number>> = {
  sweep: 1000,
  metastable: 800,
};

/** Empty means the mode's default rate (1000/s in sweep, 800/s in metastable). */
function parseRate(text: string): Parsed<number | null> {
  if (text.trim() === '') return ok(null);
  return parseNumberField(text, {
    what: 'the traffic',
    example: '1000',
    min: 0,
    minExclusive: true,
    max: 1_000_000,
    unit: '/s',
  });
}

/**
 * The Retry budgets & overload panel's inputs (and `npm run sim -- sweep|metastable`'s); the
 * defaults are the issue's worked examples. Keys a mode does not read are kept but not used.
 */
export const OVERLOAD_FIELDS = [
  choiceField(
    'mode',
    'sweep',
    [
      { value: 'sweep', label: 'Load against failure ratio' },
      { value: 'metastable', label: 'Overload and metastable failure' },
    ],
    { label: 'Mode', doc: 'What to simulate', what: 'a mode' },
  ),
  numberField('attempts', '3', {
    label: 'Maximum attempts',
    doc: 'Attempts per logical request, the first included (every policy)',
    hint: 'The first try included: 3 is one try and two retries.',
    what: 'the maximum attempts',
    example: '3',
    min: 1,
    max: 10,
    integer: true,
  }),
  numberField('base', '0.05', {
    label: 'Backoff base',
    doc: 'Full-jitter backoff base, seconds: retry k waits U(0, min(cap, base·2^k))',
    hint: 'Retry k waits a uniform time up to min(cap, base × 2^k).',
    what: 'the backoff base',
    example: '0.05',
    min: 0,
    max: 60,
    unit: 's',
  }),
  numberField('cap', '1', {
    label: 'Backoff cap',
    doc: 'Full-jitter backoff cap, seconds',
    hint: 'No backoff is longer than this.',
    what: 'the backoff cap',
    example: '1',
    min: 0,
    max: 600,
    unit: 's',
  }),
  numberField('clients', '100', {
    label: 'Client instances',
    doc: 'Client instances sharing the traffic; budgets and breakers are per instance',
    hint: 'Budgets and breakers are kept per instance: many small clients see few calls each.',
    what: 'the number of clients',
    example: '100',
    min: 1,
    max: 10_000,
    integer: true,
  }),
  customField('rate', '', 'decimal', {
    label: 'Traffic',
    doc: 'Logical requests per second across all clients; empty = the mode’s default (1000 in `sweep`, 800 in `metastable`)',
    hint: 'Logical requests per second, all clients together; empty for the mode’s default.',
    unit: '/s',
    values: 'empty, or decimal, 0 < rate ≤ 1,000,000',
    parse: parseRate,
  }),
  numberField('f', '0.2', {
    label: 'Failure ratio f',
    doc: 'The dependency’s failure ratio for the per-policy results (`sweep`)',
    hint: 'Each attempt fails with this probability, 0 to 1.',
    what: 'the failure ratio',
    example: '0.2',
    min: 0,
    max: 1,
  }),
  numberField('duration', '60', {
    label: 'Duration',
    doc: 'Simulated seconds per failure ratio (`sweep`)',
    hint: 'Seconds of traffic simulated at each failure ratio.',
    what: 'the duration',
    example: '60',
    min: 1,
    max: 3600,
    unit: 's',
  }),
  numberField('max_tokens', '10', {
    label: 'gRPC max tokens',
    doc: 'gRPC retry throttling `maxTokens` (`grpc`)',
    hint: 'Retries stop while the tokens are at or below half of this.',
    what: 'the token maximum',
    example: '10',
    min: 1,
    max: 1000,
  }),
  numberField('token_ratio', '0.1', {
    label: 'gRPC token ratio',
    doc: 'gRPC retry throttling `tokenRatio`: tokens regained per success (`grpc`)',
    hint: 'Tokens added per successful call.',
    what: 'the token ratio',
    example: '0.1',
    min: 0,
    minExclusive: true,
    max: 1,
  }),
  numberField('percent', '20', {
    label: 'Finagle budget percent',
    doc: 'Finagle RetryBudget `percentCanRetry`, in percent of requests (`finagle`)',
    hint: 'Retries allowed as a percentage of requests, up to 1,000.',
    what: 'the budget percentage',
    example: '20',
    min: 0,
    max: 1000,
    unit: '%',
  }),
  numberField('ttl', '10', {
    label: 'Finagle deposit TTL',
    doc: 'Finagle RetryBudget `ttl`: how long a deposit lasts, seconds (`finagle`)',
    hint: 'Deposits older than this expire (1 to 60 s in Finagle).',
    what: 'the deposit TTL',
    example: '10',
    min: 1,
    max: 60,
    unit: 's',
  }),
  numberField('min_per_s', '10', {
    label: 'Finagle reserve',
    doc: 'Finagle RetryBudget `minRetriesPerSec`: retries always allowed per second (`finagle`)',
    hint: 'Retries per second allowed whatever the budget.',
    what: 'the reserve',
    example: '10',
    min: 0,
    max: 100_000,
    suffix: '/s',
  }),
  numberField('capacity', '1000', {
    label: 'Server capacity',
    doc: 'Requests the server completes per second (`metastable`)',
    hint: 'Requests per second the server completes at full health.',
    what: 'the capacity',
    example: '1000',
    min: 0,
    minExclusive: true,
    max: 1_000_000,
    suffix: '/s',
  }),
  numberField('timeout', '1', {
    label: 'Client timeout',
    doc: 'Client timeout per attempt, seconds (`metastable`)',
    hint: 'The client stops waiting after this and may retry.',
    what: 'the timeout',
    example: '1',
    min: 0,
    minExclusive: true,
    max: 600,
    unit: 's',
  }),
  flagField('shed', '0', {
    label: 'Server sheds timed-out requests',
    doc: 'The server drops queued requests whose client has already timed out (`metastable`)',
    what: 'shedding',
  }),
  numberField('dip', '50', {
    label: 'Capacity during the trigger',
    doc: 'Capacity during the trigger, percent of normal (`metastable`)',
    hint: 'Percent of normal capacity while the trigger lasts, 0 to 100.',
    what: 'the dip',
    example: '50',
    min: 0,
    max: 100,
    unit: '%',
  }),
  numberField('trigger', '10', {
    label: 'Trigger duration',
    doc: 'How long capacity stays low, from t = 10 s, seconds (`metastable`)',
    hint: 'The dip starts at 10 s and lasts this long.',
    what: 'the trigger duration',
    example: '10',
    min: 0,
    max: 3600,
    unit: 's',
  }),
  numberField('horizon', '120', {
    label: 'Horizon',
    doc: 'Simulated seconds (`metastable`)',
    hint: 'Seconds simulated, the trigger included.',
    what: 'the horizon',
    example: '120',
    min: 30,
    max: 3600,
    unit: 's',
  }),
  numberField('seed', '1', {
    label: 'Seed',
    doc: 'Seed of every random stream (both modes)',
    hint: 'The same seed gives the same run, in any browser and in Node.',
    what: 'the seed',
    example: '1',
    min: 0,
    max: 4_294_967_295,
    integer: true,
  }),
] as const;
