import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rational, toNumber } from '@/core/exact/rational';
import {
  awaitedLeaves,
  requestPercentileAt,
  tailResults,
  type TailInputs,
} from '@/core/tail/model';
import { runs } from '../property-runs';
import {
  dec,
  hedgedByEnumeration,
  ONE,
  requestPercentileExact,
  ZERO,
  type Discrete,
  type HedgeRational,
} from './oracle';

const relative = (x: number, y: number) => Math.abs(x - y) / Math.abs(y);

/** The panel's defaults. */
const DEFAULTS: TailInputs = {
  leaf: { kind: 'two-point', fast: 0.01, slow: 1, slowShare: 0.01 },
  fanout: 100,
  waitShare: 1,
  hedge: { delay: 0.02, copies: 2, cap: null, correlated: 0 },
  outage: 0,
};

const LEAF_EXACT: Discrete = [
  { at: dec('0.01'), p: dec('0.99') },
  { at: dec('1'), p: dec('0.01') },
];
const HEDGE_EXACT: HedgeRational = { delay: dec('0.02'), copies: 2, correlated: ZERO, share: ONE };
const P50 = dec('0.5');
const P99 = dec('0.99');
const P999 = dec('0.999');

/** 1 − 0.99^100 exactly, rounded once. */
const SLOW_SHARE = toNumber(rational(100n ** 100n - 99n ** 100n, 100n ** 100n));

describe('the worked examples (two-point: 1% of leaves take 1 s, the rest 10 ms)', () => {
  const r = tailResults(DEFAULTS);

  it('100 leaves: 63.4% of requests are slow (1 − 0.99^100); p50 = p99 = p99.9 = 1 s', () => {
    expect(relative(r.slowRequestShare, SLOW_SHARE)).toBeLessThan(1e-14);
    expect(r.slowRequestShare).toBeCloseTo(0.633967658726771, 14);
    expect(r.p50).toBe(1);
    expect(r.p99).toBe(1);
    expect(r.p999).toBe(1);
    expect(r.awaited).toBe(100);
  });

  it('hedged after 20 ms: p50 = p99 = 30 ms (0.9999^100 = 0.990049 ≥ 0.99), p99.9 = 1 s; extra load 1%', () => {
    expect(r.hedgedP50).toBe(0.03);
    expect(r.hedgedP99).toBe(0.03);
    expect(r.hedgedP999).toBe(1);
    expect(r.extraLoad).toBe(0.01);
    expect(r.extraLoadOutage).toBe(0.01);
    // The exact hedged leaf and its request percentiles.
    const hedged = hedgedByEnumeration([{ weight: ONE, leaf: LEAF_EXACT }], HEDGE_EXACT).dist;
    expect(toNumber(requestPercentileExact(hedged, 100, 100, P50))).toBe(r.hedgedP50);
    expect(toNumber(requestPercentileExact(hedged, 100, 100, P99))).toBe(r.hedgedP99);
    expect(toNumber(requestPercentileExact(hedged, 100, 100, P999))).toBe(r.hedgedP999);
    expect(toNumber(requestPercentileExact(LEAF_EXACT, 100, 100, P50))).toBe(r.p50);
  });

  it('the leaf: p99 = 10 ms (P(L ≤ 0.01) = 0.99), p99.9 = 1 s (0.99 < 0.999)', () => {
    expect(r.leafP99).toBe(0.01);
    expect(r.leafP999).toBe(1);
  });

  it('one leaf: slow share 1%, p99.9 = 1 s, hedged p99.9 = 30 ms', () => {
    const one = tailResults({ ...DEFAULTS, fanout: 1 });
    expect(one.slowRequestShare).toBe(0.01);
    expect(one.p50).toBe(0.01);
    expect(one.p99).toBe(0.01);
    expect(one.p999).toBe(1);
    expect(one.hedgedP999).toBe(0.03);
    expect(one.awaited).toBe(1);
  });

  it('correlation 1: hedging changes nothing but the load', () => {
    const c = tailResults({ ...DEFAULTS, hedge: { ...DEFAULTS.hedge, correlated: 1 } });
    expect([c.hedgedP50, c.hedgedP99, c.hedgedP999]).toEqual([c.p50, c.p99, c.p999]);
    expect(c.extraLoad).toBe(0.01);
  });

  it('cap 0.005: extra 0.005 and half the hedges, so the hedged p99 is back at 1 s', () => {
    const c = tailResults({ ...DEFAULTS, hedge: { ...DEFAULTS.hedge, cap: 0.005 } });
    expect(c.extraLoad).toBeCloseTo(0.005, 17);
    const half = hedgedByEnumeration([{ weight: ONE, leaf: LEAF_EXACT }], {
      ...HEDGE_EXACT,
      share: dec('0.5'),
    }).dist;
    // P(request ≤ 0.03) = 0.99495^100 = 0.603.
    expect(c.hedgedP50).toBe(toNumber(requestPercentileExact(half, 100, 100, P50)));
    expect(c.hedgedP50).toBe(0.03);
    expect(c.hedgedP99).toBe(toNumber(requestPercentileExact(half, 100, 100, P99)));
    expect(c.hedgedP99).toBe(1);
  });

  it('outage 0.1: extra load during it 0.1 + 0.9·0.01 = 0.109', () => {
    const o = tailResults({ ...DEFAULTS, outage: 0.1 });
    expect(o.extraLoadOutage).toBeCloseTo(0.109, 15);
    expect(o.extraLoad).toBe(0.01);
    // The cap holds during the outage too.
    const capped = tailResults({
      ...DEFAULTS,
      outage: 0.1,
      hedge: { ...DEFAULTS.hedge, cap: 0.05 },
    });
    expect(capped.extraLoadOutage).toBe(0.05);
  });

  it('wait for 95% of 100 leaves: k = 95, and the percentiles of the 95th fastest', () => {
    const w = tailResults({ ...DEFAULTS, waitShare: 0.95 });
    expect(w.awaited).toBe(95);
    const hedged = hedgedByEnumeration([{ weight: ONE, leaf: LEAF_EXACT }], HEDGE_EXACT).dist;
    for (const [value, dist, p] of [
      [w.p50, LEAF_EXACT, P50],
      [w.p99, LEAF_EXACT, P99],
      [w.p999, LEAF_EXACT, P999],
      [w.hedgedP999, hedged, P999],
    ] as const)
      expect(value).toBe(toNumber(requestPercentileExact(dist, 100, 95, p)));
    // P(at least 95 of 100 fast) = 0.999465: even the p99.9 is fast.
    expect(w.p999).toBe(0.01);
    // P(request > 0.01) = P(more than 5 slow leaves) = 0.000534534463993.
    expect(w.slowRequestShare).toBeCloseTo(0.0005345344639930333, 15);
  });
});

