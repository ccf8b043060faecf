import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rational, toNumber, type Rational } from '@/core/exact/rational';
import {
  extraLoad,
  hedgedLeaf,
  hedgedShare,
  hedgingOff,
  outageLeaf,
  uncappedExtraLoad,
  type Hedge,
} from '@/core/tail/hedge';
import { leafOf, mixtureLeaf, pointLeaf, type Leaf, type LeafSpec } from '@/core/tail/leaf';
import { runs } from '../property-runs';
import {
  cdfAt,
  dec,
  hedgedByEnumeration,
  ONE,
  ZERO,
  type Discrete,
  type HedgeRational,
  type State,
} from './oracle';

const TWO_POINT: LeafSpec = { kind: 'two-point', fast: 0.01, slow: 1, slowShare: 0.01 };
const HEDGE: Hedge = { delay: 0.02, copies: 2, cap: null, correlated: 0 };
const twoPoint = leafOf(TWO_POINT);

/** The two-point defaults in rationals. */
const TWO_POINT_EXACT: Discrete = [
  { at: dec('0.01'), p: dec('0.99') },
  { at: dec('1'), p: dec('0.01') },
];
const HEDGE_EXACT: HedgeRational = { delay: dec('0.02'), copies: 2, correlated: ZERO, share: ONE };

describe('the hedged two-point leaf (defaults: d = 0.02 s, 2 copies)', () => {
  const hedged = hedgedLeaf(twoPoint, HEDGE);

  it('0.01 w.p. 0.99, 0.03 w.p. 0.0099, 1 w.p. 0.0001 (enumeration agrees)', () => {
    const oracle = hedgedByEnumeration([{ weight: ONE, leaf: TWO_POINT_EXACT }], HEDGE_EXACT);
    expect(oracle.dist.map((a) => [toNumber(a.at), toNumber(a.p)])).toEqual([
      [0.01, 0.99],
      [0.03, 0.0099],
      [1, 0.0001],
    ]);
    expect(toNumber(oracle.extra)).toBe(0.01);
    // 0.03 − 0.02 is 0.009999999999999998 in doubles: it must still count as the 0.01 atom.
    expect(hedged.cdf(0.01)).toBeCloseTo(0.99, 15);
    expect(hedged.cdf(0.03)).toBeCloseTo(0.9999, 15);
    expect(hedged.cdf(0.999)).toBeCloseTo(0.9999, 15);
    expect(hedged.exceeds(0.03)).toBeCloseTo(1e-4, 17);
    expect(hedged.cdf(1)).toBe(1);
    expect(hedged.atoms).toEqual([0.01, 0.03, 1, 1.02]);
    expect(hedged.quantile(0.99)).toBe(0.01);
    expect(hedged.quantile(0.999)).toBe(0.03);
    expect(hedged.quantile(0.99995)).toBe(1);
  });

  it('extra load = P(L > 0.02) = 0.01', () => {
    expect(extraLoad(twoPoint, HEDGE)).toBe(0.01);
    expect(hedgedShare(twoPoint, HEDGE)).toBe(1);
  });

  it('correlation 1: hedging changes nothing but the load (H = L)', () => {
    const h = { ...HEDGE, correlated: 1 };
    expect(hedgedLeaf(twoPoint, h)).toBe(twoPoint);
    expect(extraLoad(twoPoint, h)).toBe(0.01);
    const half = hedgedLeaf(twoPoint, { ...HEDGE, correlated: 0.5 });
    // P(H > 0.03) = 0.5·0.01 + 0.5·0.0001.
    expect(half.exceeds(0.03)).toBeCloseTo(0.00505, 16);
  });

  it('cap 0.005: extra 0.005, half the leaf requests that would hedge do', () => {
    const h = { ...HEDGE, cap: 0.005 };
    expect(extraLoad(twoPoint, h)).toBeCloseTo(0.005, 17);
    expect(hedgedShare(twoPoint, h)).toBeCloseTo(0.5, 15);
    const hedged = hedgedLeaf(twoPoint, h);
    // P(H > 0.03) = 0.5·0.01 + 0.5·0.0001; a cap above the need changes nothing.
    expect(hedged.exceeds(0.03)).toBeCloseTo(0.00505, 16);
    expect(extraLoad(twoPoint, { ...HEDGE, cap: 0.5 })).toBe(0.01);
    expect(hedgedLeaf(twoPoint, { ...HEDGE, cap: 0 })).toBe(twoPoint);
  });

  it('outage 0.1: extra = 0.1 + 0.9·0.01 = 0.109 (every outage leaf hedges: the loki #4826 effect)', () => {
    const outage = outageLeaf(twoPoint, 0.1);
    expect(extraLoad(outage, HEDGE)).toBeCloseTo(0.109, 15);
    // Three copies: an outage leaf's hedges are slow too, so it sends both.
    // 0.1·2 + 0.9·(P(L > 0.02) + P(L > 0.02)·P(L > 0.04)) = 0.2 + 0.9·0.0101.
    expect(extraLoad(outage, { ...HEDGE, copies: 3 })).toBeCloseTo(0.20909, 15);
    expect(extraLoad(outage, { ...HEDGE, cap: 0.05 })).toBe(0.05);
    // The outage leaf: 1 s w.p. 0.1 + 0.9·0.01.
    expect(outage.exceeds(0.5)).toBeCloseTo(0.109, 15);
    expect(outage.atoms).toEqual([0.01, 1]);
    expect(outageLeaf(twoPoint, 0)).toBe(twoPoint);
  });

  it('hedging off: delay 0 or one copy', () => {
    expect(hedgingOff(HEDGE)).toBe(false);
    for (const h of [
      { ...HEDGE, delay: 0 },
      { ...HEDGE, copies: 1 },
      { ...HEDGE, delay: NaN },
    ]) {
      expect(hedgingOff(h)).toBe(true);
      expect(hedgedLeaf(twoPoint, h)).toBe(twoPoint);
      expect(extraLoad(twoPoint, h)).toBe(0);
    }
  });
});

