import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '@/core/random/prng';
import { logFactorial, logPoissonPmf, poissonSampler, PTRS_FROM } from '@/core/random/poisson';
import { scriptedRng } from './helpers';

const TWO_32 = 4294967296;

/**
 * ln k! by plain summation: the test's own, independent of the module's table and Stirling
 * series. A sum of k logs, so it refuses k above 10⁶: the scripted PTRS cases that reach it have
 * k ≤ 28, and the largest k elsewhere is 123,456.
 */
function lnFactorial(k: number): number {
  if (k > 1e6) throw new Error('the reference sums logs: not for large k');
  let s = 0;
  for (let i = 2; i <= k; i++) s += Math.log(i);
  return s;
}

/** Hörmann's PTRS constants for a mean (NumPy's random_poisson_ptrs). */
function ptrsConstants(lam: number) {
  const b = 0.931 + 2.53 * Math.sqrt(lam);
  const a = -0.059 + 0.02483 * b;
  return {
    b,
    a,
    logInvAlpha: Math.log(1.1239 + 1.1328 / (b - 3.4)),
    vr: 0.9277 - 3.6224 / (b - 2),
  };
}

/** One try's candidate k and the two sides of its exact test, as NumPy writes them. */
function ptrsTry(lam: number, U: number, V: number) {
  const { a, b, logInvAlpha } = ptrsConstants(lam);
  const us = 0.5 - Math.abs(U);
  const k = Math.floor(((2 * a) / us + b) * U + lam + 0.43);
  const lhs = () => Math.log(V) + logInvAlpha - Math.log(a / (us * us) + b);
  const rhs = () => -lam + k * Math.log(lam) - lnFactorial(k);
  return { us, k, lhs, rhs };
}

/**
 * NumPy's random_poisson_ptrs (numpy/random/src/distributions/distributions.c), drawing its two
 * uniforms from `rng`: Hörmann's PTRS as published.
 */
function numpyPtrs(lam: number, rng: Rng): number {
  const { vr } = ptrsConstants(lam);
  for (;;) {
    const U = rng.next() - 0.5;
    const V = rng.next();
    const { us, k, lhs, rhs } = ptrsTry(lam, U, V);
    if (us >= 0.07 && V <= vr) return k;
    if (k < 0 || (us < 0.013 && V > us)) continue;
    if (lhs() <= rhs()) return k;
  }
}

/** The module's draw and the reference's from the same script, and the draws each took. */
function both(mean: number, words: number[]) {
  const ours = scriptedRng(words);
  const reference = scriptedRng(words);
  return {
    ours: poissonSampler(mean, ours)(),
    reference: numpyPtrs(mean, reference),
    taken: ours.taken,
    referenceTaken: reference.taken,
  };
}

/** A try that the squeeze accepts at any mean: U = 0 (us = ½), V = 0 ≤ vr, so k = ⌊μ + 0.43⌋. */
const SQUEEZED = [2 ** 31, 0];

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

  it('is the summed logs at the table edge and beyond, to 1e-13', () => {
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
});

