import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_NOISE_MINUTES,
  createNoiseTask,
  evaluationsToFire,
  meanInterval,
  nextStreak,
  noiseRunRefusal,
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
    // Threshold 0.5: a minute whose requests all failed (ratio 1) is above it, strictly.
    const tier: Tier = { severity: 'page', long: MINUTE, short: MINUTE, factor: 0.5, for: 0 };
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

  it('never fires a tier whose threshold is 1 or above (nothing is above it), fires one below', () => {
    const tier: Tier = { severity: 'page', long: HOUR, short: 5 * MINUTE, factor: 2, for: 0 };
    const result = run({
      rps: 100,
      base: 1, // every request fails: the error ratio is 1 in every window
      budget: 0.5,
      periodSeconds: DAY,
      tiers: [{ ...tier, factor: 2.002 }, tier, { ...tier, factor: 1.998 }],
      periods: 2,
      seed: 5,
    });
    expect(result.tiers[0]!.threshold).toBeGreaterThan(1);
    expect(result.tiers[0]!.onsets).toEqual([0, 0]);
    expect(result.tiers[0]!.firingShare).toBe(0);
    expect(result.tiers[1]!.threshold).toBe(1);
    // The rules' `>`: a ratio of exactly 1 is not above a threshold of 1.
    expect(result.tiers[1]!.onsets).toEqual([0, 0]);
    expect(result.tiers[2]!.onsets).toEqual([1, 0]);
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

const TIER: Tier = { severity: 'page', long: HOUR, short: 5 * MINUTE, factor: 14.4, for: 0 };

/** A small, fast run: 2 periods of one hour, 1 request a second. */
const PARAMS: NoiseParams = {
  rps: 1,
  base: 0.0005,
  budget: 0.001,
  periodSeconds: HOUR,
  tiers: [TIER],
  periods: 2,
  seed: 1,
};

const refused = (p: Partial<NoiseParams>) => () => createNoiseTask({ ...PARAMS, ...p });

describe('noise parameters: each refusal in words, each edge accepted', () => {
  it('names what is wrong', () => {
    expect(refused({ rps: -1 })).toThrow('Noise simulation: rps must be finite and ≥ 0.');
    expect(refused({ rps: Infinity })).toThrow('Noise simulation: rps must be finite and ≥ 0.');
    expect(refused({ rps: Number.NaN })).toThrow('Noise simulation: rps must be finite and ≥ 0.');
    expect(refused({ base: -0.1 })).toThrow('Noise simulation: base must be between 0 and 1.');
    expect(refused({ base: 1.01 })).toThrow('Noise simulation: base must be between 0 and 1.');
    expect(refused({ budget: -1 })).toThrow('Noise simulation: the budget must be finite and ≥ 0.');
    expect(refused({ budget: Infinity })).toThrow(
      'Noise simulation: the budget must be finite and ≥ 0.',
    );
    expect(refused({ periodSeconds: 0 })).toThrow(
      'Noise simulation: the period must be a positive number of seconds.',
    );
    expect(refused({ periodSeconds: Infinity })).toThrow(
      'Noise simulation: the period must be a positive number of seconds.',
    );
    expect(refused({ periods: 0 })).toThrow(
      'Noise simulation: periods must be a whole number ≥ 1.',
    );
    expect(refused({ periods: 1.5 })).toThrow(
      'Noise simulation: periods must be a whole number ≥ 1.',
    );
    const windows = 'Noise simulation: tier windows must be positive and finite.';
    expect(refused({ tiers: [{ ...TIER, long: 0 }] })).toThrow(windows);
    expect(refused({ tiers: [{ ...TIER, short: 0 }] })).toThrow(windows);
    expect(refused({ tiers: [{ ...TIER, long: Infinity }] })).toThrow(windows);
    expect(refused({ tiers: [{ ...TIER, short: Infinity }] })).toThrow(windows);
    const amounts = 'Noise simulation: tier factors and `for` must be ≥ 0.';
    expect(refused({ tiers: [{ ...TIER, factor: -1 }] })).toThrow(amounts);
    expect(refused({ tiers: [{ ...TIER, factor: Number.NaN }] })).toThrow(amounts);
    expect(refused({ tiers: [{ ...TIER, for: -1 }] })).toThrow(amounts);
    expect(refused({ tiers: [{ ...TIER, for: Infinity }] })).toThrow(amounts);
  });

  it('accepts the edges: no traffic, base 0 and 1, budget 0, one period, factor and for 0', () => {
    for (const p of [
      { rps: 0 },
      { base: 0 },
      { base: 1 },
      { budget: 0 },
      { periods: 1 },
      { tiers: [{ ...TIER, factor: 0 }] },
      { tiers: [] },
    ]) {
      expect(refused(p)).not.toThrow();
    }
  });

  it('says when the result is asked for too soon', () => {
    const task = createNoiseTask(PARAMS);
    expect(() => task.result()).toThrow('The noise simulation has not finished.');
  });
});

describe('createNoiseTask: small runs with a known outcome', () => {
  it('no traffic: nothing fails, nothing fires, every figure known', () => {
    // 60 warm-up minutes (the 1h window), then 2 periods of 60 minutes.
    const task = createNoiseTask({ ...PARAMS, rps: 0 });
    expect(task.total).toBe(180);
    const r = runToEnd(task);
    expect(r.minutesPerPeriod).toBe(60);
    expect(r.warmupMinutes).toBe(60);
    expect(r.requestsPerPeriod).toBe(0);
    expect(r.failedPerPeriod).toBe(0);
    expect(r.expectedFailedPerPeriod).toBe(0);
    expect(r.tiers).toStrictEqual([
      {
        tier: TIER,
        longMinutes: 60,
        shortMinutes: 5,
        threshold: 14.4 * 0.001,
        onsets: [0, 0],
        mean: 0,
        low: 0,
        high: 1.5,
        interval: 'rule-of-three',
        firingShare: 0,
      },
    ]);
  });

  it('every request fails: a tier at threshold 0.999 fires at the first counted minute, once', () => {
    // base 1: each minute's requests all fail, so both windows read exactly 1 > 999 × 0.001.
    const tier: Tier = { ...TIER, factor: 999 };
    const r = runToEnd(createNoiseTask({ ...PARAMS, rps: 10, base: 1, tiers: [tier] }));
    expect(r.tiers[0]!.onsets).toEqual([1, 0]);
    expect(r.tiers[0]!.firingShare).toBe(1);
    expect(r.tiers[0]!.threshold).toBe(0.999);
    expect(r.expectedFailedPerPeriod).toBe(36_000); // 10 × 1 × 3600
    expect(r.failedPerPeriod).toBe(r.requestsPerPeriod);
    // Poisson(600) requests a minute, 120 counted minutes: 36,000 a period, sd about 134.
    expect(Math.abs(r.requestsPerPeriod - 36_000)).toBeLessThan(1000);
  });

  it('with for: 2m the same alert fires two evaluations later, and fires 58 of 60 minutes', () => {
    const tier: Tier = { ...TIER, factor: 999, for: 2 * MINUTE };
    const r = runToEnd(createNoiseTask({ ...PARAMS, rps: 10, base: 1, tiers: [tier] }));
    expect(r.tiers[0]!.onsets).toEqual([1, 0]);
    expect(r.tiers[0]!.firingShare).toBe(118 / 120);
  });

  it('partial means over the periods done', () => {
    const tier: Tier = { ...TIER, factor: 999 };
    const task = createNoiseTask({ ...PARAMS, rps: 10, base: 1, tiers: [tier] });
    expect(task.partial()).toEqual({ periodsDone: 0, means: [0] });
    task.step(120); // warm-up and the first period
    expect(task.partial()).toEqual({ periodsDone: 1, means: [1] });
    task.step(1000);
    expect(task.partial()).toEqual({ periodsDone: 2, means: [0.5] });
    expect(task.done()).toBe(180);
  });
});

describe('createNoiseTask: both windows must hold, half the requests fail, 1 request a second', () => {
  // The short window (5m) holds about 300 requests, its ratio 0.5 ± 0.029 (1 sd); the long one
  // (1h) about 3600, 0.5 ± 0.0083. A threshold of 0.45 or 0.55 is 1.7 sd away for the short
  // window (beyond it in about 4% of minutes, so in some of the 1200 counted ones) and 6 sd
  // for the long one (about 1e-9 a minute: never in this run).
  const noisy = (factor: number) =>
    runToEnd(
      createNoiseTask({
        ...PARAMS,
        base: 0.5,
        periods: 20,
        tiers: [{ ...TIER, factor }],
      }),
    ).tiers[0]!;

  it('a threshold only the short window ever reaches never fires', () => {
    const r = noisy(550); // th = 0.55
    expect(r.onsets).toEqual(Array(20).fill(0));
    expect(r.firingShare).toBe(0);
  });

  it('each tier reads its own short window, in a run of two tiers', () => {
    // A 30m window holds about 1800 requests, 0.5 ± 0.012: 4.2 sd above 0.45, about 1e-5 a
    // minute, so the 1h/30m tier holds from the first minute to the last; the 1h/5m one dips.
    const [five, thirty] = runToEnd(
      createNoiseTask({
        ...PARAMS,
        base: 0.5,
        periods: 20,
        tiers: [
          { ...TIER, factor: 450 },
          { ...TIER, short: 30 * MINUTE, factor: 450 },
        ],
      }),
    ).tiers;
    expect(thirty!.onsets.reduce((a, b) => a + b, 0)).toBe(1);
    expect(thirty!.firingShare).toBe(1);
    expect(five!.firingShare).toBeLessThan(1);
  });

  it('a threshold the long window always meets fires and stops with the short window', () => {
    const r = noisy(450); // th = 0.45
    const onsets = r.onsets.reduce((a, b) => a + b, 0);
    expect(onsets).toBeGreaterThanOrEqual(2);
    expect(r.firingShare).toBeLessThan(1);
    expect(r.firingShare).toBeGreaterThan(0.8);
  });
});

describe('intervals and streaks', () => {
  it('one period: the Poisson interval, not below 0', () => {
    // mean 1, half-width 1.96 × √1: low max(0, −0.96) = 0.
    const one = meanInterval([1]);
    expect(one.low).toBe(0);
    expect(one.high).toBeCloseTo(2.959963984540054, 15);
    // mean 9: 9 ± 1.96 × 3.
    const nine = meanInterval([9]);
    expect(nine.low).toBeCloseTo(9 - 5.879891953620162, 14);
    expect(nine.high).toBeCloseTo(9 + 5.879891953620162, 14);
    // Two periods 1 and 3: mean 2, sample variance 2, half-width 1.96 × √2 / √2.
    const two = meanInterval([1, 3]);
    expect(two).toStrictEqual({
      mean: 2,
      low: expect.closeTo(2 - 1.959963984540054, 14) as number,
      high: expect.closeTo(2 + 1.959963984540054, 14) as number,
      interval: 'normal',
    });
    expect(meanInterval([0])).toStrictEqual({
      mean: 0,
      low: 0,
      high: 3,
      interval: 'rule-of-three',
    });
  });

  it('a streak saturates at need and resets on a false evaluation', () => {
    expect(nextStreak(0, true, 3)).toBe(1);
    expect(nextStreak(2, true, 3)).toBe(3);
    expect(nextStreak(3, true, 3)).toBe(3);
    expect(nextStreak(3, false, 3)).toBe(0);
  });
});

describe('noiseRunRefusal: runs too long to attempt', () => {
  it('refuses above 100,000,000 simulated minutes, in words', () => {
    expect(MAX_NOISE_MINUTES).toBe(100_000_000);
    // 1000 periods of 6,000,000 s = 100,000,000 minutes exactly: allowed.
    expect(noiseRunRefusal(1000, 6_000_000)).toBeNull();
    expect(noiseRunRefusal(1000, 6_000_060)).toBe(
      'That is 100,001,000 simulated minutes (periods × period), over the limit of 100,000,000 (about 10 s of work): fewer periods, please.',
    );
    expect(noiseRunRefusal(100, 30 * DAY)).toBeNull();
  });
});
