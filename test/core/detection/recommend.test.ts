import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { falseTriggersPerNode } from '@/core/detection/detection';
import {
  fleetCurve,
  fleetFalseTriggers,
  MAX_N,
  pNeededFor,
  recommend,
  type RecommendInputs,
} from '@/core/detection/recommend';

const EXAMPLE: RecommendInputs = { p: 0.05, i: 5, fleet: 100, q: 0, budget: 1, maxdetect: 60 };
const MONTH = 30 * 86_400;

/** Closed form, written out here: fleet × (30 days / i) × (1 − p)·p^N / (1 − p^N). */
const fleetPerMonth = (p: number, n: number, i: number, fleet: number) =>
  ((fleet * MONTH) / i) * (((1 - p) * p ** n) / (1 - p ** n));

describe('fleet false triggers per 30 days', () => {
  it('at the worked example N = 3: 205.23 a day × 30 ≈ 6,156.8 a month', () => {
    const at = fleetFalseTriggers(EXAMPLE, 3);
    expect(at.total.value).toBeCloseTo((100 * 30 * 86_400) / 42_100, 6);
    expect(at.total.value).toBeCloseTo(6156.77, 2);
    expect(at.worst).toBe(15);
  });

  it('with a shared dependency, counts fleet × the rate at p_eff: whole-fleet ejections once, inside it', () => {
    const withQ = fleetFalseTriggers({ ...EXAMPLE, q: 0.01 }, 3);
    // p_eff = 1 − 0.95 × 0.99 = 0.0595: 3.424 per node per day, × 100 nodes × 30 days.
    expect(withQ.total.value).toBeCloseTo(100 * falseTriggersPerNode(0.0595, 3, 5, MONTH).value, 6);
    expect(withQ.total.value / 3000).toBeCloseTo(3.424, 3);
    // The whole-fleet events (0.513 a month) are a subset: not added on top.
    expect(withQ.shared.value).toBeCloseTo(518_400 / ((1 - 1e-6) / (0.99 * 1e-6)), 9);
    expect(withQ.sharedNodes.value).toBeCloseTo(100 * withQ.shared.value, 9);
    expect(withQ.total.value).toBeGreaterThan(withQ.sharedNodes.value);
    expect(fleetFalseTriggers(EXAMPLE, 3).total.value).toBe(
      100 * falseTriggersPerNode(0.05, 3, 5, MONTH).value,
    );
  });

  it('falls as N grows, over N = 1..10', () => {
    const curve = fleetCurve({ ...EXAMPLE, q: 0.01 });
    expect(curve.map((c) => c.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (let k = 1; k < curve.length; k++) {
      expect(curve[k]!.total.log10).toBeLessThan(curve[k - 1]!.total.log10);
      expect(curve[k]!.worst).toBeGreaterThan(curve[k - 1]!.worst);
    }
  });
});

describe('the recommendation', () => {
  it('picks N = 6 for 100 nodes, budget 1 a month: 0.77 a month, worst case 30 s ≤ 60 s', () => {
    const r = recommend(EXAMPLE);
    expect(r.kind).toBe('ok');
    expect(r.kind === 'ok' && r.at.n).toBe(6);
    // Hand check: N = 5 gives 100 × 518,400 × 0.95 × 0.05^5 / (1 − 0.05^5) ≈ 15.4, N = 6 ≈ 0.77.
    const rate = (n: number) => (100 * 518_400 * 0.95 * 0.05 ** n) / (1 - 0.05 ** n);
    expect(rate(5)).toBeGreaterThan(1);
    expect(rate(6)).toBeLessThan(1);
    expect(r.kind === 'ok' && r.at.total.value).toBeCloseTo(rate(6), 9);
  });

  it('needs N = 7 once a shared dependency blips with q = 0.01: 0.129 a month, worst case 35 s', () => {
    const r = recommend({ ...EXAMPLE, q: 0.01 });
    expect(r.kind === 'ok' && r.at.n).toBe(7);
    expect(r.kind === 'ok' && r.at.total.value).toBeCloseTo(0.1287, 4);
    expect(fleetFalseTriggers({ ...EXAMPLE, q: 0.01 }, 6).total.value).toBeCloseTo(2.163, 3);
  });

  it('says detection is too slow when the budget needs N·i > maxdetect, and what p would do', () => {
    const r = recommend({ ...EXAMPLE, maxdetect: 20 });
    expect(r.kind).toBe('too-slow');
    if (r.kind !== 'too-slow') return;
    expect(r.at.n).toBe(6);
    expect(r.nMax).toBe(4);
    expect(r.pNeeded).not.toBeNull();
    // At the p it names, N = 4 meets the budget (just).
    const at = fleetFalseTriggers({ ...EXAMPLE, p: r.pNeeded ?? 0 }, 4);
    expect(at.total.value).toBeLessThanOrEqual(1);
    expect(at.total.value).toBeGreaterThan(0.999);
  });

  it('finds no N for a very flaky check and names the knobs with their numbers', () => {
    const r = recommend({ ...EXAMPLE, p: 0.9 });
    expect(r.kind).toBe('none');
    if (r.kind !== 'none') return;
    expect(r.cause).toBe('flaky');
    expect(r.atMaxN.n).toBe(MAX_N);
    expect(r.nTarget).toBe(12);
    const atI = fleetFalseTriggers({ ...EXAMPLE, p: 0.9, i: r.iNeeded ?? 0 }, 12);
    expect(atI.total.value).toBeCloseTo(1, 9);
  });

  it('finds no N for a zero budget while checks can fail', () => {
    const r = recommend({ ...EXAMPLE, budget: 0 });
    expect(r.kind === 'none' && r.cause).toBe('zero-budget');
    expect(recommend({ ...EXAMPLE, budget: 0, p: 0 }).kind).toBe('ok');
  });

  it('blames the shared dependency when it alone is over budget at every N', () => {
    const r = recommend({ ...EXAMPLE, p: 0.001, q: 0.95 });
    expect(r.kind === 'none' && r.cause).toBe('shared');
    expect(pNeededFor({ ...EXAMPLE, q: 0.95 }, 12)).toBeNull();
  });

  it('is the smallest N meeting the budget (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.0001, max: 0.5, noNaN: true }),
        fc.double({ min: 0.5, max: 60, noNaN: true }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (p, i, fleet, budget) => {
          const inputs = { p, i, fleet, q: 0, budget, maxdetect: 1e9 };
          const r = recommend(inputs);
          if (r.kind !== 'ok') return;
          expect(r.at.total.value).toBeLessThanOrEqual(budget);
          if (r.at.n > 1) {
            const below = fleet * falseTriggersPerNode(p, r.at.n - 1, i, MONTH).value;
            expect(below).toBeGreaterThan(budget);
          }
        },
      ),
    );
  });
});

