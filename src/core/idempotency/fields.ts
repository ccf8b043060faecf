import { choiceField, flagField, numberField } from '../fields/field';
import type { ValueOf } from '../fields/schema';

/**
 * The Idempotency keys panel's inputs; the defaults are the lost-response preset. Presets set
 * the scenario fields (`key` … `delay`) and leave the TTL calculator's alone.
 */
export const IDEMPOTENCY_FIELDS = [
  flagField('key', '1', {
    group: 'client',
    label: 'Sends an idempotency key (one per logical payment)',
    doc: 'The client sends an idempotency key, one per logical payment',
    what: 'sending an idempotency key',
  }),
  flagField('atomic', '1', {
    group: 'servers',
    label: 'Atomic check-and-set',
    doc: 'The store’s check-and-set is atomic (`0`: a read, then a separate write)',
    hint: 'Off: a read, then a separate write.',
    what: 'an atomic check-and-set',
  }),
  flagField('lost', '1', {
    group: 'client',
    label: 'The first response is lost in transit',
    doc: 'The response to the first attempt is lost in transit',
    what: 'losing the first response',
  }),
  numberField('retries', '3', {
    group: 'client',
    row: 'retries',
    label: 'Retries',
    doc: 'The client’s retry budget',
    hint: '0 to 10',
    what: 'the number of retries',
    example: '3',
    min: 0,
    max: 10,
    integer: true,
  }),
  flagField('race', '0', {
    group: 'client',
    label: 'Two attempts race',
    doc: 'A retry fires at nearly the same moment as the original (inside the read-to-write window)',
    hint: 'A retry fires at nearly the same moment as the original, before either has written its claim.',
    what: 'racing attempts',
  }),
  flagField('failover', '0', {
    group: 'servers',
    label: 'Delayed retries land in region B (failover)',
    doc: 'Delayed retries land in region B after a regional failover',
    what: 'failing over to region B',
  }),
  choiceField(
    'store',
    'local',
    [
      { value: 'local', label: 'Region-local (one per region)' },
      { value: 'global', label: 'Globally replicated (one for all)' },
    ],
    {
      group: 'servers',
      label: 'Idempotency store',
      values: '`local` (one per region), `global`',
      what: 'a store kind',
    },
  ),
  flagField('gateway', '0', {
    group: 'servers',
    label: 'The gateway deduplicates by the same key',
    doc: 'The payment gateway deduplicates by the same key',
    what: 'gateway deduplication',
  }),
  flagField('gated', '1', {
    group: 'servers',
    label: 'Receipt email gated by the same key check',
    doc: 'The receipt email is gated by the same key check (`0`: sent on replays too)',
    hint: 'Off: sent on every successful response, replays included.',
    what: 'gating the receipt',
  }),
  flagField('inflight', '0', {
    group: 'client',
    label: 'A retry arrives while the first is still in progress',
    doc: 'The client times out on the first attempt and retries while it is still in progress',
    hint: 'The client timed out; the first attempt is still working.',
    what: 'a retry while in progress',
  }),
  numberField('ttl', '86400', {
    group: 'servers',
    label: 'Key TTL',
    doc: 'Key TTL, seconds (also used by the TTL calculator)',
    hint: 'how long a record is kept',
    what: 'the key TTL',
    example: '86400',
    min: 0,
    minExclusive: true,
    unit: 's',
  }),
  numberField('delay', '2', {
    group: 'client',
    row: 'retries',
    label: 'Retry delay',
    doc: 'Delay before each delayed retry, seconds',
    hint: 'before each delayed retry',
    what: 'the retry delay',
    example: '2',
    min: 0,
    unit: 's',
  }),
  numberField('rps', '200', {
    label: 'Requests per second',
    doc: 'TTL calculator: requests per second',
    what: 'the request rate',
    example: '200',
    min: 0,
  }),
  numberField('size', '600', {
    label: 'Record size',
    doc: 'TTL calculator: bytes per stored record',
    hint: 'key, status and the stored response',
    suffix: 'B',
    what: 'the record size',
    example: '600',
    min: 1,
    integer: true,
    unit: 'bytes',
  }),
  choiceField(
    'dist',
    'lognormal',
    [
      { value: 'fixed', label: 'Fixed: the scenario’s retry delay' },
      { value: 'uniform', label: 'Uniform from 0 to a maximum' },
      { value: 'exponential', label: 'Exponential with a mean' },
      { value: 'lognormal', label: 'Log-normal with a median and σ' },
    ],
    {
      label: 'Retry delay distribution',
      doc: 'TTL calculator: retry-delay distribution',
      values: '`fixed` (= `delay`), `uniform`, `exponential`, `lognormal`',
      what: 'a delay distribution',
    },
  ),
  numberField('scale', '30', {
    label: 'Delay scale',
    doc: 'Seconds: uniform maximum, exponential mean, or log-normal median',
    what: 'the delay scale',
    example: '30',
    min: 0,
    minExclusive: true,
    unit: 's',
  }),
  numberField('sigma', '2', {
    label: 'σ (spread of ln delay)',
    doc: 'Log-normal σ (of ln delay)',
    values: 'decimal, 0 < σ ≤ 10',
    what: 'σ',
    example: '2',
    min: 0,
    minExclusive: true,
    max: 10,
  }),
] as const;

/**
 * The Idempotency keys form: the scenario's client and servers (the TTL calculator draws its own
 * fields). Each group keeps the order it has always been drawn in, not the declaration's.
 */

export type DistributionKind = ValueOf<typeof IDEMPOTENCY_FIELDS, 'dist'>;
