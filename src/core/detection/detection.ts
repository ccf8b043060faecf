/**
 * Health-check tuning: a check fails transiently with probability p, and N consecutive failures
 * eject a node. Durations in seconds, probabilities as fractions. Formulas and sources:
 * docs/drafts/detection-models.md.
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

/** Expected checks between false triggers on one node: (1 − p^N) / ((1 − p)·p^N). */
export const checksBetweenFalseTriggers = (p: number, n: number): Magnitude =>
  meanChecksToRun(p, n);

/** Mean time between false triggers on one node, seconds: checks between × i. */
export const meanTimeBetweenFalseTriggers = (p: number, n: number, i: number): Magnitude =>
  scale(checksBetweenFalseTriggers(p, n), i);

/** False triggers per node per `window` seconds: (window / i) / checks between. */
export const falseTriggersPerNode = (p: number, n: number, i: number, window: number): Magnitude =>
  scale(runRatePerCheck(p, n), window / i);

/** Expected checks a falsely ejected node needs to string together h successes. */
export const recoveryChecks = (p: number, h: number): Magnitude => meanChecksToRun(1 - p, h, p);

/**
 * Share of capacity lost to falsely ejected nodes: each node alternates between serving (mean
 * E_N checks until N failures in a row) and being ejected (mean E_h checks until h successes in
 * a row), so by the renewal-reward theorem the ejected share is E_h / (E_N + E_h). The interval
 * cancels: it is rate × ejection time / (1 + rate × ejection time).
 */
export function capacityLost(p: number, n: number, h: number): number {
  const eN = checksBetweenFalseTriggers(p, n);
  const eH = recoveryChecks(p, h);
  if (eN.log10 === Infinity) return 0;
  const ratio = 10 ** (eH.log10 - eN.log10);
  return fitsDouble(eN) && fitsDouble(eH) ? eH.value / (eN.value + eH.value) : ratio / (1 + ratio);
}

/**
 * Whole-fleet ejections per `window` seconds from a dependency shared by every node's check:
 * it blips with probability q per check tick, independently from tick to tick, and a blip fails
 * every node's check at that tick; N blips in a row eject every node at once. Same run formula
 * as a single node, but with q, and not multiplied by the fleet: it is one event for all.
 */
export const fleetEjectionsShared = (q: number, n: number, i: number, window: number): Magnitude =>
  scale(runRatePerCheck(q, n), window / i);

/**
 * Probability that one window ejects every node from independent blips alone: (p^N)^fleet. It is
 * what p^N over independent nodes promises, and what a shared dependency (q^N) breaks.
 */
export const wholeFleetIndependent = (p: number, n: number, fleet: number): Magnitude =>
  power(p, n * fleet);
