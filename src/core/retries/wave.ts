import { namedStream } from '../sim/streams';
import type { SimTask } from '../sim/task';
import { type Histogram, peakOf } from './histogram';
import {
  exponentialWindow,
  grpcMean,
  GRPC,
  pollyCurve,
  POLLY,
  STRATEGIES,
  type BackoffParams,
  type Strategy,
} from './strategies';
import { waveBatchSampler, type WaveBatchSampler } from './wave-sampler';

/** Mode `wave`: `clients` clients all failed at t = 0 and now make retry number `attempt`. */
export interface WaveParams extends BackoffParams {
  readonly clients: number;
  /** The retry number k ≥ 1 every client is making. */
  readonly attempt: number;
  /** Histogram bucket width, seconds. */
  readonly bucket: number;
  readonly seed: number;
  readonly strategies?: readonly Strategy[];
}

export interface WaveStrategyResult {
  readonly strategy: Strategy;
  readonly histogram: Histogram;
  /** Observed arrivals in the busiest bucket, and that bucket's start time (s). */
  readonly peak: number;
  readonly peakTime: number;
  readonly mean: number;
  readonly first: number;
  readonly last: number;
}

export interface WaveResult {
  readonly params: WaveParams;
  readonly strategies: readonly WaveStrategyResult[];
}

/** Upper bound of strategy's delay before retry k, so every histogram shares one time axis. */
function waveUpperBound(strategy: Strategy, k: number, p: BackoffParams): number {
  switch (strategy) {
    case 'exponential':
    case 'full':
    case 'equal':
      return exponentialWindow(k, p);
    case 'decorrelated':
      return Math.min(p.cap, p.base * 3 ** k);
    case 'grpc':
      return Math.min(p.cap, grpcMean(k) * (k <= 1 ? 1 : 1 + GRPC.jitter));
    case 'polly':
      return Math.min(
        p.cap,
        (pollyCurve(k) - pollyCurve(Math.max(0, k - 2))) * POLLY.scaling * p.base,
      );
    case 'constant':
      return 0;
  }
}

/** Number of buckets the shared axis needs: one past the largest possible delay. */
export function waveBucketCount(p: WaveParams): number {
  const strategies = p.strategies ?? STRATEGIES;
  const upper = Math.max(0, ...strategies.map((s) => waveUpperBound(s, p.attempt, p)));
  return Math.floor(upper / p.bucket) + 1;
}

/** Clients drawn per batch: big enough to amortise a call, small enough to stay in L1. */
const WAVE_BATCH = 2048;

/**
 * Counts a batch of delays into `counts` (bucket ⌊delay / width⌋, the last bucket catching any
 * overflow) and folds them into the running [sum, min, max] of `stats`, in client order.
 */
function accumulate(
  delays: Float64Array,
  count: number,
  counts: Uint32Array,
  width: number,
  stats: Float64Array,
): void {
  const last = counts.length - 1;
  let sum = stats[0] ?? 0;
  let min = stats[1] ?? Infinity;
  let max = stats[2] ?? 0;
  for (let i = 0; i < count; i++) {
    const delay = delays[i] ?? 0;
    // delay ≥ 0 and last < 2^31, so x | 0 is ⌊x⌋ whenever x < last.
    const x = delay / width;
    const at = x >= last ? last : x | 0;
    counts[at] = (counts[at] ?? 0) + 1;
    sum += delay;
    if (delay < min) min = delay;
    if (delay > max) max = delay;
  }
  stats[0] = sum;
  stats[1] = min;
  stats[2] = max;
}

/**
 * The seeded wave, strategy after strategy, a chunk of clients per step. Nothing is allocated
 * per client: delays are drawn a batch at a time into one scratch Float64Array and counted
 * straight into the strategy's Uint32Array histogram.
 */
export function createWaveTask(p: WaveParams): SimTask<WaveStrategyResult[], WaveResult> {
  const strategies = p.strategies ?? STRATEGIES;
  const length = waveBucketCount(p);
  const finished: WaveStrategyResult[] = [];
  const scratch = new Float64Array(Math.min(WAVE_BATCH, Math.max(1, p.clients)));
  // Running sum, min and max of the current strategy (a typed array: no boxed doubles).
  const stats = Float64Array.of(0, Infinity, 0);
  let s = 0;
  let client = 0;
  let counts = new Uint32Array(length);
  let sampler: WaveBatchSampler | null = null;

  const startStrategy = (strategy: Strategy): WaveBatchSampler => {
    const rng = namedStream(p.seed, 'retries-wave', STRATEGIES.indexOf(strategy));
    return waveBatchSampler(strategy, p.attempt, p, rng);
  };

  const finishStrategy = (strategy: Strategy) => {
    sampler = null;
    const { peak, index } = peakOf(counts);
    finished.push({
      strategy,
      histogram: { bucket: p.bucket, counts },
      peak,
      peakTime: index * p.bucket,
      mean: (stats[0] ?? 0) / p.clients,
      first: stats[1] ?? Infinity,
      last: stats[2] ?? 0,
    });
    s += 1;
    client = 0;
    stats[0] = 0;
    stats[1] = Infinity;
    stats[2] = 0;
    if (s < strategies.length) counts = new Uint32Array(length);
  };

  return {
    total: p.clients * strategies.length,
    done: () => s * p.clients + client,
    step(units) {
      let budget = units;
      while (budget > 0 && s < strategies.length) {
        const strategy = strategies[s] ?? 'full';
        const sample = (sampler ??= startStrategy(strategy));
        const end = Math.min(p.clients, client + budget);
        for (let i = client; i < end;) {
          const count = Math.min(scratch.length, end - i);
          sample(scratch, count);
          accumulate(scratch, count, counts, p.bucket, stats);
          i += count;
        }
        budget -= end - client;
        client = end;
        if (client >= p.clients) finishStrategy(strategy);
      }
      return s >= strategies.length;
    },
    partial: () => finished.slice(),
    result: () => ({ params: p, strategies: finished }),
  };
}
