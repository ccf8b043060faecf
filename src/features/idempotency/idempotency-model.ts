import { parseNumberField } from '@/core/input/number';
import type { Parsed } from '@/core/input/parsed';
import { simulate } from '@/core/idempotency/simulate';
import { lateRetryShare, storageBytes, type DelayDistribution } from '@/core/idempotency/ttl';
import type { RunResult, Scenario } from '@/core/idempotency/types';
import { parseChoice, parseFlag } from '@/lib/parse-choice';
import type { IdempotencyInputs, IdempotencyKey } from './panel';

export const DISTRIBUTIONS = ['fixed', 'uniform', 'exponential', 'lognormal'] as const;
export type DistributionKind = (typeof DISTRIBUTIONS)[number];

export interface IdempotencyModel {
  readonly fields: Readonly<Record<IdempotencyKey, Parsed<unknown>>>;
  /** Null while a scenario field is invalid. */
  readonly scenario: Scenario | null;
  /** Null while a scenario field is invalid. */
  readonly run: RunResult | null;
  readonly storage: { readonly bytes: number; readonly records: number } | null;
  readonly lateShare: number | null;
  readonly dist: DistributionKind | null;
}

const FLAGS = {
  key: 'sending an idempotency key',
  atomic: 'an atomic check-and-set',
  lost: 'losing the first response',
  race: 'racing attempts',
  failover: 'failing over to region B',
  gateway: 'gateway deduplication',
  gated: 'gating the receipt',
  inflight: 'a retry while in progress',
} as const;

function scenario(f: Record<string, Parsed<unknown>>): Scenario | null {
  if (!Object.values(f).every((p) => p.ok)) return null;
  const v = (k: string) => (f[k] as { value: unknown }).value;
  return {
    key: v('key') as boolean,
    atomic: v('atomic') as boolean,
    lost: v('lost') as boolean,
    retries: v('retries') as number,
    race: v('race') as boolean,
    failover: v('failover') as boolean,
    store: v('store') as Scenario['store'],
    gateway: v('gateway') as boolean,
    gated: v('gated') as boolean,
    inflight: v('inflight') as boolean,
    ttl: v('ttl') as number,
    delay: v('delay') as number,
  };
}

function distribution(
  kind: DistributionKind,
  scale: number,
  sigma: number,
  delay: number,
): DelayDistribution {
  switch (kind) {
    case 'fixed':
      return { kind, delay };
    case 'uniform':
      return { kind, max: scale };
    case 'exponential':
      return { kind, mean: scale };
    case 'lognormal':
      return { kind, median: scale, sigma };
  }
}

/** Parses each field on its own: the scenario and the TTL calculator fail independently. */
export function deriveIdempotency(inputs: IdempotencyInputs): IdempotencyModel {
  const flags = Object.fromEntries(
    Object.entries(FLAGS).map(([k, what]) => [k, parseFlag(inputs[k as keyof typeof FLAGS], what)]),
  ) as Record<keyof typeof FLAGS, Parsed<boolean>>;
  const retries = parseNumberField(inputs.retries, {
    what: 'the number of retries',
    example: '3',
    min: 0,
    max: 10,
    integer: true,
  });
  const store = parseChoice(inputs.store, ['local', 'global'] as const, 'a store kind');
  const ttl = parseNumberField(inputs.ttl, {
    what: 'the key TTL',
    example: '86400',
    min: 0,
    minExclusive: true,
    unit: 's',
  });
  const delay = parseNumberField(inputs.delay, {
    what: 'the retry delay',
    example: '2',
    min: 0,
    unit: 's',
  });
  const rps = parseNumberField(inputs.rps, { what: 'the request rate', example: '200', min: 0 });
  const size = parseNumberField(inputs.size, {
    what: 'the record size',
    example: '600',
    min: 1,
    integer: true,
    unit: 'bytes',
  });
  const dist = parseChoice(inputs.dist, DISTRIBUTIONS, 'a delay distribution');
  const scale = parseNumberField(inputs.scale, {
    what: 'the delay scale',
    example: '30',
    min: 0,
    minExclusive: true,
    unit: 's',
  });
  const sigma = parseNumberField(inputs.sigma, {
    what: 'σ',
    example: '2',
    min: 0,
    minExclusive: true,
    max: 10,
  });
  const scenarioFields = { ...flags, retries, store, ttl, delay };
  const s = scenario(scenarioFields);
  const storage =
    rps.ok && ttl.ok && size.ok
      ? { bytes: storageBytes(rps.value, ttl.value, size.value), records: rps.value * ttl.value }
      : null;
  let lateShare: number | null = null;
  if (dist.ok && ttl.ok) {
    const needs = {
      fixed: delay.ok,
      uniform: scale.ok,
      exponential: scale.ok,
      lognormal: scale.ok && sigma.ok,
    }[dist.value];
    if (needs) {
      lateShare = lateRetryShare(
        distribution(
          dist.value,
          scale.ok ? scale.value : 1,
          sigma.ok ? sigma.value : 1,
          delay.ok ? delay.value : 0,
        ),
        ttl.value,
      );
    }
  }
  return {
    fields: { ...scenarioFields, rps, size, dist, scale, sigma },
    scenario: s,
    run: s ? simulate(s) : null,
    storage,
    lateShare,
    dist: dist.ok ? dist.value : null,
  };
}

export const errorOf = (field: Parsed<unknown>): string | null => (field.ok ? null : field.error);
