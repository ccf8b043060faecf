import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectionTimes } from '@/core/detection/detection';
import {
  atMost,
  fitsDouble,
  meanChecksToRun,
  power,
  runRatePerCheck,
  scale,
} from '@/core/detection/runs';

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

describe('power: x^n exactly where the double holds it', () => {
  it('gives exact powers of two and 0 as an exact zero', () => {
    expect(power(0.5, 10)).toEqual({ value: 0.0009765625, log10: Math.log10(0.0009765625) });
    expect(power(0.25, 3).value).toBe(0.015625); // 1/64
    expect(power(0, 3)).toEqual({ value: 0, log10: -Infinity });
  });
});

describe('fitsDouble: whether the value itself is in the double', () => {
  it('holds an exact zero and ordinary values', () => {
    expect(fitsDouble(power(0, 3))).toBe(true); // 0, log10 −∞
    expect(fitsDouble(power(0.5, 2))).toBe(true); // 0.25
  });

  it('does not hold 1e-400 (underflowed to 0) or 1e2000 (overflowed)', () => {
    const tiny = power(1e-10, 40);
    expect(tiny.value).toBe(0);
    expect(tiny.log10).toBeCloseTo(-400, 9);
    expect(fitsDouble(tiny)).toBe(false);
    const huge = meanChecksToRun(1e-20, 100);
    expect(huge.value).toBe(Infinity);
    expect(fitsDouble(huge)).toBe(false);
  });
});

describe('runRatePerCheck and meanChecksToRun: exact at x = ½', () => {
  // At x = ½ the mean wait for n in a row is 2^(n+1) − 2 checks, and the rate its reciprocal.
  it('waits 2, 6, 14, 30, 126, 8190 checks for n = 1, 2, 3, 4, 6, 12', () => {
    for (const [n, mean] of [
      [1, 2],
      [2, 6],
      [3, 14],
      [4, 30],
      [6, 126],
      [12, 8190],
    ] as const) {
      expect(meanChecksToRun(0.5, n).value).toBe(mean);
      expect(runRatePerCheck(0.5, n).value).toBe(1 / mean);
    }
  });

  it('has rate x for a run of one: 0.25 and 0.5', () => {
    expect(runRatePerCheck(0.25, 1).value).toBe(0.25);
    expect(runRatePerCheck(0.5, 1).value).toBe(0.5);
    expect(meanChecksToRun(0.25, 1).value).toBe(4);
  });

  it('completes a run at every check when the event is certain (x = 1): rate 1, mean n', () => {
    expect(runRatePerCheck(1, 3)).toEqual({ value: 1, log10: 0 });
    expect(meanChecksToRun(1, 3).value).toBe(3);
  });

  it('never completes a run of an impossible event (x = 0)', () => {
    expect(runRatePerCheck(0, 3)).toEqual({ value: 0, log10: -Infinity });
    expect(meanChecksToRun(0, 3)).toEqual({ value: Infinity, log10: Infinity });
  });

  it('keeps the digits of y = 1e-12 when xⁿ underflows: n = 1e15 gives r = 10^-446.29448190347', () => {
    // log10 r = log10 y + n·ln(1 − y)/ln 10 − log10(1 − xⁿ), with ln(1 − 1e-12) = −1.0000000000005e-12
    // and 1 − xⁿ = 1: −12 − 1000.0000000005/2.302585092994046 = −12 − 434.2944819034689.
    const r = runRatePerCheck(1 - 1e-12, 1e15, 1e-12);
    expect(r.value).toBe(0);
    expect(r.log10).toBeCloseTo(-446.2944819034689, 8);
    // Going through ln x of the rounded x = 0.999999999999 instead would give about −446.2848.
  });
});

describe('scale', () => {
  it('multiplies in doubles while the product is a double: 0.25 × 8 = 2', () => {
    expect(scale(power(0.5, 2), 8)).toEqual({ value: 2, log10: Math.log10(2) });
  });

  it('goes by logarithm when the product underflows: 1e-300 × 1e-100 = 10^-400, not 0', () => {
    const m = scale(power(1e-150, 2), 1e-100);
    expect(m.value).toBe(0);
    expect(m.log10).toBeCloseTo(-400, 9);
  });

  it('keeps an exact zero and "never" as they are', () => {
    expect(scale(power(0, 3), 1e6)).toEqual({ value: 0, log10: -Infinity });
    expect(scale(meanChecksToRun(0, 3), 1e-6)).toEqual({ value: Infinity, log10: Infinity });
  });
});

describe('atMost: a ≤ b', () => {
  it('is true at equality and false just above it', () => {
    expect(atMost(power(0.5, 2), 0.25)).toBe(true);
    expect(atMost(power(0.5, 2), 0.2499999)).toBe(false);
    expect(atMost(power(0.5, 1), 0.5)).toBe(true);
  });

  it('compares beyond the double range by logarithm', () => {
    // 10^2000 (value Infinity) is more than 1e300; 10^-400 (value 0) is at most 1e-320 but not 0.
    expect(atMost(meanChecksToRun(1e-20, 100), 1e300)).toBe(false);
    expect(atMost(power(1e-10, 40), 1e-320)).toBe(true);
    expect(atMost(power(1e-10, 40), 0)).toBe(false);
    expect(atMost(power(0, 3), 0)).toBe(true);
  });

  it('counts equal logarithms as at most beyond the double range too (10^log10(MAX_VALUE))', () => {
    // log10 of the largest double, raised back to a power of ten, rounds up to Infinity: such a
    // magnitude is known only by its logarithm, which equals that of b.
    const top = Math.log10(Number.MAX_VALUE);
    expect(10 ** top).toBe(Infinity);
    expect(atMost({ value: Infinity, log10: top }, Number.MAX_VALUE)).toBe(true);
    expect(atMost({ value: Infinity, log10: top + 1e-13 }, Number.MAX_VALUE)).toBe(false);
  });
});
