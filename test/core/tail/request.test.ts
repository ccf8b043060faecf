import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rational, toNumber } from '@/core/exact/rational';
import { leafOf, mixtureLeaf, pointLeaf, type LeafSpec } from '@/core/tail/leaf';
import {
  binomialTails,
  binomialTerm,
  percentile,
  requestCdf,
  requestExceeds,
} from '@/core/tail/request';
import { runs } from '../property-runs';
import { binomialTailsExact, choose } from './oracle';

const relative = (x: number, y: number) => (y === 0 ? Math.abs(x) : Math.abs(x - y) / Math.abs(y));

const TWO_POINT: LeafSpec = { kind: 'two-point', fast: 0.01, slow: 1, slowShare: 0.01 };
const LOGNORMAL: LeafSpec = { kind: 'lognormal', p50: 0.01, p99: 0.1 };

describe('binomial tails (exact BigInt sums for reference)', () => {
  it('1 − 0.99^100 = 0.633967658726771 of requests wait for a slow leaf', () => {
    const t = binomialTails(100, 100, 0.99, 0.01);
    // 1 − (99/100)^100 exactly, then rounded.
    const exact = toNumber(rational(100n ** 100n - 99n ** 100n, 100n ** 100n));
    expect(relative(t.below, exact)).toBeLessThan(1e-14);
    expect(t.below).toBeCloseTo(0.633967658726771, 15);
    expect(relative(t.atLeast, toNumber(rational(99n ** 100n, 100n ** 100n)))).toBeLessThan(1e-14);
  });

  it('N = 10,000 with p = 127/128: both tails to 1e-12 relative, deep tails included', () => {
    const ks = [1, 2, 9000, 9850, 9900, 9922, 9950, 9990, 9999, 10_000];
    const exacts = binomialTailsExact(10_000, ks, 127n, 128n);
    for (const [i, k] of ks.entries()) {
      const t = binomialTails(10_000, k, 127 / 128, 1 / 128);
      const exact = exacts[i] ?? { atLeast: NaN, below: NaN };
      expect(relative(t.atLeast, exact.atLeast)).toBeLessThan(1e-12);
      expect(relative(t.below, exact.below)).toBeLessThan(1e-12);
    }
  });

  it('random N ≤ 2000, k, dyadic p: both tails to 1e-12 relative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: (1 << 16) - 1 }),
        (n, kShare, a) => {
          const k = Math.max(1, Math.ceil(kShare * n));
          const p = a / 65536;
          const t = binomialTails(n, k, p, 1 - p);
          const exact = binomialTailsExact(n, [k], BigInt(a), 65536n)[0] ?? {
            atLeast: NaN,
            below: NaN,
          };
          if (exact.atLeast > 1e-300)
            expect(relative(t.atLeast, exact.atLeast)).toBeLessThan(1e-12);
          if (exact.below > 1e-300) expect(relative(t.below, exact.below)).toBeLessThan(1e-12);
        },
      ),
      { numRuns: runs(60) },
    );
  });

  it('the ends: k ≤ 0, k > N, p = 0, p = 1', () => {
    expect(binomialTails(10, 0, 0.5, 0.5)).toEqual({ atLeast: 1, below: 0 });
    expect(binomialTails(10, 11, 0.5, 0.5)).toEqual({ atLeast: 0, below: 1 });
    expect(binomialTails(10, 3, 0, 1)).toEqual({ atLeast: 0, below: 1 });
    expect(binomialTails(10, 3, 1, 0)).toEqual({ atLeast: 1, below: 0 });
  });

  it('binomialTerm: C(n, x)·p^x·q^(n−x) to 1e-13', () => {
    for (const [n, x, a] of [
      [10, 3, 1],
      [100, 50, 64],
      [1000, 7, 3],
      [1000, 990, 127],
      [5000, 2500, 64],
    ] as const) {
      const exact = toNumber(
        rational(
          choose(n, x) * BigInt(a) ** BigInt(x) * BigInt(128 - a) ** BigInt(n - x),
          128n ** BigInt(n),
        ),
      );
      expect(relative(binomialTerm(n, x, a / 128, 1 - a / 128), exact)).toBeLessThan(1e-13);
    }
    expect(binomialTerm(10, 11, 0.5, 0.5)).toBe(0);
  });
});

const specs: fc.Arbitrary<LeafSpec> = fc.oneof(
  fc
    .record({
      fast: fc.double({ min: 0.001, max: 0.1, noNaN: true }),
      spread: fc.double({ min: 0.001, max: 2, noNaN: true }),
      slowShare: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ fast, spread, slowShare }) => ({
      kind: 'two-point' as const,
      fast,
      slow: fast + spread,
      slowShare,
    })),
  fc
    .record({
      p50: fc.double({ min: 0.001, max: 1, noNaN: true }),
      ratio: fc.double({ min: 1.1, max: 50, noNaN: true }),
    })
    .map(({ p50, ratio }) => ({ kind: 'lognormal' as const, p50, p99: p50 * ratio })),
);

