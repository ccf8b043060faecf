import { createNormal } from '../random/normal';
import type { Rng } from '../random/prng';
import { normalCdf, normalTail, normalTailQuantile } from './normal';

/**
 * The leaf latency laws the tail simulation draws from, each as its survival function and its
 * upper quantile, so that a draw can be conditioned on exceeding a time (the hedge delay, the
 * leaf's p99) or taken as an order statistic, at the cost of one uniform:
 * - two-point: `fast` with probability 1 − `slowShare`, `slow` with probability `slowShare`;
 * - lognormal: μ = ln p50, σ = (ln p99 − ln p50)/z₀.₉₉ with z₀.₉₉ = Φ⁻¹(0.99) = 2.3263478740408408:
 *   a free draw is e^(μ + σZ) with Z from the polar method (src/core/random/normal.ts), a draw
 *   conditioned on L > d (or an order statistic) is the inversion exp(μ + σ·Φ⁻¹(1 − s)) through
 *   AS 241 (normal.ts): rejection would cost 1/P(L > d) normals a leaf;
 * - histogram: the inverse of the piecewise-linear CDF through Prometheus's cumulative `le`
 *   buckets (from 0 below the first bound, as histogram_quantile does), the +Inf bucket's mass
 *   an atom at the highest finite bound.
 * Each law's slow tail is the law conditioned above its p99 (what a leaf of a partial outage
 * draws for every copy): for two-point the slow value itself; otherwise U uniform on (0.99, 1)
 * through the quantile, i.e. upper(0.01·s).
 *
 * The same shape as the closed forms' LeafSpec (leaf.ts), written structurally so that either
 * can be passed for the other.
 */
export type LeafSampleSpec =
  | {
      readonly kind: 'two-point';
      readonly fast: number;
      readonly slow: number;
      readonly slowShare: number;
    }
  | { readonly kind: 'lognormal'; readonly p50: number; readonly p99: number }
  | {
      readonly kind: 'histogram';
      readonly buckets: readonly { readonly le: number; readonly count: number }[];
    };

/** Φ⁻¹(0.99): the lognormal's σ is (ln p99 − ln p50) over this. */
export const Z99 = 2.3263478740408408;

/** The leaf's slow tail starts above this quantile (its p99). */
const TAIL_SHARE = 0.01;

/** 2^−33: half a step of the generator's 2^−32 grid, to move [0, 1) draws into (0, 1). */
export const HALF_STEP = 1 / 8589934592;

/**
 * A latency law by its survival function and its upper quantile. For s in (0, 1), upper(s) is
 * the least x with P(L > x) ≤ s, so upper(S) for S uniform on (0, 1) is a draw of L, and
 * upper(s) > x exactly when s < survival(x): a draw conditioned on L > x is upper(survival(x)·W)
 * for W uniform on (0, 1), and one conditioned on L ≤ x is upper(s) for s uniform on
 * [survival(x), 1). Computed from the upper-tail probability itself, so that tails keep their
 * digits.
 */
export interface LeafLaw {
  /** P(L > x). */
  readonly survival: (x: number) => number;
  /** The least x with P(L > x) ≤ s, for 0 < s < 1. */
  readonly upper: (s: number) => number;
}

/** A leaf's latency law with what the simulation needs besides draws. */
export interface LeafSampler extends LeafLaw {
  readonly spec: LeafSampleSpec;
  /** E[L], seconds. */
  readonly mean: number;
  /** The leaf's p99: upper(0.01), the least x with P(L ≤ x) ≥ 0.99. */
  readonly p99: number;
  /** E[L; L ≤ x] = E[L·1{L ≤ x}]. */
  partialMean(x: number): number;
  /** The law conditioned above the p99: every copy of a leaf in a partial outage. */
  readonly slow: LeafLaw;
  /** A lognormal's μ and σ (σ > 0), whose free draws are e^(μ + σZ); null for the other laws. */
  readonly lognormal: { readonly mu: number; readonly sigma: number } | null;
  /**
   * n draws of L into out[0…n): e^(μ + σZ) with polar normals for a lognormal, else one uniform
   * each, upper(u + 2^−33) on rng's draws.
   */
  fill(rng: Rng, out: Float64Array, n: number): void;
  /** n draws of the slow tail, one uniform each. */
  fillSlow(rng: Rng, out: Float64Array, n: number): void;
}

