import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cdfPoints,
  empiricalCdf,
  quantile,
  quantileInterval,
  shareAfter,
  summarise,
} from '@/core/failover/distribution';
import { createRng } from '@/core/random/prng';

const sample = (values: number[]) => Float64Array.from(values).sort();

describe('sample summaries', () => {
  it('nearest-rank quantiles of 1..10', () => {
    const s = sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quantile(s, 0.5)).toBe(5);
    expect(quantile(s, 0.9)).toBe(9);
    expect(quantile(s, 0.99)).toBe(10);
    expect(quantile(s, 1)).toBe(10);
    expect(summarise(s)).toEqual({ p50: 5, p90: 9, p99: 10, max: 10, mean: 5.5 });
  });

  it('empirical CDF and the share still failing', () => {
    const s = sample([1, 2, 2, 4]);
    expect(empiricalCdf(s, 0)).toBe(0);
    expect(empiricalCdf(s, 2)).toBe(0.75);
    expect(shareAfter(s, 2)).toBe(0.25);
    expect(shareAfter(s, 4)).toBe(0);
  });

  it('chart points rise from 0 to 1 in time order and never leave [0, 1]', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.001, max: 1e4, noNaN: true }), {
          minLength: 1,
          maxLength: 300,
        }),
        (xs) => {
          const points = cdfPoints(sample(xs), 40);
          for (let i = 1; i < points.length; i++) {
            expect(points[i]!.t).toBeGreaterThan(points[i - 1]!.t);
            expect(points[i]!.p).toBeGreaterThanOrEqual(points[i - 1]!.p);
          }
          expect(points.at(-1)?.p).toBe(1);
          expect(points.every((p) => p.p >= 0 && p.p <= 1)).toBe(true);
        },
      ),
    );
  });

  it('draws a thin tail with many points: 2% of a sample spread to 900 s gets many points', () => {
    const rng = createRng(5);
    const xs = Array.from({ length: 10_000 }, (_, i) =>
      i < 200 ? 900 * rng.next() + 40 : 40 * rng.next(),
    );
    const points = cdfPoints(sample(xs));
    // Evenly in probability alone, the top 2% would get 2 of 80 points; the log grid adds ~20.
    expect(points.filter((p) => p.t > 100).length).toBeGreaterThan(15);
  });

  it('the 95% quantile interval covers the true median about 95% of the time', () => {
    let covered = 0;
    const runs = 400;
    for (let run = 0; run < runs; run++) {
      const rng = createRng(run);
      const s = sample(Array.from({ length: 500 }, () => rng.next()));
      const [low, high] = quantileInterval(s, 0.5);
      if (low <= 0.5 && 0.5 <= high) covered += 1;
    }
    // Binomial(400, 0.95): sd ≈ 4.4 runs; allow 0.9–0.99.
    expect(covered / runs).toBeGreaterThan(0.9);
    expect(covered / runs).toBeLessThan(0.99);
  });
});

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

  it('the log grid runs to its top, kept when rounding puts it just under the last value', () => {
    // Two samples, 1 and 3, 4 steps: the probability grid gives 1 and 3; the log grid 1, 3^¼,
    // 3^½, 3^¾ and its top 1 · e^(4 · ln 3 / 4), which in doubles is 2.9999999999999996.
    const times = cdfPoints(Float64Array.from([1, 3]), 4).map((p) => p.t);
    expect(times).toHaveLength(6);
    expect(times.at(-2)).toBe(2.9999999999999996);
    expect(times.at(-1)).toBe(3);
  });
});

/**
 * The chart points stay on the sample: the first point is the smallest time, the last one the
 * largest, and no grid time outside [first, last] is drawn (the log grid's last time,
 * low · e^(log(last / low)), is `last` only up to rounding).
 */
describe('CDF points stay within the sample', () => {
  it('two-value samples 1 ≤ a < b ≤ 40, four grid sizes: ends exact, nothing outside', () => {
    const wrong: string[] = [];
    for (const perGrid of [1, 4, 10, 80]) {
      for (let a = 1; a <= 10; a++) {
        for (let b = a + 1; b <= 40; b++) {
          const points = cdfPoints(Float64Array.from([a, b]), perGrid);
          const [head] = points;
          const tail = points.at(-1);
          // At a the CDF is 1/2, at b (and only there) it is 1.
          const ok =
            head?.t === a &&
            head.p === 0.5 &&
            tail?.t === b &&
            tail.p === 1 &&
            points.every(({ t, p }) => t >= a && t <= b && p === (t < b ? 0.5 : 1));
          if (!ok) wrong.push(`[${String(a)}, ${String(b)}] with perGrid ${String(perGrid)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every client at 0 s: a single point (0, 1), no log grid', () => {
    expect(cdfPoints(Float64Array.from([0, 0, 0]))).toEqual([{ t: 0, p: 1 }]);
    expect(cdfPoints(Float64Array.from([0]), 4)).toEqual([{ t: 0, p: 1 }]);
  });

  it('a sample from 0 s: the log grid starts at 1e-4 of the last time', () => {
    // first 0, last 10: low = max(0, 10 · 1e-4) = 0.001; with perGrid 1 the grid is 0.001 and
    // (up to rounding) 10; the probability grid adds nothing for perGrid 1.
    const points = cdfPoints(Float64Array.from([0, 10]), 1);
    expect(points[0]).toEqual({ t: 0, p: 0.5 });
    expect(points[1]).toEqual({ t: 0.001, p: 0.5 });
    expect(points.at(-1)).toEqual({ t: 10, p: 1 });
    expect(points.length).toBeLessThanOrEqual(4);
  });
});
