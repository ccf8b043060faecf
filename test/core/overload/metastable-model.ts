/**
 * A reference model of the metastable simulator (src/core/overload/metastable.ts), written from its
 * doc comments alone, so that a wrong number in the simulator (a comparison, a bin, a counter, a tie
 * order) shows as a difference (metastable.test.ts runs both on the same inputs).
 *
 * The reference shares nothing with the simulator but its inputs: it keeps its pending events in
 * a plain array and takes the earliest by a linear scan (no TimerHeap), its FIFO queue is an array
 * of attempt objects (no AttemptLog), each request is a plain object, the service time is
 * integrated piece by piece over the capacity curve, and `recovered` is a brute-force loop over τ
 * and the windows, written from the doc comment of `recoveredAfter`. It reuses only the random
 * stream (cellStream, the gap block) and the policies (policy.ts), both tested elsewhere, and it
 * draws the random numbers in the simulator's order: the gap to the next arrival (refilling the
 * block first) and then the client at each arrival, and one uniform when a retry is scheduled.
 */

import {
  createPolicyState,
  policyAdmit,
  policyArrive,
  policyRecord,
  policyRetry,
  policySucceed,
} from '@/core/overload/policy';
import { cellStream, createGapBlock, refillGaps } from '@/core/overload/streams';
import { TRIGGER_START, type MetastableParams, type OverloadPolicy } from '@/core/overload/types';

/** When one unit of work started at `start` is done: capacity/s, × dip in the trigger. */
export function referenceFinish(p: MetastableParams, start: number): number {
  const dipFrom = TRIGGER_START;
  const dipUntil = TRIGGER_START + p.trigger;
  let t = start;
  let work = 1;
  for (;;) {
    // The piece of constant speed that t is in, and where it ends.
    const inDip = t >= dipFrom && t < dipUntil;
    const speed = inDip ? p.capacity * p.dip : p.capacity;
    const pieceEnd = t < dipFrom ? dipFrom : t < dipUntil ? dipUntil : Infinity;
    if (speed > 0) {
      const needed = work / speed;
      if (t + needed <= pieceEnd) return t + needed;
      work -= (pieceEnd - t) * speed;
    }
    t = pieceEnd; // a dip of 0 does no work: the server waits for the trigger's end
  }
}

/** The doc comment of recoveredAfter, checked τ by τ and window by window. */
export function referenceRecovered(
  goodput: ArrayLike<number>,
  traffic: number | ArrayLike<number>,
  triggerEnd: number,
  horizon: number,
): number | null {
  const fullSeconds = Math.min(goodput.length, Math.floor(horizon));
  const arrived = (s: number) => (typeof traffic === 'number' ? traffic : (traffic[s] ?? 0));
  for (let tau = Math.ceil(triggerEnd); tau + 30 <= fullSeconds; tau++) {
    let holds = true;
    for (let u = tau; u + 5 <= tau + 30; u++) {
      let good = 0;
      let expected = 0;
      for (let s = u; s < u + 5; s++) {
        good += goodput[s] ?? 0;
        expected += arrived(s);
      }
      // At least 95%, in integers: exact for counts.
      if (good * 100 < expected * 95) holds = false;
    }
    if (holds) return tau - triggerEnd;
  }
  return null;
}

const COMPLETION = 0;
const TIMEOUT = 1;
const RETRY = 2;
const ARRIVAL = 3;

interface Request {
  client: number;
  sent: number; // attempts sent so far
  awaiting: number; // the attempt the client waits for, 0 for none
  quota: number; // what the last retry took from the AWS quota
  over: boolean;
}

interface Attempt {
  request: Request;
  number: number; // 1 for the first attempt
  sentAt: number;
}

interface PendingEvent {
  time: number;
  kind: number;
  order: number; // creation order: breaks ties within a kind (timeouts in sending order)
  attempt?: Attempt;
  request?: Request;
}

export interface ReferenceResult {
  offered: number[];
  goodput: number[];
  queueWait: number[];
  recovered: number | null;
  amplification: number;
  goodputShare: number;
  requests: number;
  attempts: number;
  answered: number;
  rejected: number;
  /** What the run went through, so that a test can show its case was reached. */
  seen: {
    answeredAtTimeout: number;
    wasted: number;
    shedSkipped: number;
    spanningTriggerStart: number;
    spanningTriggerEnd: number;
    retries: number;
  };
}

