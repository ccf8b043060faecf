/**
 * The metastable simulator (src/core/overload/metastable.ts) against a reference model written
 * here from its doc comments alone, so that a wrong number in the simulator (a comparison, a bin,
 * a counter, a tie order) shows as a difference.
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
import { describe, expect, it } from 'vitest';
import { createMetastableTask } from '@/core/overload/metastable';
import { recoveredAfter } from '@/core/overload/metastable-metrics';
import {
  createPolicyState,
  policyAdmit,
  policyArrive,
  policyRecord,
  policyRetry,
  policySucceed,
} from '@/core/overload/policy';
import { capacityAt, finishTime } from '@/core/overload/server';
import { cellStream, createGapBlock, refillGaps } from '@/core/overload/streams';
import {
  POLICIES,
  TRIGGER_START,
  type MetastableParams,
  type OverloadPolicy,
} from '@/core/overload/types';
import { runToEnd } from '@/core/sim/task';
import { METASTABLE } from './fixtures';

// ---------------------------------------------------------------------------------------------
// The reference model
// ---------------------------------------------------------------------------------------------

/** When one unit of work started at `start` is done: capacity/s, × dip in the trigger. */
function referenceFinish(p: MetastableParams, start: number): number {
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
function referenceRecovered(
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

interface ReferenceResult {
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

function referenceRun(policyName: OverloadPolicy, p: MetastableParams): ReferenceResult {
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
      policyRecord(policy, r.client, t, true);
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
    policyRecord(policy, r.client, t, false);
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

// ---------------------------------------------------------------------------------------------
// The comparison
// ---------------------------------------------------------------------------------------------

/**
 * Small runs, about 1,400 requests per policy: 20 requests/s against 40/s, 12/s in the trigger
 * [10, 20), so the backlog passes the 1-s timeout and the policies part ways (some recover, plain
 * retries stay down, breaker_all opens).
 */
const SMALL: MetastableParams = {
  ...METASTABLE,
  rate: 20,
  capacity: 40,
  timeout: 1,
  dip: 0.3,
  trigger: 10,
  horizon: 70,
  attempts: 3,
  clients: 2,
  minPerSecond: 1,
  seed: 1,
};

/** Runs the simulator (every policy) and the reference, and compares every output exactly. */
function compare(p: MetastableParams, chunk?: number): Map<OverloadPolicy, ReferenceResult> {
  const sim = runToEnd(createMetastableTask(p), chunk);
  const refs = new Map<OverloadPolicy, ReferenceResult>();
  expect(sim.policies.map((r) => r.policy)).toEqual([...POLICIES]);
  for (const policy of POLICIES) {
    const ref = referenceRun(policy, p);
    refs.set(policy, ref);
    const got = sim.policies.find((r) => r.policy === policy)!;
    const where = `${policy}, seed ${p.seed}`;
    expect(
      {
        requests: got.requests,
        attempts: got.attempts,
        answered: got.answered,
        rejected: got.rejected,
      },
      where,
    ).toEqual({
      requests: ref.requests,
      attempts: ref.attempts,
      answered: ref.answered,
      rejected: ref.rejected,
    });
    expect(Array.from(got.offered), `${where}: offered`).toEqual(ref.offered);
    expect(Array.from(got.goodput), `${where}: goodput`).toEqual(ref.goodput);
    expect(got.queueWait.length, where).toBe(ref.queueWait.length);
    // The finish times are integrated in another order, so waits may differ in the last bits.
    ref.queueWait.forEach((w, s) =>
      expect(got.queueWait[s], `${where}: wait ${s}`).toBeCloseTo(w, 12),
    );
    expect(got.recovered, `${where}: recovered`).toBe(ref.recovered);
    expect(got.amplification, `${where}: amplification`).toBe(ref.amplification);
    expect(got.goodputShare, `${where}: goodputShare`).toBe(ref.goodputShare);
  }
  return refs;
}

/** Over every policy: the sum of one of the reference's `seen` counters. */
const total = (refs: Map<OverloadPolicy, ReferenceResult>, key: keyof ReferenceResult['seen']) =>
  [...refs.values()].reduce((n, r) => n + r.seen[key], 0);

describe('metastable simulator against the reference model, every policy', () => {
  it('a dip to 30%, no shedding, 3 attempts (wasted work, retries, a request in service at the trigger)', () => {
    const refs = compare(SMALL);
    expect(total(refs, 'wasted')).toBeGreaterThan(0);
    expect(total(refs, 'retries')).toBeGreaterThan(0);
    expect(total(refs, 'spanningTriggerStart')).toBeGreaterThan(0);
    expect(total(refs, 'spanningTriggerEnd')).toBeGreaterThan(0);
    // Something recovers and something does not, and breaker_all rejects.
    const recovered = [...refs.values()].map((r) => r.recovered);
    expect(recovered.some((r) => r === null)).toBe(true);
    expect(recovered.some((r) => r !== null)).toBe(true);
    expect(refs.get('breaker_all')!.rejected).toBeGreaterThan(0);
  });

  it('shedding with a dip to 0 (the server stalls through the trigger), in small steps', () => {
    const refs = compare({ ...SMALL, shed: true, dip: 0, trigger: 5, seed: 2 }, 997);
    expect(total(refs, 'shedSkipped')).toBeGreaterThan(0);
    expect(total(refs, 'spanningTriggerStart')).toBeGreaterThan(0);
  });

  it('one attempt only, one client', () => {
    const refs = compare({ ...SMALL, attempts: 1, clients: 1, horizon: 60, seed: 3 });
    expect(total(refs, 'retries')).toBe(0);
    expect(total(refs, 'wasted')).toBeGreaterThan(0);
  });

  it('a horizon and a trigger end mid-second, shedding', () => {
    const refs = compare({ ...SMALL, shed: true, trigger: 7.5, horizon: 55.5, seed: 4 });
    expect(total(refs, 'shedSkipped')).toBeGreaterThan(0);
    // Recovered from the first whole second after 17.5: 18 − 17.5.
    expect(refs.get('none')!.recovered).toBe(0.5);
    expect(total(refs, 'spanningTriggerEnd')).toBeGreaterThan(0);
  });

  it('answers exactly at the timeout: a timeout of one service time (1/10 s)', () => {
    // A request served at once finishes at sent + 1/10, its timeout at sent + 0.1: the same number.
    const refs = compare({
      ...SMALL,
      rate: 6,
      capacity: 10,
      dip: 0.5,
      timeout: 0.1,
      base: 0.02,
      cap: 0.5,
      horizon: 50,
      seed: 5,
    });
    expect(total(refs, 'answeredAtTimeout')).toBeGreaterThan(0);
  });

  it('no shedding, a short deep dip, three clients, three more seeds', () => {
    for (const seed of [6, 7, 8]) {
      compare({ ...SMALL, trigger: 6, dip: 0.25, horizon: 50, clients: 3, seed });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Fixed cases worked by hand
// ---------------------------------------------------------------------------------------------

describe('fixed cases by hand: the server and recoveredAfter', () => {
  // 4 requests/s: one request is 0.25 s of work; the trigger runs [10, 12) at half speed (2/s).
  // Every number below is a sum of powers of two, so the results are exact.
  const p = { capacity: 4, dip: 0.5, trigger: 2 };

  it('capacityAt: dipped on [10, 10 + trigger), full outside and with no trigger', () => {
    expect(capacityAt(p, 9.999)).toBe(4);
    expect(capacityAt(p, 10)).toBe(2); // the start belongs to the trigger
    expect(capacityAt(p, 11.999)).toBe(2);
    expect(capacityAt(p, 12)).toBe(4); // the end does not
    expect(capacityAt({ ...p, trigger: 0 }, 10)).toBe(4); // an empty trigger dips nothing
    expect(capacityAt({ ...p, dip: 0 }, 11)).toBe(0);
  });

  it('finishTime: the work done on each side of the trigger’s edges', () => {
    // Before the trigger: 0.25 s. Ending exactly at 10 is all at full speed.
    expect(finishTime(p, 5)).toBe(5.25);
    expect(finishTime(p, 9.75)).toBe(10);
    // Start 9.875: 0.125 s × 4 = half the work before 10, the other half at 2/s: 0.25 s more.
    expect(finishTime(p, 9.875)).toBe(10.25);
    // Start at 10: all at 2/s, 0.5 s.
    expect(finishTime(p, 10)).toBe(10.5);
    // Start 11.875: 0.125 s × 2 = a quarter before 12, three quarters at 4/s: 0.1875 s more.
    expect(finishTime(p, 11.875)).toBe(12.1875);
    // Start at the trigger's end: full speed again.
    expect(finishTime(p, 12)).toBe(12.25);
    // Dip 0: half the work before 10, nothing until 12, the other half in 0.125 s.
    expect(finishTime({ ...p, dip: 0 }, 9.875)).toBe(12.125);
    // Dip 0, started inside the trigger: waits for 12, then 0.25 s.
    expect(finishTime({ ...p, dip: 0 }, 11)).toBe(12.25);
    // A trigger shorter than the service: half before 10, a quarter in [10, 10.125) at 2/s, the
    // last quarter at 4/s after 10.125: 0.0625 s.
    expect(finishTime({ ...p, trigger: 0.125 }, 9.875)).toBe(10.1875);
    // No trigger: no slowdown across 10.
    expect(finishTime({ ...p, trigger: 0 }, 9.875)).toBe(10.125);
    // The reference integrates to the same numbers.
    const full = { ...SMALL, ...p };
    for (const start of [5, 9.75, 9.875, 10, 11.875, 12]) {
      expect(referenceFinish(full, start)).toBe(finishTime(p, start));
    }
    expect(referenceFinish({ ...full, dip: 0 }, 9.875)).toBe(12.125);
  });

  const flat = (n: number, v: number) => new Array<number>(n).fill(v);
  const withSecond = (n: number, v: number, s: number, at: number) => {
    const a = flat(n, v);
    a[s] = at;
    return a;
  };

  it('recoveredAfter: τ from the trigger’s end, 30 s of good windows that must fit', () => {
    // Goodput equals traffic everywhere: the first candidate τ = 20 holds, 20 − 20 = 0.
    const all = flat(120, 20);
    expect(recoveredAfter(all, 20, 20, 120)).toBe(0);
    // The trigger ends at 20.5: the first whole second is 21, and 21 − 20.5 = 0.5.
    expect(recoveredAfter(all, 20, 20.5, 120)).toBe(0.5);
    // τ = 20 needs seconds 20 … 49: horizon 50 has them, 49.99 has only 49 full seconds (null).
    expect(recoveredAfter(all, 20, 20, 50)).toBe(0);
    expect(recoveredAfter(all, 20, 20, 49.99)).toBeNull();
    // The series itself is shorter than the horizon: only its 49 seconds count.
    expect(recoveredAfter(flat(49, 20), 20, 20, 120)).toBeNull();
    // Nothing answered until 40, then everything: τ = 40, recovered 20 s after the end.
    const late = Array.from({ length: 120 }, (_, s) => (s < 40 ? 0 : 20));
    expect(recoveredAfter(late, 20, 20, 120)).toBe(20);
  });

  it('recoveredAfter: a bad second spoils the windows that cover it, within [τ, τ + 30) only', () => {
    // Second 49 at 0 makes the windows from 45 … 49 bad; τ = 20 covers windows 20 … 45, so it
    // fails, and so does every τ up to 49; τ = 50 is the first that holds: 50 − 20 = 30.
    expect(recoveredAfter(withSecond(120, 20, 49, 0), 20, 20, 120)).toBe(30);
    // Second 50 at 0: its windows start at 46 … 50, beyond τ = 20's last window (45): 0.
    expect(recoveredAfter(withSecond(120, 20, 50, 0), 20, 20, 120)).toBe(0);
  });

  it('recoveredAfter: 95% of a window exactly is good, one answer less is not', () => {
    // Traffic 20/s: a window expects 100; one second at 15 makes 95 = 95% (good), at 14 94 (bad).
    expect(recoveredAfter(withSecond(120, 20, 40, 15), 20, 20, 120)).toBe(0);
    // At 14, windows 36 … 40 fail: τ must start after 40 (41 − 20 = 21) or end before 36.
    expect(recoveredAfter(withSecond(120, 20, 40, 14), 20, 20, 120)).toBe(21);
    // The same with the traffic given per second.
    const traffic = flat(120, 20);
    expect(recoveredAfter(withSecond(120, 20, 40, 15), traffic, 20, 120)).toBe(0);
    expect(recoveredAfter(withSecond(120, 20, 40, 14), traffic, 20, 120)).toBe(21);
  });

  it('recoveredAfter: traffic per second is what arrived, a number is a fixed rate', () => {
    // 10 arrived and 10 answered each second: against 20/s that is 50% (never), as arrived 100%.
    const half = flat(120, 10);
    expect(recoveredAfter(half, 20, 20, 120)).toBeNull();
    expect(recoveredAfter(half, half, 20, 120)).toBe(0);
    // A second with no arrivals and no answers is no dip against what arrived, but is against
    // the rate: 4 × 20 = 80 of 100 in windows 36 … 40, so τ = 41 (21).
    const gap = withSecond(120, 20, 40, 0);
    expect(recoveredAfter(gap, gap, 20, 120)).toBe(0);
    expect(recoveredAfter(gap, 20, 20, 120)).toBe(21);
    // Traffic missing past the end of its array counts as none arrived: any goodput is enough.
    expect(recoveredAfter(flat(120, 0), flat(10, 20), 20, 120)).toBe(0);
  });

  it('recoveredAfter agrees with the brute-force reference on irregular series', () => {
    // A deterministic, irregular series (no random stream needed): dips of various depths. The
    // traffic's period (6) is no divisor of the 5 s window, so its windows differ from a fixed rate.
    const traffic = Array.from({ length: 90 }, (_, s) => 18 + ((s * 7) % 6));
    const deep = [15, 31, 44];
    const goodput = traffic.map((v, s) => (deep.includes(s) ? v - 6 : s % 7 === 0 ? v - 1 : v));
    for (const end of [10, 12.5, 20, 33, 59]) {
      for (const horizon of [89.5, 90, 70]) {
        expect(recoveredAfter(goodput, traffic, end, horizon)).toBe(
          referenceRecovered(goodput, traffic, end, horizon),
        );
        expect(recoveredAfter(goodput, 20, end, horizon)).toBe(
          referenceRecovered(goodput, 20, end, horizon),
        );
      }
    }
  });
});
