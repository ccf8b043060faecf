import { parseAll, type ParsedOf } from '@/core/fields/schema';
import { fail, ok, valueOrNull } from '@/core/input/parsed';
import type { EngineJob } from '@/core/sim/engines';
import { TAIL_FIELDS, type Distribution, type HedgeAt } from '@/core/tail/fields';
import { parseBuckets } from '@/core/tail/histogram';
import type { Hedge } from '@/core/tail/hedge';
import { leafOf, type Leaf, type LeafSpec } from '@/core/tail/leaf';
import { tailResults, type TailInputs as CoreInputs, type TailResults } from '@/core/tail/model';
import type { TailInputs } from './state';

/** Requests the simulation draws at most (each with `fanout` leaves, hedged and not). */
export const SIM_REQUESTS = 200_000;
/** Leaves a run draws at most: 200,000 requests of 100 leaves; fewer requests at a larger fan-out. */
export const SIM_LEAVES = 20_000_000;
/** Requests a run measures at least, whatever the fan-out (for its p99.9: 2 beyond it). */
export const SIM_MIN_REQUESTS = 2000;

/** The requests a run draws for a fan-out. */
export const simRequests = (fanout: number): number =>
  Math.max(SIM_MIN_REQUESTS, Math.min(SIM_REQUESTS, Math.floor(SIM_LEAVES / fanout)));

/** Everything the panel computes without simulating, from the inputs alone (never stored). */
export interface TailModel {
  /** Each field as read; `p99`, `slow` and `hist` carry the problems that involve other fields. */
  readonly fields: ParsedOf<typeof TAIL_FIELDS>;
  readonly dist: Distribution;
  readonly leaf: Leaf | null;
  /** The closed forms' inputs, or null while a field they need is invalid. */
  readonly inputs: CoreInputs | null;
  /** The hedge delay in seconds (a percentile hedge: the leaf's pN), or null. */
  readonly delay: number | null;
  readonly hedgeAt: HedgeAt | null;
  readonly cancel: boolean;
  readonly results: TailResults | null;
  readonly job: EngineJob | null;
  readonly jobKey: string;
}

/** The leaf as the chosen distribution gives it, with the problems that involve two fields. */
function leafSpec(
  dist: Distribution,
  f: ParsedOf<typeof TAIL_FIELDS>,
  hist: string,
): { spec: LeafSpec | null; fields: Partial<ParsedOf<typeof TAIL_FIELDS>> } {
  if (dist === 'two-point') {
    const fast = valueOrNull(f.fast);
    const slow = valueOrNull(f.slow);
    const slowp = valueOrNull(f.slowp);
    if (fast !== null && slow !== null && slow <= fast) {
      return { spec: null, fields: { slow: fail('The slow latency must be above the fast one.') } };
    }
    return {
      spec:
        fast !== null && slow !== null && slowp !== null
          ? { kind: 'two-point', fast, slow, slowShare: slowp / 100 }
          : null,
      fields: {},
    };
  }
  if (dist === 'lognormal') {
    const p50 = valueOrNull(f.p50);
    const p99 = valueOrNull(f.p99);
    if (p50 !== null && p99 !== null && p99 <= p50) {
      return { spec: null, fields: { p99: fail('The p99 must be above the p50.') } };
    }
    return {
      spec: p50 !== null && p99 !== null ? { kind: 'lognormal', p50, p99 } : null,
      fields: {},
    };
  }
  const buckets = parseBuckets(hist);
  return buckets.ok
    ? { spec: { kind: 'histogram', buckets: buckets.value }, fields: { hist: ok(hist) } }
    : { spec: null, fields: { hist: buckets } };
}

export function deriveTail(inputs: TailInputs): TailModel {
  const parsed = parseAll(TAIL_FIELDS, inputs);
  const dist = valueOrNull(parsed.dist) ?? 'two-point';
  const { spec, fields: problems } = leafSpec(dist, parsed, inputs.hist);
  const fields = { ...parsed, ...problems } as ParsedOf<typeof TAIL_FIELDS>;
  const leaf = spec ? leafOf(spec) : null;
  const hedgeAt = valueOrNull(parsed.hedge);
  const delay =
    hedgeAt === null || !leaf
      ? null
      : hedgeAt.kind === 'off'
        ? 0
        : hedgeAt.kind === 'delay'
          ? hedgeAt.seconds
          : leaf.quantile(hedgeAt.p);
  const fanout = valueOrNull(parsed.fanout);
  const wait = valueOrNull(parsed.wait);
  const copies = valueOrNull(parsed.copies);
  const cap = parsed.cap.ok ? parsed.cap.value : undefined;
  const correlated = valueOrNull(parsed.correlated);
  const outage = valueOrNull(parsed.outage);
  const cancel = parsed.cancel.ok ? parsed.cancel.value : false;
  const hedge: Hedge | null =
    delay !== null && copies !== null && cap !== undefined && correlated !== null
      ? { delay, copies, cap: cap === null ? null : cap / 100, correlated: correlated / 100 }
      : null;
  const core: CoreInputs | null =
    spec && fanout !== null && wait !== null && hedge && outage !== null
      ? { leaf: spec, fanout, waitShare: wait / 100, hedge, outage: outage / 100 }
      : null;
  const results = core ? tailResults(core) : null;
  const seed = valueOrNull(parsed.seed);
  const job: EngineJob | null =
    core && results && seed !== null
      ? {
          mode: 'tail',
          params: {
            leaf: core.leaf,
            fanout: core.fanout,
            awaited: results.awaited,
            delay: core.hedge.delay,
            copies: core.hedge.copies,
            cap: core.hedge.cap,
            correlated: core.hedge.correlated,
            cancel,
            outage: core.outage,
            leafP99: results.leafP99,
            requests: simRequests(core.fanout),
            seed,
          },
        }
      : null;
  return {
    fields,
    dist,
    leaf,
    inputs: core,
    delay,
    hedgeAt,
    cancel,
    results,
    job,
    jobKey: JSON.stringify(job),
  };
}
