import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gammaP,
  gammaQ,
  log1mexp,
  log1pmx,
  logGamma,
  logGammaP,
  logGammaQ,
  logPoissonTerm,
  stirlingError,
} from '@/core/capacity/gamma';
import { runs } from '../property-runs';
import { logFactorials, logLowerGammaSeries, poissonSplit, powerWeighted } from './oracle';

const relative = (x: number, y: number) => Math.abs(x - y) / Math.abs(y);

/** Γ(0.1), Γ(⅓), Γ(¼) (Abramowitz & Stegun, to double precision). */
const GAMMA_TENTH = 9.513507698668732;
const GAMMA_THIRD = 2.6789385347077475;
const GAMMA_QUARTER = 3.625609908221908;

describe('ln Γ', () => {
  it('matches ln n! (a compensated sum of logs) to 1e-15 relative, n = 1…1000', () => {
    const lf = logFactorials(1000);
    for (let n = 2; n <= 1000; n++)
      expect(relative(logGamma(n + 1), lf[n] ?? 0)).toBeLessThan(2e-15);
    expect(Math.abs(logGamma(1))).toBeLessThan(1e-15);
    expect(Math.abs(logGamma(2))).toBeLessThan(1e-15);
  });

  it('matches Γ(½) = √π, Γ(0.1), Γ(⅓), Γ(¼)', () => {
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 14);
    expect(logGamma(0.1)).toBeCloseTo(Math.log(GAMMA_TENTH), 14);
    expect(logGamma(1 / 3)).toBeCloseTo(Math.log(GAMMA_THIRD), 14);
    expect(logGamma(0.25)).toBeCloseTo(Math.log(GAMMA_QUARTER), 14);
  });

  it('Stirling’s error is continuous where it switches to its series (n = 10)', () => {
    const direct = (n: number) =>
      logGamma(n + 1) - (n + 0.5) * Math.log(n) + n - 0.5 * Math.log(2 * Math.PI);
    for (const n of [10, 10.5, 12, 20]) expect(stirlingError(n)).toBeCloseTo(direct(n), 13);
    // 1/(12n) to leading order.
    expect(stirlingError(1e6)).toBeCloseTo(1 / 12e6, 20);
  });

  it('Stirling’s error below 10 is ln Γ(n + 1) − (n + ½)ln n + n − ½ln 2π: at 1, 1 − ½ln 2π; at 2, 2 − (3/2)ln 2 − ½ln 2π', () => {
    // ln Γ(2) = 0 and ln Γ(3) = ln 2, so these two are closed forms; ½ and 3 to 40 digits (mpmath).
    const halfLog2Pi = 0.5 * Math.log(2 * Math.PI);
    expect(stirlingError(1)).toBeCloseTo(1 - halfLog2Pi, 15);
    expect(stirlingError(2)).toBeCloseTo(2 - 1.5 * Math.LN2 - halfLog2Pi, 15);
    expect(stirlingError(0.5)).toBeCloseTo(0.15342640972002736, 14);
    expect(stirlingError(3)).toBeCloseTo(0.02767792568499834, 14);
  });

  it('Stirling’s error at 10, where the series starts, to 1e-14 relative (0.00833056343336287126, mpmath)', () => {
    // The series' truncation error there is B₁₆/(240·10¹⁵) ≈ 3e-17; the direct difference of
    // numbers near 25 would lose 1e-13 of it.
    expect(relative(stirlingError(10), 0.008330563433362871)).toBeLessThan(1e-14);
    expect(relative(stirlingError(12), 0.00694284010720953)).toBeLessThan(1e-14);
  });
});