describe('the hedged lognormal leaf (p50 0.01 s, p99 0.1 s)', () => {
  const leaf = leafOf({ kind: 'lognormal', p50: 0.01, p99: 0.1 });

  it('extra load with 2 copies after 20 ms = P(L > 0.02) (40-digit value)', () => {
    expect(extraLoad(leaf, HEDGE)).toBeCloseTo(0.2418698327715767, 14);
  });

  it('P(H > t) = P(L > t)·P(L > t − d)', () => {
    const hedged = hedgedLeaf(leaf, HEDGE);
    for (const t of [0.01, 0.02, 0.05, 0.3])
      expect(hedged.exceeds(t)).toBeCloseTo(leaf.exceeds(t) * leaf.exceeds(t - 0.02), 15);
    expect(hedged.atoms).toBeNull();
  });

  it('outage: o·E(slow tail) + (1 − o)·E(leaf); the slow tail is beyond the delay, so E = 1', () => {
    expect(extraLoad(outageLeaf(leaf, 0.1), HEDGE)).toBeCloseTo(0.1 + 0.9 * 0.2418698327715767, 14);
  });
});

/** A discrete leaf from its exact atoms: two-point when it has two atoms, else a mixture. */
function leafOfDiscrete(dist: Discrete): Leaf {
  const [a, b] = dist;
  if (dist.length === 2 && a && b)
    return leafOf({
      kind: 'two-point',
      fast: toNumber(a.at),
      slow: toNumber(b.at),
      slowShare: toNumber(b.p),
    });
  return mixtureLeaf(dist.map((x) => ({ weight: toNumber(x.p), leaf: pointLeaf(toNumber(x.at)) })));
}

/** Discrete leaves with 1–3 atoms in whole milliseconds, probabilities in whole parts. */
const discreteLeaves: fc.Arbitrary<Discrete> = fc
  .uniqueArray(fc.integer({ min: 0, max: 200 }), { minLength: 1, maxLength: 3 })
  .chain((times) =>
    fc
      .array(fc.integer({ min: 1, max: 20 }), { minLength: times.length, maxLength: times.length })
      .map((weights) => {
        const total = BigInt(weights.reduce((s, w) => s + w, 0));
        return [...times]
          .sort((x, y) => x - y)
          .map((t, i) => ({
            at: rational(BigInt(t), 1000n),
            p: rational(BigInt(weights[i] ?? 1), total),
          }));
      }),
  );

const hedges = fc.record({
  delayMs: fc.integer({ min: 1, max: 120 }),
  copies: fc.integer({ min: 2, max: 4 }),
  correlatedQuarters: fc.integer({ min: 0, max: 4 }),
  capThousandths: fc.option(fc.integer({ min: 0, max: 2000 })),
});

function hedgeOf(h: {
  delayMs: number;
  copies: number;
  correlatedQuarters: number;
  capThousandths: number | null;
}): Hedge {
  return {
    delay: h.delayMs / 1000,
    copies: h.copies,
    correlated: h.correlatedQuarters / 4,
    cap: h.capThousandths === null ? null : h.capThousandths / 1000,
  };
}

/** The oracle's hedge with the cap's share s = min(1, cap/E), E enumerated uncapped. */
function oracleHedged(states: readonly State[], h: Parameters<typeof hedgeOf>[0]) {
  const base: HedgeRational = {
    delay: rational(BigInt(h.delayMs), 1000n),
    copies: h.copies,
    correlated: rational(BigInt(h.correlatedQuarters), 4n),
    share: ONE,
  };
  const uncapped = hedgedByEnumeration(states, base);
  if (h.capThousandths === null || uncapped.extra.num === 0n) return uncapped;
  const cap = rational(BigInt(h.capThousandths), 1000n);
  const share =
    cap.num * uncapped.extra.den >= uncapped.extra.num * cap.den
      ? ONE
      : rational(cap.num * uncapped.extra.den, cap.den * uncapped.extra.num);
  return hedgedByEnumeration(states, { ...base, share });
}