describe('recommend at its boundaries', () => {
  it('accepts a worst case exactly equal to maxdetect: N = 6 × 5 s = 30 s', () => {
    const r = recommend({ ...EXAMPLE, maxdetect: 30 });
    expect(r.kind).toBe('ok');
    expect(r.kind === 'ok' && r.at.n).toBe(6);
    const slow = recommend({ ...EXAMPLE, maxdetect: 29.99 });
    expect(slow.kind === 'too-slow' && slow.nMax).toBe(5);
  });

  it('still finds N = MAX_N = 100 when only it meets the budget', () => {
    // p = ½, i = 1 s, one node: 2,592,000 × 2^-(N+1) / (1 − 2^-N) a month: 2.04e-24 at N = 99,
    // 1.02e-24 at N = 100, against a budget of 1.5e-24.
    const inputs = { p: 0.5, i: 1, fleet: 1, q: 0, budget: 1.5e-24, maxdetect: 1e9 };
    expect(fleetPerMonth(0.5, 99, 1, 1)).toBeGreaterThan(1.5e-24);
    const r = recommend(inputs);
    expect(r.kind).toBe('ok');
    if (r.kind !== 'ok') return;
    expect(r.at.n).toBe(MAX_N);
    expect(r.at.total.value).toBeCloseTo(2_592_000 * 2 ** -101, 36);
  });

  it('with maxdetect = i (nMax = 1), names the p that meets the budget at N = 1: 1/5.184e7', () => {
    // At N = 1 the rate per check is p: 100 nodes × 518,400 checks × p ≤ 1.
    const r = recommend({ ...EXAMPLE, maxdetect: 5 });
    expect(r.kind).toBe('too-slow');
    if (r.kind !== 'too-slow') return;
    expect(r.nMax).toBe(1);
    expect(r.pNeeded).not.toBeNull();
    const p = r.pNeeded ?? 0;
    expect(p * 5.184e7).toBeLessThanOrEqual(1);
    expect(p * 5.184e7).toBeGreaterThan(1 - 1e-9);
  });
  it('names no p when not even N = 1 fits maxdetect (nMax = 0), even for p = 0', () => {
    // p = 0 meets any budget at N = 1, but N = 1 already takes 5 s > 4 s.
    const r = recommend({ ...EXAMPLE, p: 0, maxdetect: 4 });
    expect(r.kind).toBe('too-slow');
    if (r.kind !== 'too-slow') return;
    expect(r.at.n).toBe(1);
    expect(r.nMax).toBe(0);
    expect(r.pNeeded).toBeNull();
  });
});

