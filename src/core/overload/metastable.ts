import { sequentialCells, type SimTask } from '../sim/task';
import { AttemptLog } from './attempt-log';
import { FINAL_SPAN, recoveredAfter } from './metastable-metrics';
import {
  createPolicyState,
  policyAdmit,
  policyArrive,
  policyRecord,
  policyRetry,
  policySucceed,
} from './policy';
import { finishTime } from './server';
import { cellStream, createGapBlock, jitterWindows, refillGaps } from './streams';
import { TimerHeap } from './timer-heap';
import {
  POLICIES,
  TRIGGER_START,
  type MetastableParams,
  type MetastablePolicyResult,
  type MetastableResult,
  type OverloadPolicy,
} from './types';

/**
 * Mode `metastable`: one server with a FIFO queue completes one request per 1/capacity seconds of
 * work (capacity × dip during the trigger, integrated exactly across its edges: `server.ts`).
 * Logical requests arrive as a Poisson process at `rate`, each at a uniformly random client
 * instance. An attempt is sent at once and joins the queue; the client waits `timeout` for it,
 * then counts it failed and may retry after full-jitter backoff. The server still does the work
 * when it reaches a timed-out request (an answer after the timeout is wasted), unless `shed`: then
 * it drops, at no cost, the queued requests whose client has already timed out when their turn
 * comes. The server itself never fails: a failed attempt is a timeout. An answer exactly at the
 * timeout is in time.
 */

/** One policy's run: its own stream, hash(seed, metastable, policy). */
export interface MetastableCellJob {
  readonly policy: OverloadPolicy;
  readonly params: MetastableParams;
}

/** Work units of a cell: simulated milliseconds. */
export const metastableCellUnits = (p: MetastableParams): number => Math.ceil(p.horizon * 1000);

/** Grows a typed array to at least `n` entries, keeping its contents. */
function grown<T extends Int32Array | Uint8Array>(a: T, n: number, make: (size: number) => T): T {
  if (n <= a.length) return a;
  const b = make(Math.max(n, a.length * 2));
  b.set(a);
  return b;
}