const fail = (what: string): never => {
  throw new RangeError(`Leaf latency: ${what}.`);
};

const isTime = (x: number) => Number.isFinite(x) && x >= 0;

/** Draws through a law's upper quantile: one uniform each, moved into (0, 1). */
function fillFrom(law: LeafLaw, rng: Rng, out: Float64Array, n: number): void {
  rng.fill(out, n);
  for (let i = 0; i < n; i++) out[i] = law.upper(out[i]! + HALF_STEP);
}

/** The law conditioned above its p99 (continuous laws and histograms): upper(0.01·s). */
function tailAbove(law: LeafLaw): LeafLaw {
  return {
    survival: (x) => Math.min(1, law.survival(x) / TAIL_SHARE),
    upper: (s) => law.upper(TAIL_SHARE * s),
  };
}

function withDraws(
  spec: LeafSampleSpec,
  law: LeafLaw,
  slow: LeafLaw,
  mean: number,
  partialMean: (x: number) => number,
  lognormal: LeafSampler['lognormal'] = null,
): LeafSampler {
  const fill = lognormal
    ? (rng: Rng, out: Float64Array, n: number) => {
        const normal = createNormal(rng);
        for (let i = 0; i < n; i++) out[i] = Math.exp(lognormal.mu + lognormal.sigma * normal());
      }
    : (rng: Rng, out: Float64Array, n: number) => fillFrom(law, rng, out, n);
  return {
    spec,
    survival: law.survival,
    upper: law.upper,
    mean,
    p99: law.upper(TAIL_SHARE),
    partialMean,
    slow,
    lognormal,
    fill,
    fillSlow: (rng, out, n) => fillFrom(slow, rng, out, n),
  };
}

function twoPoint(spec: Extract<LeafSampleSpec, { kind: 'two-point' }>): LeafSampler {
  const { fast, slow, slowShare } = spec;
  if (!isTime(fast) || !isTime(slow)) fail('the fast and slow latencies must be finite and ≥ 0');
  if (!(slowShare >= 0 && slowShare <= 1)) fail('the slow share must be between 0 and 1');
  // The two atoms in order, and the probability of the higher one.
  const low = Math.min(fast, slow);
  const high = Math.max(fast, slow);
  const pHigh = fast <= slow ? slowShare : 1 - slowShare;
  const law: LeafLaw = {
    survival: (x) => (x < low ? 1 : x < high ? pHigh : 0),
    upper: (s) => (s < pHigh ? high : low),
  };
  const tail: LeafLaw = { survival: (x) => (x < slow ? 1 : 0), upper: () => slow };
  const mean = (1 - slowShare) * fast + slowShare * slow;
  const partialMean = (x: number) =>
    (low <= x ? (1 - pHigh) * low : 0) + (high <= x ? pHigh * high : 0);
  return withDraws(spec, law, tail, mean, partialMean);
}

function lognormal(spec: Extract<LeafSampleSpec, { kind: 'lognormal' }>): LeafSampler {
  const { p50, p99 } = spec;
  if (!(p50 > 0) || !Number.isFinite(p50)) fail('the p50 must be positive and finite');
  if (!(p99 >= p50) || !Number.isFinite(p99)) fail('the p99 must be finite and ≥ the p50');
  const mu = Math.log(p50);
  const sigma = (Math.log(p99) - mu) / Z99;
  const mean = Math.exp(mu + (sigma * sigma) / 2);
  if (sigma === 0) {
    const law: LeafLaw = { survival: (x) => (x < p50 ? 1 : 0), upper: () => p50 };
    return withDraws(spec, law, law, p50, (x) => (x >= p50 ? p50 : 0));
  }
  const law: LeafLaw = {
    survival: (x) => (x <= 0 ? 1 : normalTail((Math.log(x) - mu) / sigma)),
    upper: (s) => Math.exp(mu + sigma * normalTailQuantile(s)),
  };
  // E[L; L ≤ x] = e^{μ + σ²/2}·Φ((ln x − μ − σ²)/σ).
  const partialMean = (x: number) =>
    x <= 0 ? 0 : mean * normalCdf((Math.log(x) - mu - sigma * sigma) / sigma);
  return withDraws(spec, law, tailAbove(law), mean, partialMean, { mu, sigma });
}

