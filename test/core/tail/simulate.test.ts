import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Estimate } from '@/core/capacity/simulate';
import {
  CAP_WARMUP,
  createTailTask,
  MAX_TAIL_REQUESTS,
  OUTAGE_REQUESTS,
  simulateTail,
  TAIL_BLOCKS,
  tailBlocks,
  tailCells,
  tailCellUnits,
  type TailSimParams,
  type TailSimResult,
} from '@/core/tail/simulate';
import { runs } from '../property-runs';
import {
  binomialAtLeast,
  hedgedSurvival,
  lognormalLater,
  requestAtMost,
  shareAtMost,
  shareSe,
  twoPointExtraWork,
  twoPointLater,
  uncappedExtraLoad,
} from './sim-oracle';

/**
 * Tolerances. A share of requests (an empirical CDF of request latencies) must lie within 4
 * binomial standard errors, √(p(1 − p)/n), of its closed form: requests are independent without
 * a cap. Extra load, extra work and the slow-request share carry the simulation's own standard
 * error, by batch means over its 32 independent blocks, and must lie within 4 of them (a miss by
 * chance has probability about 3·10⁻⁴ per check; the seeds are fixed, so a pass is stable).
 */
const SE_TOLERANCE = 4;

function near(what: string, e: Estimate, expected: number): void {
  expect(e.se, `${what}: a positive standard error`).toBeGreaterThan(0);
  expect(
    Math.abs(e.mean - expected),
    `${what}: simulated ${e.mean} ± ${e.se}, expected ${expected}`,
  ).toBeLessThanOrEqual(SE_TOLERANCE * e.se);
}

/** The share of request latencies ≤ t against its closed form, within 4 binomial errors. */
function nearShare(what: string, sorted: Float64Array, t: number, expected: number): void {
  const got = shareAtMost(sorted, t);
  expect(
    Math.abs(got - expected),
    `${what}: P(request ≤ ${t}) = ${got}, expected ${expected}`,
  ).toBeLessThanOrEqual(SE_TOLERANCE * shareSe(expected, sorted.length));
}

const FAST = 0.01;
const SLOW = 1;
const S = 0.01;
const D = 0.02;

/** The panel's defaults: two-point leaves (10 ms, 1 s 1% of the time), 100 of 100, hedge at 20 ms. */
const DEFAULTS: TailSimParams = {
  leaf: { kind: 'two-point', fast: FAST, slow: SLOW, slowShare: S },
  fanout: 100,
  awaited: 100,
  delay: D,
  copies: 2,
  cap: null,
  correlated: 0,
  cancel: false,
  outage: 0.1,
  leafP99: FAST,
  requests: 200_000,
  seed: 1,
};

const memo = new Map<string, TailSimResult>();
/** Runs are shared between tests (each takes up to a few hundred ms). */
function run(changes: Partial<TailSimParams> = {}): TailSimResult {
  const key = JSON.stringify(changes);
  let result = memo.get(key);
  if (!result) {
    result = simulateTail({ ...DEFAULTS, ...changes });
    memo.set(key, result);
  }
  return result;
}

const twoPoint = twoPointLater(FAST, SLOW, S);

