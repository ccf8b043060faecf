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
