import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createNoiseTask,
  evaluationsToFire,
  meanInterval,
  nextStreak,
  windowMinutes,
  type NoiseParams,
  type NoiseResult,
} from '@/core/alerts/noise';
import { DAY, HOUR, MINUTE, type Tier } from '@/core/alerts/tier';
import { runToEnd } from '@/core/sim/task';
import { runs } from '../property-runs';

/** The SRE Workbook's recommended policy ("Alerting on SLOs", table 5-8), for a 30-day SLO. */
const WORKBOOK: readonly Tier[] = [
  { severity: 'page', long: HOUR, short: 5 * MINUTE, factor: 14.4, for: 0 },
  { severity: 'page', long: 6 * HOUR, short: 30 * MINUTE, factor: 6, for: 0 },
  { severity: 'ticket', long: 3 * DAY, short: 6 * HOUR, factor: 1, for: 0 },
];

const T30 = 30 * DAY;
const run = (p: NoiseParams, chunk?: number): NoiseResult => runToEnd(createNoiseTask(p), chunk);

/** ln P(X ≥ 0) ≤ min over t > 0 of ln E[e^{tX}], X = (1 − θ)F − θS, F ~ Poisson(λb), S ~ Poisson(λ(1 − b)). */
function chernoffLogBound(lambda: number, b: number, theta: number): number {
  const logMgf = (t: number) =>
    lambda * b * (Math.exp(t * (1 - theta)) - 1) + lambda * (1 - b) * (Math.exp(-t * theta) - 1);
  // The exponent is convex in t: its minimum by golden-section search over (0, 50].
  let lo = 0;
  let hi = 50;
  const g = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 200; i++) {
    const x1 = hi - g * (hi - lo);
    const x2 = lo + g * (hi - lo);
    if (logMgf(x1) < logMgf(x2)) hi = x2;
    else lo = x1;
  }
  return logMgf((lo + hi) / 2);
}

/** P(Poisson(μ) ≥ k), summed from the pmf in log space. */
function poissonTail(mu: number, k: number): number {
  let below = 0;
  let logP = -mu;
  for (let j = 0; j < k; j++) {
    if (j > 0) logP += Math.log(mu / j);
    below += Math.exp(logP);
  }
  return 1 - below;
}

describe('evaluationsToFire and nextStreak: Prometheus `for` at one evaluation a minute', () => {
  it('fires at the first evaluation at least `for` after the condition first held', () => {
    expect(evaluationsToFire(0)).toBe(1);
    expect(evaluationsToFire(30)).toBe(2); // pending at 0 s, firing at 60 s ≥ 30 s
    expect(evaluationsToFire(60)).toBe(2);
    expect(evaluationsToFire(300)).toBe(6); // 0, 60, …, 300 s
    expect(evaluationsToFire(301)).toBe(7);
  });

  /** Onset indexes of a condition sequence under `for`, by folding nextStreak. */
  const onsetsOf = (conditions: string, forSeconds: number) => {
    const need = evaluationsToFire(forSeconds);
    const onsets: number[] = [];
    let streak = 0;
    [...conditions].forEach((c, i) => {
      const before = streak;
      streak = nextStreak(streak, c === '1', need);
      if (streak === need && before !== need) onsets.push(i);
    });
    return onsets;
  };

  it('delays an onset by `for` and suppresses blips shorter than it', () => {
    //                     blip of 3, gap, 7 in a row, gap, 1, gap, 6 in a row
    const conditions = '1110111111101011111100';
    expect(onsetsOf(conditions, 0)).toEqual([0, 4, 12, 14]);
    // for: 5m needs 6 true evaluations in a row: the 3-minute and 1-minute blips never fire.
    expect(onsetsOf(conditions, 300)).toEqual([9, 19]);
    // for: 6m needs 7: only the 7-minute run fires, at its last minute.
    expect(onsetsOf(conditions, 360)).toEqual([10]);
  });

  it('counts one onset for a condition that holds for ever, however long', () => {
    expect(onsetsOf('1'.repeat(1000), 0)).toEqual([0]);
    expect(onsetsOf('1'.repeat(1000), 600)).toEqual([10]);
  });
});