describe('the defaults: 100 two-point leaves, one hedge at 20 ms', () => {
  it('gives P(request ≤ 10 ms) = 0.99^100 without hedging, and the same with it (paired)', () => {
    const r = run();
    nearShare('unhedged', r.unhedged.sorted, FAST, 0.99 ** 100);
    // A copy sent at 20 ms cannot answer by 10 ms: the same requests are that fast.
    expect(shareAtMost(r.hedged.sorted, FAST)).toBe(shareAtMost(r.unhedged.sorted, FAST));
  });

  it('gives P(request ≤ 30 ms) = 0.9999^100 with hedging: a leaf is late only if both are slow', () => {
    const r = run();
    expect(hedgedSurvival(twoPoint, 0.03, D, 2)).toBeCloseTo(1e-4, 15);
    nearShare('hedged', r.hedged.sorted, 0.03, 0.9999 ** 100);
    nearShare('unhedged', r.unhedged.sorted, 0.03, 0.99 ** 100);
  });

  it('never makes a request slower: sorted hedged latencies are below the unhedged ones', () => {
    const r = run();
    const { sorted: h } = r.hedged;
    const { sorted: u } = r.unhedged;
    expect(h.length).toBe(DEFAULTS.requests);
    let worse = 0;
    for (let i = 0; i < h.length; i++) if (h[i]! > u[i]!) worse += 1;
    expect(worse).toBe(0);
    for (let i = 1; i < h.length; i++) if (h[i]! < h[i - 1]!) worse += 1;
    expect(worse).toBe(0);
  });

  it('reports nearest-rank percentiles of each arm', () => {
    const r = run();
    expect([r.unhedged.p50, r.unhedged.p99, r.unhedged.p999]).toEqual([SLOW, SLOW, SLOW]);
    expect(r.hedged.p50).toBe(0.03);
    expect(r.hedged.p999).toBe(SLOW);
  });

  it('sends one copy per slow first attempt: extra load 1% of leaf requests', () => {
    const r = run();
    expect(uncappedExtraLoad(twoPoint, D, 2)).toBeCloseTo(0.01, 15);
    near('extra load', r.extraLoad, 0.01);
    near('hedged share', r.hedgedShare, 0.01);
  });

  it('counts requests slower than the leaf p99, the same with and without hedging here', () => {
    const r = run();
    const slower = 1 - 0.99 ** 100;
    near('slow unhedged', r.unhedged.slowShare, slower);
    near('slow hedged', r.hedged.slowShare, slower);
  });

  it('sends 0.1 + 0.9·0.01 copies a leaf request during a 10% outage', () => {
    const r = run();
    if (!r.outageExtraLoad) throw new Error('no outage pass');
    near('outage extra load', r.outageExtraLoad, 0.1 + 0.9 * 0.01);
  });

  it('costs 1% extra work without cancellation, and saves work with it', () => {
    const r = run();
    const closed = twoPointExtraWork(FAST, SLOW, S, D);
    expect(closed.full).toBe(0.01);
    // (0.0099 + 0.01·(0.99·0.04 + 0.01·1.98))/0.0199 − 1 = −0.47266…
    expect(closed.cancelled).toBeCloseTo(0.010494 / 0.0199 - 1, 12);
    near('extra work', r.extraWorkFull, closed.full);
    near('extra work, cancelled', r.extraWorkCancelled, closed.cancelled);
    expect(r.extraWorkCancelled.mean).toBeLessThanOrEqual(r.extraWorkFull.mean);
    expect(r.extraWork).toEqual(r.extraWorkFull);
    expect(run({ cancel: true }).extraWork).toEqual(r.extraWorkCancelled);
  });
});