describe('poissonSampler', () => {
  it('gives 0 for a mean of 0, and refuses a negative or infinite mean', () => {
    const sample = poissonSampler(0, createRng(1));
    expect(Array.from({ length: 10 }, sample)).toEqual(new Array<number>(10).fill(0));
    expect(() => poissonSampler(-1, createRng(1))).toThrow(RangeError);
    expect(() => poissonSampler(Infinity, createRng(1))).toThrow(RangeError);
    expect(() => poissonSampler(Number.NaN, createRng(1))).toThrow(RangeError);
  });

  it('says in words why a mean cannot be used', () => {
    expect(() => poissonSampler(-2, createRng(1))).toThrow(
      'A Poisson mean must be finite and ≥ 0, not -2.',
    );
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
  // give 1%, so 5% is five standard errors. With ln P summed plainly, the exact test would give a
  // variance of 1.41 μ at μ = 10¹⁶ (z = +92 over 100,000 draws).
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

describe('poissonSampler takes no draws it does not use', () => {
  it('draws nothing from the stream for a mean of 0', () => {
    const rng = createRng(3);
    const sample = poissonSampler(0, rng);
    for (let i = 0; i < 5; i++) expect(sample()).toBe(0);
    expect(rng.next()).toBe(createRng(3).next());
  });
});

describe('poissonSampler: inversion at exact CDF values (scripted draws)', () => {
  it('gives 1 for u = P(X = 0) exactly: the smallest k with u < F(k)', () => {
    // μ = ln 2: P(0) = e^−ln 2 = ½ (exactly in doubles), so u = ½ is past F(0) and below F(1).
    expect(Math.exp(-Math.LN2)).toBe(0.5);
    const sample = poissonSampler(Math.LN2, scriptedRng([2 ** 31 - 1, 2 ** 31, 2 ** 30 * 3]));
    expect(sample()).toBe(0); // u just under ½
    expect(sample()).toBe(1); // u = ½
    expect(sample()).toBe(1); // u = ¾ < F(1) = ½ + ½ ln 2 ≈ 0.847
  });

  it('also at μ = ln 4, where P(0) = ¼', () => {
    expect(Math.exp(-Math.log(4))).toBe(0.25);
    const sample = poissonSampler(Math.log(4), scriptedRng([2 ** 30 - 1, 2 ** 30]));
    expect(sample()).toBe(0);
    expect(sample()).toBe(1);
  });
});

describe('poissonSampler: PTRS at its branch boundaries (scripted draws, against NumPy’s PTRS)', () => {
  it('accepts k = 0 at μ = 10 when the exact test says so (only k < 0 is refused outright)', () => {
    // U = 7/256 − ½, so us = 7/256 ≈ 0.027 (no squeeze, no quick reject) and k = 0; V = 1/256.
    const t = ptrsTry(10, 7 / 256 - 0.5, 1 / 256);
    expect(t.k).toBe(0);
    expect(t.lhs()).toBeLessThanOrEqual(t.rhs());
    const r = both(10, [7 * 2 ** 24, 2 ** 24, ...SQUEEZED]);
    expect(r).toEqual({ ours: 0, reference: 0, taken: 2, referenceTaken: 2 });
  });

  it('sends us < 0.013 with V ≤ us on to the exact test, which accepts k = 28 at μ = 10', () => {
    // U = ½ − 3/256: us = 3/256 ≈ 0.0117 < 0.013, V = 1/1024 ≤ us; ln-pmf(28) ≈ −13.4 is above
    // ln V + ln(1/α) − ln(a/us² + b).
    const t = ptrsTry(10, 0.5 - 3 / 256, 1 / 1024);
    expect(t.k).toBe(28);
    expect(t.lhs()).toBeLessThanOrEqual(t.rhs());
    const r = both(10, [253 * 2 ** 24, 2 ** 22, ...SQUEEZED]);
    expect(r).toEqual({ ours: 28, reference: 28, taken: 2, referenceTaken: 2 });
  });

  it('accepts when the exact test is an exact tie (≤), at μ = 10', () => {
    const u = 3727425914;
    const v = 3072748213;
    const t = ptrsTry(10, u / TWO_32 - 0.5, v / TWO_32);
    expect(t.k).toBe(14);
    expect(t.lhs()).toBe(t.rhs()); // to the last bit
    const r = both(10, [u, v, ...SQUEEZED]);
    expect(r).toEqual({ ours: 14, reference: 14, taken: 2, referenceTaken: 2 });
    // One step of V up, the tie becomes a rejection: the next (squeezed) try gives ⌊10.43⌋ = 10.
    expect(both(10, [u, v + 1, ...SQUEEZED])).toEqual({
      ours: 10,
      reference: 10,
      taken: 4,
      referenceTaken: 4,
    });
  });

  it('returns a squeezed candidate without the exact test, even where doubles would refuse it (μ = 1e12)', () => {
    // us ≈ 0.187 ≥ 0.07 and V = ⌊vr · 2^32⌋ / 2^32 ≤ vr: accepted by the squeeze. Worked to 60
    // digits, ln V + ln(1/α) − ln(a/us² + b) = −15.23813 ≤ −μ + k ln μ − ln k! = −15.23627, so
    // accepting is right; in doubles the right side comes out −15.23828 (its terms are 2.8e13,
    // with an ulp of 0.004), so an exact test alone would refuse this k.
    const { vr } = ptrsConstants(1e12);
    const v = Math.floor(vr * TWO_32);
    expect(v).toBe(3984435011);
    const r = both(1e12, [3491445524, v, ...SQUEEZED]);
    expect(r).toEqual({
      ours: 1000001001820,
      reference: 1000001001820,
      taken: 2,
      referenceTaken: 2,
    });
  });

  it('keeps V = vr exactly inside the squeeze (≤), at a mean where vr is a 32-bit value', () => {
    // At μ = 1000307708900, vr = 3984435012 / 2^32 to the last bit. us ≈ 0.197 ≥ 0.07, so the
    // squeeze accepts k; to 60 digits the exact test agrees (−15.19673 ≤ −15.19528), but in
    // doubles its right side is −15.19922, so without the squeeze this k would be refused.
    const mean = 1000307708900;
    const { vr } = ptrsConstants(mean);
    expect(vr * TWO_32).toBe(3984435012);
    const r = both(mean, [846073319, 3984435012, ...SQUEEZED]);
    expect(r).toEqual({
      ours: 1000306748885,
      reference: 1000306748885,
      taken: 2,
      referenceTaken: 2,
    });
  });

  it('refuses us < 0.013 with V > us without the exact test (μ = 1e16)', () => {
    // us = 40031636 / 2^32 ≈ 0.0093, V one step above us: Hörmann's quick reject. At μ = 1e16 the
    // exact test's terms (3.7e17) cancel to rounding, so only the quick reject can refuse it; the
    // next try is squeezed: ⌊1e16 + 0.43⌋ = 1e16.
    const r = both(1e16, [40031636, 40031637, ...SQUEEZED]);
    expect(r).toEqual({ ours: 1e16, reference: 1e16, taken: 4, referenceTaken: 4 });
  });
});

describe('poissonSampler against reference implementations', () => {
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
});
