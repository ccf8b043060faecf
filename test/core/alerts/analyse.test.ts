import { describe, expect, it } from 'vitest';
import { analyseAlerts, type AlertsAnalysis, type AlertsInput } from '@/core/alerts/analyse';
import type { TierEntry } from '@/core/alerts/parse-tiers';
import type { Tier } from '@/core/alerts/tier';
import { tierEntries } from '@/core/alerts/tiers';

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
  impossible: false,
  belowOne: false,
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
  impossible: false,
  belowOne: false,
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
  impossible: false,
  belowOne: false,
  fullOutage: 20,
};

const FULL: AlertsAnalysis = {
  errorBudget: 0.25,
  budgetTime: 250,
  budgetEvents: 1000, // 0.25 × 4 × 1000
  tiers: [FIG_A, FIG_NEVER, FIG_C],
  anyFires: true,
  firstAlert: 20,
  firstAlertContinuous: 20,
  budgetSpent: 0.8, // 1 × 200 / 250
  budgetAtFirstAlert: 0.08, // 1 × 20 / 250
  lowestCaught: 0.25, // the firable tiers' thresholds 0.5 and 0.25
  oneFailureBurn: 0.025, // 1 / (4 × 40 × 0.25), 40 s the shortest long window
  // 1 / (0.5 × 100) = 0.02 for A; C's 1 / (0.25 × 40) = 0.1 does not count: its for: is not
  // shorter than its short window, so one failure never holds the condition long enough.
  singleFailureRps: 0.02,
  neverFire: 1,
  firstFailure: 0.25, // 1 / (4 req/s × 100% failing)
};

describe('analyseAlerts, every figure worked by hand', () => {
  it('three tiers: one fires first, one can never fire, one is held by for:', () => {
    expect(analyseAlerts(INPUT)).toStrictEqual(FULL);
  });

  it('a tier that fires after the incident ended: the budget at the alert stops at the end', () => {
    // A with for: 10 s and a 55 s incident: the condition holds from 50 s until the short
    // window drops to 0.5 at 55 + 20 × 0.5 = 65 s, past the end of the for: at 60 s.
    const late: Tier = { ...A, for: 10 };
    const a = analyseAlerts({ ...INPUT, entries: [entry(late)], duration: 55 });
    expect(a.tiers[0]!.detect).toBe(60);
    expect(a.firstAlert).toBe(60);
    expect(a.budgetAtFirstAlert).toBe(0.22); // 1 × min(60, 55) / 250
    expect(a.budgetSpent).toBe(0.22);
    // A 50 s incident only brings the long window to 0.5, never above: no alert.
    expect(analyseAlerts({ ...INPUT, entries: [entry(late)], duration: 50 }).firstAlert).toBeNull();
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
      firstAlertContinuous: null,
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
      firstAlertContinuous: null,
      budgetSpent: null,
      budgetAtFirstAlert: null,
    };
    expect(analyseAlerts({ ...INPUT, errorRatio: null })).toStrictEqual({
      ...expected,
      firstFailure: null,
    });
    expect(analyseAlerts({ ...INPUT, duration: null })).toStrictEqual(expected);
  });

  it('without traffic', () => {
    expect(analyseAlerts({ ...INPUT, rps: null })).toStrictEqual({
      ...FULL,
      budgetEvents: null,
      oneFailureBurn: null,
      firstFailure: null,
    });
  });

  it('without a policy, with no tiers, or with one bad tier: no tier-wide figure', () => {
    const none = {
      ...FULL,
      tiers: [],
      anyFires: null,
      firstAlert: null,
      firstAlertContinuous: null,
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
      impossible: false,
      belowOne: null,
      fullOutage: null,
    };
    expect(analyseAlerts({ ...INPUT, entries: [entry(A), bad] })).toStrictEqual({
      ...none,
      tiers: [FIG_A, badFigures],
    });
  });
});

const DAY = 86_400;
const T30 = 30 * DAY;

/** The Workbook's worked example: 99.9% over 30 days, a 2% incident for an hour, 10 req/s. */
const EXAMPLE: AlertsInput = {
  budget: 0.001,
  period: T30,
  entries: tierEntries('workbook', '', T30),
  errorRatio: 0.02,
  duration: 3600,
  rps: 10,
};

