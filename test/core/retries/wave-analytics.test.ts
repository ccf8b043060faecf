import { describe, expect, it } from 'vitest';
import { binomialCdfWindow, uniformPeak, waveAnalytics } from '@/core/retries/wave-analytics';

/** P(Bin(n, p) ≤ m) for m = 0 … up to where it reaches 1 within double precision. */
function binomialCdf(n: number, p: number): Float64Array {
  const { lo, cdf } = binomialCdfWindow(n, p);
  const out = new Float64Array(lo + cdf.length);
  out.set(cdf, lo);
  return out;
}

describe('wave analytics: the worked example, and millions of clients', () => {
  it('has a window of 8 s, 80 buckets, 12.5 arrivals per bucket and an 80× reduction', () => {
    expect(waveAnalytics(1000, 3, 0.1, { base: 1, cap: 20 })).toEqual({
      window: 8,
      buckets: 80,
      expectedPerBucket: 12.5,
      reductionExpected: 80,
    });
  });

  it('caps the window and never reduces below 1× when the bucket is wider than the window', () => {
    expect(waveAnalytics(1000, 10, 0.1, { base: 1, cap: 20 }).window).toBe(20);
    const wide = waveAnalytics(1000, 1, 5, { base: 1, cap: 20 });
    expect(wide.expectedPerBucket).toBe(1000);
    expect(wide.reductionExpected).toBe(1);
  });

  it('busiest-bucket prediction is cheap for millions of clients and agrees with the full sum', () => {
    // One bucket holding the whole spread: every arrival in it, answered without a CDF of n terms.
    expect(uniformPeak(10_000_000, 0, 1, 5)).toEqual({ mean: 1e7, low: 1e7, high: 1e7 });
    // 20 buckets of Bin(10⁷, 0.05): the value of the O(n) sum over m = 0 … n.
    const big = uniformPeak(10_000_000, 0, 2, 0.1);
    expect(big.mean).toBeCloseTo(501287.4826, 3);
    expect([big.low, big.high]).toEqual([500747, 501930]);
    // 20,000 buckets (3 million clients over 20 s in 1 ms buckets), the same as bucket by bucket.
    expect(uniformPeak(3_000_000, 0, 20, 0.001).mean).toBeCloseTo(201.6806, 3);
  });

  it('binomial CDF: exact small cases and no underflow for a million clients', () => {
    const cdf = binomialCdf(2, 0.5);
    expect(cdf[0]).toBeCloseTo(0.25, 12);
    expect(cdf[1]).toBeCloseTo(0.75, 12);
    expect(cdf[2]).toBeCloseTo(1, 12);
    const big = binomialCdf(1_000_000, 0.0125);
    expect(big[12_500]).toBeGreaterThan(0.49);
    expect(big[12_500]).toBeLessThan(0.52);
  });
});

