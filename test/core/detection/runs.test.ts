import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectionTimes } from '@/core/detection/detection';
import { meanChecksToRun, power, runRatePerCheck, scale } from '@/core/detection/runs';

const prob = fc.double({ min: 1e-6, max: 0.999, noNaN: true });
const n = fc.integer({ min: 1, max: 99 });

describe('runs of failures', () => {
  it('the mean wait is the reciprocal of the per-check rate, and 1/x for a run of one', () => {
    fc.assert(
      fc.property(prob, n, (x, k) => {
        const mean = meanChecksToRun(x, k);
        const rate = runRatePerCheck(x, k);
        expect(mean.log10 + rate.log10).toBeCloseTo(0, 9);
        expect(meanChecksToRun(x, 1).value).toBeCloseTo(1 / x, 6);
      }),
    );
  });

  it('matches the textbook recurrence E_k = (E_{k−1} + 1) / x', () => {
    // Waiting for k in a row: reach k − 1 in a row, then one more check that must succeed,
    // else start again: E_k = E_{k−1} + 1 + (1 − x)·E_k.
    let e = 0;
    for (let k = 1; k <= 12; k++) {
      e = (e + 1) / 0.3;
      expect(meanChecksToRun(0.3, k).value).toBeCloseTo(e, 6);
    }
  });

  it('p^N falls as N grows; the wait grows with N; detection time grows with N', () => {
    fc.assert(
      fc.property(prob, n, fc.double({ min: 0.001, max: 3600, noNaN: true }), (x, k, i) => {
        expect(power(x, k + 1).log10).toBeLessThan(power(x, k).log10);
        expect(meanChecksToRun(x, k + 1).log10).toBeGreaterThan(meanChecksToRun(x, k).log10);
        expect(detectionTimes(k + 1, i, null).worst).toBeGreaterThan(
          detectionTimes(k, i, null).worst,
        );
        expect(detectionTimes(k + 1, i, null).mean).toBeGreaterThan(
          detectionTimes(k, i, null).mean,
        );
      }),
    );
  });

  it('keeps going beyond the double range by logarithm, never NaN', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-20, max: 0.9999999, noNaN: true }), n, (x, k) => {
        for (const m of [power(x, k), meanChecksToRun(x, k), runRatePerCheck(x, k)]) {
          expect(Number.isNaN(m.value)).toBe(false);
          expect(Number.isFinite(m.log10)).toBe(true);
        }
      }),
    );
    expect(power(1e-20, 100).log10).toBeCloseTo(-2000, 9);
    expect(meanChecksToRun(1e-20, 100).log10).toBeCloseTo(2000, 6);
  });

  it('keeps precision near x = 1: a run of 3 at x = 1 − 1e-12', () => {
    expect(meanChecksToRun(1 - 1e-12, 3, 1e-12).value).toBeCloseTo(3, 9);
  });

  it('scales magnitudes exactly in range and by logarithm beyond', () => {
    expect(scale(power(0.5, 2), 8).value).toBe(2);
    const tiny = power(1e-10, 40); // 1e-400
    expect(scale(tiny, 1e100).log10).toBeCloseTo(-300, 9);
  });
});
