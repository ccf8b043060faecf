/**
 * Closed forms for the tail simulation's tests, written here from the model alone (never from
 * src/core/tail's closed forms, which they check the simulation against independently).
 */

/**
 * A latency law for the oracle: later(offset, t) = P(offset + L > t), the probability that an
 * attempt sent at `offset` has not answered by t. Written with the sum, not t − offset, because
 * the simulation compares offset + L with t: 0.02 + 0.01 ≤ 0.03 in doubles, 0.03 − 0.02 < 0.01.
 */
export type Later = (offset: number, t: number) => number;

/** A leaf that is `fast` with probability 1 − s, else `slow`. */
export const twoPointLater =
  (fast: number, slow: number, s: number): Later =>
  (offset, t) =>
    (offset + fast > t ? 1 - s : 0) + (offset + slow > t ? s : 0);

/**
 * P(T > t) for a hedged leaf: attempt i = 0…m − 1 is sent at i·d unless the leaf has answered,
 * and answers i·d + L_i after. With probability c every copy takes the first attempt's latency
 * (so T = L_0); otherwise the L_i are independent, and T > t exactly when every attempt sent
 * before t answers after it: Π over i·d < t of P(i·d + L > t).
 */
export function hedgedSurvival(later: Later, t: number, d: number, m: number, c = 0): number {
  let independent = 1;
  for (let i = 0; i < m && i * d < t; i++) independent *= later(i * d, t);
  return c * later(0, t) + (1 - c) * independent;
}

/**
 * Copies sent per leaf request without a cap: copy i goes out if nothing has answered by i·d,
 * i.e. if the leaf hedged with i attempts is slower than i·d.
 */
export function uncappedExtraLoad(later: Later, d: number, m: number, c = 0): number {
  let load = 0;
  for (let i = 1; i < m; i++) load += hedgedSurvival(later, i * d, d, i, c);
  return load;
}

/** ln C(n, x). */
function logChoose(n: number, x: number): number {
  let sum = 0;
  for (let i = 1; i <= x; i++) sum += Math.log(n - x + i) - Math.log(i);
  return sum;
}

/** P(Binomial(n, p) ≥ k), term by term. */
export function binomialAtLeast(n: number, k: number, p: number): number {
  if (p <= 0) return k <= 0 ? 1 : 0;
  if (p >= 1) return k <= n ? 1 : 0;
  let sum = 0;
  for (let x = Math.max(0, k); x <= n; x++) {
    sum += Math.exp(logChoose(n, x) + x * Math.log(p) + (n - x) * Math.log1p(-p));
  }
  return Math.min(1, sum);
}

/** P(a request ≤ t) when it waits for k of n leaves, each ≤ t with probability f. */
export const requestAtMost = (n: number, k: number, f: number): number => binomialAtLeast(n, k, f);

/** The share of sorted samples ≤ t. */
export function shareAtMost(sorted: Float64Array, t: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo / sorted.length;
}

/** The binomial standard error of a share p over n samples. */
export const shareSe = (p: number, n: number): number => Math.sqrt((p * (1 - p)) / n);

/**
 * Extra work of two-point leaves with two attempts (m = 2) and no correlation, d between fast and
 * slow (fast < d, fast + d < slow): only a slow first attempt (probability s) sends a copy, at d.
 * - Without cancellation the copy runs its full latency, E[L]: extra work P(L > d)·E[L]/E[L] = s.
 * - With it: a fast copy answers at d + fast, and both stop: the copy ran `fast`, the first
 *   d + fast; a slow one loses to the first at `slow`: the copy ran slow − d, the first slow. The
 *   work added is (first + copy, cut) − first (uncut), over the first attempts' E[L].
 */
export function twoPointExtraWork(
  fast: number,
  slow: number,
  s: number,
  d: number,
): { full: number; cancelled: number } {
  const mean = (1 - s) * fast + s * slow;
  const cutWhenSlow = (1 - s) * (d + fast + fast) + s * (slow + (slow - d));
  const withCancel = (1 - s) * fast + s * cutWhenSlow;
  return { full: s, cancelled: (withCancel - mean) / mean };
}

/**
 * erfc(x) by Abramowitz & Stegun 7.1.26 (absolute error under 1.5·10⁻⁷), plenty for checks
 * whose standard errors are 10⁻³.
 */
export function erfcApprox(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const tail = poly * Math.exp(-z * z);
  return x >= 0 ? tail : 2 - tail;
}

/** A lognormal leaf with median p50 and 99th percentile p99. */
export const lognormalLater =
  (p50: number, p99: number): Later =>
  (offset, t) => {
    const x = t - offset;
    if (x <= 0) return 1;
    const sigma = (Math.log(p99) - Math.log(p50)) / 2.3263478740408408;
    return 0.5 * erfcApprox((Math.log(x) - Math.log(p50)) / (sigma * Math.SQRT2));
  };
