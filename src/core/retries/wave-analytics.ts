import { exponentialWindow, type BackoffParams } from './strategies';

/** The closed-form figures of a wave (AWS "Exponential Backoff And Jitter"). */
export interface WaveAnalytics {
  /** v = min(c, b·2^k), seconds: the whole spread of full jitter. */
  readonly window: number;
  /** Buckets v spans: ⌈v / bucket⌉. */
  readonly buckets: number;
  /** Full jitter's expected arrivals per bucket: n · bucket / v (all n when bucket ≥ v). */
  readonly expectedPerBucket: number;
  /** No jitter puts all n in one bucket: peak ÷ full jitter's average = v / bucket (≥ 1). */
  readonly reductionExpected: number;
}

export function waveAnalytics(
  clients: number,
  attempt: number,
  bucket: number,
  p: BackoffParams,
): WaveAnalytics {
  const window = exponentialWindow(attempt, p);
  // The tolerance keeps 8 / 0.1 at 80 buckets despite binary rounding.
  const buckets = Math.max(1, Math.ceil(window / bucket - 1e-9));
  const expectedPerBucket = bucket >= window ? clients : (clients * bucket) / window;
  const reductionExpected = bucket >= window ? 1 : window / bucket;
  return { window, buckets, expectedPerBucket, reductionExpected };
}

/**
 * P(Bin(n, p) ≤ m) for m = 0…, by the pmf recurrence from the mode (stable for n up to 10⁹, no
 * underflow at (1 − p)^n). Returns the CDF up to where it reaches 1 within double precision.
 */
export function binomialCdf(n: number, p: number): Float64Array {
  if (p <= 0 || n === 0) return Float64Array.of(1);
  if (p >= 1) {
    const cdf = new Float64Array(n + 1);
    cdf[n] = 1;
    return cdf;
  }
  const mode = Math.floor((n + 1) * p);
  const sd = Math.sqrt(n * p * (1 - p));
  const lo = Math.max(0, Math.floor(mode - 40 * sd - 10));
  const hi = Math.min(n, Math.ceil(mode + 40 * sd + 10));
  const w = new Float64Array(hi - lo + 1);
  w[mode - lo] = 1;
  const ratio = p / (1 - p);
  for (let m = mode; m < hi; m++) w[m + 1 - lo] = (w[m - lo] ?? 0) * ((n - m) / (m + 1)) * ratio;
  for (let m = mode; m > lo; m--) w[m - 1 - lo] = ((w[m - lo] ?? 0) * (m / (n - m + 1))) / ratio;
  const total = w.reduce((a, b) => a + b, 0);
  const cdf = new Float64Array(hi + 1);
  let acc = 0;
  for (let m = lo; m <= hi; m++) {
    acc += (w[m - lo] ?? 0) / total;
    cdf[m] = Math.min(1, acc);
  }
  return cdf;
}

export interface PeakDistribution {
  readonly mean: number;
  /** 5th and 95th percentiles of the peak bucket. */
  readonly low: number;
  readonly high: number;
}

/**
 * The distribution of the busiest bucket when n arrivals are uniform on [from, to) and buckets
 * of width `bucket` start at 0. Each bucket holds Bin(n, share); treating buckets as independent
 * (they are slightly negatively correlated) gives P(max ≤ m) ≈ Π P(Bin ≤ m), within about one
 * arrival of a seeded Monte Carlo at n = 1000 (see the tests).
 */
export function uniformPeak(n: number, from: number, to: number, bucket: number): PeakDistribution {
  const width = to - from;
  if (!(width > 0)) return { mean: n, low: n, high: n };
  const shares = new Map<number, number>();
  for (let j = Math.floor(from / bucket); j * bucket < to; j++) {
    const overlap = Math.min(to, (j + 1) * bucket) - Math.max(from, j * bucket);
    const share = Math.max(0, overlap) / width;
    if (share > 0) shares.set(share, (shares.get(share) ?? 0) + 1);
  }
  const cdfs = [...shares].map(([share, count]) => ({ cdf: binomialCdf(n, share), count }));
  const maxCdf = (m: number) =>
    cdfs.reduce((acc, { cdf, count }) => acc * (m >= cdf.length ? 1 : (cdf[m] ?? 0)) ** count, 1);
  let mean = 0;
  let low = -1;
  let high = -1;
  for (let m = 0; m <= n; m++) {
    const f = maxCdf(m);
    mean += 1 - f;
    if (low < 0 && f >= 0.05) low = m;
    if (high < 0 && f >= 0.95) high = m;
    if (f >= 1 - 1e-15) break;
  }
  return { mean, low, high };
}
