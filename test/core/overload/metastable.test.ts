import { describe, expect, it } from 'vitest';
import {
  assembleMetastable,
  createMetastableCellTask,
  createMetastableTask,
  metastableCellUnits,
  metastableCells,
} from '@/core/overload/metastable';
import { POLICIES, type MetastableParams, type OverloadPolicy } from '@/core/overload/types';
import { runToEnd } from '@/core/sim/task';
import { METASTABLE, runMetastable as run, SMALL } from './helpers';
import { referenceRun, type ReferenceResult } from './metastable-model';

const sum = (a: Float64Array) => a.reduce((x, y) => x + y, 0);

describe('metastable: the defaults show the metastable failure', () => {
  it('recovers without retries: the backlog drains once the trigger is over', () => {
    // By hand: 300 requests/s pile up for 10 s (800 in, 500 out); after it 200/s drain, and
    // answers are in time again once under 1 s of work (1000) is queued: (3000 − 1000)/200 = 10 s.
    const r = run('none');
    expect(r.recovered).not.toBeNull();
    expect(r.recovered!).toBeGreaterThanOrEqual(7);
    expect(r.recovered!).toBeLessThanOrEqual(13);
    expect(r.amplification).toBe(1);
    expect(r.goodputShare).toBeGreaterThan(0.97);
  });

  it('a healthy end answers its arrivals: goodput is 1 within the in-flight edge, never a Poisson 101%', () => {
    // Without retries the last 30 s are far past recovery: every arrival is answered about 1 ms
    // later, so the share is 1 less those still in flight at the horizon (≈ 800/s × 1 ms of 24,000)
    // plus those that arrived just before the span (the same few). Dividing by 30 × rate instead
    // gave 1.009 on seed 1, where Poisson brought about 24,220 requests instead of 24,000.
    for (const seed of [1, 2, 3, 4, 5]) {
      const share = run('none', { seed }).goodputShare;
      expect(Math.abs(share - 1)).toBeLessThan(0.001);
    }
  });

  it('stays down with plain retries after the trigger has ended', () => {
    // Every attempt times out, so each request sends 3: 2400/s offered against 1000/s served.
    const r = run('retries');
    expect(r.recovered).toBeNull();
    expect(r.amplification).toBeGreaterThan(2.95);
    expect(r.goodputShare).toBeLessThan(0.01);
    const after = r.offered.slice(30, 120);
    expect(Math.min(...after)).toBeGreaterThan(2000);
    // The queue only grows: waits far beyond the timeout.
    expect(r.queueWait[119]!).toBeGreaterThan(60);
  });

  it('budgets: gRPC, AWS and the retry breaker recover; Finagle’s reserve across 100 clients does not', () => {
    const grpc = run('grpc');
    const aws = run('aws');
    const legacy = run('aws_legacy');
    const breaker = run('breaker');
    for (const r of [grpc, aws, legacy, breaker]) {
      expect(r.recovered).not.toBeNull();
      expect(r.amplification).toBeLessThan(1.01);
      expect(r.goodputShare).toBeGreaterThan(0.97);
    }
    // gRPC as its exported config retries: a timeout is the call's deadline (DEADLINE_EXCEEDED,
    // not in retryableStatusCodes), never retried. So not one retry, and `none`'s recovery:
    // (3000 − 1000)/200 = 10 s.
    expect(grpc.attempts).toBe(grpc.requests);
    expect(grpc.recovered!).toBeGreaterThanOrEqual(7);
    expect(grpc.recovered!).toBeLessThanOrEqual(13);
    // AWS 2026 lets each client spend its 500 at 14 per timeout: ⌊500/14⌋ = 35 retries (490), no
    // first try answered in time meanwhile to refill it, so 100 × 35 = 3500 retries in all and
    // 3500 more requests in the backlog: (3000 + 3500 − 1000)/200 = 27.5 s.
    expect(aws.attempts - aws.requests).toBe(3500);
    expect(aws.recovered!).toBeGreaterThan(24);
    expect(aws.recovered!).toBeLessThan(31);
    // Before 2026, 10 per timeout: 50 retries per client, 5000 in all, (3000 + 5000 − 1000)/200 = 35 s.
    expect(legacy.attempts - legacy.requests).toBe(5000);
    expect(legacy.recovered!).toBeGreaterThan(30);
    expect(legacy.recovered!).toBeLessThan(40);
    // Finagle's reserve is 10 retries/s per client: 1000/s over 100 clients, more than the
    // 200/s of spare capacity, so the storm holds.
    const finagle = run('finagle');
    expect(finagle.recovered).toBeNull();
    expect(finagle.goodputShare).toBeLessThan(0.05);
    // With one client, its reserve is 10/s and its budget 0.2 × 800 + 10 = 170 retries/s.
    expect(run('finagle', { clients: 1 }).amplification).toBeLessThan(1.25);
  });

  it('breaker_all: opens on the timeouts and rejects everything for its 60 s, then recovers', () => {
    const r = run('breaker_all');
    expect(r.rejected).toBeGreaterThan(40_000);
    expect(r.recovered).not.toBeNull();
    expect(r.recovered!).toBeGreaterThan(50);
    expect(r.recovered!).toBeLessThan(62);
    expect(Math.max(...r.offered.slice(20, 70))).toBe(0);
  });

  it('shed: without retries and with every budget, recovery is immediate; plain retries stay down', () => {
    for (const policy of ['none', 'grpc', 'aws', 'aws_legacy', 'finagle', 'breaker'] as const) {
      const r = run(policy, { shed: true });
      expect(r.recovered).not.toBeNull();
      expect(r.recovered!).toBeLessThanOrEqual(2);
    }
    // FIFO under overload serves the oldest requests, which are within a service time of their
    // deadline: most answers still come too late, so the retries keep coming.
    const retries = run('retries', { shed: true });
    expect(retries.recovered).toBeNull();
    expect(retries.goodputShare).toBeGreaterThan(0.05);
    expect(retries.goodputShare).toBeLessThan(0.5);
  });

  it('without a dip every policy behaves alike: no timeouts, no retries', () => {
    for (const policy of POLICIES) {
      const r = run(policy, { dip: 1 });
      expect(r.recovered).toBe(0);
      expect(r.amplification).toBe(1);
      expect(r.goodputShare).toBeGreaterThan(0.95);
    }
  });
});

