import { describe, expect, it } from 'vitest';
import { createRng } from '@/core/random/prng';
import { erfc, lateRetryShare, normalTail, storageBytes } from '@/core/idempotency/ttl';

describe('TTL trade-off', () => {
  it('storage = rps × TTL × record size: 1,000 rps × 24 h × 1 KB = 86.4 GB', () => {
    expect(storageBytes(1000, 86_400, 1000)).toBe(86_400_000_000);
    expect(storageBytes(50, 3600, 512)).toBe(92_160_000);
  });

  it('erfc and the normal tail against tabulated values (A&S table 26.1)', () => {
    expect(erfc(0)).toBeCloseTo(1, 7);
    expect(normalTail(0)).toBeCloseTo(0.5, 7);
    expect(Math.abs(normalTail(1) / 0.15865525393145707 - 1)).toBeLessThan(2e-7);
    expect(Math.abs(normalTail(3) / 0.0013498980316301035 - 1)).toBeLessThan(2e-7);
    expect(Math.abs(normalTail(6) / 9.865876450377e-10 - 1)).toBeLessThan(2e-7);
    expect(Math.abs(normalTail(-2) - 0.9772498680518208)).toBeLessThan(2e-7);
  });

  it('closed forms for fixed, uniform and exponential delays', () => {
    expect(lateRetryShare({ kind: 'fixed', delay: 120 }, 60)).toBe(1);
    expect(lateRetryShare({ kind: 'fixed', delay: 60 }, 60)).toBe(1);
    expect(lateRetryShare({ kind: 'fixed', delay: 59 }, 60)).toBe(0);
    expect(lateRetryShare({ kind: 'uniform', max: 240 }, 60)).toBe(0.75);
    expect(lateRetryShare({ kind: 'uniform', max: 30 }, 60)).toBe(0);
    expect(lateRetryShare({ kind: 'exponential', mean: 60 }, 60)).toBeCloseTo(Math.exp(-1), 15);
  });

  it('log-normal: at the median half the retries are late; matches a seeded Monte Carlo', () => {
    const dist = { kind: 'lognormal', median: 30, sigma: 1.2 } as const;
    expect(lateRetryShare(dist, 30)).toBeCloseTo(0.5, 7);
    const rng = createRng(20_240_605);
    const n = 200_000;
    let late = 0;
    for (let i = 0; i < n; i++) {
      // Box–Muller: a standard normal from two uniforms.
      const z = Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
      if (30 * Math.exp(1.2 * z) >= 120) late += 1;
    }
    const p = lateRetryShare(dist, 120);
    // p ≈ 0.1238; 4 standard errors of a proportion over 200,000 samples ≈ 0.003.
    expect(Math.abs(late / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });
});

describe('erfc at zero: the fit’s own value, on the branch of positive x', () => {
  it('erfc(0) = exp(sum of the ten Chebyshev coefficients) = exp(3e-8), not 2 minus it', () => {
    // At z = 0: t = 1, so the exponent is the plain sum of Numerical Recipes’ coefficients,
    // −1.26551223 + 1.00002368 + … + 0.17087277 = 0.00000003 (by hand); e^(3e-8) ≈ 1 + 3e-8.
    // The x < 0 branch, 2 − r, would give 1 − 3e-8: 6e-8 away.
    expect(Math.abs(erfc(0) - (1 + 3e-8))).toBeLessThan(1e-14);
    expect(Math.abs(normalTail(0) - (0.5 + 1.5e-8))).toBeLessThan(1e-14);
    // Symmetry: erfc(−x) = 2 − erfc(x), so just below zero the fit gives 1 − 3e-8.
    expect(Math.abs(erfc(-1e-300) - (1 - 3e-8))).toBeLessThan(1e-14);
  });
});
