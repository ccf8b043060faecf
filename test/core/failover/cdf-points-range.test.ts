import { describe, expect, it } from 'vitest';
import { cdfPoints } from '@/core/failover/distribution';

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
