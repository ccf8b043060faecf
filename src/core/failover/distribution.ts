/** Summaries of a sorted sample of failover times (seconds). */

export interface Summary {
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  /** The worst client in the sample. */
  readonly max: number;
  readonly mean: number;
}

/**
 * The nearest-rank quantile of an ascending sample: the smallest value with at least a share q
 * of the sample at or below it (q in (0, 1]).
 */
export function quantile(sorted: Float64Array, q: number): number {
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export function summarise(sorted: Float64Array): Summary {
  let sum = 0;
  for (const t of sorted) sum += t;
  return {
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    mean: sum / sorted.length,
  };
}

/** How many values are ≤ t (binary search). */
function countAtOrBelow(sorted: Float64Array, t: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? 0) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The empirical CDF at t: the share of clients that have failed over by then. */
export function empiricalCdf(sorted: Float64Array, t: number): number {
  return sorted.length === 0 ? Number.NaN : countAtOrBelow(sorted, t) / sorted.length;
}

/** The share of clients still on the failed side after t seconds. */
export function shareAfter(sorted: Float64Array, t: number): number {
  const n = sorted.length;
  return n === 0 ? Number.NaN : (n - countAtOrBelow(sorted, t)) / n;
}

/**
 * A distribution-free confidence interval for the q-quantile from order statistics: the ranks
 * n·q ∓ z·√(n·q·(1 − q)) (normal approximation to the binomial count below the quantile).
 * z = 1.96 gives about 95%: how far another seed could move the simulated figure.
 */
export function quantileInterval(
  sorted: Float64Array,
  q: number,
  z = 1.96,
): readonly [number, number] {
  const n = sorted.length;
  const spread = z * Math.sqrt(n * q * (1 - q));
  const low = Math.min(n, Math.max(1, Math.floor(n * q - spread)));
  const high = Math.min(n, Math.max(1, Math.ceil(n * q + spread) + 1));
  return [sorted[low - 1] ?? Number.NaN, sorted[high - 1] ?? Number.NaN];
}

export interface CdfPoint {
  /** Seconds since the failure. */
  readonly t: number;
  /** Share of clients that have failed over by t. */
  readonly p: number;
}

/**
 * A few hundred points of the empirical CDF for a chart: evenly spaced in probability (the body)
 * and evenly spaced in log time (so a thin, long tail is still drawn by many points).
 */
export function cdfPoints(sorted: Float64Array, perGrid = 80): CdfPoint[] {
  const n = sorted.length;
  const first = sorted[0];
  const last = sorted[n - 1];
  if (first === undefined || last === undefined) return [];
  const times = new Set<number>([first, last]);
  for (let i = 1; i < perGrid; i++) times.add(sorted[Math.floor((i * n) / perGrid)] ?? last);
  const low = Math.max(first, last * 1e-4);
  if (last > low) {
    const step = Math.log(last / low) / perGrid;
    for (let i = 0; i <= perGrid; i++) times.add(low * Math.exp(step * i));
  }
  return [...times]
    .filter((t) => t >= first && t <= last)
    .sort((a, b) => a - b)
    .map((t) => ({ t, p: empiricalCdf(sorted, t) }));
}
