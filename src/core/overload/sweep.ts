import type { Rng } from '../random/prng';
import { sequentialCells, type SimTask } from '../sim/task';
import {
  createPolicyState,
  policyAdmit,
  policyArrive,
  policyRecord,
  policyRetry,
  policySucceed,
} from './policy';
import { cellStream, createGapBlock, jitterWindows, refillGaps } from './streams';
import { TimerHeap } from './timer-heap';
import {
  POLICIES,
  type OverloadPolicy,
  type SweepParams,
  type SweepPoint,
  type SweepPolicyResult,
  type SweepResult,
} from './types';

/**
 * Mode `sweep`: each attempt fails independently with probability f, answers take no time, and a
 * failed attempt is retried (if the policy allows) after full-jitter backoff. Logical requests
 * arrive as a Poisson process at `rate` for `duration` seconds, each at a uniformly random client
 * instance; by Poisson thinning each instance then sees its own Poisson process at rate/clients,
 * independent of the others, and since instances share nothing here (the failures do not depend
 * on load) each is simulated in turn, in time, on the cell's stream. Requests that arrived before
 * `duration` are followed to the end, retries after `duration` included.
 */

/** f = 0, 0.05, …, 1. */
export const SWEEP_POINTS = 21;
export const sweepRatio = (index: number): number => index / (SWEEP_POINTS - 1);
/** The f index of the chosen ratio when it is not on the grid. */
export const CHOSEN_INDEX = SWEEP_POINTS;

/** The grid index of f, or null when f is not one of 0, 0.05, …, 1. */
export function gridIndexOf(f: number): number | null {
  const x = f * (SWEEP_POINTS - 1);
  const i = Math.round(x);
  return Math.abs(x - i) < 1e-9 ? i : null;
}

/** One (policy, f) cell: its own stream, hash(seed, sweep, policy, fIndex). */
export interface SweepCellJob {
  readonly policy: OverloadPolicy;
  /** 0…20 on the grid; CHOSEN_INDEX (21) for params.f when it is off the grid. */
  readonly fIndex: number;
  readonly f: number;
  readonly params: SweepParams;
}

export interface SweepCell extends SweepPoint {
  readonly policy: OverloadPolicy;
  readonly fIndex: number;
  /** Attempts sent and logical requests that succeeded, in all. */
  readonly attempts: number;
  readonly successes: number;
}

/** Every cell of a sweep, policy by policy: the 21 ratios, then params.f if it is off the grid. */
export function sweepCells(p: SweepParams): SweepCellJob[] {
  const chosen = gridIndexOf(p.f);
  return POLICIES.flatMap((policy) => {
    const cells: SweepCellJob[] = Array.from({ length: SWEEP_POINTS }, (_, i) => ({
      policy,
      fIndex: i,
      f: sweepRatio(i),
      params: p,
    }));
    if (chosen === null) cells.push({ policy, fIndex: CHOSEN_INDEX, f: p.f, params: p });
    return cells;
  });
}

/** Work units of a cell: one per client per simulated second. */
export const sweepCellUnits = (p: SweepParams): number => p.clients * Math.ceil(p.duration);

