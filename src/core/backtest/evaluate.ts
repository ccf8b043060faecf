/**
 * Each tier's alerting rule over the replay: `(ratio_short > factor*budget) and (ratio_long >
 * factor*budget)` with `for:`, as rules/alerting.go runs it at each evaluation:
 *
 * - the condition holds when both recorded ratios exist and are above the threshold (NaN and "no
 *   value" are never above it; +Inf, errors with no traffic, is);
 * - the alert becomes pending at the first evaluation the condition holds (ActiveAt = t) and
 *   fires at the first evaluation with t − ActiveAt ≥ for (at once when `for` is 0);
 * - an evaluation where it does not hold makes it inactive; holding again starts a new ActiveAt.
 *
 * The threshold is the number the rule file writes, `(F * B)` with F and B printed to 12
 * significant digits (configNumber), multiplied as PromQL multiplies them.
 */
import { configNumber } from '../emit/numbers';
import type { Tier } from '../alerts/tier';
import type { Replay } from './replay';

/** The error ratio above which a tier's rule holds, as the rule file's `(F * B)` evaluates. */
export function ruleThreshold(tier: Tier, budget: number): number {
  return Number(configNumber(tier.factor)) * Number(configNumber(budget));
}

/** One tier's alert over the replay. */
export interface TierRun {
  readonly tier: Tier;
  readonly threshold: number;
  /** Window indexes (into the replay's windows) of the tier's short and long windows. */
  readonly shortIndex: number;
  readonly longIndex: number;
  /** firing[k] = 1 when the alert is firing after evaluation k. */
  readonly firing: Uint8Array;
  /** Evaluations at which it started firing (pending → firing), in order. */
  readonly onsets: readonly number[];
  /** Evaluations at which it stopped firing (the first not firing after a firing one). */
  readonly resolves: readonly number[];
  /** Firing evaluations. */
  readonly firingCount: number;
}

/** The replay's index of a window (seconds), which must be one of its windows. */
export function windowIndex(r: Replay, seconds: number): number {
  const i = r.windowsMs.indexOf(Math.round(seconds * 1000));
  if (i < 0) throw new RangeError(`The replay has no ${seconds} s window.`);
  return i;
}

/** Runs one tier's alerting rule over every evaluation of the replay. */
export function runTier(r: Replay, tier: Tier, budget: number): TierRun {
  const shortIndex = windowIndex(r, tier.short);
  const longIndex = windowIndex(r, tier.long);
  const short = r.ratios[shortIndex]!;
  const long = r.ratios[longIndex]!;
  const threshold = ruleThreshold(tier, budget);
  const forMs = Math.round(tier.for * 1000);
  const firing = new Uint8Array(r.count);
  const onsets: number[] = [];
  const resolves: number[] = [];
  let activeAt = -1;
  let firingCount = 0;
  let was = false;
  for (let k = 0; k < r.count; k++) {
    let now = false;
    if (short[k]! > threshold && long[k]! > threshold) {
      if (activeAt < 0) activeAt = k;
      now = (k - activeAt) * r.evalMs >= forMs;
    } else {
      activeAt = -1;
    }
    if (now) {
      firing[k] = 1;
      firingCount++;
      if (!was) onsets.push(k);
    } else if (was) {
      resolves.push(k);
    }
    was = now;
  }
  return { tier, threshold, shortIndex, longIndex, firing, onsets, resolves, firingCount };
}