describe('hedging mechanism', () => {
  it('sends a third copy only if both earlier attempts are still out: 1% + 0.01%', () => {
    const r = run({ copies: 3, outage: 0 });
    near('extra load', r.extraLoad, uncappedExtraLoad(twoPoint, D, 3));
    expect(uncappedExtraLoad(twoPoint, D, 3)).toBeCloseTo(0.0101, 15);
    nearShare('hedged', r.hedged.sorted, 0.03, (1 - hedgedSurvival(twoPoint, 0.03, D, 3)) ** 100);
    nearShare('hedged', r.hedged.sorted, 0.05, (1 - hedgedSurvival(twoPoint, 0.05, D, 3)) ** 100);
    expect(r.outageExtraLoad).toBeNull();
  });

  it('sends no copy to a leaf that has answered exactly when the copy is due', () => {
    // fast = d: a fast first attempt answers at d, a fast first copy at 2d, and neither is
    // followed by another copy: s + s² copies a leaf request (not s + s).
    const later = twoPointLater(D, SLOW, S);
    const r = run({
      leaf: { kind: 'two-point', fast: D, slow: SLOW, slowShare: S },
      fanout: 10,
      awaited: 10,
      copies: 3,
      outage: 0,
      requests: 50_000,
    });
    expect(uncappedExtraLoad(later, D, 3)).toBeCloseTo(S + S * S, 15);
    near('extra load', r.extraLoad, S + S * S);
  });

  it('correlated copies: P(T > t) = c·P(L > t) + (1 − c)·Π P(L > t − i·d)', () => {
    // One leaf a request, so a request is a leaf; 10% slow, three attempts, 30% correlated.
    const slowShare = 0.1;
    const c = 0.3;
    const later = twoPointLater(FAST, SLOW, slowShare);
    const r = run({
      leaf: { kind: 'two-point', fast: FAST, slow: SLOW, slowShare },
      fanout: 1,
      awaited: 1,
      copies: 3,
      correlated: c,
      outage: 0,
    });
    for (const t of [0.015, 0.025, 0.035, 0.055, 0.5]) {
      nearShare(`t = ${t}`, r.hedged.sorted, t, 1 - hedgedSurvival(later, t, D, 3, c));
      nearShare(`t = ${t}, unhedged`, r.unhedged.sorted, t, 1 - later(0, t));
    }
    near('extra load', r.extraLoad, uncappedExtraLoad(later, D, 3, c));
  });

  it('hedges lognormal leaves: P(T > t) = P(L > t)·P(L > t − d)', () => {
    const later = lognormalLater(0.01, 0.1);
    const r = run({
      leaf: { kind: 'lognormal', p50: 0.01, p99: 0.1 },
      fanout: 1,
      awaited: 1,
      leafP99: 0.1,
      outage: 0,
    });
    for (const t of [0.01, 0.025, 0.05, 0.1]) {
      nearShare(`t = ${t}`, r.hedged.sorted, t, 1 - hedgedSurvival(later, t, D, 2));
      nearShare(`t = ${t}, unhedged`, r.unhedged.sorted, t, 1 - later(0, t));
    }
    near('extra load', r.extraLoad, later(0, D));
    near('slow unhedged', r.unhedged.slowShare, 0.01);
    // A copy runs a fresh latency in full: P(L > d)·E[L] over E[L] (the unsimulated leaves'
    // share of the first attempts' work enters at E[L | L ≤ d]).
    near('extra work', r.extraWorkFull, later(0, D));
    expect(r.extraWorkCancelled.mean).toBeLessThan(r.extraWorkFull.mean);
  });

  it('hedges histogram leaves: extra load and work P(L > d), the CDF at the bounds', () => {
    const buckets = [
      { le: 0.005, count: 620 },
      { le: 0.01, count: 9400 },
      { le: 0.025, count: 9880 },
      { le: 0.1, count: 9950 },
      { le: 1, count: 9998 },
      { le: Infinity, count: 10000 },
    ];
    const r = run({
      leaf: { kind: 'histogram', buckets },
      fanout: 1,
      awaited: 1,
      delay: 0.01,
      outage: 0,
    });
    near('extra load', r.extraLoad, 0.06);
    near('extra work', r.extraWorkFull, 0.06);
    for (const { le, count } of buckets.slice(0, 3)) {
      nearShare(`unhedged at ${le}`, r.unhedged.sorted, le, count / 10000);
    }
    // Still 620 of 10,000 by 5 ms; by 25 ms a copy sent at 10 ms has had 15 ms.
    nearShare('hedged at 0.005', r.hedged.sorted, 0.005, 0.062);
  });

  it('caps the extra load at min(q, uncapped) with a budget', () => {
    const capped = run({ cap: 0.005, outage: 0 });
    // The budget's balance stays within [0, N·q + 1): a block's copies differ from its deposits
    // by at most that, so the batch means can be almost exact.
    const slack = (100 * 0.005 + 1) / ((DEFAULTS.requests / TAIL_BLOCKS) * 100);
    expect(Math.abs(capped.extraLoad.mean - 0.005)).toBeLessThanOrEqual(
      SE_TOLERANCE * capped.extraLoad.se + slack,
    );
    expect(capped.hedgedShare.mean).toBe(capped.extraLoad.mean);
    near('above the need', run({ cap: 0.02, outage: 0 }).extraLoad, 0.01);
    expect(run({ cap: 0, outage: 0 }).extraLoad).toEqual({ mean: 0, se: 0 });
  });

  it('hedges a share q/h of the slow leaves under a cap: P(T ≤ 30 ms) = 0.99 + 0.99·q', () => {
    const q = 0.005;
    const r = run({ fanout: 1, awaited: 1, cap: q, outage: 0 });
    nearShare('capped leaf', r.hedged.sorted, 0.03, 0.99 + 0.99 * q);
  });

  it('caps the copies during the outage too', () => {
    const r = run({ cap: 0.05 });
    if (!r.outageExtraLoad) throw new Error('no outage pass');
    const slack = (100 * 0.05 + 1) / (Math.min(OUTAGE_REQUESTS, DEFAULTS.requests / 32) * 100);
    expect(Math.abs(r.outageExtraLoad.mean - 0.05)).toBeLessThanOrEqual(
      SE_TOLERANCE * r.outageExtraLoad.se + slack,
    );
    near('normal extra load', r.extraLoad, 0.01);
  });

  it('does not hedge with d = 0 or one copy: both arms are the same requests', () => {
    for (const changes of [{ delay: 0 }, { copies: 1 }]) {
      const r = run({ ...changes, requests: 20_000 });
      expect(r.hedged.sorted).toEqual(r.unhedged.sorted);
      expect(r.extraLoad).toEqual({ mean: 0, se: 0 });
      expect(r.extraWorkFull).toEqual({ mean: 0, se: 0 });
      expect(r.extraWorkCancelled).toEqual({ mean: 0, se: 0 });
      expect(r.outageExtraLoad).toBeNull();
    }
  });
});