describe('windowMinutes and meanInterval', () => {
  it('rounds windows up to whole minutes, at least one', () => {
    expect(windowMinutes(0.5)).toBe(1);
    expect(windowMinutes(60)).toBe(1);
    expect(windowMinutes(61)).toBe(2);
    expect(windowMinutes(3 * DAY)).toBe(4320);
  });

  it('states the rule of three when no period has an onset, a normal interval otherwise', () => {
    expect(meanInterval([0, 0, 0, 0])).toEqual({
      mean: 0,
      low: 0,
      high: 0.75,
      interval: 'rule-of-three',
    });
    const counts = [2, 4, 4, 4, 5, 5, 7, 9]; // mean 5, sample sd √(32/7)
    const { mean, low, high, interval } = meanInterval(counts);
    expect(interval).toBe('normal');
    expect(mean).toBe(5);
    const half = (1.959963984540054 * Math.sqrt(32 / 7)) / Math.sqrt(8);
    expect(low).toBeCloseTo(5 - half, 12);
    expect(high).toBeCloseTo(5 + half, 12);
    expect(meanInterval([0, 0, 10]).low).toBe(0);
    const one = meanInterval([4]); // one period: no sample sd, the Poisson sd √4 instead
    expect(one).toMatchObject({ mean: 4, interval: 'poisson' });
    expect(one.high).toBeCloseTo(4 + 1.959963984540054 * 2, 12);
  });
});

describe('createNoiseTask: the Workbook at 36 requests an hour', () => {
  // rps 0.01 is 36 requests an hour; base 0.05 %; B = 0.1 % (a 99.9 % SLO).
  const params: NoiseParams = {
    rps: 0.01,
    base: 0.0005,
    budget: 0.001,
    periodSeconds: T30,
    tiers: WORKBOOK,
    periods: 100,
    seed: 2024,
  };
  const result = run(params);

  it('simulates the failed requests the closed form expects', () => {
    expect(result.expectedFailedPerPeriod).toBeCloseTo(12.96, 10);
    expect(result.minutesPerPeriod).toBe(43_200);
    expect(result.warmupMinutes).toBe(3 * 24 * 60);
    // Failures in a period are Poisson(12.96): 4 standard errors of the mean over 100 periods.
    expect(Math.abs(result.failedPerPeriod - 12.96)).toBeLessThan(4 * Math.sqrt(12.96 / 100));
    expect(Math.abs(result.requestsPerPeriod - 25_920)).toBeLessThan(4 * Math.sqrt(25_920 / 100));
  });

  it('pages about once per failed request: M(1 − e^−μ)e^−4μ onsets a period', () => {
    // One failure fires the fast page tier alone: its hour holds 1 + Poisson(36) requests, and
    // 1/N ≥ 14.4 × 0.1 % = 1.44 % for every N ≤ 69; its 5-minute window holds fewer still.
    const longMisses = poissonTail(36, 69);
    expect(longMisses).toBeLessThan(1e-5);
    // So the alert fires exactly while a failure is in the 5-minute window: an onset at each
    // minute with a failure after 4 minutes without, μ = 0.01 · 60 · 0.0005 failures a minute.
    const mu = 0.01 * 60 * 0.0005;
    const closed = 43_200 * (1 - Math.exp(-mu)) * Math.exp(-4 * mu);
    // Clustered failures (two in a minute, or within 5 minutes) merge onsets: 12.96 → 12.94.
    expect(closed).toBeCloseTo(12.9425, 3);
    const page = result.tiers[0]!;
    expect(page.interval).toBe('normal');
    expect(page.low).toBeLessThanOrEqual(closed);
    expect(page.high).toBeGreaterThanOrEqual(closed);
    // Onsets a period are at most Poisson-dispersed (clusters only thin them): 4 standard errors.
    expect(Math.abs(page.mean - closed)).toBeLessThan(4 * Math.sqrt(closed / 100));
    // And it fires while a failure is in the window: about 5 minutes per onset.
    expect(page.firingShare * 43_200).toBeGreaterThan(4.5 * page.mean);
    expect(page.firingShare * 43_200).toBeLessThan(5.5 * page.mean);
  });

  it('reports every tier with ordered bounds and onsets per period', () => {
    for (const t of result.tiers) {
      expect(t.onsets).toHaveLength(100);
      expect(t.low).toBeLessThanOrEqual(t.mean);
      expect(t.high).toBeGreaterThanOrEqual(t.mean);
      expect(Number.isFinite(t.high)).toBe(true);
    }
    expect(result.tiers.map((t) => [t.longMinutes, t.shortMinutes])).toEqual([
      [60, 5],
      [360, 30],
      [4320, 360],
    ]);
    expect(result.tiers[1]!.threshold).toBeCloseTo(0.006, 15);
  });
});

