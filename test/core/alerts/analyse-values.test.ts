import { describe, expect, it } from 'vitest';
import { analyseAlerts, type AlertsAnalysis, type AlertsInput } from '@/core/alerts/analyse';
import { detectTime, neverFires, resetTime, steadyFireTime } from '@/core/alerts/burn';
import type { TierEntry } from '@/core/alerts/parse-tiers';
import type { Tier } from '@/core/alerts/tier';

// Small numbers chosen so that every figure is exact in binary and worked by hand:
// budget B = 0.25, period T = 1000 s, so B·T = 250 s; e = 1 (a full outage), dur = 200 s, 4 req/s.

const entry = (tier: Tier): TierEntry => ({ text: 'tier', tier, error: null });

/** th = 2 × 0.25 = 0.5: the long window reaches it at 0.5 × 100 / 1 = 50 s. */
const A: Tier = { severity: 'page', long: 100, short: 20, factor: 2, for: 0 };
/** th = 5 × 0.25 = 1.25 > 1: can never fire. */
const NEVER: Tier = { severity: 'page', long: 100, short: 20, factor: 5, for: 0 };
/** th = 0.25: onset at 0.25 × 40 = 10 s, then for: 10 s (as long as its short window). */
const C: Tier = { severity: 'ticket', long: 40, short: 10, factor: 1, for: 10 };

const INPUT: AlertsInput = {
  budget: 0.25,
  period: 1000,
  entries: [entry(A), entry(NEVER), entry(C)],
  errorRatio: 1,
  duration: 200,
  rps: 4,
};

const FIG_A = {
  index: 1,
  entry: entry(A),
  tier: A,
  burn: 2,
  threshold: 0.5,
  budgetAtFire: 0.2, // 2 × 100 / 1000
  exhaust: 500, // 1000 / 2
  detect: 50,
  reset: 10, // 20 × (1 − 0.5 / 1)
  fires: true,
  never: false,
  fullOutage: 50,
};
const FIG_NEVER = {
  index: 2,
  entry: entry(NEVER),
  tier: NEVER,
  burn: 5,
  threshold: 1.25,
  budgetAtFire: 0.5,
  exhaust: 200,
  detect: null,
  reset: null,
  fires: false,
  never: true,
  fullOutage: null,
};
const FIG_C = {
  index: 3,
  entry: entry(C),
  tier: C,
  burn: 1,
  threshold: 0.25,
  budgetAtFire: 0.04, // 1 × 40 / 1000
  exhaust: 1000,
  detect: 20, // 10 + for 10
  reset: 7.5, // 10 × (1 − 0.25)
  fires: true,
  never: false,
  fullOutage: 20,
};

const FULL: AlertsAnalysis = {
  errorBudget: 0.25,
  budgetTime: 250,
  budgetEvents: 1000, // 0.25 × 4 × 1000
  tiers: [FIG_A, FIG_NEVER, FIG_C],
  anyFires: true,
  firstAlert: 20,
  budgetSpent: 0.8, // 1 × 200 / 250
  budgetAtFirstAlert: 0.08, // 1 × 20 / 250
  lowestCaught: 0.25, // the firable tiers' thresholds 0.5 and 0.25
  oneFailureBurn: 0.025, // 1 / (4 × 40 × 0.25), 40 s the shortest long window
  // 1 / (0.5 × 100) = 0.02 for A; C's 1 / (0.25 × 40) = 0.1 does not count: its for: is not
  // shorter than its short window, so one failure never holds the condition long enough.
  singleFailureRps: 0.02,
  neverFire: 1,
};