describe('waiting for k of N', () => {
  it('two-point, 99 of 100: the second-slowest leaf', () => {
    const r = run({ awaited: 99, outage: 0 });
    nearShare('unhedged', r.unhedged.sorted, FAST, requestAtMost(100, 99, 0.99));
    nearShare('hedged', r.hedged.sorted, 0.03, requestAtMost(100, 99, 0.9999));
    expect(binomialAtLeast(100, 99, 0.99)).toBeCloseTo(0.99 ** 100 + 100 * 0.01 * 0.99 ** 99, 12);
  });

  it('lognormal without hedging: the k-th smallest of N draws, for k = N, N/2 and 1', () => {
    const leaf = { kind: 'lognormal', p50: 0.01, p99: 0.1 } as const;
    const base = { leaf, delay: 0, leafP99: 0.1, outage: 0 };
    nearShare(
      'max of 10',
      run({ ...base, fanout: 10, awaited: 10 }).unhedged.sorted,
      0.1,
      0.99 ** 10,
    );
    nearShare(
      '50 of 100',
      run({ ...base, fanout: 100, awaited: 50 }).unhedged.sorted,
      0.01,
      requestAtMost(100, 50, 0.5),
    );
    nearShare(
      '30 of 100',
      run({ ...base, fanout: 100, awaited: 30 }).unhedged.sorted,
      0.01,
      requestAtMost(100, 30, 0.5),
    );
    nearShare(
      'min of 10',
      run({ ...base, fanout: 10, awaited: 1 }).unhedged.sorted,
      0.01,
      1 - 0.5 ** 10,
    );
  });

  it('lognormal with hedging, 18 of 20: the order statistic of hedged leaves', () => {
    const later = lognormalLater(0.01, 0.1);
    const r = run({
      leaf: { kind: 'lognormal', p50: 0.01, p99: 0.1 },
      fanout: 20,
      awaited: 18,
      leafP99: 0.1,
      outage: 0,
      requests: 100_000,
    });
    for (const t of [0.015, 0.03, 0.06]) {
      const f = 1 - hedgedSurvival(later, t, D, 2);
      nearShare(`hedged, t = ${t}`, r.hedged.sorted, t, requestAtMost(20, 18, f));
      nearShare(`unhedged, t = ${t}`, r.unhedged.sorted, t, requestAtMost(20, 18, 1 - later(0, t)));
    }
  });
});

