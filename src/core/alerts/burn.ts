import type { Tier } from './tier';

/**
 * The closed forms of a multiwindow burn-rate tier (SRE Workbook, "Alerting on SLOs"), with
 * error budget B (fraction), SLO period T (s), and a step incident of error ratio e lasting
 * `dur` seconds at constant traffic, windows being sliding averages.
 */

/** Threshold error ratio th = b · B: both windows at or above it and the tier fires. */
export const thresholdOf = (tier: Tier, budget: number) => tier.factor * budget;

/** Share of the budget spent when the tier fires on a steady burn: b · W_L / T. */
export const budgetAtFire = (tier: Tier, period: number) => (tier.factor * tier.long) / period;

/** Time to spend the whole budget at the tier's burn rate: T / b (seconds). */
export const exhaustTime = (tier: Tier, period: number) => period / tier.factor;

/** True when no error ratio can reach the threshold (th > 1): the tier can never fire. */
export const neverFires = (tier: Tier, budget: number) => thresholdOf(tier, budget) > 1;

/**
 * Seconds for a tier to fire on a steady error ratio e from a clean start: the long window's
 * average reaches th at th · W_L / e (the short one's, sooner, at th · W_S / e), then `for`.
 * Null when e < th.
 */
export function steadyFireTime(tier: Tier, threshold: number, e: number): number | null {
  // b · B is rounded (14.4 × 0.001 = 0.014400000000000001): a ratio typed as the threshold meets it.
  return e > 0 && e >= threshold * (1 - 1e-12) ? (threshold * tier.long) / e + tier.for : null;
}

/**
 * Seconds from the incident's start until the tier fires: the long window's average reaches th
 * at th · W_L / e (the short window's, sooner, at th · W_S / e), then `for` more seconds while the
 * condition holds. Null when e < th, or when the condition does not last `for` before it ends.
 */
export function detectTime(tier: Tier, budget: number, e: number, dur: number): number | null {
  const th = thresholdOf(tier, budget);
  const fires = steadyFireTime(tier, th, e);
  // The same rounding: an onset at the incident's last instant is within it.
  if (fires === null || fires - tier.for > dur * (1 + 1e-12)) return null;
  // The condition ends when the short window drops below th after the incident.
  return fires <= (dur + resetAfter(tier, th, e)) * (1 + 1e-12) ? fires : null;
}

/** Seconds the condition stays true after the incident ends: the short window falls to th at W_S · (1 − th/e). */
const resetAfter = (tier: Tier, th: number, e: number) => Math.max(0, tier.short * (1 - th / e));

/** Seconds the tier keeps firing after the incident ends, or null when it never fired. */
export function resetTime(tier: Tier, budget: number, e: number, dur: number): number | null {
  if (detectTime(tier, budget, e, dur) === null) return null;
  return resetAfter(tier, thresholdOf(tier, budget), e);
}

/** Burn rate of one failed request within a long window of W_L · rps requests: 1 / (rps · W_L · B). */
export const oneFailureBurn = (long: number, rps: number, budget: number) =>
  1 / (rps * long * budget);

/** Below this many requests per second one failed request alone fires the tier: 1 / (th · W_L). */
export const singleFailureRps = (tier: Tier, budget: number) =>
  1 / (thresholdOf(tier, budget) * tier.long);