describe('the knobs when no N meets the budget (p = 0.9)', () => {
  it('names the interval i·total/budget and the p that meet a budget of 2 at N = 12', () => {
    const r = recommend({ ...EXAMPLE, p: 0.9, budget: 2 });
    expect(r.kind).toBe('none');
    if (r.kind !== 'none') return;
    expect(r.cause).toBe('flaky');
    expect(r.nTarget).toBe(12);
    // 0.9^12 = 0.282429536481: total = 100 × 518,400 × 0.1 × 0.2824… / 0.7175… ≈ 2,040,377.6 a
    // month at i = 5 s; false triggers scale as 1/i, so i = 5 × 2,040,377.6 / 2 ≈ 5,100,944 s.
    const total = (100 * 518_400 * 0.1 * 0.282429536481) / 0.717570463519;
    expect(r.iNeeded ?? 0).toBeCloseTo((5 * total) / 2, 3);
    expect(r.iNeeded ?? 0).toBeCloseTo(5_100_944.06, 1);
    // The p it names meets the budget of 2 at N = 12, just.
    const p = r.pNeeded ?? 1;
    expect(r.pNeeded).not.toBeNull();
    expect(fleetPerMonth(p, 12, 5, 100)).toBeLessThanOrEqual(2 * (1 + 1e-12));
    expect(fleetPerMonth(p, 12, 5, 100)).toBeGreaterThan(2 * (1 - 1e-9));
  });

  it('names no interval when the one needed is beyond the doubles (budget 1e-305)', () => {
    // 5 s × 2.04e6 / 1e-305 ≈ 1e312 s.
    const r = recommend({ ...EXAMPLE, p: 0.9, budget: 1e-305 });
    expect(r.kind === 'none' && r.iNeeded).toBeNull();
  });
});

describe('pNeededFor', () => {
  it('keeps the current p when it already meets the budget, p = 0 included', () => {
    expect(pNeededFor(EXAMPLE, 6)).toBe(0.05);
    expect(pNeededFor({ ...EXAMPLE, p: 0 }, 3)).toBe(0);
  });

  it('is null when only a p below the smallest double would meet the budget', () => {
    // One node, i = 1 day, N = 1: 30 × p a month. The smallest positive double, 4.9e-324, gives
    // 1.5e-322 > 1e-322: only p = 0 meets it.
    const inputs = { p: 0.5, i: 86_400, fleet: 1, q: 0, budget: 1e-322, maxdetect: 1e9 };
    expect(pNeededFor(inputs, 1)).toBeNull();
  });
});