export function referenceRun(policyName: OverloadPolicy, p: MetastableParams): ReferenceResult {
  const rng = cellStream(p.seed, 'metastable', policyName);
  const gaps = createGapBlock();
  const policy = createPolicyState(policyName, p.clients, p);
  const triggerEnd = TRIGGER_START + p.trigger;
  const seconds = Math.ceil(p.horizon);
  const zeros = () => new Array<number>(seconds).fill(0);
  const offered = zeros();
  const goodput = zeros();
  const arrivedIn = zeros();
  const waits: number[][] = Array.from({ length: seconds }, () => []);
  const seen = {
    answeredAtTimeout: 0,
    wasted: 0,
    shedSkipped: 0,
    spanningTriggerStart: 0,
    spanningTriggerEnd: 0,
    retries: 0,
  };
  let requests = 0;
  let attempts = 0;
  let answered = 0;
  let rejected = 0;
  let requestsAfterTrigger = 0;
  let attemptsAfterTrigger = 0;
  let lastSpanArrivals = 0;
  let lastSpanAnswers = 0;

  // Pending events, kept sorted: by time, at equal times by kind, then by creation.
  const pending: PendingEvent[] = [];
  let created = 0;
  const before = (a: PendingEvent, b: PendingEvent) =>
    a.time < b.time ||
    (a.time === b.time && (a.kind < b.kind || (a.kind === b.kind && a.order < b.order)));
  const schedule = (e: Omit<PendingEvent, 'order'>) => {
    const event = { ...e, order: created++ };
    let i = pending.length;
    while (i > 0 && before(event, pending[i - 1]!)) i--;
    pending.splice(i, 0, event);
  };
  const queue: Attempt[] = [];
  let inService: Attempt | null = null;

  const nextGap = () => {
    refillGaps(gaps, rng);
    return gaps.values[gaps.at++]! / p.rate;
  };

  const startNext = (t: number) => {
    inService = null;
    while (queue.length > 0) {
      const a = queue.shift()!;
      if (p.shed && t >= a.sentAt + p.timeout) {
        seen.shedSkipped += 1; // its client has timed out: dropped unserved
        continue;
      }
      inService = a;
      waits[Math.floor(t)]!.push(t - a.sentAt);
      const done = referenceFinish(p, t);
      if (t < TRIGGER_START && done > TRIGGER_START) seen.spanningTriggerStart += 1;
      if (t < triggerEnd && done > triggerEnd && t >= TRIGGER_START) seen.spanningTriggerEnd += 1;
      schedule({ time: done, kind: COMPLETION, attempt: a });
      return;
    }
  };

  const send = (r: Request, t: number) => {
    if (!policyAdmit(policy, r.client, t)) {
      r.over = true;
      rejected += 1;
      return;
    }
    r.sent += 1;
    r.awaiting = r.sent;
    const a: Attempt = { request: r, number: r.sent, sentAt: t };
    attempts += 1;
    if (t >= triggerEnd) attemptsAfterTrigger += 1;
    offered[Math.floor(t)]! += 1;
    queue.push(a);
    schedule({ time: t + p.timeout, kind: TIMEOUT, attempt: a });
    if (inService === null) startNext(t);
  };

  const onArrival = (t: number) => {
    const next = t + nextGap();
    if (next < p.horizon) schedule({ time: next, kind: ARRIVAL });
    const r: Request = { client: rng.int(p.clients), sent: 0, awaiting: 0, quota: 0, over: false };
    requests += 1;
    if (t >= triggerEnd) requestsAfterTrigger += 1;
    arrivedIn[Math.floor(t)]! += 1;
    if (t >= p.horizon - 30) lastSpanArrivals += 1;
    policyArrive(policy, r.client, t);
    send(r, t);
  };

  const onCompletion = (t: number, a: Attempt) => {
    const r = a.request;
    const inTime = t <= a.sentAt + p.timeout;
    if (inTime && !r.over && r.awaiting === a.number) {
      if (t === a.sentAt + p.timeout) seen.answeredAtTimeout += 1;
      r.over = true;
      r.awaiting = 0;
      answered += 1;
      goodput[Math.floor(t)]! += 1;
      if (t >= p.horizon - 30) lastSpanAnswers += 1;
      policyRecord(policy, r.client, t, true, false);
      policySucceed(policy, r.client, r.quota);
    } else {
      seen.wasted += 1;
    }
    startNext(t);
  };

  const onTimeout = (t: number, a: Attempt) => {
    const r = a.request;
    if (r.over || r.awaiting !== a.number) return; // answered, or a newer attempt is out
    r.awaiting = 0;
    policyRecord(policy, r.client, t, false, true);
    const mayRetry = a.number < p.attempts;
    const took = mayRetry ? policyRetry(policy, r.client, t, true) : -1;
    if (took < 0) {
      r.over = true;
      return;
    }
    r.quota = took;
    // Full jitter: retry k waits U(0, min(cap, base · 2^k)).
    const wait = rng.next() * Math.min(p.cap, p.base * 2 ** a.number);
    seen.retries += 1;
    schedule({ time: t + wait, kind: RETRY, request: r });
  };

  const first = nextGap();
  if (first < p.horizon) schedule({ time: first, kind: ARRIVAL });

  while (pending.length > 0 && pending[0]!.time < p.horizon) {
    const e = pending.shift()!;
    if (e.kind === COMPLETION) onCompletion(e.time, e.attempt!);
    else if (e.kind === TIMEOUT) onTimeout(e.time, e.attempt!);
    else if (e.kind === RETRY) send(e.request!, e.time);
    else onArrival(e.time);
  }

  return {
    offered,
    goodput,
    queueWait: waits.map((w) => (w.length > 0 ? w.reduce((x, y) => x + y, 0) / w.length : 0)),
    recovered: referenceRecovered(goodput, arrivedIn, triggerEnd, p.horizon),
    amplification: requestsAfterTrigger > 0 ? attemptsAfterTrigger / requestsAfterTrigger : 0,
    goodputShare: lastSpanArrivals > 0 ? lastSpanAnswers / lastSpanArrivals : 0,
    requests,
    attempts,
    answered,
    rejected,
    seen,
  };
}
