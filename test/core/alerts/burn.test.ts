import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  belowOne,
  detectTime,
  firstFailureTime,
  neverFires,
  resetTime,
  steadyFireTime,
} from '@/core/alerts/burn';
import type { Tier } from '@/core/alerts/tier';
import { runs } from '../property-runs';

describe('the closed forms at their boundaries (strictly above the threshold, as `>`)', () => {
  // th = 1 × 0.5 = 0.5; e = 1; long 100 s: the long window reaches th at 50 s.
  const T: Tier = { severity: 'page', long: 100, short: 20, factor: 1, for: 0 };

  it('an onset on the incident’s last instant never fires: the long window only reaches th', () => {
    // Incident [0, 50): the long window's average is 0.5 from 50 s to 100 s, never above 0.5.
    expect(detectTime(T, 0.5, 1, 50)).toBeNull();
    expect(resetTime(T, 0.5, 1, 50)).toBeNull();
    expect(detectTime(T, 0.5, 1, 50.01)).toBe(50);
    expect(resetTime(T, 0.5, 1, 50.01)).toBeCloseTo(10, 9); // 20 × (1 − 0.5)
  });

  it('for: must end while the condition still holds, not as it ends', () => {
    // Incident [0, 60): above th from 50 s until the short window [t − 20, t] holds 10 s of
    // errors, at 60 + 10 = 70 s. for: 19.99 s fires at 69.99 s; for: 20 s would end at 70 s,
    // when the short window is back at th: it never fires.
    expect(detectTime({ ...T, for: 19.99 }, 0.5, 1, 60)).toBeCloseTo(69.99, 9);
    expect(detectTime({ ...T, for: 20 }, 0.5, 1, 60)).toBeNull();
    expect(resetTime({ ...T, for: 20 }, 0.5, 1, 60)).toBeNull();
    expect(detectTime({ ...T, for: 55 }, 0.5, 1, 100)).toBe(105);
  });

  it('an error ratio typed as the threshold does not exceed it: 1.44% never fires 14.4 × 0.1%', () => {
    // 14.4 × 0.001 is 0.014400000000000001 in binary, 0.0144 typed is 0.0144: equal within the
    // tolerance of one part in 10^12, so neither is above the other.
    const workbook: Tier = { severity: 'page', long: 3600, short: 300, factor: 14.4, for: 0 };
    expect(detectTime(workbook, 0.001, 0.0144, 1e9)).toBeNull();
    expect(resetTime(workbook, 0.001, 0.0144, 1e9)).toBeNull();
    expect(steadyFireTime(workbook, 14.4 * 0.001, 0.0144)).toBeNull();
    // A ratio a hair above it fires: 0.0144 × 3600 / 0.01441 = 3597.5 s.
    expect(detectTime(workbook, 0.001, 0.01441, 1e9)).toBeCloseTo((0.0144 * 3600) / 0.01441, 6);
    expect(steadyFireTime(T, 0.5, 0.5 * (1 + 2e-12))).toBeCloseTo(100, 6);
    expect(steadyFireTime(T, 0.5, 0.5 * (1 + 1e-13))).toBeNull();
  });

  it('steady fire time: null at or below the threshold and for no errors at all', () => {
    expect(steadyFireTime(T, 0.5, 0.5)).toBeNull();
    expect(steadyFireTime(T, 0.5, 0.625)).toBe(80); // 0.5 × 100 / 0.625
    expect(steadyFireTime({ ...T, for: 7 }, 0.5, 1)).toBe(57);
    expect(steadyFireTime(T, 0.5, 0.49)).toBeNull();
    expect(steadyFireTime(T, 0, 0)).toBeNull();
  });

  it('can never fire at a threshold of 100% or more (no ratio is above 1)', () => {
    expect(neverFires({ ...T, factor: 1000 }, 0.001)).toBe(true); // exactly 1
    expect(neverFires({ ...T, factor: 999 }, 0.001)).toBe(false);
    expect(neverFires({ ...T, factor: 2 }, 0.5)).toBe(true);
    expect(neverFires({ ...T, factor: 1.5 }, 0.5)).toBe(false);
  });

  it('a burn factor below 1 is flagged (it alerts while the SLO is met)', () => {
    expect(belowOne({ ...T, factor: 0.9333 })).toBe(true);
    expect(belowOne({ ...T, factor: 1 })).toBe(false);
    expect(belowOne({ ...T, factor: 1 - 1e-13 })).toBe(false); // 1 within rounding
  });
});