describe('helpers', () => {
  it('log1pmx: ln(1 + x) − x, accurate near 0 (−x²/2 + x³/3 − …)', () => {
    expect(log1pmx(0)).toBe(0);
    expect(log1pmx(1e-8)).toBeCloseTo(-5e-17 + 1e-24 / 3, 30);
    expect(relative(log1pmx(0.3), Math.log(1.3) - 0.3)).toBeLessThan(1e-14);
    expect(relative(log1pmx(-0.45), Math.log(0.55) + 0.45)).toBeLessThan(1e-14);
    expect(log1pmx(3)).toBe(Math.log(4) - 3);
    expect(log1pmx(-1)).toBe(-Infinity);
  });

  it('log1mexp: ln(1 − e^l) at both ends', () => {
    expect(log1mexp(-1e-20)).toBeCloseTo(Math.log(1e-20), 12);
    expect(log1mexp(-50)).toBeCloseTo(-Math.exp(-50), 30);
    expect(log1mexp(-1)).toBeCloseTo(Math.log(1 - Math.exp(-1)), 15);
  });

  it('logPoissonTerm: ln of the Poisson probability for whole a (ratios from the mode)', () => {
    for (const [j, x] of [
      [0, 3],
      [3, 3],
      [12, 9.5],
      [40, 41.2],
      [1000, 1003.7],
    ] as const) {
      const lf = logFactorials(j);
      expect(logPoissonTerm(j, x)).toBeCloseTo(j * Math.log(x) - x - (lf[j] ?? 0), 10);
    }
    expect(logPoissonTerm(0, 0)).toBe(0);
    expect(logPoissonTerm(2, 0)).toBe(-Infinity);
  });

  it('logPoissonTerm(0, x) = ln e^{−x} = −x, also for x = ∞', () => {
    for (const x of [1e-300, 0.5, 3, 1e6]) expect(logPoissonTerm(0, x)).toBe(-x);
    expect(logPoissonTerm(0, Infinity)).toBe(-Infinity);
  });

  it('logPoissonTerm for a tiny shape far out: a = 10^-300 at x = 10^10 is −x (a·ln x and ln Γ(1 + a) are below its ulp)', () => {
    // (x − a)/a would overflow to ∞ here: below a = 10 the direct form a·ln x − x − ln Γ(a + 1) is used.
    expect(logPoissonTerm(1e-300, 1e10)).toBe(-1e10);
    // Q(a, x) ≈ x^{a−1}e^{−x}/Γ(a) far out, and 1/Γ(a) ≈ a for a tiny shape: ln Q ≈ −x − ln x + ln a.
    expect(logGammaQ(1e-300, 1e10)).toBeCloseTo(-1e10 - Math.log(1e10) + Math.log(1e-300), 3);
  });

  it('logPoissonTerm(10, 3) = 10 ln 3 − 3 − ln 10! = −7.1182896863944185 (mpmath) to 2e-15', () => {
    // From a = 10 on, the form a·log1pmx((x − a)/a) − ½ln(2πa) − stirlerr(a) keeps it to an ulp;
    // a·ln x − x − ln Γ(a + 1) would lose several to terms near 15.
    expect(Math.abs(logPoissonTerm(10, 3) + 7.1182896863944185)).toBeLessThan(2e-15);
  });
});