describe('k = ⌈wait·N⌉', () => {
  it('95% of 100 is 95 (0.95·100 is 95 exactly here, 0.07·100 = 7.000000000000001 is 7)', () => {
    expect(awaitedLeaves(100, 0.95)).toBe(95);
    expect(awaitedLeaves(100, 0.07)).toBe(7);
    expect(awaitedLeaves(100, 0.29)).toBe(29);
    expect(awaitedLeaves(3, 0.5)).toBe(2);
    expect(awaitedLeaves(100, 0.001)).toBe(1);
    expect(awaitedLeaves(100, 1)).toBe(100);
    expect(awaitedLeaves(10_000, 1)).toBe(10_000);
    expect(awaitedLeaves(100, NaN)).toBe(100);
    expect(awaitedLeaves(NaN, 0.5)).toBe(1);
  });
});

const LOGNORMAL: TailInputs = { ...DEFAULTS, leaf: { kind: 'lognormal', p50: 0.01, p99: 0.1 } };

describe('lognormal leaves (p50 10 ms, p99 100 ms; references by mpmath)', () => {
  it('100 leaves: the max of 100 at p = F^{-1}(p^{1/100}); hedged by bisection on 1 − S(t)S(t − d)', () => {
    const r = tailResults(LOGNORMAL);
    expect(relative(r.leafP99, 0.1)).toBeLessThan(1e-12);
    expect(relative(r.leafP999, 0.21299140693101837)).toBeLessThan(1e-12);
    expect(relative(r.slowRequestShare, SLOW_SHARE)).toBeLessThan(1e-12);
    expect(relative(r.p50, 0.11437403968614299)).toBeLessThan(2e-12);
    expect(relative(r.p99, 0.39637872567926175)).toBeLessThan(2e-12);
    expect(relative(r.p999, 0.6811633658236697)).toBeLessThan(2e-12);
    expect(relative(r.hedgedP50, 0.050046798696309625)).toBeLessThan(2e-12);
    expect(relative(r.hedgedP99, 0.11023651255694486)).toBeLessThan(2e-12);
    expect(relative(r.hedgedP999, 0.15940078549028303)).toBeLessThan(2e-12);
    expect(r.extraLoad).toBeCloseTo(0.2418698327715767, 14);
  });

  it('10,000 leaves, all awaited and 95% awaited (regularized incomplete beta by mpmath)', () => {
    const all = tailResults({ ...LOGNORMAL, fanout: 10_000 });
    expect(relative(all.p50, 0.43453242212361926)).toBeLessThan(2e-12);
    expect(relative(all.p99, 1.1037299910629288)).toBeLessThan(2e-12);
    expect(relative(all.p999, 1.717665437436136)).toBeLessThan(2e-12);
    const most = tailResults({ ...LOGNORMAL, fanout: 10_000, waitShare: 0.95 });
    expect(most.awaited).toBe(9500);
    expect(relative(most.p50, 0.050907672898811256)).toBeLessThan(2e-12);
    expect(relative(most.p99, 0.053466837761443384)).toBeLessThan(2e-12);
    expect(relative(most.p999, 0.05434490825018032)).toBeLessThan(2e-12);
    // P(fewer than 9500 of 10,000 below the leaf p99) is far below any double's care.
    expect(most.slowRequestShare).toBeGreaterThanOrEqual(0);
    expect(most.slowRequestShare).toBeLessThan(1e-100);
  });

  it('requestPercentileAt gives the same numbers as tailResults', () => {
    const r = tailResults(LOGNORMAL);
    expect(requestPercentileAt(LOGNORMAL, 0.99, false)).toBe(r.p99);
    expect(requestPercentileAt(LOGNORMAL, 0.5, true)).toBe(r.hedgedP50);
    expect(requestPercentileAt(DEFAULTS, 0.99, true)).toBe(0.03);
    expect(requestPercentileAt(DEFAULTS, 0.5, false)).toBe(1);
  });
});

