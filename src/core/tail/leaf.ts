/**
 * The latency of one leaf (one server a request fans out to), as a distribution: P(L ≤ t),
 * P(L > t), its quantiles and the points where its CDF jumps.
 *
 * Three shapes: two-point (fast with probability 1 − slowShare, slow otherwise: the paper's "one
 * server in a hundred is slow"), lognormal (given by its p50 and p99) and a Prometheus histogram
 * (linear inside each bucket, as histogram_quantile assumes). Combinations (mixtures, the slow
 * tail, hedged leaves in hedge.ts) are Leafs too, so that the request (request.ts) works on any.
 */
import { checkBuckets, type Bucket } from './histogram';
import { normalCdf, normalQuantile, normalTail } from './normal';
import { ALMOST_ONE, TOLERANCE, percentile } from './request';

/**
 * A leaf latency distribution as the panel gives it: two-point (fast with probability
 * 1 − slowShare, slow otherwise), lognormal by its p50 and p99 (μ = ln p50,
 * σ = (ln p99 − ln p50)/z₀.₉₉), or a Prometheus histogram (linear inside each bucket; the +Inf
 * bucket's requests an atom at the highest finite le, the value histogram_quantile returns for
 * them). leafOf reads each; leafSpecProblem says what is wrong with one.
 */
export type LeafSpec =
  | {
      readonly kind: 'two-point';
      readonly fast: number;
      readonly slow: number;
      readonly slowShare: number;
    }
  | { readonly kind: 'lognormal'; readonly p50: number; readonly p99: number }
  | { readonly kind: 'histogram'; readonly buckets: readonly Bucket[] };

/** One state a leaf can be in, with its probability (outage or not: hedge.ts). */
export interface LeafState {
  readonly weight: number;
  readonly leaf: Leaf;
}

/**
 * A leaf latency L ≥ 0: its CDF F(t) = P(L ≤ t) and tail P(L > t), where F jumps, its quantiles
 * F⁻¹(p) = min{t : F(t) ≥ p} and its slow tail (the top 1%).
 */
export interface Leaf {
  /** P(L ≤ t). */
  cdf(t: number): number;
  /** P(L > t) = 1 − cdf(t), computed directly so that a tail of 1e-4 keeps its digits. */
  exceeds(t: number): number;
  /** Discrete support points (atoms) where the CDF jumps, ascending; null when continuous. */
  readonly atoms: readonly number[] | null;
  /**
   * Every point where the CDF jumps, ascending, also for a mixed distribution (a histogram's
   * +Inf mass at its highest bound): the atoms when discrete, [] when continuous.
   */
  readonly jumps: readonly number[];
  /** Smallest t with cdf(t) ≥ p. */
  quantile(p: number): number;
  /** The slow tail: the leaf conditioned on being above its p99 (used for the outage). */
  slowTail(): Leaf;
  /**
   * Set when the leaf is a mixture whose state is drawn once per leaf and kept by every copy a
   * hedge sends (the outage, hedge.ts); absent for a plain distribution.
   */
  readonly states?: readonly LeafState[];
}

/** z₀.₉₉ = Φ⁻¹(0.99): a lognormal's p99 is e^{μ + z₀.₉₉·σ}. */
export const Z99 = 2.3263478740408408;

/** The share of a leaf's latencies its slow tail keeps: the top 1%, above its p99. */
export const SLOW_TAIL_SHARE = 0.01;

/**
 * The distinct values of sorted lists merged, ascending; values within 1e-12 relative of each
 * other are one (the first listed is kept, so pass the exact ones first): 0.01 + 0.02 and 0.03
 * are the same time.
 */
export function mergePoints(lists: readonly (readonly number[])[]): number[] {
  const all = lists.flatMap((list, rank) => list.map((value, i) => ({ value, rank, i })));
  all.sort((a, b) => a.value - b.value || a.rank - b.rank || a.i - b.i);
  const out: number[] = [];
  let lastRank = Infinity;
  for (const { value, rank } of all) {
    const last = out[out.length - 1];
    if (last !== undefined && value - last <= TOLERANCE * Math.abs(value)) {
      if (rank < lastRank) {
        out[out.length - 1] = value;
        lastRank = rank;
      }
      continue;
    }
    out.push(value);
    lastRank = rank;
  }
  return out;
}