describe('the incomplete gamma functions', () => {
  it('Q(m, x) for whole m is the Poisson tail P(N < m): both methods, 1e-11 relative', () => {
    for (const m of [1, 2, 3, 10, 50, 200, 999, 1000, 1001, 3000, 20_000])
      for (const f of [0.2, 0.7, 0.95, 1, 1.03, 1.2, 1.6]) {
        const x = m * f;
        const { below, atLeast } = poissonSplit(m, x);
        if (below > 1e-60) expect(relative(gammaQ(m, x), below)).toBeLessThan(1e-11);
        if (atLeast > 1e-60) expect(relative(gammaP(m, x), atLeast)).toBeLessThan(1e-11);
      }
  });

  it('P(a, x) for fractional a matches quadrature of the density to 1e-9', () => {
    const gammas: [number, number][] = [
      [0.1, GAMMA_TENTH],
      [1 / 3, GAMMA_THIRD],
      [0.25, GAMMA_QUARTER],
      [0.5, Math.sqrt(Math.PI)],
      [2.5, (3 * Math.sqrt(Math.PI)) / 4],
      [7.5, 6.5 * 5.5 * 4.5 * 3.5 * 2.5 * 1.5 * 0.5 * Math.sqrt(Math.PI)],
    ];
    for (const [a, g] of gammas)
      for (const x of [1e-3, 0.2, 1, a, 3, 9]) {
        const oracle = powerWeighted(a, (t) => Math.exp(-t), x) / g;
        expect(relative(gammaP(a, x), oracle)).toBeLessThan(1e-9);
      }
  });

  it('P + Q = 1, both in [0, 1], P rising in x, for shapes from 0.01 to 10^7', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -2, max: 7, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.double({ min: 1.0001, max: 1.1, noNaN: true }),
        (logA, f, step) => {
          const a = 10 ** logA;
          const x = a * f;
          const p = gammaP(a, x);
          const q = gammaQ(a, x);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(q).toBeLessThanOrEqual(1);
          expect(Math.abs(p + q - 1)).toBeLessThan(1e-12);
          expect(gammaP(a, x * step)).toBeGreaterThanOrEqual(p - 1e-14);
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('ends: P(a, 0) = 0, Q(a, 0) = 1, P(a, ∞) = 1; far tails stay finite logs', () => {
    expect(gammaP(3, 0)).toBe(0);
    expect(gammaQ(3, 0)).toBe(1);
    expect(gammaP(3, Infinity)).toBe(1);
    expect(logGammaQ(3, Infinity)).toBe(-Infinity);
    // Q(1, x) = e^{−x}: the continued fraction and the log prefactor.
    expect(logGammaQ(1, 2000)).toBeCloseTo(-2000, 9);
    // Far below the mode of a huge shape: ln P is about a·(ln(x/a) − x/a + 1) − ln √(2πa)…
    const far = logGammaP(1e6, 5e5);
    expect(Number.isFinite(far)).toBe(true);
    expect(far).toBeLessThan(-1e6 * (0.5 - Math.log(2)) - 1);
    // A shape of 1e20 (service with cv 1e-10) still gives a sensible CDF near its mean.
    expect(gammaP(1e20, 1e20)).toBeCloseTo(0.5, 6);
  });

  it('x < 0 is below the support: P = 0, Q = 1, for small shapes and for the quadrature’s', () => {
    for (const a of [3, 2000]) {
      expect(logGammaP(a, -1)).toBe(-Infinity);
      expect(gammaP(a, -1)).toBe(0);
      expect(logGammaQ(a, -1)).toBe(0);
      expect(gammaQ(a, -1)).toBe(1);
    }
  });

  it('P(1000, 10^-300) underflows to 0 (its log is about −7·10^5), Q to 1', () => {
    expect(gammaP(1000, 1e-300)).toBe(0);
    expect(gammaQ(1000, 1e-300)).toBe(1);
  });

  it('lower tails of large shapes far below the mode match the series (x ≤ a/5: the density falls 4× faster than e^{−x})', () => {
    // ln P = a·ln x − x − ln a! + ln Σ xⁿ/((a + 1)…(a + n)), ln a! by a compensated sum of logs.
    const lf = logFactorials(5000);
    for (const [a, x] of [
      [1000, 5],
      [1500, 100],
      [2000, 200],
      [5000, 1000],
    ] as const) {
      const oracle = logLowerGammaSeries(a, x, a * Math.log(x) - x - (lf[a] ?? 0));
      expect(relative(logGammaP(a, x), oracle)).toBeLessThan(1e-13);
    }
  });

  it('millions of standard deviations out (ln P < −10^7): P(10^8, 2.5·10^7) matches the series to 1e-6 in its log', () => {
    // ln(xᵃe^{−x}/a!) = a(ln(x/a) + 1 − x/a) − ½ln 2πa − 1/(12a) (Stirling), ≈ −6.4·10^7; the
    // series sums to about 4/3. The tail shortcut is good to 1/(slope²·a) ≈ 1e-9 here.
    const a = 1e8;
    const x = 2.5e7;
    const prefactor =
      a * (Math.log(x / a) + 1 - x / a) - 0.5 * Math.log(2 * Math.PI * a) - 1 / (12 * a);
    expect(Math.abs(logGammaP(a, x) - logLowerGammaSeries(a, x, prefactor))).toBeLessThan(1e-6);
  });
});
