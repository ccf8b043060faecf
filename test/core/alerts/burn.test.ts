import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectTime, neverFires, resetTime, steadyFireTime } from '@/core/alerts/burn';
import type { Tier } from '@/core/alerts/tier';
import { runs } from '../property-runs';

describe('the closed forms at their boundaries', () => {
  // th = 1 × 0.5 = 0.5; e = 1; long 100 s: the long window reaches th at 50 s.
  const T: Tier = { severity: 'page', long: 100, short: 20, factor: 1, for: 0 };

  it('fires when the onset falls on the incident’s last instant, not after', () => {
    expect(detectTime(T, 0.5, 1, 50)).toBe(50);
    expect(detectTime(T, 0.5, 1, 49.99)).toBeNull();
    expect(resetTime(T, 0.5, 1, 50)).toBe(10);
  });

  it('fires when for: ends exactly as the condition ends (short window back at th)', () => {
    // Incident [0, 50): on from 50 s until the short window [t − 20, t] holds 10 s of errors,
    // at 60 s. With for: 10 s it fires at 60 s; with 10.001 s it never does.
    expect(detectTime({ ...T, for: 10 }, 0.5, 1, 50)).toBe(60);
    expect(resetTime({ ...T, for: 10 }, 0.5, 1, 50)).toBe(10);
    expect(detectTime({ ...T, for: 10.001 }, 0.5, 1, 50)).toBeNull();
    expect(resetTime({ ...T, for: 10.001 }, 0.5, 1, 50)).toBeNull();
    // A longer incident keeps it on: the condition lasts until 100 + 10 s.
    expect(detectTime({ ...T, for: 55 }, 0.5, 1, 100)).toBe(105);
  });

  it('the tolerance of one part in 10^12 is inclusive at both checks', () => {
    // 0.5 × 100 / 0.9999999999989998 is 50.00000000005001 = 50 × (1 + 1e-12) in binary: the
    // onset falls exactly on the incident's end, tolerance included, so the tier fires.
    expect(detectTime(T, 0.5, 0.9999999999989998, 50)).toBeCloseTo(50, 9);
    // for: 10.000000000060005 ends at 60.000000000060005 = (50 + 10) × (1 + 1e-12) in binary:
    // exactly as the condition ends, tolerance included.
    expect(detectTime({ ...T, for: 10.000000000060005 }, 0.5, 1, 50)).toBeCloseTo(60, 9);
    // An error ratio of th × (1 − 1e-12) still meets th.
    expect(steadyFireTime(T, 0.5, 0.5 * (1 - 1e-12))).toBeCloseTo(100, 9);
  });

  it('an error ratio typed as the threshold meets it, and resets at once', () => {
    // 14.4 × 0.001 is 0.014400000000000001 in binary: 0.0144 still fires, and the short window
    // falls below it as soon as the incident ends (never a negative time).
    const workbook: Tier = { severity: 'page', long: 3600, short: 300, factor: 14.4, for: 0 };
    expect(detectTime(workbook, 0.001, 0.0144, 7200)).toBeCloseTo(3600, 9);
    expect(resetTime(workbook, 0.001, 0.0144, 7200)).toBe(0);
    expect(detectTime(workbook, 0.001, 0.0143, 1e9)).toBeNull();
  });

  it('steady fire time: null below the threshold and for no errors at all', () => {
    expect(steadyFireTime(T, 0.5, 0.5)).toBe(100);
    expect(steadyFireTime({ ...T, for: 7 }, 0.5, 1)).toBe(57);
    expect(steadyFireTime(T, 0.5, 0.49)).toBeNull();
    expect(steadyFireTime(T, 0, 0)).toBeNull();
  });

  it('can never fire only above 100%', () => {
    expect(neverFires({ ...T, factor: 1000 }, 0.001)).toBe(false); // exactly 1
    expect(neverFires({ ...T, factor: 2 }, 0.5)).toBe(false);
    expect(neverFires({ ...T, factor: 2.5 }, 0.5)).toBe(true);
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
    const on = sumLong / tier.long >= th * (1 - 1e-12) && sumShort / tier.short >= th * (1 - 1e-12);
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
