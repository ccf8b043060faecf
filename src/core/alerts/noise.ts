import { formatNumber } from '../format';
import { poissonSampler } from '../random/poisson';
import { namedStream } from '../sim/streams';
import type { SimTask } from '../sim/task';
import { MINUTE, type Tier } from './tier';

/**
 * The low-traffic noise simulation: no incident, only the baseline failure ratio, and how often
 * each tier of a multiwindow burn-rate alert fires anyway.
 */
export interface NoiseParams {
  /** Requests per second, arriving as a Poisson process. */
  readonly rps: number;
  /** Baseline failure ratio (0–1): each request fails with this probability. */
  readonly base: number;
  /** Error budget B (0–1): a tier's threshold is factor × B. */
  readonly budget: number;
  /** The SLO period T, seconds. */
  readonly periodSeconds: number;
  readonly tiers: readonly Tier[];
  /** SLO periods to simulate, back to back (a whole number ≥ 1). */
  readonly periods: number;
  readonly seed: number;
}

/** How the interval of a tier's mean was made. */
export type NoiseInterval =
  /** mean ± 1.96 · sd / √periods, sd the sample standard deviation across periods; low ≥ 0. */
  | 'normal'
  /** No onset in any period: [0, 3 / periods], the rule of three (95 % upper bound). */
  | 'rule-of-three'
  /** One period only, so no sample sd: mean ± 1.96 · √mean, the Poisson sd of a count. */
  | 'poisson';

export interface NoiseTierResult {
  readonly tier: Tier;
  /** The windows as simulated: whole minutes, ⌈seconds / 60⌉, at least 1. */
  readonly longMinutes: number;
  readonly shortMinutes: number;
  /** factor × budget. */
  readonly threshold: number;
  /** Alert onsets (not firing → firing) in each period, in order. */
  readonly onsets: readonly number[];
  /** Mean onsets per period, and a 95 % interval for it. */
  readonly mean: number;
  readonly low: number;
  readonly high: number;
  readonly interval: NoiseInterval;
  /** Share (0–1) of the evaluations at which the alert was firing. */
  readonly firingShare: number;
}

export interface NoiseResult {
  readonly params: NoiseParams;
  /** Per tier, in the order of params.tiers. */
  readonly tiers: readonly NoiseTierResult[];
  /** ⌈periodSeconds / 60⌉: the evaluations in one period. */
  readonly minutesPerPeriod: number;
  /** Minutes simulated before counting: the longest window, so every window is full. */
  readonly warmupMinutes: number;
  /** Mean requests and mean failed requests per period, as simulated. */
  readonly requestsPerPeriod: number;
  readonly failedPerPeriod: number;
  /**
   * rps · base · T: the failed requests a period should have, in closed form (the simulated
   * period is minutesPerPeriod whole minutes, the same unless T is not a whole number of minutes).
   */
  readonly expectedFailedPerPeriod: number;
}

export interface NoisePartial {
  /** Whole periods simulated so far. */
  readonly periodsDone: number;
  /** Per tier, mean onsets over the periods done (0 while none is). */
  readonly means: readonly number[];
}

/** A window of `seconds` as the simulation sees it: ⌈seconds / 60⌉ whole minutes, at least 1. */
export const windowMinutes = (seconds: number): number => Math.max(1, Math.ceil(seconds / MINUTE));

/**
 * Consecutive true evaluations, one a minute, before a rule with `for: forSeconds` fires. As in
 * Prometheus: the alert is pending from the first true evaluation and fires at the first one at
 * least `for` later, so ⌈for / 60⌉ + 1 (1 without `for`).
 */
export const evaluationsToFire = (forSeconds: number): number =>
  Math.ceil(Math.max(0, forSeconds) / MINUTE) + 1;

/**
 * One evaluation of a rule that must hold `need` evaluations in a row (evaluationsToFire): the
 * new count of true evaluations in a row, saturating at `need`. The alert fires while the count
 * equals `need`; its onset is the evaluation at which it reaches it; a false evaluation resets it
 * (Prometheus drops a pending or firing alert whose condition no longer holds).
 */
export const nextStreak = (streak: number, holds: boolean, need: number): number =>
  holds ? (streak < need ? streak + 1 : need) : 0;

/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