describe('the request: k-th fastest of N leaves', () => {
  it('awaited = N: the CDF is F^N', () => {
    fc.assert(
      fc.property(
        specs,
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        (spec, n, t) => {
          const leaf = leafOf(spec);
          expect(relative(requestCdf(leaf, n, n)(t), leaf.cdf(t) ** n)).toBeLessThan(1e-11);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('awaited = 1: 1 − (1 − F)^N; P(request ≤ t) + P(request > t) = 1', () => {
    fc.assert(
      fc.property(
        specs,
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        (spec, n, share, t) => {
          const leaf = leafOf(spec);
          expect(requestCdf(leaf, n, 1)(t)).toBeCloseTo(1 - leaf.exceeds(t) ** n, 12);
          const k = Math.max(1, Math.ceil(share * n));
          expect(requestCdf(leaf, n, k)(t) + requestExceeds(leaf, n, k)(t)).toBeCloseTo(1, 14);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('waiting for fewer leaves is never slower', () => {
    fc.assert(
      fc.property(
        specs,
        fc.integer({ min: 2, max: 2000 }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        (spec, n, t) => {
          const leaf = leafOf(spec);
          const k = Math.ceil(n / 2);
          expect(requestCdf(leaf, n, k - 1)(t)).toBeGreaterThanOrEqual(
            requestCdf(leaf, n, k)(t) - 1e-15,
          );
        },
      ),
      { numRuns: runs(100) },
    );
  });
});

describe('percentile', () => {
  it('discrete: the first atom whose CDF reaches p, with 1e-12 relative tolerance', () => {
    const cdf = (t: number) => (t < 0.01 ? 0 : t < 1 ? 1 - 0.01 : 1);
    expect(percentile(cdf, [0.01, 1], 0.99, { lo: 0, hi: 1 })).toBe(0.01);
    // 0.99 a few ulps above the CDF's value still counts.
    expect(percentile(cdf, [0.01, 1], 0.99 * (1 + 1e-15), { lo: 0, hi: 1 })).toBe(0.01);
    expect(percentile(cdf, [0.01, 1], 0.990001, { lo: 0, hi: 1 })).toBe(1);
    expect(percentile(cdf, [0.01, 1], 2, { lo: 0, hi: 1 })).toBe(1);
    expect(percentile(cdf, [], 0.5, { lo: 0.3, hi: 1 })).toBe(0.3);
  });

  it('continuous: cdf(x) ≥ p, and 1e-11 below x it is below p', () => {
    fc.assert(
      fc.property(
        fc.record({
          p50: fc.double({ min: 1e-4, max: 10, noNaN: true }),
          ratio: fc.double({ min: 1.01, max: 100, noNaN: true }),
        }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 1e-6, max: 0.999999, noNaN: true }),
        ({ p50, ratio }, n, share, p) => {
          const leaf = leafOf({ kind: 'lognormal', p50, p99: p50 * ratio });
          const cdf = requestCdf(leaf, n, Math.max(1, Math.ceil(share * n)));
          const x = percentile(cdf, null, p, { lo: 0, hi: p50 });
          expect(cdf(x)).toBeGreaterThanOrEqual(p);
          expect(cdf(x * (1 - 1e-11))).toBeLessThan(p);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('discrete: cdf(x) ≥ p at the atom returned, below p at the atom before it', () => {
    fc.assert(
      fc.property(
        specs.filter((spec) => spec.kind === 'two-point'),
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 1e-6, max: 0.999999, noNaN: true }),
        (spec, n, share, p) => {
          const leaf = leafOf(spec);
          const atoms = leaf.atoms ?? [];
          const cdf = requestCdf(leaf, n, Math.max(1, Math.ceil(share * n)));
          const x = percentile(cdf, atoms, p, { lo: 0, hi: 1 });
          const i = atoms.indexOf(x);
          expect(i).toBeGreaterThanOrEqual(0);
          expect(cdf(x)).toBeGreaterThanOrEqual(p * (1 - 1e-12));
          const before = atoms[i - 1];
          if (before !== undefined) expect(cdf(before)).toBeLessThan(p * (1 - 1e-12));
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('the bracket grows from a low guess, and the answer is hint.lo when the CDF is already there', () => {
    const leaf = leafOf(LOGNORMAL);
    expect(
      relative(
        percentile((t) => leaf.cdf(t), null, 0.99, { lo: 0, hi: 1e-9 }),
        0.1,
      ),
    ).toBeLessThan(2e-12);
    expect(
      relative(
        percentile((t) => leaf.cdf(t), null, 0.99, { lo: 0, hi: 1e9 }),
        0.1,
      ),
    ).toBeLessThan(2e-12);
    expect(percentile(() => 1, null, 0.5, { lo: 0, hi: 1 })).toBe(0);
  });

  it('mixed: a jump that crosses p is the answer exactly', () => {
    // Half at 0.2, half lognormal (P(lognormal ≤ 0.2) ≈ 0.99897).
    const mixed = mixtureLeaf([
      { weight: 0.5, leaf: pointLeaf(0.2) },
      { weight: 0.5, leaf: leafOf(LOGNORMAL) },
    ]);
    const cdf = (t: number) => mixed.cdf(t);
    expect(percentile(cdf, null, 0.7, { lo: 0, hi: 1 }, mixed.jumps)).toBe(0.2);
    // P(≤ 0.2) = 0.5 + 0.5·Φ(ln 20/σ) = 0.99938: the jump also answers 0.999, not 0.9995.
    expect(percentile(cdf, null, 0.999, { lo: 0, hi: 1 }, mixed.jumps)).toBe(0.2);
    expect(percentile(cdf, null, 0.9995, { lo: 0, hi: 1 }, mixed.jumps)).toBeGreaterThan(0.2);
  });

  it('the two-point defaults: request p50 = p99 = 1 s for 100 leaves', () => {
    const leaf = leafOf(TWO_POINT);
    const cdf = requestCdf(leaf, 100, 100);
    expect(percentile(cdf, leaf.atoms, 0.5, { lo: 0, hi: 1 })).toBe(1);
    expect(percentile(cdf, leaf.atoms, 0.3, { lo: 0, hi: 1 })).toBe(0.01);
  });
});