/** The parts a Leaf is built from; slowTail defaults to the top 1% (topShareLeaf). */
interface LeafParts {
  readonly cdf: (t: number) => number;
  readonly exceeds: (t: number) => number;
  readonly atoms: readonly number[] | null;
  readonly jumps: readonly number[];
  readonly quantile: (p: number) => number;
  readonly slowTail?: () => Leaf;
}

/** A Leaf from its parts, its slow tail computed once, on first use. */
function makeLeaf(parts: LeafParts): Leaf {
  let tail: Leaf | undefined;
  const leaf: Leaf = {
    cdf: parts.cdf,
    exceeds: parts.exceeds,
    atoms: parts.atoms,
    jumps: parts.jumps,
    quantile: parts.quantile,
    slowTail: () => (tail ??= parts.slowTail ? parts.slowTail() : topShareLeaf(leaf)),
  };
  return leaf;
}

/** The smallest atom a with cdf(a) ≥ p (1e-12 relative tolerance): a discrete quantile. */
function atomQuantile(cdf: (t: number) => number, atoms: readonly number[], p: number): number {
  return percentile(cdf, atoms, p, { lo: 0, hi: 0 });
}

/** A latency that is always `at`: P(L ≤ t) = [t ≥ at]; its slow tail is itself. */
export function pointLeaf(at: number): Leaf {
  const leaf: Leaf = {
    cdf: (t) => (t < at ? 0 : 1),
    exceeds: (t) => (t < at ? 1 : 0),
    atoms: [at],
    jumps: [at],
    quantile: () => at,
    slowTail: () => leaf,
  };
  return leaf;
}

/** x when it is a finite number ≥ 0, else 0. */
function nonNegative(x: number): number {
  return Number.isFinite(x) && x > 0 ? x : 0;
}

/**
 * Two-point: `fast` with probability 1 − s, `slow` with probability s (s = slowShare):
 * P(L ≤ t) = 0 below fast, 1 − s from fast, 1 from slow; atoms [fast, slow]; the p-quantile is
 * fast when 1 − s ≥ p (1e-12 relative tolerance), else slow; the slow tail is the slow atom
 * alone. Inputs leafSpecProblem rejects are read so as never to give NaN: a negative or
 * non-finite time as 0, s clamped to [0, 1], fast and slow swapped when fast > slow, a single
 * atom when they are equal.
 */
function twoPointLeaf(fastIn: number, slowIn: number, shareIn: number): Leaf {
  const fast = Math.min(nonNegative(fastIn), nonNegative(slowIn));
  const slow = Math.max(nonNegative(fastIn), nonNegative(slowIn));
  if (!(fast < slow)) return pointLeaf(slow);
  const share = Number.isFinite(shareIn) ? Math.min(1, Math.max(0, shareIn)) : 0;
  const cdf = (t: number) => (t < fast ? 0 : t < slow ? 1 - share : 1);
  const atoms = [fast, slow];
  return makeLeaf({
    cdf,
    exceeds: (t) => (t < fast ? 1 : t < slow ? share : 0),
    atoms,
    jumps: atoms,
    quantile: (p) => atomQuantile(cdf, atoms, p),
    slowTail: () => pointLeaf(slow),
  });
}

/**
 * Lognormal with median p50 and 99th percentile p99: ln L ~ N(μ, σ²) with μ = ln p50,
 * σ = (ln p99 − ln p50)/z₀.₉₉. P(L ≤ t) = Φ(ln(t/p50)/σ) and P(L > t) = Φ(−ln(t/p50)/σ) by
 * Cody's erfc (normal.ts); the p-quantile is p50·e^{σ·Φ⁻¹(p)} by AS 241 (p clamped to
 * 1 − 2^−53, 0 at p ≤ 0). Not a valid lognormal (leafSpecProblem): p50 ≤ 0 or not finite is
 * read as the point 0, p99 ≤ p50 as the point p50 (σ = 0).
 */
function lognormalLeaf(p50: number, p99: number): Leaf {
  if (!(Number.isFinite(p50) && p50 > 0)) return pointLeaf(0);
  const sigma = Math.log(p99 / p50) / Z99;
  if (!(Number.isFinite(sigma) && sigma > 0)) return pointLeaf(p50);
  return makeLeaf({
    cdf: (t) => (t <= 0 ? 0 : normalCdf(Math.log(t / p50) / sigma)),
    exceeds: (t) => (t <= 0 ? 1 : normalTail(Math.log(t / p50) / sigma)),
    atoms: null,
    jumps: [],
    quantile: (p) => (p <= 0 ? 0 : p50 * Math.exp(sigma * normalQuantile(Math.min(p, ALMOST_ONE)))),
  });
}