describe('analyseAlerts, every figure worked by hand', () => {
  it('three tiers: one fires first, one can never fire, one is held by for:', () => {
    expect(analyseAlerts(INPUT)).toStrictEqual(FULL);
  });

  it('a tier that fires after the incident ended: the budget at the alert stops at the end', () => {
    // A with for: 10 s and a 50 s incident: the condition holds from 50 s until the short
    // window drops below 0.5 at 50 + 10 = 60 s, the very end of the for:.
    const late: Tier = { ...A, for: 10 };
    const a = analyseAlerts({ ...INPUT, entries: [entry(late)], duration: 50 });
    expect(a.tiers[0]!.detect).toBe(60);
    expect(a.firstAlert).toBe(60);
    expect(a.budgetAtFirstAlert).toBe(0.2); // 1 × min(60, 50) / 250
    expect(a.budgetSpent).toBe(0.2);
    // Its for: 10 s is shorter than its 20 s short window: one failure can still fire it.
    expect(a.singleFailureRps).toBe(0.02);
  });

  it('no tier fires: anyFires false, no first alert', () => {
    const a = analyseAlerts({ ...INPUT, entries: [entry(A), entry(NEVER)], duration: 40 });
    expect(a.anyFires).toBe(false);
    expect(a.firstAlert).toBeNull();
    expect(a.budgetAtFirstAlert).toBeNull();
    expect(a.tiers.map((t) => t.fires)).toEqual([false, false]);
  });

  it('only tiers that can never fire: nothing caught, no single-failure rate', () => {
    const a = analyseAlerts({ ...INPUT, entries: [entry(NEVER)] });
    expect(a.lowestCaught).toBeNull();
    expect(a.singleFailureRps).toBe(0);
    expect(a.neverFire).toBe(1);
    expect(a.oneFailureBurn).toBe(0.01); // 1 / (4 × 100 × 0.25)
  });

  it('without a budget', () => {
    const nulls = {
      threshold: null,
      detect: null,
      reset: null,
      fires: null,
      never: null,
      fullOutage: null,
    };
    expect(analyseAlerts({ ...INPUT, budget: null })).toStrictEqual({
      ...FULL,
      errorBudget: null,
      budgetTime: null,
      budgetEvents: null,
      tiers: [
        { ...FIG_A, ...nulls },
        { ...FIG_NEVER, ...nulls },
        { ...FIG_C, ...nulls },
      ],
      anyFires: null,
      firstAlert: null,
      budgetSpent: null,
      budgetAtFirstAlert: null,
      lowestCaught: null,
      oneFailureBurn: null,
      singleFailureRps: null,
      neverFire: null,
    });
  });

  it('without a period', () => {
    const nulls = { budgetAtFire: null, exhaust: null };
    expect(analyseAlerts({ ...INPUT, period: null })).toStrictEqual({
      ...FULL,
      budgetTime: null,
      budgetEvents: null,
      tiers: [
        { ...FIG_A, ...nulls },
        { ...FIG_NEVER, ...nulls },
        { ...FIG_C, ...nulls },
      ],
      budgetSpent: null,
      budgetAtFirstAlert: null,
    });
  });

  it('without an error ratio, or without a duration', () => {
    const nulls = { detect: null, reset: null, fires: null };
    const expected = {
      ...FULL,
      tiers: [
        { ...FIG_A, ...nulls },
        { ...FIG_NEVER, ...nulls },
        { ...FIG_C, ...nulls },
      ],
      anyFires: null,
      firstAlert: null,
      budgetSpent: null,
      budgetAtFirstAlert: null,
    };
    expect(analyseAlerts({ ...INPUT, errorRatio: null })).toStrictEqual(expected);
    expect(analyseAlerts({ ...INPUT, duration: null })).toStrictEqual(expected);
  });

  it('without traffic', () => {
    expect(analyseAlerts({ ...INPUT, rps: null })).toStrictEqual({
      ...FULL,
      budgetEvents: null,
      oneFailureBurn: null,
    });
  });

  it('without a policy, with no tiers, or with one bad tier: no tier-wide figure', () => {
    const none = {
      ...FULL,
      tiers: [],
      anyFires: null,
      firstAlert: null,
      budgetAtFirstAlert: null,
      lowestCaught: null,
      oneFailureBurn: null,
      singleFailureRps: null,
      neverFire: null,
    };
    expect(analyseAlerts({ ...INPUT, entries: null })).toStrictEqual(none);
    expect(analyseAlerts({ ...INPUT, entries: [] })).toStrictEqual(none);
    const bad: TierEntry = { text: 'pgae', tier: null, error: 'not a severity' };
    const badFigures = {
      index: 2,
      entry: bad,
      tier: null,
      burn: null,
      threshold: null,
      budgetAtFire: null,
      exhaust: null,
      detect: null,
      reset: null,
      fires: null,
      never: null,
      fullOutage: null,
    };
    expect(analyseAlerts({ ...INPUT, entries: [entry(A), bad] })).toStrictEqual({
      ...none,
      tiers: [FIG_A, badFigures],
    });
  });
});

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
