/**
 * The recommendation: the smallest N whose fleet false triggers per 30 days stay within the
 * budget, checked against the worst-case detection the user accepts; when none does, the knob
 * to turn, with the number it would need.
 */
import { BUDGET_WINDOW_SECONDS, falseTriggersPerNode, fleetEjectionsShared } from './detection';
import { atMost, scale, type Magnitude } from './runs';

export const MAX_N = 100;

export interface FleetInputs {
  readonly p: number;
  readonly i: number;
  readonly fleet: number;
  readonly q: number;
}

export interface FleetFalseTriggers {
  readonly n: number;
  /** Worst-case detection N·i, seconds. */
  readonly worst: number;
  /**
   * Whole-fleet ejection events from the shared dependency, per 30 days. Already counted in
   * `total` (as `fleet` node ejections each): shown, never added again.
   */
  readonly shared: Magnitude;
  /** Node ejections the shared dependency causes on its own: fleet × its per-node rate at q. */
  readonly sharedNodes: Magnitude;
  /** fleet × per-node false triggers at p_eff = 1 − (1 − p)(1 − q), per 30 days. */
  readonly total: Magnitude;
}

/** Fleet false triggers (node ejections) per 30 days at threshold n: fleet × the rate at p_eff. */
export function fleetFalseTriggers(inputs: FleetInputs, n: number): FleetFalseTriggers {
  const { p, i, fleet, q } = inputs;
  const total = scale(falseTriggersPerNode(p, n, i, BUDGET_WINDOW_SECONDS, q), fleet);
  const shared = fleetEjectionsShared(q, n, i, BUDGET_WINDOW_SECONDS);
  return { n, worst: n * i, shared, sharedNodes: scale(shared, fleet), total };
}

/** The curve for N = from..to (the chart draws 1..10). */
export function fleetCurve(inputs: FleetInputs, from = 1, to = 10): FleetFalseTriggers[] {
  return Array.from({ length: to - from + 1 }, (_, k) => fleetFalseTriggers(inputs, from + k));
}

export interface RecommendInputs extends FleetInputs {
  /** Acceptable fleet false triggers per 30 days. */
  readonly budget: number;
  /** Acceptable worst-case detection, seconds. */
  readonly maxdetect: number;
}

export type Recommendation =
  | { readonly kind: 'ok'; readonly at: FleetFalseTriggers }
  | {
      /** The budget needs a larger N than detection allows. */
      readonly kind: 'too-slow';
      readonly at: FleetFalseTriggers;
      /** The largest N whose worst case fits maxdetect (0 when even N = 1 does not). */
      readonly nMax: number;
      /** The largest p that would meet the budget at nMax; null when none would. */
      readonly pNeeded: number | null;
    }
  | {
      /** No N up to MAX_N meets the budget. */
      readonly kind: 'none';
      readonly cause: 'zero-budget' | 'shared' | 'flaky';
      readonly atMaxN: FleetFalseTriggers;
      /** The N the knobs below are computed at: the largest that fits maxdetect (1..MAX_N). */
      readonly nTarget: number;
      readonly pNeeded: number | null;
      /** The interval that would meet the budget at nTarget (false triggers scale as 1/i). */
      readonly iNeeded: number | null;
    };

/** The largest N with N·i ≤ maxdetect, at most MAX_N. */
const largestNWithin = (i: number, maxdetect: number): number =>
  Math.min(MAX_N, Math.floor(maxdetect / i + 1e-9));

/**
 * The largest p ≤ the current one whose fleet false triggers at n meet the budget, by bisection
 * on log10 p (the total grows with p); null when even p = 0 does not (the shared part alone is
 * over budget).
 */
export function pNeededFor(inputs: RecommendInputs, n: number): number | null {
  const meets = (p: number) => atMost(fleetFalseTriggers({ ...inputs, p }, n).total, inputs.budget);
  if (!meets(0)) return null;
  if (meets(inputs.p)) return inputs.p;
  let lo = -320;
  let hi = Math.log10(inputs.p);
  for (let k = 0; k < 80; k++) {
    const mid = (lo + hi) / 2;
    if (meets(10 ** mid)) lo = mid;
    else hi = mid;
  }
  return lo <= -320 ? null : 10 ** lo;
}

export function recommend(inputs: RecommendInputs): Recommendation {
  const { budget, maxdetect, i } = inputs;
  for (let n = 1; n <= MAX_N; n++) {
    const at = fleetFalseTriggers(inputs, n);
    if (!atMost(at.total, budget)) continue;
    if (at.worst <= maxdetect) return { kind: 'ok', at };
    const nMax = largestNWithin(i, maxdetect);
    return { kind: 'too-slow', at, nMax, pNeeded: nMax >= 1 ? pNeededFor(inputs, nMax) : null };
  }
  const atMaxN = fleetFalseTriggers(inputs, MAX_N);
  const nTarget = Math.max(1, largestNWithin(i, maxdetect));
  const cause =
    budget === 0 ? 'zero-budget' : atMost(atMaxN.sharedNodes, budget) ? 'flaky' : 'shared';
  const atTarget = fleetFalseTriggers(inputs, nTarget);
  const iNeeded =
    budget > 0 && Number.isFinite(atTarget.total.value) && atTarget.total.value > 0
      ? (i * atTarget.total.value) / budget
      : null;
  return {
    kind: 'none',
    cause,
    atMaxN,
    nTarget,
    pNeeded: budget > 0 ? pNeededFor(inputs, nTarget) : null,
    iNeeded: iNeeded !== null && Number.isFinite(iNeeded) ? iNeeded : null,
  };
}
