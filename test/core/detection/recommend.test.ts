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