describe('the worked example (SRE Workbook)', () => {
  const a = analyseAlerts(EXAMPLE);

  it('has factors 14.4, 6 and 1 with thresholds b·B', () => {
    expect(a.tiers.map((t) => t.burn)).toEqual([
      expect.closeTo(14.4, 12),
      expect.closeTo(6, 12),
      expect.closeTo(1, 12),
    ]);
    expect(a.tiers[0]!.threshold).toBeCloseTo(0.0144, 15);
    expect(a.tiers[1]!.threshold).toBeCloseTo(0.006, 15);
    expect(a.tiers[2]!.threshold).toBeCloseTo(0.001, 15);
  });

  it('fires the 14.4× tier at 2,592 s with 2% of the budget spent, and resets 84 s after the end', () => {
    expect(a.tiers[0]!.detect).toBeCloseTo(2592, 9);
    expect(a.firstAlert).toBeCloseTo(2592, 9);
    expect(a.budgetAtFirstAlert).toBeCloseTo(0.02, 12);
    expect(a.tiers[0]!.budgetAtFire).toBeCloseTo(0.02, 12);
    expect(a.tiers[0]!.reset).toBeCloseTo(84, 9);
  });

  it('never fires the 6× and 1× tiers within the hour (they would need 6,480 s and 12,960 s)', () => {
    expect(a.tiers[1]!.detect).toBeNull();
    expect(a.tiers[2]!.detect).toBeNull();
    expect(a.tiers[1]!.reset).toBeNull();
    const longer = { ...EXAMPLE, duration: 20_000 };
    const b = analyseAlerts(longer);
    expect(b.tiers[1]!.detect).toBeCloseTo(6480, 9);
    expect(b.tiers[2]!.detect).toBeCloseTo(12_960, 9);
  });

  it('spends 2.78% of the budget, exhausts it in 50 h at 14.4×, and one failure fires below 0.0193 req/s', () => {
    expect(a.budgetSpent).toBeCloseTo(72 / 2592, 12);
    expect(a.tiers[0]!.exhaust).toBeCloseTo(50 * 3600, 6);
    expect(a.singleFailureRps).toBeCloseTo(1 / 51.84, 12);
    expect(Number(a.singleFailureRps!.toPrecision(3))).toBe(0.0193);
    expect(a.errorBudget).toBe(0.001);
    expect(a.budgetTime).toBeCloseTo(2592, 9);
    expect(a.budgetEvents).toBeCloseTo(25_920, 6);
    expect(a.oneFailureBurn).toBeCloseTo(1 / 36, 12);
    expect(a.lowestCaught).toBeCloseTo(0.001, 15);
    expect(a.neverFire).toBe(0);
  });

  it('fires the three tiers on a full outage at 51.84 s, 129.6 s and 259.2 s (the Workbook’s figures)', () => {
    const outage = analyseAlerts({ ...EXAMPLE, errorRatio: 1, duration: 3600 });
    expect(outage.tiers.map((t) => t.detect)).toEqual([
      expect.closeTo(51.84, 9),
      expect.closeTo(129.6, 9),
      expect.closeTo(259.2, 9),
    ]);
    expect(a.tiers.map((t) => t.fullOutage)).toEqual([
      expect.closeTo(51.84, 9),
      expect.closeTo(129.6, 9),
      expect.closeTo(259.2, 9),
    ]);
  });

  it('says a 14.4× tier can never fire at a 90% SLO (threshold 144%)', () => {
    const low = analyseAlerts({ ...EXAMPLE, budget: 0.1, errorRatio: 1 });
    expect(low.tiers[0]!.never).toBe(true);
    expect(low.tiers[0]!.detect).toBeNull();
    expect(low.tiers[1]!.never).toBe(false); // 6 × 10% = 60%
    expect(low.neverFire).toBe(1);
    expect(low.lowestCaught).toBeCloseTo(0.1, 15);
  });
});

describe('a tier impossible at this period, and the evaluation interval', () => {
  const ONE_DAY = { ...EXAMPLE, period: DAY, entries: tierEntries('workbook', '', DAY) };

  it('at a 1-day period the 3-day tier is impossible; the others and every summary work', () => {
    // b = 2% × 1 d / 1 h = 0.48 and 5% × 1 d / 6 h = 0.2; th = 0.048% and 0.02%.
    const a = analyseAlerts({ ...ONE_DAY, errorRatio: 0.1 });
    expect(a.tiers[2]!.impossible).toBe(true);
    expect(a.tiers[2]!.tier).toBeNull();
    expect(a.tiers[2]!.entry.error).toBe(
      'Impossible at this period: the long window (3d) is longer than the 1 day SLO period. The tier is left out; the other tiers work without it.',
    );
    // 0.00048 × 3600 / 0.1 = 17.28 s; 0.0002 × 21,600 / 0.1 = 43.2 s.
    expect(a.tiers[0]!.detect).toBeCloseTo(17.28, 9);
    expect(a.tiers[1]!.detect).toBeCloseTo(43.2, 9);
    expect(a.firstAlert).toBeCloseTo(17.28, 9);
    expect(a.lowestCaught).toBeCloseTo(0.0002, 15);
    expect(a.neverFire).toBe(0);
    expect(a.singleFailureRps).toBeCloseTo(1 / (0.00048 * 3600), 9);
    // Both factors are below 1: they alert while the SLO is still met.
    expect(a.tiers.map((t) => t.belowOne)).toEqual([true, true, null]);
  });

  it('with a 60 s interval the worked example’s tier 1 fires at 2,640 s (+48 s)', () => {
    const a = analyseAlerts({ ...EXAMPLE, evalInterval: 60 });
    expect(a.tiers[0]!.detect).toBe(2640);
    expect(a.firstAlert).toBe(2640);
    expect(a.firstAlertContinuous).toBeCloseTo(2592, 9);
    expect(a.tiers[0]!.reset).toBe(120); // 3684 s → resolved at 3720 s
    expect(a.tiers[0]!.fullOutage).toBe(60); // 51.84 s → 60 s
    expect(a.firstFailure).toBe(60); // 1 / (10 × 2%) = 5 s → the evaluation at 60 s
    // An invalid interval leaves the incident figures unknown, never NaN.
    const bad = analyseAlerts({ ...EXAMPLE, evalInterval: null });
    expect(bad.firstAlert).toBeNull();
    expect(bad.anyFires).toBeNull();
    expect(bad.firstFailure).toBeNull();
  });

  it('exactly 1.44% never fires the page tier: first alert from nothing', () => {
    const a = analyseAlerts({ ...EXAMPLE, errorRatio: 0.0144, duration: 86_400 });
    expect(a.tiers[0]!.detect).toBeNull();
    // 0.6% × 6 h / 1.44% = 9000 s fires tier 2 instead.
    expect(a.firstAlert).toBeCloseTo(9000, 6);
  });
});
