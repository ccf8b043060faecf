import { describe, expect, it } from 'vitest';
import { peakOf, rebin, rebinFactor, WAVE_MAX_BARS } from '@/core/retries/histogram';

describe('histogram helpers', () => {
  it('finds the largest count and the first bucket that holds it', () => {
    expect(peakOf([0, 3, 7, 2, 7, 1])).toEqual({ peak: 7, index: 2 });
    expect(peakOf([5])).toEqual({ peak: 5, index: 0 });
    expect(peakOf([1, 2, 3])).toEqual({ peak: 3, index: 2 });
    expect(peakOf([])).toEqual({ peak: 0, index: 0 });
    expect(peakOf([0, 0, 0])).toEqual({ peak: 0, index: 0 });
  });

  it('merges neighbouring buckets by sums, the last one shorter', () => {
    // 7 buckets by 3: [1+2+3, 4+5+6, 7].
    expect(Array.from(rebin([1, 2, 3, 4, 5, 6, 7], 3))).toEqual([6, 15, 7]);
    expect(Array.from(rebin([1, 2, 3, 4], 2))).toEqual([3, 7]);
    // A factor of 1 (or less, or a fraction) keeps the buckets.
    expect(Array.from(rebin([4, 0, 9], 1))).toEqual([4, 0, 9]);
    expect(Array.from(rebin([4, 0, 9], 0))).toEqual([4, 0, 9]);
    expect(Array.from(rebin([4, 0, 9, 1], 2.9))).toEqual([4, 10]);
    expect(Array.from(rebin([], 4))).toEqual([]);
  });

  it('picks the smallest factor that fits the bars', () => {
    expect(rebinFactor(80, 80)).toBe(1);
    expect(rebinFactor(81, 80)).toBe(2);
    expect(rebinFactor(160, 80)).toBe(2);
    expect(rebinFactor(161, 80)).toBe(3);
    expect(rebinFactor(10, 80)).toBe(1);
    expect(rebinFactor(0, 80)).toBe(1);
    // No bars asked for still means at least one bar.
    expect(rebinFactor(7, 0)).toBe(7);
    expect(WAVE_MAX_BARS).toBeGreaterThan(0);
  });
});