function checkParams(p: NoiseParams): void {
  const fail = (what: string) => {
    throw new RangeError(`Noise simulation: ${what}.`);
  };
  if (!(p.rps >= 0) || !Number.isFinite(p.rps)) fail('rps must be finite and ≥ 0');
  if (!(p.base >= 0 && p.base <= 1)) fail('base must be between 0 and 1');
  if (!(p.budget >= 0) || !Number.isFinite(p.budget)) fail('the budget must be finite and ≥ 0');
  if (!(p.periodSeconds > 0) || !Number.isFinite(p.periodSeconds)) {
    fail('the period must be a positive number of seconds');
  }
  if (!Number.isInteger(p.periods) || p.periods < 1) fail('periods must be a whole number ≥ 1');
  for (const t of p.tiers) {
    if (!(t.long > 0 && t.short > 0) || !Number.isFinite(t.long) || !Number.isFinite(t.short)) {
      fail('tier windows must be positive and finite');
    }
    if (!(t.factor >= 0) || !(t.for >= 0) || !Number.isFinite(t.for)) {
      fail('tier factors and `for` must be ≥ 0');
    }
  }
}

/** The mean of per-period counts and its 95 % interval (see NoiseInterval). */
export function meanInterval(
  counts: readonly number[],
): Pick<NoiseTierResult, 'mean' | 'low' | 'high' | 'interval'> {
  const n = counts.length;
  const sum = counts.reduce((a, b) => a + b, 0);
  const mean = sum / n;
  if (sum === 0) return { mean: 0, low: 0, high: 3 / n, interval: 'rule-of-three' };
  if (n === 1) {
    const half = Z95 * Math.sqrt(mean);
    return { mean, low: Math.max(0, mean - half), high: mean + half, interval: 'poisson' };
  }
  const variance = counts.reduce((a, c) => a + (c - mean) ** 2, 0) / (n - 1);
  const half = (Z95 * Math.sqrt(variance)) / Math.sqrt(n);
  return { mean, low: Math.max(0, mean - half), high: mean + half, interval: 'normal' };
}

/**
 * Simulates `periods` SLO periods back to back, one evaluation a minute as Prometheus would: each
 * minute's failures ~ Poisson(rps · 60 · base) and successes ~ Poisson(rps · 60 · (1 − base)),
 * independent (Poisson thinning); windows are sliding sums of whole minutes (see windowMinutes) kept
 * in a ring, so a minute costs O(windows + tiers). A tier's condition holds when both windows have
 * requests and an error ratio ≥ factor · budget (an empty window is 0/0, NaN in Prometheus: false);
 * with `for` it must hold at evaluationsToFire(for) evaluations in a row. Onsets (not firing →
 * firing) are counted per period. One longest window is simulated first so every window is full;
 * the rule starts then, not firing, as if loaded into a Prometheus with that much history, so a
 * condition that holds from the start counts one onset. Units are minutes, warm-up included; the
 * stream is the seed's own (`alerts-noise`), drawn in minute order, so any chunking gives the
 * same result.
 */
