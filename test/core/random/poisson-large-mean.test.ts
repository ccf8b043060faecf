import { describe, expect, it } from 'vitest';
import { createRng } from '@/core/random/prng';
import { logPoissonPmf, poissonSampler } from '@/core/random/poisson';

/** ln k! by plain summation, independent of the module's table and Stirling series. */
function lnFactorial(k: number): number {
  let s = 0;
  for (let i = 2; i <= k; i++) s += Math.log(i);
  return s;
}

/**
 * ln P(μ + d) for a large mean, from the Poisson's normal expansion (an Edgeworth series in
 * d/μ): −½ ln(2πμ) − d²/(2μ) + d³/(6μ²) − d/(2μ) − 1/(12μ), whose next terms are below
 * d⁴/μ³ + d²/μ². Independent of Stirling's series and of the module.
 */
const normalExpansion = (mean: number, d: number) =>
  -0.5 * Math.log(2 * Math.PI * mean) -
  (d * d) / (2 * mean) +
  (d * d * d) / (6 * mean * mean) -
  d / (2 * mean) -
  1 / (12 * mean);

describe('logPoissonPmf: ln P(K = k) at every mean a double holds', () => {
  it('is −μ + k ln μ − ln k! summed plainly where that sum is accurate (μ up to 10⁴)', () => {
    for (const mean of [10, 37.5, 255, 1000, 10_000]) {
      for (const k of [0, 1, 9, 255, 256, 300, Math.round(mean), Math.round(mean * 1.3)]) {
        const plain = -mean + k * Math.log(mean) - lnFactorial(k);
        expect(Math.abs(logPoissonPmf(k, mean, Math.log(mean)) - plain)).toBeLessThan(
          1e-12 * Math.max(1, Math.abs(plain), mean),
        );
      }
    }
  });

  it('matches the normal expansion at 10¹², 10¹⁶ and 10²⁰, where the plain sum cancels to noise', () => {
    for (const mean of [1e12, 1e16, 1e20]) {
      const sd = Math.sqrt(mean);
      for (const z of [-3, -1, 0, 1, 2.5]) {
        // A whole k near μ + z σ (σ ≥ 10⁶, so rounding k moves d by a negligible fraction).
        const k = Math.round(mean + z * sd);
        const d = k - mean;
        const expected = normalExpansion(mean, d);
        // Terms of size |d| cancel to the answer, so a few ulps of |d| is as close as doubles
        // get (3·10⁻⁶ at μ = 10²⁰); summed plainly the error is about μ ln μ · 10⁻¹⁶ (37 at 10¹⁶).
        expect(Math.abs(logPoissonPmf(k, mean, Math.log(mean)) - expected)).toBeLessThan(
          1e-9 + 1e-14 * Math.abs(d),
        );
      }
    }
    // By hand at z = 1, μ = 10¹⁶: −½ (ln 2π + 16 ln 10) − ½ = −½ · 38.679238 − ½ = −19.839619
    expect(logPoissonPmf(1e16 + 1e8, 1e16, Math.log(1e16))).toBeCloseTo(-19.839619, 5);
  });

  it('is NaN for a negative k, which PTRS rejects', () => {
    expect(logPoissonPmf(-1, 20, Math.log(20))).toBeNaN();
  });
});

describe('poissonSampler at very large means', () => {
  // The sample variance of n draws has a relative standard error of about √(2/n): 20,000 draws
  // give 1%, so 5% is five standard errors. Summed plainly, the exact test gave a variance of
  // 1.41 μ at μ = 10¹⁶ (z = +92 over 100,000 draws).
  const n = 20_000;
  for (const [mean, seed] of [
    [1e13, 5],
    [1e16, 77],
    [1e18, 3],
  ] as const) {
    it(`draws with mean μ and variance μ at μ = ${mean.toExponential()}`, () => {
      const draw = poissonSampler(mean, createRng(seed));
      let sum = 0;
      let sumSq = 0;
      for (let i = 0; i < n; i++) {
        const d = draw() - mean;
        sum += d;
        sumSq += d * d;
      }
      const meanOffset = sum / n;
      const variance = sumSq / n - meanOffset * meanOffset;
      // The sample mean is within 5 standard errors (√(μ/n)) of μ.
      expect(Math.abs(meanOffset)).toBeLessThan(5 * Math.sqrt(mean / n));
      expect(Math.abs(variance / mean - 1)).toBeLessThan(0.05);
    });
  }
});
