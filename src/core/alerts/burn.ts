import type { Tier } from './tier';

/**
 * The closed forms of a multiwindow burn-rate tier (SRE Workbook, "Alerting on SLOs"), with
 * error budget B (fraction), SLO period T (s), and a step incident of error ratio e lasting
 * `dur` seconds at constant traffic, windows being sliding averages.
 *
 * A tier's condition is that the error ratio over both its windows is strictly above its
 * threshold, as the exported rules write it (`>`), and as sloth, pyrra and the Workbook do: a
 * ratio exactly at the threshold never fires. Rules are evaluated continuously (`evalInterval`
 * 0, the Workbook's arithmetic) or every `evalInterval` seconds on the grid k·evalInterval,
 * k = 0, 1, 2, … from the incident's start (docs/models.md).
 */

/**
 * Relative tolerance of the comparisons: b · B is rounded (14.4 × 0.001 = 0.014400000000000001),
 * so a ratio typed as the threshold counts as equal to it (and does not fire), and an onset
 * within one part in 10^12 of an instant counts as at it.
 */
const TOLERANCE = 1e-12;
/** Tolerance of "on an evaluation": an instant within 10⁻⁹ of a grid point is at it. */
const GRID_TOLERANCE = 1e-9;

/** Threshold error ratio th = b · B: both windows strictly above it and the tier fires. */
export const thresholdOf = (tier: Tier, budget: number) => tier.factor * budget;

/** Share of the budget spent when the tier fires on a steady burn: b · W_L / T. */
export const budgetAtFire = (tier: Tier, period: number) => (tier.factor * tier.long) / period;

/** Time to spend the whole budget at the tier's burn rate: T / b (seconds). */
export const exhaustTime = (tier: Tier, period: number) => period / tier.factor;

/** True when no error ratio can exceed the threshold (th ≥ 1): the tier can never fire. */
export const neverFires = (tier: Tier, budget: number) => !exceeds(1, thresholdOf(tier, budget));

/** A burn factor below 1: the tier fires on a burn that would leave budget at the period's end. */
export const belowOne = (tier: Tier) => tier.factor < 1 * (1 - TOLERANCE);

/** `ratio > threshold`, strictly, beyond the doubles' rounding (see TOLERANCE). */
export const exceeds = (ratio: number, threshold: number) => ratio > threshold * (1 + TOLERANCE);

/** When the tier's condition holds during the replay: on the open interval (on, off), seconds. */
export interface ConditionSpan {
  /** The long window's average passes th (the short one's passed it sooner). */
  readonly on: number;
  /** The short window's average falls back to th after the incident. */
  readonly off: number;
}

/**
 * The open interval of seconds from the incident's start in which both windows are above th,
 * or null when they never are. With a baseline error ratio `base` (below th) outside the
 * incident, a window W averages base + (e − base) · overlap / W, so everything depends on
 * q = (th − base) / (e − base): on = q · W_L (only if before the incident's end: afterwards the
 * long window's average never rises), off = dur + W_S · (1 − q).
 */
export function conditionSpan(
  tier: Tier,
  th: number,
  e: number,
  dur: number,
  base = 0,
): ConditionSpan | null {
  if (!(e > 0) || !(base < th) || !exceeds(e, th)) return null;
  const q = (th - base) / (e - base);
  const on = q * tier.long;
  if (!(on < dur * (1 - TOLERANCE))) return null;
  return { on, off: dur + tier.short * (1 - q) };
}

/** The first evaluation k · E strictly after t (an instant at a grid point is not after it). */
const evaluationAfter = (t: number, every: number) =>
  (Math.floor(t / every + GRID_TOLERANCE) + 1) * every;

/** The first evaluation k · E at or after t. */
export const evaluationAtOrAfter = (t: number, every: number) =>
  Math.max(0, Math.ceil(t / every - GRID_TOLERANCE)) * every;