describe('histogram leaves', () => {
  const HISTOGRAM: TailInputs = {
    ...DEFAULTS,
    leaf: {
      kind: 'histogram',
      buckets: [
        { le: 0.1, count: 50 },
        { le: 0.2, count: 80 },
        { le: 0.5, count: 95 },
        { le: 1, count: 99 },
        { le: Infinity, count: 100 },
      ],
    },
  };

  it('one leaf: the request is the leaf, its percentiles histogram_quantile’s', () => {
    const r = tailResults({ ...HISTOGRAM, fanout: 1 });
    expect(relative(r.p50, 0.1)).toBeLessThan(2e-12);
    expect(r.p99).toBe(1);
    expect(r.leafP99).toBe(1);
    expect(r.p999).toBe(1);
    // Nothing is above the p99 here: the +Inf requests sit at 1 s.
    expect(r.slowRequestShare).toBe(0);
  });

  it('100 leaves: every request waits for a leaf in the +Inf bucket (1 − 0.99^100 of them)', () => {
    const r = tailResults(HISTOGRAM);
    // P(all 100 ≤ t) < 0.366 below 1 s: the p50 is the +Inf atom, exactly.
    expect(r.p50).toBe(1);
    expect(r.hedgedP50).toBeLessThan(1);
    expect(r.hedgedP999).toBeLessThanOrEqual(1);
  });
});

const inputs: fc.Arbitrary<TailInputs> = fc.record({
  leaf: fc.oneof(
    fc
      .record({
        fast: fc.double({ min: 0.001, max: 0.1, noNaN: true }),
        spread: fc.double({ min: 0.001, max: 2, noNaN: true }),
        slowShare: fc.double({ min: 0, max: 0.2, noNaN: true }),
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
  ),
  fanout: fc.integer({ min: 1, max: 10_000 }),
  waitShare: fc.double({ min: 0.01, max: 1, noNaN: true }),
  hedge: fc.record({
    delay: fc.double({ min: 0, max: 0.5, noNaN: true }),
    copies: fc.integer({ min: 2, max: 10 }),
    cap: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
    correlated: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
  outage: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('properties', () => {
  it('finite, ordered, hedged never slower, shares in range', () => {
    fc.assert(
      fc.property(inputs, (x) => {
        const r = tailResults(x);
        for (const v of Object.values(r)) expect(Number.isFinite(v)).toBe(true);
        expect(r.p50).toBeLessThanOrEqual(r.p99);
        expect(r.p99).toBeLessThanOrEqual(r.p999);
        expect(r.hedgedP50).toBeLessThanOrEqual(r.hedgedP99);
        expect(r.hedgedP99).toBeLessThanOrEqual(r.hedgedP999);
        expect(r.hedgedP50).toBeLessThanOrEqual(r.p50 * (1 + 1e-11));
        expect(r.hedgedP99).toBeLessThanOrEqual(r.p99 * (1 + 1e-11));
        expect(r.hedgedP999).toBeLessThanOrEqual(r.p999 * (1 + 1e-11));
        expect(r.slowRequestShare).toBeGreaterThanOrEqual(0);
        expect(r.slowRequestShare).toBeLessThanOrEqual(1);
        expect(r.extraLoad).toBeLessThanOrEqual(x.hedge.copies - 1);
        if (x.hedge.cap !== null) expect(r.extraLoadOutage).toBeLessThanOrEqual(x.hedge.cap);
        expect(r.awaited).toBeGreaterThanOrEqual(1);
        expect(r.awaited).toBeLessThanOrEqual(x.fanout);
      }),
      { numRuns: runs(60) },
    );
  });
});
