import { describe, expect, it } from 'vitest';
import {
  cdfPoints,
  empiricalCdf,
  quantile,
  quantileInterval,
  shareAfter,
  summarise,
} from '@/core/failover/distribution';

/** 1, 2, …, n seconds. */
const ramp = (n: number) => Float64Array.from({ length: n }, (_, i) => i + 1);

describe('failover-time summaries worked by hand', () => {
  it('nearest-rank quantiles of 1…10: p50 = 5, p90 = 9, p99 = 10, and the ends clamp', () => {
    const s = ramp(10);
    expect(quantile(s, 0.5)).toBe(5);
    expect(quantile(s, 0.9)).toBe(9);
    expect(quantile(s, 0.91)).toBe(10);
    expect(quantile(s, 0.99)).toBe(10);
    expect(quantile(s, 0)).toBe(1);
    expect(quantile(s, 1.5)).toBe(10);
    expect(quantile(new Float64Array(0), 0.5)).toBeNaN();
  });

  it('summarise 1…100: p50 50, p90 90, p99 99, max 100, mean 50.5', () => {
    expect(summarise(ramp(100))).toEqual({ p50: 50, p90: 90, p99: 99, max: 100, mean: 50.5 });
    const empty = summarise(new Float64Array(0));
    expect(empty.max).toBeNaN();
    expect(empty.mean).toBeNaN();
  });

  it('the empirical CDF and the share left counted by hand, ties included', () => {
    const s = Float64Array.from([1, 2, 2, 2, 5]);
    expect(empiricalCdf(s, 0.5)).toBe(0);
    expect(empiricalCdf(s, 1)).toBe(0.2);
    expect(empiricalCdf(s, 2)).toBe(0.8);
    expect(empiricalCdf(s, 4.9)).toBe(0.8);
    expect(empiricalCdf(s, 5)).toBe(1);
    expect(shareAfter(s, 1.5)).toBeCloseTo(0.8, 15);
    expect(shareAfter(s, 2)).toBeCloseTo(0.2, 15);
    expect(shareAfter(s, 9)).toBe(0);
    expect(empiricalCdf(new Float64Array(0), 1)).toBeNaN();
    expect(shareAfter(new Float64Array(0), 1)).toBeNaN();
  });

  it('the p90 interval of 1…100: ranks 90 ∓ 1.96·√9 = 84.12…95.88 → 84 and 97', () => {
    // floor(90 − 5.88) = 84; ceil(90 + 5.88) + 1 = 97.
    expect(quantileInterval(ramp(100), 0.9)).toEqual([84, 97]);
    // z = 1: spread √9 = 3, ranks 87 and 94.
    expect(quantileInterval(ramp(100), 0.9, 1)).toEqual([87, 94]);
    // Clamped to the sample at both ends.
    expect(quantileInterval(ramp(10), 0.99)).toEqual([9, 10]);
    expect(quantileInterval(ramp(10), 0.01)).toEqual([1, 2]);
  });

  it('CDF points start at the first value, end at 1 on the last, and read the CDF', () => {
    const s = ramp(1000);
    const points = cdfPoints(s, 10);
    expect(points[0]).toEqual({ t: 1, p: 0.001 });
    expect(points.at(-1)).toEqual({ t: 1000, p: 1 });
    for (const { t, p } of points) expect(p).toBe(Math.floor(t) / 1000);
    // The ends, nine probability points (101, 201, …, 901) and log-spaced ones 10^(0.3k) between
    // them; the last log point is 1000 up to rounding, so it may or may not be a second point.
    const times = points.map((p) => p.t);
    for (let i = 1; i <= 9; i++) expect(times).toContain(100 * i + 1);
    for (let k = 1; k <= 9; k++) {
      expect(times.some((t) => Math.abs(t - 10 ** (0.3 * k)) < 1e-9 * 10 ** (0.3 * k))).toBe(true);
    }
    expect(points.length).toBeGreaterThanOrEqual(2 + 9 + 9);
    expect(points.length).toBeLessThanOrEqual(2 + 9 + 10);
    // Times below 1e-4 of the last are left to the probability grid.
    const wide = cdfPoints(Float64Array.from([1e-9, 1, 2, 1e6]), 4);
    expect(Math.min(...wide.filter((p) => p.t > 1e-9).map((p) => p.t))).toBeCloseTo(1, 9);
    expect(cdfPoints(new Float64Array(0))).toEqual([]);
    expect(cdfPoints(Float64Array.from([3, 3, 3]))).toEqual([{ t: 3, p: 1 }]);
  });
});
