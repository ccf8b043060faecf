import { describe, expect, it } from 'vitest';
import {
  atMost,
  fitsDouble,
  meanChecksToRun,
  power,
  runRatePerCheck,
  scale,
} from '@/core/detection/runs';

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
