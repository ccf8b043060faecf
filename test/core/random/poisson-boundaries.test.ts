import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '@/core/random/prng';
import { poissonSampler } from '@/core/random/poisson';
import { scriptedRng } from './scripted-rng';

const TWO_32 = 4294967296;

/** ln k! by plain summation (small k only: the cases below that reach it have k ≤ 28). */
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

/** NumPy's random_poisson_ptrs, drawing its two uniforms from `rng`. */
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

describe('poissonSampler takes no draws it does not use', () => {
  it('draws nothing from the stream for a mean of 0', () => {
    const rng = createRng(3);
    const sample = poissonSampler(0, rng);
    for (let i = 0; i < 5; i++) expect(sample()).toBe(0);
    expect(rng.next()).toBe(createRng(3).next());
  });
});

describe('inversion at exact CDF values (scripted draws)', () => {
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

describe('PTRS at its branch boundaries (scripted draws, against NumPy’s PTRS)', () => {
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
