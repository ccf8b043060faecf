import { IDEMPOTENCY_FIELDS, type DistributionKind } from '@/core/idempotency/fields';
import { simulate } from '@/core/idempotency/simulate';
import { lateRetryShare, storageBytes, type DelayDistribution } from '@/core/idempotency/ttl';
import type { RunResult, Scenario } from '@/core/idempotency/types';
import { parseAll, valuesOf, type ParsedOf } from '@/core/fields/schema';
import type { IdempotencyInputs } from './state';

export interface IdempotencyModel {
  readonly fields: ParsedOf<typeof IDEMPOTENCY_FIELDS>;
  /** Null while a scenario field is invalid. */
  readonly scenario: Scenario | null;
  /** Null while a scenario field is invalid. */
  readonly run: RunResult | null;
  readonly storage: { readonly bytes: number; readonly records: number } | null;
  readonly lateShare: number | null;
  readonly dist: DistributionKind | null;
}

/** The fields a scenario (and a preset) is made of. */
const SCENARIO_KEYS = [
  'key',
  'atomic',
  'lost',
  'retries',
  'race',
  'failover',
  'store',
  'gateway',
  'gated',
  'inflight',
  'ttl',
  'delay',
] as const satisfies readonly (keyof Scenario)[];

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
  const fields = parseAll(IDEMPOTENCY_FIELDS, inputs);
  const { rps, ttl, size, dist, scale, sigma, delay } = fields;
  const s: Scenario | null = valuesOf(fields, SCENARIO_KEYS);
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
    fields,
    scenario: s,
    run: s ? simulate(s) : null,
    storage,
    lateShare,
    dist: dist.ok ? dist.value : null,
  };
}
