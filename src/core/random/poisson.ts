import type { Rng } from './prng';

/** Below this mean the sampler inverts the CDF; from it up, PTRS (Hörmann's bound is μ ≥ 10). */
export const PTRS_FROM = 10;

/** ln k! from a table below this k, from Stirling's series at and above it. */
const LOG_FACTORIAL_TABLE = 256;

const LOG_FACTORIALS = (() => {
  const table = new Float64Array(LOG_FACTORIAL_TABLE);
  for (let k = 2; k < LOG_FACTORIAL_TABLE; k++) table[k] = table[k - 1]! + Math.log(k);
  return table;
})();

const HALF_LOG_2PI = 0.5 * Math.log(2 * Math.PI);

/** Stirling's series for ln Γ(x) past its leading terms (four terms; the next is below 1e-19 here). */
const stirlingTail = (x: number) => {
  const r = 1 / (x * x);
  return (1 / 12 - r * (1 / 360 - r * (1 / 1260 - r / 1680))) / x;
};

/**
 * ln k! for a whole k ≥ 0: exact sums of logs below 256, Stirling's series for ln Γ(k + 1) above
 * (four terms; the first one left out is below 1e-19 there).
 */
export function logFactorial(k: number): number {
  if (k < LOG_FACTORIAL_TABLE) return LOG_FACTORIALS[k]!;
  const x = k + 1;
  return (x - 0.5) * Math.log(x) - x + HALF_LOG_2PI + stirlingTail(x);
}

/**
 * ln P(K = k) for K ~ Poisson(mean) and a whole k: −μ + k ln μ − ln k!, with `logMean` = ln μ.
 * Summed as written, its terms each grow like μ ln μ and cancel down to about −½ ln(2πμ): at
 * μ = 10¹⁶ the sum was rounding noise, often exactly 0, which PTRS's exact test took for a
 * likely k (the sampler's variance came out 1.4 μ). From the table's end up it is regrouped
 * around x − μ, with x = k + 1 and ln x = ln μ + log1p((x − μ)/μ):
 *   (x − μ) − (x − ½)·log1p((x − μ)/μ) − ½ ln μ − ½ ln 2π − Stirling's tail,
 * the same number, computed without the cancellation. NaN for a negative k.
 */
export function logPoissonPmf(k: number, mean: number, logMean: number): number {
  if (k < LOG_FACTORIAL_TABLE) return -mean + k * logMean - LOG_FACTORIALS[k]!;
  const x = k + 1;
  return (
    x -
    mean -
    (x - 0.5) * Math.log1p((x - mean) / mean) -
    0.5 * logMean -
    HALF_LOG_2PI -
    stirlingTail(x)
  );
}

/**
 * A sampler of Poisson(mean) counts drawing from `rng`, its constants worked out once for the
 * mean. Below 10: inversion of the CDF, summed as a table once (exact to the 2^−32 resolution of
 * rng.next(); the tail it cannot reach has less mass than that). From 10 up: Hörmann's transformed
 * rejection with squeeze, PTRS ("The transformed rejection method for generating Poisson random
 * variables", Insurance: Mathematics and Economics 12, 1993), as NumPy uses it: two uniforms per
 * try, about 1.1 tries. Its exact test reads ln P(k) from `logPoissonPmf`, which stays accurate
 * for any mean a double holds.
 */
export function poissonSampler(mean: number, rng: Rng): () => number {
  if (!(mean >= 0) || !Number.isFinite(mean)) {
    throw new RangeError(`A Poisson mean must be finite and ≥ 0, not ${mean}.`);
  }
  if (mean === 0) return () => 0;
  return mean < PTRS_FROM ? inversion(mean, rng) : ptrs(mean, rng);
}

/** Smallest k with u < F(k), F summed once into a table up to where the terms stop counting. */
function inversion(mean: number, rng: Rng): () => number {
  const cdf: number[] = [];
  let p = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; ; k++) {
    if (k > 0) p *= mean / k;
    sum += p;
    cdf.push(sum);
    if (k > mean && p < 1e-18) break;
  }
  const table = Float64Array.from(cdf);
  const last = table.length - 1;
  return () => {
    const u = rng.next();
    let k = 0;
    while (k < last && u >= table[k]!) k++;
    return k;
  };
}

/** Hörmann's PTRS: a transformed uniform as the candidate, a quick squeeze, then the exact test. */
function ptrs(mean: number, rng: Rng): () => number {
  const logMean = Math.log(mean);
  const b = 0.931 + 2.53 * Math.sqrt(mean);
  const a = -0.059 + 0.02483 * b;
  const logInvAlpha = Math.log(1.1239 + 1.1328 / (b - 3.4));
  const vr = 0.9277 - 3.6224 / (b - 2);
  return () => {
    for (;;) {
      const u = rng.next() - 0.5;
      const v = rng.next();
      const us = 0.5 - Math.abs(u);
      // us = 0 (u = −1/2) gives −∞, rejected below as k < 0.
      const k = Math.floor(((2 * a) / us + b) * u + mean + 0.43);
      if (us >= 0.07 && v <= vr) return k;
      if (k < 0 || (us < 0.013 && v > us)) continue;
      if (
        Math.log(v) + logInvAlpha - Math.log(a / (us * us) + b) <=
        logPoissonPmf(k, mean, logMean)
      ) {
        return k;
      }
    }
  };
}