describe('metastable: accounting and determinism', () => {
  const small: MetastableParams = { ...METASTABLE, rate: 300, capacity: 400, horizon: 40 };

  it('adds up: offered = attempts, goodput = answered ≤ requests, rejections only with breaker_all', () => {
    for (const policy of POLICIES) {
      for (const shed of [false, true]) {
        const r = run(policy, { ...small, shed });
        expect(sum(r.offered)).toBe(r.attempts);
        expect(sum(r.goodput)).toBe(r.answered);
        expect(r.answered).toBeLessThanOrEqual(r.requests);
        expect(r.attempts + r.rejected).toBeGreaterThanOrEqual(r.requests);
        if (policy !== 'breaker_all') expect(r.rejected).toBe(0);
        // Every second has a number, 0 when nothing started (never 0/0 on screen).
        for (const series of [r.offered, r.goodput, r.queueWait]) {
          series.forEach((v) => {
            expect(Number.isFinite(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          });
        }
      }
    }
  });

  it('has a finite queue wait in every second, 0 while an open breaker leaves the server idle', () => {
    const r = run('breaker_all');
    r.queueWait.forEach((w) => expect(Number.isFinite(w)).toBe(true));
    // Open for 60 s from the dip: once the backlog is served, the server starts nothing.
    expect(r.queueWait.filter((w) => w === 0).length).toBeGreaterThan(10);
  });

  it('reads low, steady traffic with no trigger as recovered at once, not as Poisson dips', () => {
    // 100 requests/s: a 5-s window holds 500 ± 22, so a fixed 95% of the rate (475) would fail
    // about one window in seven; against the requests that arrived it holds.
    for (const policy of POLICIES) {
      expect(run(policy, { rate: 100, trigger: 0 }).recovered).toBe(0);
    }
  });

  it('gives identical numbers whatever the step size and the order policies are computed in', () => {
    const whole = runToEnd(createMetastableTask(small));
    const task = createMetastableTask(small);
    while (!task.step(997)) {
      // small steps
    }
    expect(task.result()).toEqual(whole);
    const reversed = metastableCells(small)
      .reverse()
      .map((job) => runToEnd(createMetastableCellTask(job), 1));
    expect(assembleMetastable(small, reversed)).toEqual(whole);
    expect(whole.policies.map((q) => q.policy)).toEqual([...POLICIES]);
  });
});

// The cell as a task and the assembly of cells: what the worker pool and the panel rely on, with
// values read off the definitions (one unit per simulated millisecond; a share of nothing is 0,
// never 0/0).
describe('a metastable cell as a task', () => {
  it('has one unit per simulated millisecond, rounded up', () => {
    expect(metastableCellUnits({ ...METASTABLE, horizon: 120 })).toBe(120_000);
    expect(metastableCellUnits({ ...METASTABLE, horizon: 55.5 })).toBe(55_500);
    expect(metastableCellUnits({ ...METASTABLE, horizon: 0.0004 })).toBe(1);
  });

  it('reports the units done after each step, never past the total, and no partial', () => {
    const p = { ...METASTABLE, horizon: 40, rate: 50, capacity: 100 };
    const task = createMetastableCellTask({ policy: 'none', params: p });
    expect(task.total).toBe(40_000);
    expect(task.done()).toBe(0);
    expect(task.step(1_000)).toBe(false);
    expect(task.done()).toBe(1_000);
    expect(task.step(15_000)).toBe(false);
    expect(task.done()).toBe(16_000);
    expect(task.partial()).toBeNull();
    expect(task.step(1_000_000)).toBe(true);
    expect(task.done()).toBe(40_000);
  });

  it('stepped in small pieces or at once, gives the same run', () => {
    const p = { ...METASTABLE, horizon: 45, rate: 300, capacity: 400, dip: 0.2 };
    const whole = run('finagle', p);
    const pieces = runToEnd(createMetastableCellTask({ policy: 'finagle', params: p }), 333);
    expect(pieces).toEqual(whole);
  });

  it('with no traffic at all: amplification and goodput share are 0, not 0/0', () => {
    // A rate of one request per 10,000 s over 40 s: with seed 1 no request arrives.
    const p = { ...METASTABLE, horizon: 40, rate: 0.0001 };
    const r = run('none', p);
    expect(r.requests).toBe(0);
    expect(r.amplification).toBe(0);
    expect(r.goodputShare).toBe(0);
  });
});

describe('assembling the cells', () => {
  it('puts them in policy order whatever order they finished in, and names a missing one', () => {
    const p = { ...METASTABLE, horizon: 40, rate: 0.0001 };
    const cells = (['finagle', 'none'] as const).map((policy) => run(policy, p));
    const all = [...POLICIES].reverse().map((policy) => run(policy, p));
    expect(assembleMetastable(p, all).policies.map((c) => c.policy)).toEqual([...POLICIES]);
    expect(() => assembleMetastable(p, cells)).toThrow(
      /^The metastable run is missing policy \w+\.$/,
    );
  });
});

// The simulator against the reference model (metastable-model.ts), output for output.
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
