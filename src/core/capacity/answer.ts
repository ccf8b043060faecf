/**
 * One queue's answer, whichever way load arrives: the open loop's M/M/c (or Allen–Cunneen's
 * M/G/c) and the closed loop's finite-source queue give the same quantities, so the panel's
 * results, charts and exports read this alone.
 */
import {
  closedQueue,
  closedWaitExceeds,
  closedWaitQuantile,
  type ClosedQueue,
  type ClosedResult,
} from './closed';
import {
  openQueue,
  responseQuantile,
  waitExceeds,
  waitQuantile,
  type OpenQueue,
  type OpenResult,
} from './open';
import { hpaTarget, serversNeeded, zoneLoss, zoneSafeServers } from './plan';

/** The share of requests a waiting-time target is for: 99%. */
export const TARGET_SHARE = 0.99;

/** A stable queue's answer. */
export interface QueueAnswer {
  readonly kind: 'stable';
  /** ρ: the share of time a server is busy. */
  readonly utilisation: number;
  /** Requests per second served (the arrival rate in an open loop). */
  readonly throughput: number;
  readonly pWait: number;
  readonly meanWait: number;
  readonly meanResponse: number;
  /** L = λW: requests in the system (waiting or being served). */
  readonly inSystem: number;
  /** P(W_q > t). */
  readonly waitExceeds: (t: number) => number;
  /** The smallest t with P(W_q ≤ t) ≥ p. */
  readonly waitQuantile: (p: number) => number;
  /** The 99th percentile of the response time (wait + service), when the model gives it. */
  readonly responseP99: number | null;
  /** True for M/M/c and the closed loop with exponential service; false for Allen–Cunneen. */
  readonly exact: boolean;
}

/** An open queue at or above capacity: it grows without bound. */
export interface Overload {
  readonly kind: 'overload';
  readonly utilisation: number;
  /** Requests per second the queue grows by: λ − c/S. */
  readonly growth: number;
}

export type Answer = QueueAnswer | Overload;

/** The open loop's answer from its closed forms. */
export function openAnswer(q: OpenQueue): Answer {
  const r: OpenResult = openQueue(q);
  if (r.kind === 'overload') {
    return { kind: 'overload', utilisation: r.utilisation, growth: r.growth };
  }
  return {
    kind: 'stable',
    utilisation: r.utilisation,
    throughput: q.rate,
    pWait: r.pWait,
    meanWait: r.meanWait,
    meanResponse: r.meanResponse,
    inSystem: r.inSystem,
    waitExceeds: (t) => waitExceeds(r, t),
    waitQuantile: (p) => waitQuantile(r, p),
    responseP99: responseQuantile(q, r, TARGET_SHARE),
    exact: r.exact,
  };
}

/** The closed loop's answer: exact for exponential service, the same model otherwise. */
export function closedAnswer(q: ClosedQueue, cv: number): QueueAnswer {
  const r: ClosedResult = closedQueue(q);
  return {
    kind: 'stable',
    utilisation: r.utilisation,
    throughput: r.throughput,
    pWait: r.pWait,
    meanWait: r.meanWait,
    meanResponse: r.meanResponse,
    inSystem: r.inSystem,
    waitExceeds: (t) => closedWaitExceeds(q, r, t),
    waitQuantile: (p) => closedWaitQuantile(q, r, p),
    responseP99: null,
    exact: cv === 1,
  };
}

/** What losing the largest zone leaves, and what it does to the queue. */
export interface ZoneLoss {
  readonly lost: number;
  readonly left: number;
  /** ρ on the servers left; null when none is left. */
  readonly utilisation: number | null;
  /**
   * `overloaded`: the servers left cannot keep up (ρ ≥ 1); `slow`: they keep up, but the
   * waiting-time target no longer holds for 99%; `holds`: it still does; `nothing-left`: the
   * only zone was lost.
   */
  readonly verdict: 'holds' | 'slow' | 'overloaded' | 'nothing-left';
}

/** The queue after losing the largest of `azs` zones; the same load on the servers left. */
export function afterZoneLoss(
  servers: number,
  azs: number,
  target: number,
  answerWith: (servers: number) => Answer,
): ZoneLoss {
  const { lost, left } = zoneLoss(servers, azs);
  if (left === 0) return { lost, left, utilisation: null, verdict: 'nothing-left' };
  const after = answerWith(left);
  if (after.kind === 'overload') {
    return { lost, left, utilisation: after.utilisation, verdict: 'overloaded' };
  }
  const holds = 1 - after.waitExceeds(target) >= TARGET_SHARE;
  return { lost, left, utilisation: after.utilisation, verdict: holds ? 'holds' : 'slow' };
}

/** The fewest servers meeting the target for 99% of requests, in an open loop. */
export const openServersNeeded = (q: Omit<OpenQueue, 'servers'>, target: number): number =>
  serversNeeded(q, target, TARGET_SHARE);

/** The autoscaler's plan: the pods that survive a zone loss and the utilisation to hold. */
export interface ScalePlan {
  readonly zoneSafe: number;
  readonly targetUtilisation: number;
}

/** The plan for `load` Erlangs when `needed` servers meet the target; null with one zone. */
export function scalePlan(load: number, needed: number, azs: number): ScalePlan | null {
  const zoneSafe = zoneSafeServers(needed, azs);
  if (zoneSafe === null) return null;
  return { zoneSafe, targetUtilisation: hpaTarget(load, zoneSafe) };
}

/**
 * The fewest servers meeting the target for 99% of requests in a closed loop: more servers never
 * make a request wait longer, so a bisection over 1…N (at N servers nobody waits).
 */
export function closedServersNeeded(q: Omit<ClosedQueue, 'servers'>, target: number): number {
  const meets = (servers: number) =>
    1 - closedAnswer({ ...q, servers }, 1).waitExceeds(target) >= TARGET_SHARE;
  let lo = 1;
  let hi = q.users;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (meets(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
