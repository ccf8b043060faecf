/**
 * Closed forms for the failover-time distributions, derived by hand and kept apart from the
 * model so the tests check the simulation against something it did not compute itself.
 *
 * Multi-AZ: T = (N − 1)·i + W, W ~ U(0, i]  →  F(t) = clamp((t − (N − 1)·i) / i). New requests
 * leave an unhealthy target at detection: the drain bounds in-flight connections only.
 * Multi-region: T = (N − 1)·i + W + R, R ~ U(0, L], L = TTL (or stale_max for the stale share):
 * the sum of two independent uniforms has a trapezoidal density, whose CDF is below.
 */

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** CDF of X + Y, X ~ U(0, a), Y ~ U(0, b), a > 0, b ≥ 0. */
export function uniformSumCdf(x: number, a: number, b: number): number {
  if (b === 0) return clamp01(x / a);
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  if (x <= 0) return 0;
  if (x <= lo) return (x * x) / (2 * a * b);
  if (x <= hi) return (x - lo / 2) / hi;
  if (x < a + b) return 1 - (a + b - x) ** 2 / (2 * a * b);
  return 1;
}

export function azCdf(t: number, c: { interval: number; threshold: number }) {
  return clamp01((t - (c.threshold - 1) * c.interval) / c.interval);
}

export interface RegionClosed {
  interval: number;
  threshold: number;
  ttl: number;
  /** The share of stale clients actually in the sample. */
  stale: number;
  staleMax: number;
}

export function regionCdf(t: number, c: RegionClosed): number {
  const x = t - (c.threshold - 1) * c.interval;
  const fresh = uniformSumCdf(x, c.interval, c.ttl);
  const stale = uniformSumCdf(x, c.interval, Math.max(c.ttl, c.staleMax));
  return (1 - c.stale) * fresh + c.stale * stale;
}

/** Mean of the region distribution: (N − ½)·i + ((1 − s)·TTL + s·L)/2. */
export function regionMean(c: RegionClosed): number {
  return (
    (c.threshold - 0.5) * c.interval +
    ((1 - c.stale) * c.ttl + c.stale * Math.max(c.ttl, c.staleMax)) / 2
  );
}

/** The Kolmogorov–Smirnov distance between an ascending sample and a CDF. */
export function ksDistance(sorted: Float64Array, cdf: (t: number) => number): number {
  const n = sorted.length;
  let d = 0;
  sorted.forEach((x, k) => {
    const f = cdf(x);
    d = Math.max(d, Math.abs((k + 1) / n - f), Math.abs(k / n - f));
  });
  return d;
}

/** The KS critical value at α = 0.001 for n samples (asymptotic, 1.95/√n). */
export const ksBound = (n: number) => 1.95 / Math.sqrt(n);
