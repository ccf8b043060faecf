import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '@/core/random/prng';
import { logFactorial, poissonSampler } from '@/core/random/poisson';

/** ln k! by plain summation, independent of the module's table and Stirling series. */
function lnFactorial(k: number): number {
  let s = 0;
  for (let i = 2; i <= k; i++) s += Math.log(i);
  return s;
}

/**
 * NumPy's random_poisson_ptrs (numpy/random/src/distributions/distributions.c), line by line,
 * drawing its two uniforms from the same stream: Hörmann's PTRS as published.
 */
function numpyPtrs(lam: number, rng: Rng): number {
  const slam = Math.sqrt(lam);
  const loglam = Math.log(lam);
  const b = 0.931 + 2.53 * slam;
  const a = -0.059 + 0.02483 * b;
  const invalpha = 1.1239 + 1.1328 / (b - 3.4);
  const vr = 0.9277 - 3.6224 / (b - 2);
  for (;;) {
    const U = rng.next() - 0.5;
    const V = rng.next();
    const us = 0.5 - Math.abs(U);
    const k = Math.floor(((2 * a) / us + b) * U + lam + 0.43);
    if (us >= 0.07 && V <= vr) return k;
    if (k < 0 || (us < 0.013 && V > us)) continue;
    if (
      Math.log(V) + Math.log(invalpha) - Math.log(a / (us * us) + b) <=
      -lam + k * loglam - lnFactorial(k)
    ) {
      return k;
    }
  }
}

/** Inversion by sequential search: the smallest k with u < P(X ≤ k), the pmf from its own sum. */
function inversion(mu: number, rng: Rng): number {
  const u = rng.next();
  let k = 0;
  let cdf = Math.exp(-mu);
  let p = cdf;
  while (u >= cdf && p > 0) {
    k++;
    p *= mu / k;
    cdf += p;
  }
  return k;
}

describe('poissonSampler against references', () => {
  it.each([10, 10.5, 37.5, 600])(
    'draws exactly NumPy’s PTRS sequence from the same stream at μ = %s',
    (mu) => {
      const ours = poissonSampler(mu, createRng(2024));
      const reference = createRng(2024);
      const a = Array.from({ length: 5_000 }, ours);
      const b = Array.from({ length: 5_000 }, () => numpyPtrs(mu, reference));
      expect(a).toEqual(b);
    },
  );

  it.each([0.001, 0.3, 2.5, 9.99])(
    'below 10, inverts the CDF: the same draws as a sequential search at μ = %s',
    (mu) => {
      const ours = poissonSampler(mu, createRng(77));
      const reference = createRng(77);
      const a = Array.from({ length: 5_000 }, ours);
      const b = Array.from({ length: 5_000 }, () => inversion(mu, reference));
      expect(a).toEqual(b);
    },
  );

  it('logFactorial is the summed logs at the table edge and beyond, to 1e-13', () => {
    for (const k of [0, 1, 2, 3, 10, 255, 256, 257, 1000, 5000]) {
      const expected = lnFactorial(k);
      expect(Math.abs(logFactorial(k) - expected)).toBeLessThanOrEqual(
        1e-13 * Math.max(1, expected),
      );
    }
    expect(logFactorial(5)).toBeCloseTo(Math.log(120), 14);
    // Just past the table, Stirling's 1/(360 x³) term is 1.6e-10: the series must carry it.
    expect(Math.abs(logFactorial(256) - lnFactorial(256))).toBeLessThan(2e-11);
    expect(Math.abs(logFactorial(300) - lnFactorial(300))).toBeLessThan(2e-11);
  });

  it('says in words why a mean cannot be used', () => {
    expect(() => poissonSampler(-2, createRng(1))).toThrow(
      'A Poisson mean must be finite and ≥ 0, not -2.',
    );
  });
});

describe('Rng.uniform', () => {
  it('is min + (max − min) · next() on the same stream', () => {
    const a = createRng(12);
    const b = createRng(12);
    for (let i = 0; i < 100; i++) expect(a.uniform(2, 5)).toBe(2 + 3 * b.next());
  });
});
