/**
 * Health-check tuning: a check fails transiently with probability p, and N consecutive failures
 * eject a node. Durations in seconds, probabilities as fractions. Formulas and sources:
 * docs/models.md ("Health-check tuning").
 */
import {
  fitsDouble,
  magnitude,
  meanChecksToRun,
  power,
  runRatePerCheck,
  scale,
  type Magnitude,
} from './runs';

export const SECONDS_PER_DAY = 86_400;
/** The window of the false-trigger budget and of "per month": 30 days. */
export const BUDGET_WINDOW_SECONDS = 30 * SECONDS_PER_DAY;

/**
 * The probability that a node's check fails at a tick when a dependency shared by every check
 * blips with probability q (independently of the node's own blips, probability p):
 * p_eff = 1 − (1 − p)(1 − q) = p + q − p·q. Each node's sequence of outcomes is then the same
 * independent-checks process with p_eff in place of p, so the per-node and fleet false-trigger
 * rates use p_eff; q = 0 gives p back exactly.
 */
export const effectiveFailureProbability = (p: number, q = 0): number =>
  q === 0 ? p : p + q - p * q;

/** 1 − p_eff = (1 − p)(1 − q), kept apart so that p_eff close to 1 keeps its digits. */
const effectiveSuccess = (p: number, q: number): number => (1 - p) * (1 - q);

/** p^N: the probability that one given window of N checks is all transient failures. */
export const falseTriggerProbability = (p: number, n: number): Magnitude => power(p, n);

/** p^(1−N): how many times fewer windows falsely trigger than with N = 1 (Infinity when p = 0). */
export function reductionFactor(p: number, n: number): Magnitude {
  if (n === 1) return magnitude(1);
  const pn1 = power(p, n - 1);
  if (pn1.log10 === -Infinity) return { value: Infinity, log10: Infinity };
  const direct = 1 / pn1.value;
  return fitsDouble(pn1) && Number.isFinite(direct)
    ? magnitude(direct)
    : { value: Infinity, log10: -pn1.log10 };
}

export interface DetectionTimes {
  /** Failure just after a check: N·i. */
  readonly worst: number;
  /** Failure just before a check: (N − 1)·i. */
  readonly best: number;
  /** Failure at a uniformly random phase of the interval: (N − ½)·i. */
  readonly mean: number;
  /** What N costs against N = 1: (N − 1)·i. */
  readonly extra: number;
  /** A hanging check only fails at its timeout: N·i + timeout. */
  readonly hangWorst: number | null;
  readonly hangMean: number | null;
}

/**
 * Time from a real failure to ejection, the failure starting at a uniformly random phase of the
 * check interval: D = U + (N − 1)·i, U ~ Uniform(0, i] (reference §1.1, derived).
 */
export function detectionTimes(n: number, i: number, timeout: number | null): DetectionTimes {
  return {
    worst: n * i,
    best: (n - 1) * i,
    mean: (n - 0.5) * i,
    extra: (n - 1) * i,
    hangWorst: timeout === null ? null : n * i + timeout,
    hangMean: timeout === null ? null : (n - 0.5) * i + timeout,
  };
}

/**
 * Expected checks between false triggers on one node: (1 − p^N) / ((1 − p)·p^N), with p_eff in
 * place of p when a shared dependency blips with probability q > 0.
 */
export const checksBetweenFalseTriggers = (p: number, n: number, q = 0): Magnitude =>
  meanChecksToRun(effectiveFailureProbability(p, q), n, effectiveSuccess(p, q));

/** Mean time between false triggers on one node, seconds: checks between × i. */
export const meanTimeBetweenFalseTriggers = (p: number, n: number, i: number, q = 0): Magnitude =>
  scale(checksBetweenFalseTriggers(p, n, q), i);

/**
 * False triggers per node per `window` seconds: (window / i) / checks between, at p_eff. The
 * whole-fleet ejections of a shared dependency are among them (every node counts its own).
 */
export const falseTriggersPerNode = (
  p: number,
  n: number,
  i: number,
  window: number,
  q = 0,
): Magnitude =>
  scale(runRatePerCheck(effectiveFailureProbability(p, q), n, effectiveSuccess(p, q)), window / i);

/** Expected checks a falsely ejected node needs to string together h successes (at p_eff). */
export const recoveryChecks = (p: number, h: number, q = 0): Magnitude =>
  meanChecksToRun(effectiveSuccess(p, q), h, effectiveFailureProbability(p, q));

/**
 * Share of capacity lost to falsely ejected nodes: each node alternates between serving (mean
 * E_N checks until N failures in a row) and being ejected (mean E_h checks until h successes in
 * a row), so by the renewal-reward theorem the ejected share is E_h / (E_N + E_h). The interval
 * cancels: it is rate × ejection time / (1 + rate × ejection time).
 */
export function capacityLost(p: number, n: number, h: number, q = 0): number {
  const eN = checksBetweenFalseTriggers(p, n, q);
  const eH = recoveryChecks(p, h, q);
  if (eN.log10 === Infinity) return 0;
  if (eH.log10 === Infinity) return 1;
  // In log space: E_h / (E_N + E_h) = 1 / (1 + 10^(log E_N − log E_h)); both logs stay finite
  // where the values themselves overflow (p near 1 with h = 100, or p tiny with N = 100).
  if (fitsDouble(eN) && fitsDouble(eH) && Number.isFinite(eN.value + eH.value)) {
    return eH.value / (eN.value + eH.value);
  }
  const share = 1 / (1 + 10 ** (eN.log10 - eH.log10));
  return Number.isFinite(share) ? share : 0;
}

/**
 * Whole-fleet ejections per `window` seconds from a dependency shared by every node's check:
 * it blips with probability q per check tick, independently from tick to tick, and a blip fails
 * every node's check at that tick; N blips in a row eject every node at once. Same run formula
 * as a single node, but with q, and not multiplied by the fleet: it is one event for all. These
 * ejections are already inside the per-node rate at p_eff (each node counts its own); this is how
 * many of them come as one whole-fleet event.
 */
export const fleetEjectionsShared = (q: number, n: number, i: number, window: number): Magnitude =>
  scale(runRatePerCheck(q, n), window / i);

/**
 * Probability that one window ejects every node from independent blips alone: (p^N)^fleet. It is
 * what p^N over independent nodes promises, and what a shared dependency (q^N) breaks.
 */
export const wholeFleetIndependent = (p: number, n: number, fleet: number): Magnitude =>
  power(p, n * fleet);
