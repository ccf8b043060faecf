import { describe, expect, it } from 'vitest';
import { createRng } from '@/core/random/prng';
import { logFactorial, poissonSampler, PTRS_FROM } from '@/core/random/poisson';

/** ln k! by plain summation: the test's own, independent of the module's table and series. */
function lnFactorial(k: number): number {
  let s = 0;
  for (let i = 2; i <= k; i++) s += Math.log(i);
  return s;
}

/** Poisson(μ) probability of k, in log space (no overflow for large μ or k). */
const pmf = (mu: number, k: number) => Math.exp(-mu + k * Math.log(mu) - lnFactorial(k));

/** Upper quantile of χ²(df) at 1 − α = 0.999 by Wilson–Hilferty (z = 3.0902). */
function chiSquareCritical(df: number): number {
  const z = 3.090232306167813;
  const c = 2 / (9 * df);
  return df * (1 - c + z * Math.sqrt(c)) ** 3;
}

/**
 * Pearson's χ² of a sample of counts against Poisson(μ): one bin per value whose expected count is
 * at least 5, the rest pooled into the two tails; returns the statistic and degrees of freedom.
 */
function chiSquare(sample: Int32Array, mu: number): { stat: number; df: number } {
  const n = sample.length;
  const observed = new Map<number, number>();
  for (const k of sample) observed.set(k, (observed.get(k) ?? 0) + 1);
  // Bins [lo, hi] each with n·p ≥ 5; values below lo and above hi go to the end bins.
  let lo = Math.floor(mu);
  while (lo > 0 && n * pmf(mu, lo - 1) >= 5) lo--;
  let hi = Math.floor(mu);
  while (n * pmf(mu, hi + 1) >= 5) hi++;
  let below = 0;
  for (let k = 0; k < lo; k++) below += pmf(mu, k);
  let inside = 0;
  const bins: Array<{ expected: number; observed: number }> = [];
  for (let k = lo; k <= hi; k++) {
    const p = pmf(mu, k);
    inside += p;
    bins.push({ expected: n * p, observed: observed.get(k) ?? 0 });
  }
  let obsBelow = 0;
  let obsAbove = 0;
  for (const [k, c] of observed) {
    if (k < lo) obsBelow += c;
    if (k > hi) obsAbove += c;
  }
  const above = 1 - below - inside;
  if (n * below >= 5) bins.push({ expected: n * below, observed: obsBelow });
  else bins[0]!.observed += obsBelow;
  if (n * above >= 5) bins.push({ expected: n * above, observed: obsAbove });
  else bins[bins.length - 1]!.observed += obsAbove;
  const stat = bins.reduce((s, b) => s + (b.observed - b.expected) ** 2 / b.expected, 0);
  return { stat, df: bins.length - 1 };
}

function draw(mu: number, n: number, seed: number): Int32Array {
  const sample = poissonSampler(mu, createRng(seed));
  return Int32Array.from({ length: n }, sample);
}

function moments(sample: Int32Array): { mean: number; variance: number } {
  let sum = 0;
  for (const k of sample) sum += k;
  const mean = sum / sample.length;
  let sq = 0;
  for (const k of sample) sq += (k - mean) ** 2;
  return { mean, variance: sq / (sample.length - 1) };
}

describe('logFactorial', () => {
  it('matches summed logs on both sides of its table, to 1e-12 relative', () => {
    for (const k of [0, 1, 2, 10, 100, 255, 256, 257, 1000, 123_456]) {
      const exact = lnFactorial(k);
      expect(Math.abs(logFactorial(k) - exact)).toBeLessThanOrEqual(1e-12 * Math.max(1, exact));
    }
  });
});

describe('poissonSampler', () => {
  it('gives 0 for a mean of 0, and refuses a negative or infinite mean', () => {
    const sample = poissonSampler(0, createRng(1));
    expect(Array.from({ length: 10 }, sample)).toEqual(new Array<number>(10).fill(0));
    expect(() => poissonSampler(-1, createRng(1))).toThrow(RangeError);
    expect(() => poissonSampler(Infinity, createRng(1))).toThrow(RangeError);
    expect(() => poissonSampler(Number.NaN, createRng(1))).toThrow(RangeError);
  });

  it('repeats its draws for a seed, with both methods', () => {
    for (const mu of [0.3, 50]) expect(draw(mu, 1000, 9)).toEqual(draw(mu, 1000, 9));
  });

  // Inversion below 10, PTRS from 10: both sides of the switch and well inside each.
  it.each([0.3, 2.5, 9.99, PTRS_FROM, 10.5, 37.5, 600])(
    'passes a χ² test against the Poisson(%s) pmf at α = 0.001',
    (mu) => {
      const { stat, df } = chiSquare(draw(mu, 200_000, 1234), mu);
      expect(df).toBeGreaterThanOrEqual(2);
      expect(stat).toBeLessThan(chiSquareCritical(df));
    },
  );

  it('has mean and variance μ up to means of 6e7 (within 5 standard errors)', () => {
    for (const mu of [0.0003, 0.6, 10, 1e4, 6e7]) {
      const n = 100_000;
      const { mean, variance } = moments(draw(mu, n, 77));
      // se of the mean √(μ/n); of the sample variance √((μ + 2μ²)/n) (Poisson 4th moment μ(1+3μ)).
      expect(Math.abs(mean - mu)).toBeLessThan(5 * Math.sqrt(mu / n));
      expect(Math.abs(variance - mu)).toBeLessThan(5 * Math.sqrt((mu + 2 * mu * mu) / n));
    }
  });

  it('draws only whole numbers ≥ 0', () => {
    for (const mu of [0.01, 5, 10, 1e6, 6e7]) {
      for (const k of draw(mu, 2000, 3)) expect(Number.isInteger(k) && k >= 0).toBe(true);
    }
  });

  it('puts P(0) = e^−μ at a tiny mean (the noise simulation’s failures per minute at 36/h)', () => {
    const mu = 3e-4;
    const n = 1_000_000;
    const sample = draw(mu, n, 5);
    const nonZero = sample.reduce((c, k) => c + (k > 0 ? 1 : 0), 0);
    const p = 1 - Math.exp(-mu);
    expect(Math.abs(nonZero - n * p)).toBeLessThan(5 * Math.sqrt(n * p * (1 - p)));
  });
});