describe('on an evaluation grid k·E from the incident’s start', () => {
  const W: Tier = { severity: 'page', long: 3600, short: 300, factor: 14.4, for: 0 };

  it('the worked example every minute: 2,592 s → the 44th evaluation, 2,640 s', () => {
    expect(detectTime(W, 0.001, 0.02, 3600, 60)).toBe(2640);
    // The short window falls to th 84 s after the end, at 3684 s: resolved at 3720 s.
    expect(resetTime(W, 0.001, 0.02, 3600, 60)).toBe(120);
    // Every 15 s: 2592 / 15 = 172.8 → 173 × 15 = 2595 s. Every 0 s: 2592 s.
    expect(detectTime(W, 0.001, 0.02, 3600, 15)).toBe(2595);
    expect(detectTime(W, 0.001, 0.02, 3600, 0)).toBeCloseTo(2592, 9);
  });

  it('an onset exactly on an evaluation fires at the next one (equal is not above)', () => {
    // e = 0.5, th = 0.25 (1 × 0.25), long 120 s: on at 60 s exactly; E = 30 s → 90 s.
    const t: Tier = { severity: 'page', long: 120, short: 40, factor: 1, for: 0 };
    expect(detectTime(t, 0.25, 0.5, 600, 30)).toBe(90);
    // for: 45 s → ⌈45 / 30⌉ = 2 evaluations after 90 s: 150 s.
    expect(detectTime({ ...t, for: 45 }, 0.25, 0.5, 600, 30)).toBe(150);
  });

  it('a condition that ends between two evaluations is never seen', () => {
    // e = 1, th = 0.5, long 100 s, short 20 s, incident 51 s: above th from 50 s to
    // 51 + 20 × 0.5 = 61 s. Every 60 s: the evaluation at 60 s sees it; every 70 s: none does.
    const t: Tier = { severity: 'page', long: 100, short: 20, factor: 1, for: 0 };
    expect(detectTime(t, 0.5, 1, 51, 60)).toBe(60);
    expect(resetTime(t, 0.5, 1, 51, 60)).toBe(69); // resolved at 120 s, 69 s after the end
    expect(detectTime(t, 0.5, 1, 51, 70)).toBeNull();
    expect(resetTime(t, 0.5, 1, 51, 70)).toBeNull();
    expect(detectTime(t, 0.5, 1, 51, 0)).toBe(50);
  });

  it('the first failed request: 1 / (rps × e), on the grid at or after it', () => {
    // 0.01 req/s at 2%: one failure every 5000 s; every minute, the evaluation at 5040 s.
    expect(firstFailureTime(0.01, 0.02)).toBeCloseTo(5000, 9);
    expect(firstFailureTime(0.01, 0.02, 60)).toBe(5040);
    expect(firstFailureTime(10, 0.02)).toBeCloseTo(5, 12);
    expect(firstFailureTime(10, 0.02, 60)).toBe(60);
    expect(firstFailureTime(0, 0.02)).toBeNull();
    expect(firstFailureTime(1e-300, 1e-300)).toBeNull(); // 1 / 0: no number
  });

  it('never earlier than continuous, at most E + ⌈for/E⌉E − for later, and on the grid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 0.1, max: 40, noNaN: true }),
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 8000 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 1, max: 300 }),
        (long, shortPart, factor, e, dur, holdFor, every) => {
          const short = Math.max(1, Math.floor((long * shortPart) / 51));
          fc.pre(short < long);
          const tier: Tier = { severity: 'page', long, short, factor, for: holdFor };
          const grid = detectTime(tier, 0.001, e, dur, every);
          const continuous = detectTime(tier, 0.001, e, dur, 0);
          if (grid === null) return;
          expect(continuous).not.toBeNull();
          expect(grid).toBeGreaterThanOrEqual(continuous! - 1e-6);
          const steps = Math.ceil(holdFor / every - 1e-9);
          expect(grid - continuous!).toBeLessThanOrEqual(every + steps * every - holdFor + 1e-6);
          expect(Math.abs(grid / every - Math.round(grid / every))).toBeLessThan(1e-9);
        },
      ),
      { numRuns: runs(300) },
    );
  });
});

/**
 * An independent replay: one-second buckets of errors and a running sum over the last W buckets,
 * as a monitoring system with 1 s resolution would compute it. Returns the first second at which
 * the tier's condition has held for `for`, and how long after the incident the condition ends.
 */
function replay(tier: Tier, th: number, e: number, dur: number) {
  const end = dur + tier.long + 2;
  const errorsAt = (s: number) => (s >= 0 && s < dur ? e : 0);
  let sumLong = 0;
  let sumShort = 0;
  let heldSince: number | null = null;
  let fired: number | null = null;
  let lastTrue: number | null = null;
  for (let t = 1; t <= end; t++) {
    sumLong += errorsAt(t - 1) - errorsAt(t - 1 - tier.long);
    sumShort += errorsAt(t - 1) - errorsAt(t - 1 - tier.short);
    const on = sumLong / tier.long > th * (1 + 1e-12) && sumShort / tier.short > th * (1 + 1e-12);
    if (on) {
      heldSince ??= t;
      lastTrue = t;
      if (fired === null && t - heldSince >= tier.for) fired = t;
    } else {
      if (fired !== null) break;
      heldSince = null;
    }
  }
  return { fired, resetAfter: fired === null || lastTrue === null ? null : lastTrue - dur };
}

describe('detection and reset against a step-by-step replay of the sliding windows', () => {
  it('agree within the replay’s one-second resolution for random tiers and incidents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 0.1, max: 40, noNaN: true }),
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 8000 }),
        fc.integer({ min: 0, max: 600 }),
        (long, shortPart, factor, e, dur, holdFor) => {
          const short = Math.max(1, Math.floor((long * shortPart) / 51));
          fc.pre(short < long);
          const tier: Tier = { severity: 'page', long, short, factor, for: holdFor };
          const budget = 0.001;
          const th = factor * budget;
          const detect = detectTime(tier, budget, e, dur);
          const reset = resetTime(tier, budget, e, dur);
          const r = replay(tier, th, e, dur);
          if (detect === null) {
            // Near the edge, the discrete replay may catch one more second than the formula.
            if (r.fired !== null)
              expect(r.fired).toBeGreaterThan(Math.min(dur, (th * long) / e + holdFor) - 2);
          } else if (r.fired === null) {
            // The replay sees whole seconds: it may miss a `for` that ends within a second of the
            // condition's end (seen: long 3 s, short 2 s, for 8 s, on from 0.3 s to 8.8 s).
            expect(dur + reset! - detect).toBeLessThan(1 + 1e-9);
          } else {
            expect(Math.abs(r.fired - detect)).toBeLessThanOrEqual(1 + 1e-9);
            expect(Math.abs(r.resetAfter! - reset!)).toBeLessThanOrEqual(1 + 1e-9);
          }
        },
      ),
      { numRuns: runs(300), examples: [[3, 34, 0.1, 0.001, 7, 8]] },
    );
  });
});
