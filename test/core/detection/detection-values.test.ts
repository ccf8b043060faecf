import { describe, expect, it } from 'vitest';
import { capacityLost, detectionTimes, reductionFactor } from '@/core/detection/detection';

describe('reductionFactor p^(1−N)', () => {
  it('is 1 for N = 1 whatever p, p = 0 included (0^0 = 1: nothing changes)', () => {
    expect(reductionFactor(0, 1)).toEqual({ value: 1, log10: 0 });
    expect(reductionFactor(0.3, 1)).toEqual({ value: 1, log10: 0 });
  });

  it('is exactly 1/p^(N−1) in doubles: p = ½, N = 5 → 16', () => {
    expect(reductionFactor(0.5, 5)).toEqual({ value: 16, log10: Math.log10(16) });
  });

  it('reports 10^400 by its logarithm when p^(N−1) = 1e-400 underflows', () => {
    const r = reductionFactor(1e-10, 41);
    expect(r.value).toBe(Infinity);
    expect(r.log10).toBeCloseTo(400, 9);
  });

  it('reports 10^310 by its logarithm when p^(N−1) = 1e-310 fits but 1/p^(N−1) overflows', () => {
    const r = reductionFactor(1e-155, 3);
    expect(r.value).toBe(Infinity);
    expect(r.log10).toBeCloseTo(310, 6);
  });
});

describe('detectionTimes without a timeout', () => {
  it('has no hanging-check times: N = 3, i = 5 s', () => {
    const t = detectionTimes(3, 5, null);
    expect(t).toEqual({
      worst: 15,
      best: 10,
      mean: 12.5,
      extra: 10,
      hangWorst: null,
      hangMean: null,
    });
  });
});

describe('capacityLost E_h / (E_N + E_h), exact at p = ½', () => {
  // At p = ½, E_N = 2^(N+1) − 2 and E_h = 2^(h+1) − 2: N = 1, 3, 4 → 2, 14, 30; h = 1, 2 → 2, 6.
  it('is 2/16 = 0.125 (N = 3, h = 1), 6/8 = 0.75 (N = 1, h = 2), 6/20 = 0.3 (N = 3, h = 2)', () => {
    expect(capacityLost(0.5, 3, 1)).toBe(0.125);
    expect(capacityLost(0.5, 1, 2)).toBe(0.75);
    expect(capacityLost(0.5, 3, 2)).toBe(0.3);
    expect(capacityLost(0.5, 4, 2)).toBe(6 / 36);
  });

  it('is ½ for N = h = 1022, where E_N = E_h = 2^1023 and their sum overflows', () => {
    expect(capacityLost(0.5, 1022, 1022)).toBe(0.5);
  });

  it('is ⅓ for N = 1023, h = 1022, where E_N ≈ 2^1024 is no longer a double', () => {
    expect(capacityLost(0.5, 1023, 1022)).toBeCloseTo(1 / 3, 12);
  });
});