/** One policy's run as a task, one unit per simulated millisecond. */
export function createMetastableCellTask(
  job: MetastableCellJob,
): SimTask<null, MetastablePolicyResult> {
  const p = job.params;
  const m = p.attempts;
  const timeout = p.timeout;
  const horizon = p.horizon;
  const triggerEnd = TRIGGER_START + p.trigger;
  const finalFrom = horizon - FINAL_SPAN;
  const rng = cellStream(p.seed, 'metastable', job.policy);
  const policy = createPolicyState(job.policy, p.clients, p);
  const bins = Math.ceil(horizon);
  const offered = new Float64Array(bins);
  const goodput = new Float64Array(bins);
  /** Logical requests arriving in each second: the traffic `recovered` compares goodput with. */
  const arrivals = new Float64Array(bins);
  const waitSum = new Float64Array(bins);
  const waitCount = new Float64Array(bins);
  const total = metastableCellUnits(p);

  // Per logical request: its client, attempts sent, the attempt awaited (0: none), what its last
  // retry took from the AWS quota, and whether it is over (answered, rejected or out of attempts).
  const initial = Math.max(1024, Math.ceil(p.rate * Math.min(horizon, 10)));
  let client = new Int32Array(initial);
  let made = new Uint8Array(initial);
  let awaited = new Uint8Array(initial);
  let cost = new Uint8Array(initial);
  let over = new Uint8Array(initial);

  const windows = jitterWindows(p, m);
  const gaps = createGapBlock();
  const log = new AttemptLog();
  const retries = new TimerHeap();
  let serverAt = 0; // next log entry the server takes
  let timeoutAt = 0; // next log entry whose timeout fires
  let busy = false;
  let busyUntil = Infinity;
  let servingReq = 0;
  let servingAtt = 0;
  let servingSent = 0;

  let requests = 0;
  let attempts = 0;
  let rejected = 0;
  let answered = 0;
  let requestsAfter = 0;
  let attemptsAfter = 0;
  let finalGoodput = 0;
  let finalArrivals = 0;
  refillGaps(gaps, rng);
  let nextArrival = gaps.values[gaps.at++]! / p.rate;
  if (nextArrival >= horizon) nextArrival = Infinity;
  let done = 0;

  const startService = (t: number) => {
    while (serverAt < log.tail) {
      const n = serverAt++;
      const sent = log.sent(n);
      if (p.shed && t >= sent + timeout) continue; // dropped unserved: costs nothing
      servingReq = log.req(n);
      servingAtt = log.att(n);
      servingSent = sent;
      const second = Math.floor(t);
      waitSum[second] = waitSum[second]! + (t - sent);
      waitCount[second] = waitCount[second]! + 1;
      busy = true;
      busyUntil = finishTime(p, t);
      log.release(Math.min(serverAt, timeoutAt));
      return;
    }
    busy = false;
    busyUntil = Infinity;
    log.release(Math.min(serverAt, timeoutAt));
  };

  const send = (r: number, t: number) => {
    const c = client[r]!;
    if (!policyAdmit(policy, c, t)) {
      over[r] = 1;
      rejected += 1;
      return;
    }
    const k = made[r]! + 1;
    made[r] = k;
    awaited[r] = k;
    log.push(r, k, t);
    attempts += 1;
    if (t >= triggerEnd) attemptsAfter += 1;
    const second = Math.floor(t);
    offered[second] = offered[second]! + 1;
    if (!busy) startService(t);
  };

  const arrive = (t: number) => {
    const r = requests++;
    if (r >= client.length) {
      const n = r + 1;
      client = grown(client, n, (s) => new Int32Array(s));
      made = grown(made, n, (s) => new Uint8Array(s));
      awaited = grown(awaited, n, (s) => new Uint8Array(s));
      cost = grown(cost, n, (s) => new Uint8Array(s));
      over = grown(over, n, (s) => new Uint8Array(s));
    }
    const c = rng.int(p.clients);
    client[r] = c;
    if (t >= triggerEnd) requestsAfter += 1;
    const second = Math.floor(t);
    if (second < bins) arrivals[second] = arrivals[second]! + 1;
    if (t >= finalFrom) finalArrivals += 1;
    policyArrive(policy, c, t);
    send(r, t);
  };

  const complete = (t: number) => {
    const r = servingReq;
    if (over[r] === 0 && awaited[r] === servingAtt && t <= servingSent + timeout) {
      over[r] = 1;
      awaited[r] = 0;
      answered += 1;
      const second = Math.floor(t);
      goodput[second] = goodput[second]! + 1;
      if (t >= finalFrom) finalGoodput += 1;
      const c = client[r]!;
      policyRecord(policy, c, t, true, false);
      policySucceed(policy, c, cost[r]!);
    }
    startService(t);
  };

  const expire = (t: number) => {
    const n = timeoutAt++;
    const r = log.req(n);
    const k = log.att(n);
    log.release(Math.min(serverAt, timeoutAt));
    if (over[r] !== 0 || awaited[r] !== k) return; // answered in time, or an older attempt
    awaited[r] = 0;
    const c = client[r]!;
    policyRecord(policy, c, t, false, true);
    if (k < m) {
      const took = policyRetry(policy, c, t, true);
      if (took >= 0) {
        cost[r] = took;
        retries.push(t + rng.next() * windows[k]!, r); // full jitter
        return;
      }
    }
    over[r] = 1;
  };

  /** Every event before `limit`; at equal times: completion, timeout, retry, arrival. */
  const runUntil = (limit: number) => {
    for (;;) {
      let t = busyUntil;
      let kind = 0;
      const tt = timeoutAt < log.tail ? log.sent(timeoutAt) + timeout : Infinity;
      if (tt < t) {
        t = tt;
        kind = 1;
      }
      const tr = retries.peekTime();
      if (tr < t) {
        t = tr;
        kind = 2;
      }
      if (nextArrival < t) {
        t = nextArrival;
        kind = 3;
      }
      if (!(t < limit)) return;
      if (kind === 0) complete(t);
      else if (kind === 1) expire(t);
      else if (kind === 2) {
        const r = retries.peekPayload();
        retries.pop();
        send(r, t);
      } else {
        refillGaps(gaps, rng);
        const next = t + gaps.values[gaps.at++]! / p.rate;
        nextArrival = next < horizon ? next : Infinity;
        arrive(t);
      }
    }
  };

  return {
    total,
    done: () => done,
    step(units) {
      done = Math.min(total, done + units);
      runUntil(done >= total ? horizon : Math.min(horizon, done / 1000));
      return done >= total;
    },
    partial: () => null,
    result: () => {
      const queueWait = new Float64Array(bins);
      // A second in which the server started nothing (an open breaker) waited nothing: 0, never 0/0.
      for (let s = 0; s < bins; s++) {
        const count = waitCount[s]!;
        queueWait[s] = count > 0 ? waitSum[s]! / count : 0;
      }
      return {
        policy: job.policy,
        offered,
        goodput,
        queueWait,
        recovered: recoveredAfter(goodput, arrivals, triggerEnd, horizon),
        amplification: requestsAfter > 0 ? attemptsAfter / requestsAfter : 0,
        // Against the requests that arrived in the span (the rate as realised), as `recovered`
        // is: 30 × rate would read a Poisson surplus as goodput over 100%.
        goodputShare: finalArrivals > 0 ? finalGoodput / finalArrivals : 0,
        requests,
        attempts,
        answered,
        rejected,
      };
    },
  };
}

/** One cell per policy, in POLICIES order. */
export function metastableCells(p: MetastableParams): MetastableCellJob[] {
  return POLICIES.map((policy) => ({ policy, params: p }));
}

/** Puts finished cells (any order) together as the run's result. */
export function assembleMetastable(
  params: MetastableParams,
  cells: readonly MetastablePolicyResult[],
): MetastableResult {
  const policies = POLICIES.map((policy) => {
    const cell = cells.find((c) => c.policy === policy);
    if (!cell) throw new Error(`The metastable run is missing policy ${policy}.`);
    return cell;
  });
  return { params, policies };
}

/** Every policy in one thread, one after another (CLI, benchmark, main-thread fallback). */
export function createMetastableTask(
  p: MetastableParams,
): SimTask<MetastablePolicyResult[], MetastableResult> {
  return sequentialCells(
    metastableCells(p),
    metastableCellUnits(p),
    createMetastableCellTask,
    (cells) => assembleMetastable(p, cells),
  );
}
