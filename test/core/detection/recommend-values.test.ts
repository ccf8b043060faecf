import { describe, expect, it } from 'vitest';
import { MAX_N, pNeededFor, recommend, type RecommendInputs } from '@/core/detection/recommend';

const EXAMPLE: RecommendInputs = { p: 0.05, i: 5, fleet: 100, q: 0, budget: 1, maxdetect: 60 };
const MONTH = 30 * 86_400;

/** Closed form, written out here: fleet × (30 days / i) × (1 − p)·p^N / (1 − p^N). */
const fleetPerMonth = (p: number, n: number, i: number, fleet: number) =>
  ((fleet * MONTH) / i) * (((1 - p) * p ** n) / (1 - p ** n));

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
