/**
 * A request that fans out to N leaves and completes when k of them have answered: its latency is
 * the k-th fastest of N independent leaf latencies (the k-th order statistic), so
 * P(request ≤ t) = P(at least k of N leaves ≤ t) = P(Bin(N, F(t)) ≥ k) with F the leaf CDF.
 * k = N (wait for all) gives F(t)^N: with 1% slow leaves and N = 100, 1 − 0.99^100 = 63% of
 * requests are slow ("The Tail at Scale").
 *
 * The binomial tail is summed term by term from the cut-off outwards, each term in Loader's
 * saddle-point form (no cancellation, no underflow of F^N for N up to 10^4 and beyond), and
 * both tails are computed from F and 1 − F given separately, so a leaf tail of 1e-4 keeps its
 * digits.
 */
import { stirlingError } from '../capacity/gamma';
import type { Leaf } from './leaf';

/** Relative tolerance on probabilities and times: 0.99 computed as 1 − 0.01 counts as 0.99. */
export const TOLERANCE = 1e-12;

/** The largest p below 1: a continuous p-quantile at p = 1 would be infinite. */
export const ALMOST_ONE = 1 - Number.EPSILON / 2;

/**
 * Loader's deviance term x·ln(x/m) + m − x ≥ 0, by its series in v = (x − m)/(x + m) when x is
 * near m (where the direct form cancels): 2x·Σ_{j≥1} v^{2j+1}/(2j + 1) + (x − m)·v.
 */
function deviance(x: number, m: number): number {
  if (Math.abs(x - m) < 0.1 * (x + m)) {
    let v = (x - m) / (x + m);
    let sum = (x - m) * v;
    let power = 2 * x * v;
    v *= v;
    for (let j = 1; j < 1000; j++) {
      power *= v;
      const next = sum + power / (2 * j + 1);
      if (next === sum) return next;
      sum = next;
    }
    return sum;
  }
  return x * Math.log(x / m) + m - x;
}

/**
 * P(Bin(n, p) = x) with q = 1 − p given separately, by Loader's formula ("Fast and accurate
 * computation of binomial probabilities", 2000):
 * exp(δ(n) − δ(x) − δ(n − x) − D(x, np) − D(n − x, nq))·√(n/(2πx(n − x))), with δ Stirling's
 * error and D the deviance; q^n and p^n at the ends. Relative error a few ulps.
 */
export function binomialTerm(n: number, x: number, p: number, q: number): number {
  if (x < 0 || x > n) return 0;
  if (p === 0) return x === 0 ? 1 : 0;
  if (q === 0) return x === n ? 1 : 0;
  if (x === 0) return Math.exp(p < 0.1 ? -deviance(n, n * q) - n * p : n * Math.log(q));
  if (x === n) return Math.exp(q < 0.1 ? -deviance(n, n * p) - n * q : n * Math.log(p));
  const log =
    stirlingError(n) -
    stirlingError(x) -
    stirlingError(n - x) -
    deviance(x, n * p) -
    deviance(n - x, n * q);
  return Math.exp(log) * Math.sqrt(n / (2 * Math.PI * x * (n - x)));
}

/** Both tails of a binomial count at a cut-off k. */
export interface BinomialTails {
  /** P(X ≥ k). */
  readonly atLeast: number;
  /** P(X < k) = 1 − P(X ≥ k). */
  readonly below: number;
}

/**
 * P(X ≥ k) and P(X < k) for X ~ Bin(n, p), q = 1 − p given separately. The ends in closed form:
 * k = n: p^n = e^{n·ln(1 − q)}; k = 1: 1 − q^n. Otherwise the tail on the far side of the mode
 * ⌊(n + 1)p⌋ is summed from k outwards (its terms fall geometrically, so it stops when a term is
 * below 1e-17 of the sum: O(√n) terms) and the other is 1 minus it.
 */
export function binomialTails(n: number, k: number, p: number, q: number): BinomialTails {
  if (k <= 0) return { atLeast: 1, below: 0 };
  if (k > n) return { atLeast: 0, below: 1 };
  if (p <= 0) return { atLeast: 0, below: 1 };
  if (q <= 0) return { atLeast: 1, below: 0 };
  if (k === n) {
    const all = q < 0.5 ? Math.exp(n * Math.log1p(-q)) : Math.pow(p, n);
    const notAll = q < 0.5 ? -Math.expm1(n * Math.log1p(-q)) : 1 - all;
    return { atLeast: all, below: notAll };
  }
  if (k === 1) {
    const none = p < 0.5 ? Math.exp(n * Math.log1p(-p)) : Math.pow(q, n);
    const some = p < 0.5 ? -Math.expm1(n * Math.log1p(-p)) : 1 - none;
    return { atLeast: some, below: none };
  }
  const mode = Math.floor((n + 1) * p);
  const ratio = p / q;
  if (k > mode) {
    let term = binomialTerm(n, k, p, q);
    let sum = term;
    for (let x = k; x < n && term > 1e-17 * sum; x++) {
      term *= ((n - x) / (x + 1)) * ratio;
      sum += term;
    }
    const atLeast = Math.min(1, sum);
    return { atLeast, below: 1 - atLeast };
  }
  let term = binomialTerm(n, k - 1, p, q);
  let sum = term;
  for (let x = k - 1; x > 0 && term > 1e-17 * sum; x--) {
    term *= x / (n - x + 1) / ratio;
    sum += term;
  }
  const below = Math.min(1, sum);
  return { atLeast: 1 - below, below };
}

