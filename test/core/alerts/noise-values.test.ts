import { describe, expect, it } from 'vitest';
import {
  MAX_NOISE_MINUTES,
  createNoiseTask,
  meanInterval,
  nextStreak,
  noiseRunRefusal,
  type NoiseParams,
} from '@/core/alerts/noise';
import { DAY, HOUR, MINUTE, type Tier } from '@/core/alerts/tier';
import { runToEnd } from '@/core/sim/task';

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

describe('small runs with a known outcome', () => {
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

  it('every request fails: a tier at threshold 1 fires at the first counted minute, once', () => {
    // base 1: each minute's requests all fail, so both windows read exactly 1 ≥ 1000 × 0.001.
    const tier: Tier = { ...TIER, factor: 1000 };
    const r = runToEnd(createNoiseTask({ ...PARAMS, rps: 10, base: 1, tiers: [tier] }));
    expect(r.tiers[0]!.onsets).toEqual([1, 0]);
    expect(r.tiers[0]!.firingShare).toBe(1);
    expect(r.tiers[0]!.threshold).toBe(1);
    expect(r.expectedFailedPerPeriod).toBe(36_000); // 10 × 1 × 3600
    expect(r.failedPerPeriod).toBe(r.requestsPerPeriod);
    // Poisson(600) requests a minute, 120 counted minutes: 36,000 a period, sd about 134.
    expect(Math.abs(r.requestsPerPeriod - 36_000)).toBeLessThan(1000);
  });

  it('with for: 2m the same alert fires two evaluations later, and fires 58 of 60 minutes', () => {
    const tier: Tier = { ...TIER, factor: 1000, for: 2 * MINUTE };
    const r = runToEnd(createNoiseTask({ ...PARAMS, rps: 10, base: 1, tiers: [tier] }));
    expect(r.tiers[0]!.onsets).toEqual([1, 0]);
    expect(r.tiers[0]!.firingShare).toBe(118 / 120);
  });

  it('partial means over the periods done', () => {
    const tier: Tier = { ...TIER, factor: 1000 };
    const task = createNoiseTask({ ...PARAMS, rps: 10, base: 1, tiers: [tier] });
    expect(task.partial()).toEqual({ periodsDone: 0, means: [0] });
    task.step(120); // warm-up and the first period
    expect(task.partial()).toEqual({ periodsDone: 1, means: [1] });
    task.step(1000);
    expect(task.partial()).toEqual({ periodsDone: 2, means: [0.5] });
    expect(task.done()).toBe(180);
  });
});

describe('both windows must hold: half the requests fail, 1 request a second', () => {
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

describe('runs too long to attempt', () => {
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