/** One cell as a task, one unit per client-second; the same numbers whatever the step sizes. */
export function createSweepCellTask(job: SweepCellJob): SimTask<null, SweepCell> {
  const p = job.params;
  const f = job.f;
  const m = p.attempts;
  const rng: Rng = cellStream(p.seed, 'sweep', job.policy, job.fIndex);
  const policy = createPolicyState(job.policy, p.clients, p);
  const lambda = p.rate / p.clients;
  const seconds = Math.ceil(p.duration);
  const total = p.clients * seconds;
  const heap = new TimerHeap();
  const windows = jitterWindows(p, m);
  const gaps = createGapBlock();
  // The next arrival lives in a typed array: a double in a closure slot would be re-boxed (a heap
  // allocation) at every write, once per request.
  const clock = new Float64Array(1);
  let client = 0;
  let second = 0;
  let requests = 0;
  let attempts = 0;
  let successes = 0;

  /**
   * Runs client c's events before `limit` (arrivals only before `duration`): the next retry or
   * arrival, then its attempt, in one loop (no call per attempt, so no boxed time).
   */
  const runUntil = (c: number, limit: number) => {
    for (;;) {
      const tr = heap.peekTime();
      const nextArrival = clock[0]!;
      let t: number;
      let made: number; // attempts this request has sent
      let cost: number; // what its last retry took from the AWS quota
      if (tr <= nextArrival) {
        if (!(tr < limit)) return;
        const payload = heap.peekPayload();
        heap.pop();
        t = tr;
        made = payload & 15;
        cost = payload >> 4;
      } else {
        if (!(nextArrival < limit)) return;
        t = nextArrival;
        refillGaps(gaps, rng);
        const next = t + gaps.values[gaps.at++]! / lambda;
        clock[0] = next < p.duration ? next : Infinity;
        requests += 1;
        policyArrive(policy, c, t);
        made = 0;
        cost = 0;
      }
      if (!policyAdmit(policy, c, t)) continue; // rejected locally: fails, loads nothing
      attempts += 1;
      const sent = made + 1;
      const ok = rng.next() >= f;
      policyRecord(policy, c, t, ok, false);
      if (ok) {
        successes += 1;
        policySucceed(policy, c, cost);
        continue;
      }
      if (sent >= m) continue;
      const took = policyRetry(policy, c, t, false);
      if (took < 0) continue;
      heap.push(t + rng.next() * windows[sent]!, sent + 16 * took); // full jitter
    }
  };

  const startClient = () => {
    heap.clear();
    refillGaps(gaps, rng);
    const first = gaps.values[gaps.at++]! / lambda;
    clock[0] = first < p.duration ? first : Infinity;
  };
  if (total > 0) startClient();

  return {
    total,
    done: () => client * seconds + second,
    step(units) {
      let budget = units;
      while (budget > 0 && client < p.clients) {
        // As many of this client's seconds as the budget allows, in one pass: a client with
        // little traffic costs one call, not one per second.
        const to = Math.min(seconds, second + budget);
        budget -= to - second;
        second = to;
        if (second < seconds) {
          runUntil(client, second);
        } else {
          // The last second, then the retries still waiting after `duration`.
          runUntil(client, Infinity);
          client += 1;
          second = 0;
          if (client < p.clients) startClient();
        }
      }
      return client >= p.clients;
    },
    partial: () => null,
    result: () => ({
      policy: job.policy,
      fIndex: job.fIndex,
      f,
      requests,
      attempts,
      successes,
      load: requests > 0 ? attempts / requests : 0,
      success: requests > 0 ? successes / requests : 0,
    }),
  };
}

const pointOf = (c: SweepCell): SweepPoint => ({
  f: c.f,
  load: c.load,
  success: c.success,
  requests: c.requests,
});

/** Puts finished cells (any order) together as the sweep's result. */
export function assembleSweep(params: SweepParams, cells: readonly SweepCell[]): SweepResult {
  const chosenIndex = gridIndexOf(params.f) ?? CHOSEN_INDEX;
  const policies: SweepPolicyResult[] = POLICIES.map((policy) => {
    const own = cells.filter((c) => c.policy === policy);
    const points = own
      .filter((c) => c.fIndex < SWEEP_POINTS)
      .sort((a, b) => a.fIndex - b.fIndex)
      .map(pointOf);
    const chosen = own.find((c) => c.fIndex === chosenIndex);
    if (points.length !== SWEEP_POINTS || !chosen) {
      throw new Error(`The sweep is missing cells of policy ${policy}.`);
    }
    return { policy, points, chosen: { ...pointOf(chosen), f: params.f } };
  });
  return { params, policies };
}

/** The whole sweep in one thread, cell after cell (CLI, benchmark, main-thread fallback). */
export function createSweepTask(p: SweepParams): SimTask<SweepCell[], SweepResult> {
  return sequentialCells(sweepCells(p), sweepCellUnits(p), createSweepCellTask, (cells) =>
    assembleSweep(p, cells),
  );
}