/** N as a whole number ≥ 1 and k clamped to 1…N. */
function counts(fanout: number, awaited: number): { n: number; k: number } {
  const n = Number.isFinite(fanout) ? Math.max(1, Math.floor(fanout)) : 1;
  const k = Number.isFinite(awaited) ? Math.min(n, Math.max(1, Math.ceil(awaited))) : n;
  return { n, k };
}

/**
 * CDF of the request: the k-th fastest of N iid leaves with CDF F:
 * P(at least k of N ≤ t) = Σ_{j≥k} C(N,j) F^j (1−F)^{N−j}; F^N when k = N. N is taken as a
 * whole number ≥ 1 and k is clamped to 1…N.
 */
export function requestCdf(leaf: Leaf, fanout: number, awaited: number): (t: number) => number {
  const { n, k } = counts(fanout, awaited);
  return (t) => binomialTails(n, k, leaf.cdf(t), leaf.exceeds(t)).atLeast;
}

/**
 * P(request > t) = P(fewer than k of N leaves ≤ t) = Σ_{j<k} C(N,j) F^j (1−F)^{N−j}, summed
 * directly (not 1 − requestCdf), so a small share of slow requests keeps its digits;
 * 1 − F^N when k = N.
 */
export function requestExceeds(leaf: Leaf, fanout: number, awaited: number): (t: number) => number {
  const { n, k } = counts(fanout, awaited);
  return (t) => binomialTails(n, k, leaf.cdf(t), leaf.exceeds(t)).below;
}

/** True when a CDF value reaches the level p, within the relative tolerance 1e-12. */
export function reaches(value: number, p: number): boolean {
  return value >= p - TOLERANCE * p;
}

/**
 * The smallest latency L with P(latency ≤ L) ≥ p: exact on the atoms for discrete leaves
 * (compared with a relative tolerance of 1e-12, so that 0.99 computed as 1 − 0.01 counts as
 * 0.99), bisection to 1e-12 relative for continuous ones.
 *
 * Discrete (`atoms` given, ascending): the first atom a with cdf(a) ≥ p·(1 − 10^−12); the last
 * atom when none is (p above 1).
 * Otherwise: p is clamped to 1 − 2^−53; hint.lo is a point at or below the answer (0 for a
 * latency: the answer is hint.lo when cdf(hint.lo) ≥ p); hint.hi is a guess above it, doubled
 * until cdf(hint.hi) ≥ p; then bisection (geometric while the bracket spans more than a factor
 * of 4) until it is 1e-12 of its top, returning the top. `jumps` (optional, ascending) are the
 * points where a mixed distribution's CDF jumps (a histogram's +Inf bucket, hedges of it): the
 * first jump j with cdf(j) ≥ p·(1 − 10^−12) caps the bracket, and an answer within 1e-12
 * relative below j is j, so that the answer is j itself, not a point 1e-12 beside it, when the
 * CDF crosses p by jumping there.
 */
export function percentile(
  cdf: (t: number) => number,
  atoms: readonly number[] | null,
  p: number,
  hint: { lo: number; hi: number },
  jumps: readonly number[] = [],
): number {
  if (atoms) {
    for (const a of atoms) if (reaches(cdf(a), p)) return a;
    return atoms.length > 0 ? (atoms[atoms.length - 1] ?? 0) : hint.lo;
  }
  const level = Math.min(p, ALMOST_ONE);
  const start = Number.isFinite(hint.lo) ? hint.lo : 0;
  let lo = start;
  if (cdf(lo) >= level) return lo;
  let hi = Number.isFinite(hint.hi) && hint.hi > lo ? hint.hi : lo > 0 ? 2 * lo : 1;
  for (let i = 0; i < 1100 && cdf(hi) < level && Number.isFinite(2 * hi); i++) {
    lo = hi;
    hi *= 2;
  }
  const jump = jumps.find((j) => j >= start && reaches(cdf(j), p));
  if (jump !== undefined && jump <= lo) return jump;
  if (jump !== undefined && jump < hi) hi = jump;
  for (let i = 0; i < 500 && hi - lo > TOLERANCE * hi; i++) {
    const mid = lo > 0 && hi > 4 * lo ? Math.sqrt(lo) * Math.sqrt(hi) : lo + (hi - lo) / 2;
    if (cdf(mid) >= level) hi = mid;
    else lo = mid;
  }
  return jump !== undefined && jump - hi <= TOLERANCE * jump ? jump : hi;
}