describe('createNoiseTask: the Workbook at 10 requests a second stays quiet', () => {
  const params: NoiseParams = {
    rps: 10,
    base: 0.0005,
    budget: 0.001,
    periodSeconds: T30,
    tiers: WORKBOOK,
    // 432,000 minutes: enough for the Chernoff bound below to say "never", and short enough for
    // the mutation run, where instrumented code runs this loop about 30 times slower.
    periods: 10,
    seed: 7,
  };

  it('has a closed-form chance of any onset far below one in the whole run', () => {
    // An onset needs the condition on both windows; its chance at one minute is below
    // P(F ≥ θ(F + S)) on either window, bounded by Chernoff.
    for (const tier of WORKBOOK) {
      const theta = tier.factor * params.budget;
      const perMinute = Math.min(
        ...[tier.long, tier.short].map((w) => chernoffLogBound(params.rps * w, params.base, theta)),
      );
      const logExpected = perMinute + Math.log(params.periods * 43_200);
      // The ticket tier's is the largest: e^−501 a minute (its 3-day window; its 6-hour one alone
      // would give e^−41.7); the page tiers' are e^−1224 and e^−2026. Over 432,000 minutes:
      expect(logExpected / Math.LN10).toBeLessThan(-10);
    }
  });

  it('counts no onset, and states the rule of three', () => {
    const result = run(params);
    for (const t of result.tiers) {
      expect(t.onsets.every((c) => c === 0)).toBe(true);
      // No onset in 10 periods: the rule of three bounds the rate by 3 / 10 a period.
      expect(t).toMatchObject({ mean: 0, low: 0, high: 0.3, interval: 'rule-of-three' });
      expect(t.firingShare).toBe(0);
    }
    expect(result.expectedFailedPerPeriod).toBeCloseTo(12_960, 8);
    expect(Math.abs(result.failedPerPeriod - 12_960)).toBeLessThan(4 * Math.sqrt(12_960 / 10));
  });
});

describe('createNoiseTask: onsets, not evaluations', () => {
  it('counts one onset in the whole run for a rule that holds every minute', () => {
    // Half of 60 million requests a minute fail: every window is far above every threshold.
    const result = run({
      rps: 1e6,
      base: 0.5,
      budget: 0.001,
      periodSeconds: DAY,
      tiers: [...WORKBOOK, { ...WORKBOOK[0]!, for: 10 * MINUTE }],
      periods: 3,
      seed: 1,
    });
    for (const t of result.tiers) {
      expect(t.onsets).toEqual([1, 0, 0]);
      expect(t.mean).toBeCloseTo(1 / 3, 12);
    }
    expect(result.tiers.slice(0, 3).map((t) => t.firingShare)).toEqual([1, 1, 1]);
    // with for: 10m the first 10 evaluations are pending, not firing
    expect(result.tiers[3]!.firingShare).toBeCloseTo((3 * 1440 - 10) / (3 * 1440), 12);
  });

  it('delays the onset by `for`, and never fires when `for` outlasts the run', () => {
    // Every request fails (base 1) and 60 million arrive a minute: the condition holds at every
    // evaluation (an empty minute has probability e^−6e7). Periods of 3 minutes, 5 of them.
    const tier: Tier = { severity: 'page', long: MINUTE, short: MINUTE, factor: 1, for: 0 };
    const onsets = (forSeconds: number) =>
      run({
        rps: 1e6,
        base: 1,
        budget: 0.5,
        periodSeconds: 3 * MINUTE,
        tiers: [{ ...tier, for: forSeconds }],
        periods: 5,
        seed: 3,
      }).tiers[0]!.onsets;
    expect(onsets(0)).toEqual([1, 0, 0, 0, 0]);
    // 11 evaluations in a row: firing at the 11th minute, which is in the 4th period
    expect(onsets(10 * MINUTE)).toEqual([0, 0, 0, 1, 0]);
    expect(onsets(14 * MINUTE)).toEqual([0, 0, 0, 0, 1]);
    // 16 evaluations needed, 15 in the run
    expect(onsets(15 * MINUTE)).toEqual([0, 0, 0, 0, 0]);
  });

  it('turns random one-minute blips into far fewer onsets with for: 1m (closed form)', () => {
    // Every request fails; a minute has requests with probability q = 0.1, and 1-minute windows
    // make the condition "this minute had requests" (an empty window is no ratio: false).
    const q = 0.1;
    const rps = -Math.log(1 - q) / 60;
    const base = {
      rps,
      base: 1,
      budget: 1,
      periodSeconds: DAY,
      periods: 100,
      seed: 11,
    };
    const tier: Tier = { severity: 'page', long: MINUTE, short: MINUTE, factor: 1, for: 0 };
    const result = run({ ...base, tiers: [tier, { ...tier, for: MINUTE }] });
    const minutes = 100 * 1440;
    // for: 0 → an onset at each minute with requests after one without: q(1 − q);
    // for: 1m → two minutes with requests after one without: q²(1 − q). Onsets of either kind
    // are never at neighbouring minutes, so their count is at most Poisson-dispersed.
    const expected = [q * (1 - q), q * q * (1 - q)].map((r) => (r * minutes) / 100);
    result.tiers.forEach((t, i) => {
      expect(Math.abs(t.mean - expected[i]!)).toBeLessThan(5 * Math.sqrt(expected[i]! / 100));
    });
    // Firing: while the minute has requests (q), or with for: 1m, two minutes in a row (q²).
    expect(Math.abs(result.tiers[0]!.firingShare - q)).toBeLessThan(5 * Math.sqrt(q / minutes));
    expect(Math.abs(result.tiers[1]!.firingShare - q * q)).toBeLessThan(
      5 * Math.sqrt((3 * q * q) / minutes),
    );
  });

  it('never fires a tier whose threshold is above 1, and fires one at exactly 1', () => {
    const tier: Tier = { severity: 'page', long: HOUR, short: 5 * MINUTE, factor: 2, for: 0 };
    const result = run({
      rps: 100,
      base: 1, // every request fails: the error ratio is 1 in every window
      budget: 0.5,
      periodSeconds: DAY,
      tiers: [{ ...tier, factor: 2.002 }, tier],
      periods: 2,
      seed: 5,
    });
    expect(result.tiers[0]!.threshold).toBeGreaterThan(1);
    expect(result.tiers[0]!.onsets).toEqual([0, 0]);
    expect(result.tiers[0]!.firingShare).toBe(0);
    expect(result.tiers[1]!.threshold).toBe(1);
    expect(result.tiers[1]!.onsets).toEqual([1, 0]);
  });
});