/** Finite bucket bounds (ascending), their cumulative counts and the total (with +Inf). */
interface CleanBuckets {
  readonly les: readonly number[];
  readonly counts: readonly number[];
  readonly total: number;
}

/**
 * Buckets as histogramLeaf reads them, whatever they are (checkBuckets in histogram.ts says in
 * words what is wrong): pairs with a NaN or negative le or a count that is not a finite number
 * ≥ 0 dropped, sorted by le, counts made non-decreasing (running maximum), the total the largest
 * count, +Inf buckets counted only in it. Null when no finite bucket or no request is left.
 */
function cleanBuckets(buckets: readonly Bucket[]): CleanBuckets | null {
  const valid = buckets
    .filter((b) => b.le >= 0 && Number.isFinite(b.count) && b.count >= 0)
    .sort((a, b) => a.le - b.le);
  const les: number[] = [];
  const counts: number[] = [];
  let running = 0;
  for (const b of valid) {
    running = Math.max(running, b.count);
    if (!Number.isFinite(b.le)) continue;
    if (les[les.length - 1] === b.le) counts[counts.length - 1] = running;
    else {
      les.push(b.le);
      counts.push(running);
    }
  }
  if (les.length === 0 || !(running > 0)) return null;
  return { les, counts, total: running };
}

/**
 * A Prometheus histogram: cumulative counts c_i of requests ≤ le_i. The CDF is linear inside
 * each bucket, as histogram_quantile assumes, from 0 at t = 0 (the first bucket's lower bound)
 * up to c_i/total at le_i; the requests of the +Inf bucket (total − c_last) are put at the
 * highest finite le as an atom (histogram_quantile returns that bound for them), and the
 * requests of a bucket le = 0 at 0. The p-quantile is histogram_quantile's: with rank p·total
 * and b the first bucket with c_b ≥ rank, le_{b−1} + (le_b − le_{b−1})·(rank − c_{b−1})/
 * (c_b − c_{b−1}) (le_{−1} = 0, c_{−1} = 0), the highest finite le when no finite bucket
 * reaches the rank. atoms null (the CDF is continuous between the jumps); jumps at those atoms.
 * No finite bucket or no request: the point 0.
 */