describe('runs', () => {
  const SMALL: TailSimParams = {
    ...DEFAULTS,
    fanout: 20,
    awaited: 18,
    copies: 3,
    correlated: 0.3,
    cap: 0.02,
    leaf: { kind: 'two-point', fast: FAST, slow: SLOW, slowShare: 0.05 },
    requests: 3000,
  };

  it('is the same for a seed, and another for another seed', () => {
    const a = simulateTail(SMALL);
    expect(simulateTail(SMALL)).toEqual(a);
    expect(simulateTail({ ...SMALL, seed: 2 }).extraLoad).not.toEqual(a.extraLoad);
  });

  it('gives the same result whatever the steps it is run in', () => {
    const whole = simulateTail(SMALL);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2500 }), { minLength: 1, maxLength: 8 }),
        (chunks) => {
          const task = createTailTask(SMALL);
          let i = 0;
          let steps = 0;
          while (!task.step(chunks[i % chunks.length]! || 1)) {
            i += 1;
            steps += 1;
            expect(task.done()).toBeLessThanOrEqual(task.total);
            expect(steps).toBeLessThan(100_000);
          }
          expect(task.done()).toBe(task.total);
          expect(task.result()).toEqual(whole);
        },
      ),
      { numRuns: runs(20) },
    );
  });

  it('steps one request at a time, then merges, with partials on the way', () => {
    const p = { ...SMALL, requests: 64, cap: null };
    const task = createTailTask(p);
    expect(task.total).toBe(64);
    expect(task.partial()).toEqual({ done: 0, measured: 0, extraLoad: null });
    let steps = 0;
    while (!task.step(1)) steps += 1;
    // 64 requests (a block's sort takes no units: it shares a step with the next block's first
    // request), then the last block's sort, then the merge of the unhedged latencies.
    expect(steps).toBe(64 + 2);
    const partial = task.partial();
    expect(partial.done).toBe(64);
    expect(partial.measured).toBe(64);
    expect(partial.extraLoad).toBe(task.result().extraLoad.mean);
    expect(() => createTailTask(p).result()).toThrow(/before the last step/);
  });

  it('cuts the requests into 32 blocks (fewer for fewer requests), a cap adding a warm-up', () => {
    expect(tailBlocks({ ...DEFAULTS, requests: 5 })).toBe(5);
    expect(tailCells(DEFAULTS).map((c) => c.block)).toEqual([...Array(TAIL_BLOCKS).keys()]);
    const units = tailCells(DEFAULTS).map((c) => tailCellUnits(DEFAULTS, c.block));
    expect(units.reduce((a, b) => a + b, 0)).toBe(DEFAULTS.requests);
    expect(Math.max(...units) - Math.min(...units)).toBeLessThanOrEqual(1);
    const capped = { ...DEFAULTS, cap: 0.01 };
    expect(createTailTask(capped).total).toBe(DEFAULTS.requests + TAIL_BLOCKS * CAP_WARMUP);
    expect(createTailTask({ ...capped, delay: 0 }).total).toBe(DEFAULTS.requests);
  });

  it('refuses impossible parameters', () => {
    const bad: Partial<TailSimParams>[] = [
      { fanout: 0 },
      { fanout: 10_001 },
      { awaited: 101 },
      { awaited: 0 },
      { delay: -1 },
      { delay: Infinity },
      { copies: 11 },
      { copies: 1.5 },
      { cap: -0.1 },
      { correlated: 1.1 },
      { outage: -0.1 },
      { leafP99: NaN },
      { requests: 0 },
      { requests: MAX_TAIL_REQUESTS + 1 },
      { leaf: { kind: 'lognormal', p50: 1, p99: 0.5 } },
    ];
    for (const changes of bad) {
      expect(() => createTailTask({ ...DEFAULTS, ...changes }), JSON.stringify(changes)).toThrow(
        RangeError,
      );
    }
  });
});