describe('createNoiseTask: the task', () => {
  const params: NoiseParams = {
    rps: 0.2,
    base: 0.01,
    budget: 0.01,
    periodSeconds: DAY,
    tiers: [...WORKBOOK, { ...WORKBOOK[1]!, for: 5 * MINUTE }],
    periods: 6,
    seed: 99,
  };

  it('counts minutes, warm-up included', () => {
    const task = createNoiseTask(params);
    expect(task.total).toBe(4320 + 6 * 1440);
    expect(task.step(10)).toBe(false);
    expect(task.done()).toBe(10);
    expect(() => task.result()).toThrow();
    expect(task.step(1e9)).toBe(true);
    expect(task.done()).toBe(task.total);
  });

  it('gives the same result for a seed, whatever the chunk size', () => {
    const whole = run(params, 1 << 30);
    expect(whole.tiers.some((t) => t.mean > 0)).toBe(true);
    for (const chunk of [1, 7, 1440, 4321]) expect(run(params, chunk)).toEqual(whole);
    expect(run({ ...params, seed: 100 })).not.toEqual(whole);
  });

  it('gives the same result for any sequence of step sizes (property)', () => {
    const small = { ...params, periodSeconds: 6 * HOUR, periods: 3 };
    const whole = run(small);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 20 }), (sizes) => {
        const task = createNoiseTask(small);
        for (const s of sizes) task.step(s);
        while (!task.step(997));
        expect(task.result()).toEqual(whole);
      }),
      { numRuns: runs(25) },
    );
  });

  it('reports periods done and their running means, ending at the result', () => {
    const task = createNoiseTask(params);
    expect(task.partial()).toEqual({ periodsDone: 0, means: [0, 0, 0, 0] });
    task.step(4320 + 2 * 1440 + 5);
    expect(task.partial().periodsDone).toBe(2);
    while (!task.step(1000));
    const result = task.result();
    expect(task.partial()).toEqual({
      periodsDone: 6,
      means: result.tiers.map((t) => t.mean),
    });
  });

  it('refuses parameters it cannot simulate', () => {
    expect(() => createNoiseTask({ ...params, rps: -1 })).toThrow(RangeError);
    expect(() => createNoiseTask({ ...params, base: 1.5 })).toThrow(RangeError);
    expect(() => createNoiseTask({ ...params, periods: 0 })).toThrow(RangeError);
    expect(() => createNoiseTask({ ...params, periods: 2.5 })).toThrow(RangeError);
    expect(() => createNoiseTask({ ...params, periodSeconds: 0 })).toThrow(RangeError);
    expect(() => createNoiseTask({ ...params, tiers: [{ ...WORKBOOK[0]!, short: 0 }] })).toThrow(
      RangeError,
    );
  });
});