function histogram(spec: Extract<LeafSampleSpec, { kind: 'histogram' }>): LeafSampler {
  const finite = spec.buckets.filter((b) => b.le !== Infinity);
  const k = finite.length;
  if (k === 0) fail('a histogram needs a bucket with a finite bound');
  if (spec.buckets.some((b, i) => b.le === Infinity && i !== spec.buckets.length - 1)) {
    fail('the +Inf bucket must be the last');
  }
  const bounds = new Float64Array(k);
  const counts = new Float64Array(k);
  for (let i = 0; i < k; i++) {
    const { le, count } = finite[i]!;
    if (!isTime(le)) fail('bucket bounds must be finite and ≥ 0');
    if (!(count >= 0) || !Number.isFinite(count)) fail('bucket counts must be finite and ≥ 0');
    if (i > 0 && !(le > bounds[i - 1]!)) fail('bucket bounds must increase');
    if (i > 0 && count < counts[i - 1]!) fail('bucket counts must be cumulative');
    bounds[i] = le;
    counts[i] = count;
  }
  const total = spec.buckets[spec.buckets.length - 1]!.count;
  if (!(total > 0) || !Number.isFinite(total)) fail('a histogram needs a positive total count');
  if (total < counts[k - 1]!) fail('bucket counts must be cumulative');
  /** The first bucket runs from 0 (a first bound of 0 is an atom there). */
  const lowBound = (i: number) => (i > 0 ? bounds[i - 1]! : 0);
  const lowCount = (i: number) => (i > 0 ? counts[i - 1]! : 0);
  const top = bounds[k - 1]!;
  /** Count of observations ≤ x (the +Inf mass at the top bound). */
  const below = (x: number): number => {
    if (x >= top) return total;
    if (x < 0) return 0;
    let i = 0;
    while (bounds[i]! <= x) i += 1; // x < top: stops at the bucket holding x
    const lo = lowBound(i);
    return lowCount(i) + ((counts[i]! - lowCount(i)) * (x - lo)) / (bounds[i]! - lo);
  };
  const law: LeafLaw = {
    survival: (x) => (total - below(x)) / total,
    upper: (s) => {
      const rest = s * total; // observations above the answer, at most
      if (rest < total - counts[k - 1]!) return top; // inside the +Inf mass
      // The first bound with at most `rest` observations above it; the answer is in its bucket.
      let lo = 0;
      let hi = k - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (total - counts[mid]! <= rest) hi = mid;
        else lo = mid + 1;
      }
      const b = bounds[lo]!;
      const mass = counts[lo]! - lowCount(lo); // > 0: the bound before has more than `rest` above
      return b - ((b - lowBound(lo)) * (rest - (total - counts[lo]!))) / mass;
    },
  };
  let sum = 0;
  for (let i = 0; i < k; i++) sum += ((counts[i]! - lowCount(i)) * (lowBound(i) + bounds[i]!)) / 2;
  sum += (total - counts[k - 1]!) * top;
  const partialMean = (x: number) => {
    if (x >= top) return sum / total;
    let part = 0;
    for (let i = 0; i < k && lowBound(i) <= x; i++) {
      const lo = lowBound(i);
      const mass = counts[i]! - lowCount(i);
      if (bounds[i]! <= x) part += (mass * (lo + bounds[i]!)) / 2;
      else part += ((mass * (x - lo)) / (bounds[i]! - lo)) * ((lo + x) / 2);
    }
    return part / total;
  };
  return withDraws(spec, law, tailAbove(law), sum / total, partialMean);
}

/** The sampler of a leaf latency law (throws a RangeError on an impossible one). */
export function createLeafSampler(spec: LeafSampleSpec): LeafSampler {
  switch (spec.kind) {
    case 'two-point':
      return twoPoint(spec);
    case 'lognormal':
      return lognormal(spec);
    case 'histogram':
      return histogram(spec);
  }
}