function histogramLeaf(buckets: readonly Bucket[]): Leaf {
  const clean = cleanBuckets(buckets);
  if (!clean) return pointLeaf(0);
  const { les, counts, total } = clean;
  const last = les.length - 1;
  const top = les[last] ?? 0;
  /** The first finite bucket index i with les[i] ≥ t (t ≤ top). */
  const bucketOf = (t: number) => {
    let lo = 0;
    let hi = last;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((les[mid] ?? 0) >= t) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  /** Requests at or below t, interpolated linearly inside the bucket. */
  const countBelow = (t: number) => {
    if (t < 0) return 0;
    if (t >= top) return total;
    const i = bucketOf(t);
    const end = les[i] ?? 0;
    const start = i > 0 ? (les[i - 1] ?? 0) : 0;
    const before = i > 0 ? (counts[i - 1] ?? 0) : 0;
    const upto = counts[i] ?? 0;
    return end === start ? upto : before + ((upto - before) * (t - start)) / (end - start);
  };
  const jumps = mergePoints([
    les[0] === 0 && (counts[0] ?? 0) > 0 ? [0] : [],
    total > (counts[last] ?? 0) ? [top] : [],
  ]);
  return makeLeaf({
    cdf: (t) => countBelow(t) / total,
    exceeds: (t) => (t < 0 ? 1 : (total - countBelow(t)) / total),
    atoms: null,
    jumps,
    quantile: (p) => {
      if (!(p > 0)) return 0;
      const rank = Math.min(p, 1) * total;
      const b = counts.findIndex((c) => c >= rank);
      if (b < 0) return top;
      const end = les[b] ?? 0;
      if (b === 0 && end <= 0) return end;
      const start = b > 0 ? (les[b - 1] ?? 0) : 0;
      const before = b > 0 ? (counts[b - 1] ?? 0) : 0;
      return start + ((end - start) * (rank - before)) / ((counts[b] ?? 0) - before);
    },
  });
}

/**
 * The top `share` of a leaf (its slow tail; share 1% by default): L conditioned on being above
 * its (1 − share)-quantile q, i.e. L = F⁻¹(1 − share + share·U) for U uniform. P(tail > t) =
 * min(1, P(L > t)/share), so P(tail ≤ t) = (F(t) − 0.99)/0.01 clamped to [0, 1]; the p-quantile
 * is F⁻¹(1 − share·(1 − p)); atoms and jumps are those at or above q. For a discrete leaf whose
 * p99 atom has more than 1% above it, the tail keeps that atom with the missing share.
 */
export function topShareLeaf(leaf: Leaf, share: number = SLOW_TAIL_SHARE): Leaf {
  const threshold = leaf.quantile(1 - share);
  return makeLeaf({
    cdf: (t) => Math.max(0, 1 - leaf.exceeds(t) / share),
    exceeds: (t) => Math.min(1, leaf.exceeds(t) / share),
    atoms: leaf.atoms ? leaf.atoms.filter((a) => a >= threshold) : null,
    jumps: leaf.jumps.filter((j) => j >= threshold),
    quantile: (p) => leaf.quantile(1 - share * (1 - Math.min(1, Math.max(0, p)))),
  });
}

/**
 * The mixture Σ w_i·L_i (weights summing to 1): P(L ≤ t) = Σ w_i·F_i(t), P(L > t) =
 * Σ w_i·P(L_i > t); atoms the union of the parts' when every part is discrete, else null; jumps
 * the union of all; quantiles by percentile (bracketed by the largest of the parts' quantiles).
 * Parts of weight 0 are left out; a single part is returned as it is.
 */
export function mixtureLeaf(parts: readonly LeafState[]): Leaf {
  const live = parts.filter((s) => s.weight > 0);
  const only = live[0];
  if (live.length === 1 && only) return only.leaf;
  if (!only) return pointLeaf(0);
  const cdf = (t: number) => live.reduce((sum, s) => sum + s.weight * s.leaf.cdf(t), 0);
  const exceeds = (t: number) => live.reduce((sum, s) => sum + s.weight * s.leaf.exceeds(t), 0);
  const discrete = live.every((s) => s.leaf.atoms !== null);
  const atoms = discrete ? mergePoints(live.map((s) => s.leaf.atoms ?? [])) : null;
  const jumps = mergePoints(live.map((s) => s.leaf.jumps));
  return makeLeaf({
    cdf,
    exceeds: (t) => Math.min(1, exceeds(t)),
    atoms,
    jumps,
    quantile: (p) =>
      percentile(
        cdf,
        atoms,
        p,
        { lo: 0, hi: Math.max(...live.map((s) => s.leaf.quantile(p))) },
        jumps,
      ),
  });
}

/**
 * What is wrong with a leaf spec, in words, or null: two-point needs 0 ≤ fast < slow and a slow
 * share in [0, 1]; lognormal 0 < p50 < p99; a histogram what checkBuckets (histogram.ts) asks.
 * leafOf still reads a spec with a problem without NaN (see each shape), but its numbers mean
 * little.
 */
export function leafSpecProblem(spec: LeafSpec): string | null {
  switch (spec.kind) {
    case 'two-point':
      if (!(Number.isFinite(spec.fast) && spec.fast >= 0))
        return 'The fast latency must be a number of seconds, 0 or more.';
      if (!Number.isFinite(spec.slow)) return 'The slow latency must be a number of seconds.';
      if (!(spec.fast < spec.slow))
        return `The fast latency (${spec.fast} s) must be below the slow one (${spec.slow} s).`;
      if (!(spec.slowShare >= 0 && spec.slowShare <= 1))
        return 'The share of slow answers must be from 0 to 100%.';
      return null;
    case 'lognormal':
      if (!(Number.isFinite(spec.p50) && spec.p50 > 0))
        return 'The median (p50) latency must be above 0 s.';
      if (!(Number.isFinite(spec.p99) && spec.p99 > spec.p50))
        return `The p99 (${spec.p99} s) must be above the p50 (${spec.p50} s): a lognormal's 99th percentile is above its median.`;
      return null;
    case 'histogram':
      return checkBuckets(spec.buckets);
  }
}

/** The leaf for a spec (each shape's rules above; never NaN, whatever the spec). */
export function leafOf(spec: LeafSpec): Leaf {
  switch (spec.kind) {
    case 'two-point':
      return twoPointLeaf(spec.fast, spec.slow, spec.slowShare);
    case 'lognormal':
      return lognormalLeaf(spec.p50, spec.p99);
    case 'histogram':
      return histogramLeaf(spec.buckets);
  }
}