describe('wave analytics: closed forms at their edges', () => {
  it('a bucket exactly as wide as the window holds every client (no rounding of n·b/v)', () => {
    // v = min(20, 0.05 · 2¹) = 0.1 s = the bucket. 3 · 0.1 / 0.1 would be 3.0000000000000004.
    expect(waveAnalytics(3, 1, 0.1, { base: 0.05, cap: 20 })).toEqual({
      window: 0.1,
      buckets: 1,
      expectedPerBucket: 3,
      reductionExpected: 1,
    });
    // Twice the bucket: half the clients per bucket, a 2× reduction.
    const twice = waveAnalytics(3, 2, 0.1, { base: 0.05, cap: 20 });
    expect([twice.window, twice.buckets, twice.reductionExpected]).toEqual([0.2, 2, 2]);
    expect(twice.expectedPerBucket).toBeCloseTo(1.5, 14);
  });

  it('binomial CDF: certain outcomes are one cell (p = 0, n = 0, p = 1)', () => {
    const one = Float64Array.of(1);
    expect(binomialCdfWindow(5, 0)).toEqual({ lo: 0, cdf: one });
    expect(binomialCdfWindow(5, -0.5)).toEqual({ lo: 0, cdf: one });
    expect(binomialCdfWindow(0, 0.3)).toEqual({ lo: 0, cdf: one });
    expect(binomialCdfWindow(5, 1)).toEqual({ lo: 5, cdf: one });
    expect(binomialCdfWindow(5, 1.5)).toEqual({ lo: 5, cdf: one });
  });

  it('binomial CDF of Bin(4, ¼), by hand: 81, 189, 243, 255, 256 (/256)', () => {
    const { lo, cdf } = binomialCdfWindow(4, 0.25);
    expect(lo).toBe(0);
    expect(cdf).toHaveLength(5);
    [81, 189, 243, 255, 256].forEach((k, m) => expect(cdf[m]).toBeCloseTo(k / 256, 14));
  });

  it('binomial CDF of Bin(10⁴, ½): the window is mode ± (12 sd + 20) and F(5000) = ½ + P(5000)/2', () => {
    // mode = ⌊10001 · ½⌋ = 5000, sd = √(10⁴ · ¼) = 50: lo = 5000 − 620 = 4380, hi = 5620.
    const { lo, cdf } = binomialCdfWindow(10_000, 0.5);
    expect(lo).toBe(4380);
    expect(cdf).toHaveLength(1241);
    // P(X = 5000) = C(10⁴, 5000) / 2¹⁰⁰⁰⁰ = Π_{i=1..5000} (5000 + i) / (4i), summed in logs.
    let log = 0;
    for (let i = 1; i <= 5000; i++) log += Math.log((5000 + i) / (4 * i));
    expect(cdf[5000 - lo]).toBeCloseTo(0.5 + Math.exp(log) / 2, 10);
    expect(cdf[0]).toBeLessThan(1e-30);
    expect(cdf[cdf.length - 1]).toBeCloseTo(1, 14);
  });

  it('busiest of two half buckets, n = 2, by hand: mean 1.375, 5–95% range 0…2', () => {
    // [0.05, 0.15) in 0.1 s buckets: two halves, no whole bucket between them (count 0).
    // Independent Bin(2, ½) buckets: P(max ≤ 0) = (¼)², P(max ≤ 1) = (¾)², P(max ≤ 2) = 1.
    // E[max] = (1 − 1/16) + (1 − 9/16) = 1.375; 1/16 ≥ 0.05 at m = 0; 0.95 first at m = 2.
    const r = uniformPeak(2, 0.05, 0.15, 0.1);
    expect(r.mean).toBeCloseTo(1.375, 12);
    expect([r.low, r.high]).toEqual([0, 2]);
  });

  it('one arrival over two half buckets: mean 1 − ¼ = 0.75 under the independence product', () => {
    const r = uniformPeak(1, 0, 1, 0.5);
    expect(r.mean).toBeCloseTo(0.75, 12);
    expect([r.low, r.high]).toEqual([0, 1]);
  });

  it('four equal buckets, n = 3: E[max] from the product of Bin(3, ¼) CDFs', () => {
    // F(0) = (3/4)³ = 27/64, F(1) = 54/64, F(2) = 63/64, F(3) = 1; P(max ≤ m) = F(m)⁴.
    const F = [27 / 64, 54 / 64, 63 / 64, 1];
    const mean = F.reduce((a, f) => a + (1 - f ** 4), 0);
    const r = uniformPeak(3, 0, 1, 0.25);
    expect(r.mean).toBeCloseTo(mean, 12);
    // F(0)⁴ = 0.031 < 0.05, F(1)⁴ = 0.50, F(2)⁴ = 0.88, F(3)⁴ = 1.
    expect([r.low, r.high]).toEqual([1, 3]);
  });

  it('a window within 1e-12 of one bucket is answered as that bucket: every arrival in it', () => {
    // [0.1 − 1e-15, 0.2): a sliver of 1e-14 of the window lies in the bucket before. Counted
    // exactly, 10⁷ arrivals would leave about 10⁻⁷ of one there; the answer is all of them.
    expect(uniformPeak(1e7, 0.1 - 1e-15, 0.2, 0.1)).toEqual({ mean: 1e7, low: 1e7, high: 1e7 });
  });

  it('a window of no width, or not a number, puts every arrival in one bucket', () => {
    expect(uniformPeak(7, 0.3, 0.3, 0.1)).toEqual({ mean: 7, low: 7, high: 7 });
    expect(uniformPeak(10, Number.NaN, 1, 0.1)).toEqual({ mean: 10, low: 10, high: 10 });
    expect(uniformPeak(10, 0, Number.NaN, 0.1)).toEqual({ mean: 10, low: 10, high: 10 });
  });
});