export function createNoiseTask(p: NoiseParams): SimTask<NoisePartial, NoiseResult> {
  checkParams(p);
  const rng = namedStream(p.seed, 'alerts-noise');
  const drawFailures = poissonSampler(p.rps * MINUTE * p.base, rng);
  const drawSuccesses = poissonSampler(p.rps * MINUTE * (1 - p.base), rng);

  const tierCount = p.tiers.length;
  const longMinutes = p.tiers.map((t) => windowMinutes(t.long));
  const shortMinutes = p.tiers.map((t) => windowMinutes(t.short));
  // Distinct windows, each summed once however many tiers share it.
  const lengths = [...new Set([...longMinutes, ...shortMinutes])].sort((x, y) => x - y);
  const windows = Int32Array.from(lengths);
  const longAt = Int32Array.from(longMinutes, (m) => lengths.indexOf(m));
  const shortAt = Int32Array.from(shortMinutes, (m) => lengths.indexOf(m));
  const thresholds = Float64Array.from(p.tiers, (t) => t.factor * p.budget);
  // Strictly above the threshold, as the rules' `>` (burn.ts `exceeds`: beyond the rounding).
  const above = Float64Array.from(thresholds, (th) => th * (1 + 1e-12));
  const need = Int32Array.from(p.tiers, (t) => evaluationsToFire(t.for));

  const ring = Math.max(1, ...lengths);
  const ringFailed = new Float64Array(ring);
  const ringAll = new Float64Array(ring);
  // Window sums of failed and of all requests: whole numbers below 2^53, so exact.
  const sumFailed = new Float64Array(windows.length);
  const sumAll = new Float64Array(windows.length);

  const minutesPerPeriod = windowMinutes(p.periodSeconds);
  const warmupMinutes = ring;
  const total = warmupMinutes + p.periods * minutesPerPeriod;

  // Per tier: true evaluations in a row (see nextStreak), and minutes spent firing.
  const streak = new Int32Array(tierCount);
  const firingMinutes = new Float64Array(tierCount);
  const onsets = new Float64Array(tierCount * p.periods);
  const counted = Float64Array.of(0, 0); // failed, all requests, over the counted minutes

  let minute = 0;
  let at = 0; // minute % ring
  let period = 0;
  let inPeriod = 0;

  /** Simulates minutes up to `end`; the hot loop, on locals (no closure slot per access). */
  const run = (end: number) => {
    const nWindows = windows.length;
    const periods = p.periods;
    let m = minute;
    let a = at;
    let per = period;
    let inPer = inPeriod;
    let failedTotal = counted[0]!;
    let allTotal = counted[1]!;
    while (m < end) {
      const failed = drawFailures();
      const all = failed + drawSuccesses();
      for (let w = 0; w < nWindows; w++) {
        const length = windows[w]!;
        const leaving = a >= length ? a - length : a - length + ring;
        sumFailed[w] = sumFailed[w]! + failed - ringFailed[leaving]!;
        sumAll[w] = sumAll[w]! + all - ringAll[leaving]!;
      }
      ringFailed[a] = failed;
      ringAll[a] = all;
      a = a + 1 === ring ? 0 : a + 1;
      m += 1;
      if (m <= warmupMinutes) continue;

      failedTotal += failed;
      allTotal += all;
      for (let i = 0; i < tierCount; i++) {
        const th = above[i]!;
        const l = longAt[i]!;
        const s = shortAt[i]!;
        const nl = sumAll[l]!;
        const ns = sumAll[s]!;
        const holds = nl > 0 && ns > 0 && sumFailed[l]! / nl > th && sumFailed[s]! / ns > th;
        const before = streak[i]!;
        const after = nextStreak(before, holds, need[i]!);
        streak[i] = after;
        if (after === need[i]) {
          if (before !== after) onsets[i * periods + per] = onsets[i * periods + per]! + 1;
          firingMinutes[i] = firingMinutes[i]! + 1;
        }
      }
      inPer += 1;
      if (inPer === minutesPerPeriod) {
        inPer = 0;
        per += 1;
      }
    }
    minute = m;
    at = a;
    period = per;
    inPeriod = inPer;
    counted[0] = failedTotal;
    counted[1] = allTotal;
  };

  const perPeriod = (i: number) => Array.from(onsets.subarray(i * p.periods, (i + 1) * p.periods));

  return {
    total,
    done: () => minute,
    step(units) {
      run(Math.min(total, minute + Math.max(0, Math.floor(units))));
      return minute >= total;
    },
    partial: () => ({
      periodsDone: period,
      means: p.tiers.map((_, i) => {
        if (period === 0) return 0;
        let sum = 0;
        for (let k = 0; k < period; k++) sum += onsets[i * p.periods + k]!;
        return sum / period;
      }),
    }),
    result() {
      if (minute < total) throw new Error('The noise simulation has not finished.');
      const minutes = p.periods * minutesPerPeriod;
      return {
        params: p,
        tiers: p.tiers.map((tier, i) => {
          const counts = perPeriod(i);
          return {
            tier,
            longMinutes: longMinutes[i]!,
            shortMinutes: shortMinutes[i]!,
            threshold: thresholds[i]!,
            onsets: counts,
            ...meanInterval(counts),
            firingShare: firingMinutes[i]! / minutes,
          };
        }),
        minutesPerPeriod,
        warmupMinutes,
        requestsPerPeriod: counted[1]! / p.periods,
        failedPerPeriod: counted[0]! / p.periods,
        expectedFailedPerPeriod: p.rps * p.base * p.periodSeconds,
      };
    },
  };
}

/** Simulated minutes above this are refused: about 10 s of one worker (10 million a second). */
export const MAX_NOISE_MINUTES = 100_000_000;

/** Why a noise run of `periods` periods of `periodSeconds` is not attempted, in words; null when it is. */
export function noiseRunRefusal(periods: number, periodSeconds: number): string | null {
  const minutes = (periods * periodSeconds) / MINUTE;
  return minutes > MAX_NOISE_MINUTES
    ? `That is ${formatNumber(minutes)} simulated minutes (periods × period), over the limit of ${formatNumber(MAX_NOISE_MINUTES)} (about 10 s of work): fewer periods, please.`
    : null;
}