function expectMatchesOracle(
  leaf: Leaf,
  hedge: Hedge,
  oracle: { dist: Discrete; extra: Rational },
) {
  const hedged = hedgedLeaf(leaf, hedge);
  expect(Math.abs(extraLoad(leaf, hedge) - toNumber(oracle.extra))).toBeLessThan(1e-12);
  for (const a of oracle.dist) {
    const t = toNumber(a.at);
    expect(Math.abs(hedged.cdf(t) - toNumber(cdfAt(oracle.dist, a.at)))).toBeLessThan(1e-12);
    // Every time the enumeration answers at is an atom of the hedged leaf.
    if (a.p.num > 0n)
      expect(hedged.atoms?.some((x) => Math.abs(x - t) <= 1e-12 * Math.max(1, t))).toBe(true);
  }
}

describe('closed forms against the enumeration of every copy (exact rationals)', () => {
  it('independent, correlated and capped hedges of random discrete leaves', () => {
    fc.assert(
      fc.property(discreteLeaves, hedges, (dist, h) => {
        expectMatchesOracle(
          leafOfDiscrete(dist),
          hedgeOf(h),
          oracleHedged([{ weight: ONE, leaf: dist }], h),
        );
      }),
      { numRuns: runs(300) },
    );
  });

  it('the outage: o of the leaves slow for every copy (two-point leaves)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 100 }),
        hedges,
        (fastMs, spreadMs, slowPercent, outagePercent, h) => {
          const fast = rational(BigInt(fastMs), 1000n);
          const slow = rational(BigInt(fastMs + spreadMs), 1000n);
          const share = rational(BigInt(slowPercent), 100n);
          const dist: Discrete = [
            { at: fast, p: rational(BigInt(100 - slowPercent), 100n) },
            { at: slow, p: share },
          ];
          const o = rational(BigInt(outagePercent), 100n);
          const states: State[] = [
            { weight: o, leaf: [{ at: slow, p: ONE }] },
            { weight: rational(BigInt(100 - outagePercent), 100n), leaf: dist },
          ].filter((s) => s.weight.num > 0n);
          const leaf = outageLeaf(leafOfDiscrete(dist), outagePercent / 100);
          expectMatchesOracle(leaf, hedgeOf(h), oracleHedged(states, h));
        },
      ),
      { numRuns: runs(200) },
    );
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
  fc
    .array(fc.integer({ min: 0, max: 30 }), { minLength: 2, maxLength: 6 })
    .filter((added) => added.some((x) => x > 0))
    .map((added) => {
      let count = 0;
      const buckets = added.map((a, i) => ({ le: 0.01 * 2 ** i, count: (count += a) }));
      return {
        kind: 'histogram' as const,
        buckets: [...buckets, { le: Infinity, count: count + 3 }],
      };
    }),
);

const anyHedge = fc.record({
  delay: fc.double({ min: 0.0005, max: 1, noNaN: true }),
  copies: fc.integer({ min: 2, max: 10 }),
  cap: fc.option(fc.double({ min: 0, max: 2, noNaN: true })),
  correlated: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('properties', () => {
  it('hedging never makes the leaf slower, and more copies never slower', () => {
    fc.assert(
      fc.property(specs, anyHedge, (spec, h) => {
        const leaf = leafOf(spec);
        const hedged = hedgedLeaf(leaf, h);
        const more = hedgedLeaf(leaf, { ...h, copies: h.copies + 1, cap: null });
        const uncapped = hedgedLeaf(leaf, { ...h, cap: null });
        const top = leaf.quantile(0.999) * 1.5 + h.delay * h.copies;
        for (let i = 0; i <= 40; i++) {
          const t = (top * i) / 40;
          expect(hedged.cdf(t)).toBeGreaterThanOrEqual(leaf.cdf(t) - 1e-15);
          expect(more.cdf(t)).toBeGreaterThanOrEqual(uncapped.cdf(t) - 1e-15);
        }
        expect(hedged.quantile(0.99)).toBeLessThanOrEqual(leaf.quantile(0.99) * (1 + 1e-12));
      }),
      { numRuns: runs(200) },
    );
  });

  it('extra load in [0, m − 1], at most the cap, and the uncapped extra shrinks with the delay', () => {
    fc.assert(
      fc.property(specs, anyHedge, (spec, h) => {
        const leaf = leafOf(spec);
        const extra = extraLoad(leaf, h);
        expect(extra).toBeGreaterThanOrEqual(0);
        expect(extra).toBeLessThanOrEqual(h.copies - 1);
        if (h.cap !== null) expect(extra).toBeLessThanOrEqual(h.cap);
        const later = uncappedExtraLoad(leaf, { ...h, delay: h.delay * 2 });
        expect(later).toBeLessThanOrEqual(uncappedExtraLoad(leaf, h) + 1e-15);
        expect(hedgedShare(leaf, h)).toBeGreaterThanOrEqual(0);
        expect(hedgedShare(leaf, h)).toBeLessThanOrEqual(1);
      }),
      { numRuns: runs(200) },
    );
  });
});