/**
 * When the alert fires within a span of its condition: continuously (E = 0) at on + for, if the
 * condition still holds then; on the grid, pending at the first evaluation after `on`, firing
 * ⌈for / E⌉ evaluations later (Prometheus: firing once `for` has passed since it became pending),
 * if the condition still holds at that evaluation. Null when it does not.
 */
export function fireWithin(span: ConditionSpan, holdFor: number, evalInterval: number) {
  if (evalInterval > 0) {
    const pending = evaluationAfter(span.on, evalInterval);
    const steps = Math.max(0, Math.ceil(holdFor / evalInterval - GRID_TOLERANCE));
    const fires = pending + steps * evalInterval;
    return fires < span.off * (1 - TOLERANCE) ? fires : null;
  }
  const fires = span.on + holdFor;
  return holdFor === 0 || fires < span.off * (1 - TOLERANCE) ? fires : null;
}

/**
 * Seconds for a tier to fire on a steady error ratio e from a clean start: the long window's
 * average passes th at th · W_L / e (the short one's, sooner, at th · W_S / e), then `for`; on
 * the evaluation grid when `evalInterval` > 0. Null when e ≤ th.
 */
export function steadyFireTime(
  tier: Tier,
  threshold: number,
  e: number,
  evalInterval = 0,
): number | null {
  return detectWith(tier, threshold, e, Infinity, evalInterval);
}

function detectWith(tier: Tier, th: number, e: number, dur: number, evalInterval: number) {
  const span = conditionSpan(tier, th, e, dur);
  return span === null ? null : fireWithin(span, tier.for, evalInterval);
}

/**
 * Seconds from the incident's start until the tier fires: the long window's average passes th
 * at th · W_L / e (the short window's, sooner, at th · W_S / e), then `for` more seconds while the
 * condition holds; with `evalInterval` > 0, the first evaluation that sees it (see fireWithin).
 * Null when e ≤ th, or when the condition does not last `for` before it ends.
 */
export function detectTime(
  tier: Tier,
  budget: number,
  e: number,
  dur: number,
  evalInterval = 0,
): number | null {
  return detectWith(tier, thresholdOf(tier, budget), e, dur, evalInterval);
}

/**
 * Seconds the tier keeps firing after the incident ends, or null when it never fired: until
 * the short window falls to th, W_S · (1 − th/e) after the end; on the grid, until the first
 * evaluation at or after that instant (the condition is false there).
 */
export function resetTime(
  tier: Tier,
  budget: number,
  e: number,
  dur: number,
  evalInterval = 0,
): number | null {
  const span = conditionSpan(tier, thresholdOf(tier, budget), e, dur);
  if (span === null || fireWithin(span, tier.for, evalInterval) === null) return null;
  const resolved = evalInterval > 0 ? evaluationAtOrAfter(span.off, evalInterval) : span.off;
  return Math.max(0, resolved - dur);
}

/**
 * Seconds from the incident's start to its first failed request at steady traffic: failures
 * come at rps · e a second, so the first after 1 / (rps · e); with `evalInterval` > 0, the first
 * evaluation at or after it. No tier can fire before it.
 */
export function firstFailureTime(rps: number, e: number, evalInterval = 0): number | null {
  if (!(rps > 0) || !(e > 0)) return null;
  const t = 1 / (rps * e);
  if (!Number.isFinite(t)) return null;
  return evalInterval > 0 ? evaluationAtOrAfter(t, evalInterval) : t;
}

/** Burn rate of one failed request within a long window of W_L · rps requests: 1 / (rps · W_L · B). */
export const oneFailureBurn = (long: number, rps: number, budget: number) =>
  1 / (rps * long * budget);

/** Below this many requests per second one failed request alone fires the tier: 1 / (th · W_L). */
export const singleFailureRps = (tier: Tier, budget: number) =>
  1 / (thresholdOf(tier, budget) * tier.long);
