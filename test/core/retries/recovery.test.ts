import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRecoveryTask, type RecoveryParams } from '@/core/retries/recovery';
import { STRATEGIES } from '@/core/retries/strategies';
import { namedStream } from '@/core/sim/streams';
import { runToEnd } from '@/core/sim/task';
import { runs } from '../property-runs';

const EXAMPLE: RecoveryParams = {
  clients: 1000,
  outage: 5,
  capacity: 500,
  attempts: 6,
  base: 1,
  cap: 20,
  retryAfter: null,
  bucket: 0.1,
  seed: 1,
};
const run = (p: RecoveryParams) => runToEnd(createRecoveryTask(p), 333);
const of = (r: ReturnType<typeof run>, s: string) => {
  const found = r.strategies.find((x) => x.strategy === s);
  if (!found) throw new Error(s);
  return found;
};

describe('recovery: an outage, then a capacity limit', () => {
  it('no jitter, by hand: waves of 1000, 1000, 1000, 950, 900, 850 at t = 0, 2, 6, 14, 30, 50', () => {
    const e = of(run(EXAMPLE), 'exponential');
    // The dependency is down until 5 s; each later wave lands in one 0.1 s window that admits 50.
    expect(e.calls).toBe(5700);
    expect(e.succeeded).toBe(200);
    expect(e.gaveUp).toBe(800);
    expect(e.drainTime).toBe(50);
    // Peak load counts from the end of the outage: the wave of 1000 at 6 s, not the burst at 0.
    expect(e.peakArrivals).toBe(1000);
    expect(e.peakAt).toBe(6);
    expect(e.peakLoad).toBe(20);
  });

  it('peak load leaves out the t = 0 burst: the strategies differ in the recovery', () => {
    const r = run(EXAMPLE);
    // Every strategy sends 1000 first requests in window 0 (20× a window); only no jitter
    // keeps that after the outage. The jittered ones stay within a few windows' worth.
    for (const s of ['full', 'equal', 'decorrelated', 'grpc', 'polly']) {
      expect(of(r, s).peakLoad).toBeLessThan(4);
      expect(of(r, s).peakAt).toBeGreaterThanOrEqual(5);
      const firstWindow = of(r, s)
        .arrivals.slice(0, 6)
        .reduce((a, b) => a + b, 0);
      expect(firstWindow).toBeGreaterThanOrEqual(1000);
    }
    const loads = new Set(
      ['full', 'equal', 'decorrelated', 'grpc', 'polly'].map((s) => of(r, s).peakLoad),
    );
    expect(loads.size).toBeGreaterThan(3);
  });

  it('constant with no outage: window 0 admits 50, the other 950 retry 5 times in it: 5750 = 115×', () => {
    const c = of(run({ ...EXAMPLE, outage: 0, strategies: ['constant'] }), 'constant');
    expect(c.calls).toBe(1000 + 5 * 950);
    expect(c.succeeded).toBe(50);
    expect(c.peakArrivals).toBe(5750);
    expect(c.peakLoad).toBe(115);
  });

  it('jittered clients drain: fewer give up than without jitter', () => {
    const r = run(EXAMPLE);
    const none = of(r, 'exponential');
    for (const s of ['full', 'equal', 'decorrelated', 'grpc', 'polly']) {
      expect(of(r, s).gaveUp).toBeLessThan(none.gaveUp / 10);
      expect(of(r, s).drainTime).toBeLessThan(none.drainTime);
    }
  });

  it('immediate retries burn every attempt during the outage: 6000 calls, all give up', () => {
    const c = of(run(EXAMPLE), 'constant');
    expect(c.calls).toBe(6000);
    expect(c.gaveUp).toBe(1000);
    expect(c.drainTime).toBe(0);
    // Nothing arrives once the dependency is back, so no load after the outage.
    expect(c.peakArrivals).toBe(0);
    expect(c.peakLoad).toBe(0);
  });

  it('a fixed Retry-After resynchronises clients: 1000 at 6 s, then 950, 900, 850 at 7, 8, 9 s', () => {
    const e = of(run({ ...EXAMPLE, retryAfter: 1, strategies: ['exponential'] }), 'exponential');
    expect(e.calls).toBe(3000 + 950 + 900 + 850);
    expect(e.succeeded).toBe(200);
    expect(e.drainTime).toBe(9);
    expect([e.peakArrivals, e.peakAt]).toEqual([1000, 6]);
    const arrivalsAt = (w: number) => e.arrivals.slice(w * 6, w * 6 + 6).reduce((a, b) => a + b, 0);
    expect([60, 70, 80, 90].map(arrivalsAt)).toEqual([1000, 950, 900, 850]);
  });

  it('Retry-After never exceeds the hard cap', () => {
    const e = of(
      run({ ...EXAMPLE, retryAfter: 100, cap: 3, strategies: ['exponential'] }),
      'exponential',
    );
    // Delays 2, 3, 3, … (cap) then the Retry-After of 100 capped at 3: requests at 0, 2, 5, 8, 11, 14.
    expect(e.drainTime).toBe(14);
  });

  it('with ample capacity every client succeeds on its first request after the outage', () => {
    const r = run({ ...EXAMPLE, capacity: 1e6, outage: 0 });
    for (const s of r.strategies) {
      expect(s.calls).toBe(1000);
      expect(s.succeeded).toBe(1000);
    }
  });

  it('invariants: everyone succeeds or gives up, clients ≤ calls ≤ clients × attempts (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          clients: fc.integer({ min: 1, max: 300 }),
          outage: fc.double({ min: 0, max: 20, noNaN: true }),
          capacity: fc.integer({ min: 10, max: 2000 }),
          attempts: fc.integer({ min: 1, max: 8 }),
          base: fc.double({ min: 0.01, max: 5, noNaN: true }),
          cap: fc.double({ min: 0.01, max: 60, noNaN: true }),
          retryAfter: fc.option(fc.double({ min: 0, max: 10, noNaN: true })),
          seed: fc.integer({ min: 0, max: 1000 }),
        }),
        (q) => {
          const p = { ...q, bucket: 0.1 };
          const r = run(p);
          expect(r.strategies).toHaveLength(STRATEGIES.length);
          for (const s of r.strategies) {
            expect(s.succeeded + s.gaveUp).toBe(p.clients);
            expect(s.calls).toBeGreaterThanOrEqual(p.clients);
            expect(s.calls).toBeLessThanOrEqual(p.clients * p.attempts);
            expect(s.arrivals.reduce((a, b) => a + b, 0)).toBe(s.calls);
            expect(Number.isFinite(s.drainTime)).toBe(true);
          }
        },
      ),
      { numRuns: runs(40) },
    );
  });

  it('is identical for a seed whatever the step size', () => {
    const a = runToEnd(createRecoveryTask(EXAMPLE), 1);
    const b = runToEnd(createRecoveryTask(EXAMPLE), 1 << 20);
    expect(a.strategies.map((s) => [s.calls, s.drainTime, s.gaveUp])).toEqual(
      b.strategies.map((s) => [s.calls, s.drainTime, s.gaveUp]),
    );
  });
});

const BASE: RecoveryParams = {
  clients: 2,
  outage: 0,
  capacity: 1e6,
  attempts: 3,
  base: 1,
  cap: 20,
  retryAfter: null,
  bucket: 0.1,
  seed: 1,
};
const only = (p: RecoveryParams) => {
  const [s] = runToEnd(createRecoveryTask(p), 5).strategies;
  if (!s) throw new Error('no strategy');
  return s;
};

/**
 * An independent recovery model for full jitter, written from the mode's description: every
 * client sends at t = 0; the earliest pending request is served next; once the outage is over a
 * window of width `bucket` admits capacity × bucket requests (within 1e-9) and rejects the rest;
 * a rejected client waits U · min(cap, base · 2^k) after its k-th request (or Retry-After, capped,
 * after a rejection for capacity) and gives up after `attempts` requests. The uniforms are the
 * mode's stream for full jitter, taken in the order requests are served.
 */
function fullJitterReference(p: RecoveryParams) {
  const rng = namedStream(p.seed, 'retries-recovery', 1);
  const time = new Array<number>(p.clients).fill(0);
  const made = new Array<number>(p.clients).fill(0);
  const pending = new Set(time.map((_, i) => i));
  const admitted = new Map<number, number>();
  const arrived = new Map<number, number>();
  const cells = new Map<number, number>();
  let calls = 0;
  let succeeded = 0;
  let gaveUp = 0;
  let drain = 0;
  let lastWindow = 0;
  while (pending.size > 0) {
    let id = -1;
    for (const i of pending) if (id < 0 || (time[i] ?? 0) < (time[id] ?? 0)) id = i;
    const now = time[id] ?? 0;
    const k = (made[id] ?? 0) + 1;
    made[id] = k;
    calls += 1;
    const w = Math.floor(now / p.bucket);
    lastWindow = Math.max(lastWindow, w);
    const cell = w * p.attempts + k - 1;
    cells.set(cell, (cells.get(cell) ?? 0) + 1);
    let forCapacity = false;
    if (now >= p.outage) {
      arrived.set(w, (arrived.get(w) ?? 0) + 1);
      if ((admitted.get(w) ?? 0) + 1 <= p.capacity * p.bucket + 1e-9) {
        admitted.set(w, (admitted.get(w) ?? 0) + 1);
        succeeded += 1;
        drain = now;
        pending.delete(id);
        continue;
      }
      forCapacity = true;
    }
    if (k >= p.attempts) {
      gaveUp += 1;
      drain = now;
      pending.delete(id);
      continue;
    }
    time[id] =
      now +
      (forCapacity && p.retryAfter !== null
        ? Math.min(p.cap, p.retryAfter)
        : rng.next() * Math.min(p.cap, p.base * 2 ** k));
  }
  // The busiest window after the outage; the earliest of equally busy ones.
  let peak = 0;
  let peakAt = 0;
  for (const [w, n] of [...arrived].sort((a, b) => a[0] - b[0])) {
    if (n > peak) [peak, peakAt] = [n, w * p.bucket];
  }
  const arrivals = new Array<number>((lastWindow + 1) * p.attempts).fill(0);
  for (const [at, n] of cells) arrivals[at] = n;
  return { calls, succeeded, gaveUp, drainTime: drain, peakArrivals: peak, peakAt, arrivals };
}

describe('recovery: hand-worked runs', () => {
  it('progress counts one unit per request, strategy by strategy; partials are snapshots', () => {
    // Ample capacity, no outage: each strategy is 2 requests, and counts 2 × 3 units of work.
    const task = createRecoveryTask(BASE);
    expect(task.total).toBe(2 * 3 * 7);
    expect(task.done()).toBe(0);
    expect(task.step(3)).toBe(false);
    // The first strategy whole (2 requests), then 1 request of the second: 1 × 6 + 1.
    expect(task.done()).toBe(7);
    const before = task.partial();
    expect(before.map((s) => s.strategy)).toEqual(['exponential']);
    expect(task.step(1)).toBe(false);
    expect(task.done()).toBe(12);
    expect(task.partial()).toHaveLength(2);
    expect(before).toHaveLength(1);
    const two = createRecoveryTask({
      ...BASE,
      clients: 3,
      attempts: 4,
      strategies: ['full', 'constant'],
    });
    expect(two.total).toBe(24);
  });

  it('a late retry far past the first windows: the counts grow to hold it', () => {
    // One client, always down: requests at 0 s and 200 s (b · 2 = 400, capped at 200), then it
    // gives up. Window 200 × 2 attempts: 402 cells, the first and the last set.
    const e = only({
      ...BASE,
      clients: 1,
      attempts: 2,
      outage: 1000,
      base: 200,
      cap: 200,
      bucket: 1,
      strategies: ['exponential'],
    });
    const expected = new Array<number>(402).fill(0);
    expected[0] = 1;
    expected[401] = 1;
    expect([...e.arrivals]).toEqual(expected);
    expect(e.windows).toBe(201);
    expect([e.calls, e.succeeded, e.gaveUp, e.drainTime]).toEqual([2, 0, 1, 200]);
    // Nothing arrived after the outage: no peak, and it is placed at 0.
    expect([e.peakArrivals, e.peakLoad, e.peakAt]).toEqual([0, 0, 0]);
  });

  it('a window of 0.999999999 requests admits one (the 1e-9 tolerance)', () => {
    // t = 0: both arrive, one is admitted; the other retries at 2 s (attempt 2) and is admitted.
    const e = only({
      ...BASE,
      capacity: 0.999999999,
      bucket: 1,
      attempts: 2,
      strategies: ['exponential'],
    });
    expect([e.calls, e.succeeded, e.gaveUp, e.drainTime]).toEqual([3, 2, 0, 2]);
    expect([e.peakArrivals, e.peakAt]).toEqual([2, 0]);
    expect([...e.arrivals]).toEqual([2, 0, 0, 0, 0, 1]);
  });

  it('decorrelated jitter starts from the base: the first retry waits b + U · 2b', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const d = only({
        ...BASE,
        clients: 1,
        attempts: 2,
        outage: 1000,
        seed,
        strategies: ['decorrelated'],
      });
      // The decorrelated strategy's stream is the mode's stream at 3 (its place in STRATEGIES).
      const u = namedStream(seed, 'retries-recovery', 3).next();
      expect(d.drainTime).toBeCloseTo(1 + 2 * u, 12);
    }
  });

  it('full jitter, one client always down: requests at 0, 2·U₁, 2·U₁ + 4·U₂', () => {
    for (const seed of [1, 2, 3]) {
      const f = only({ ...BASE, clients: 1, outage: 1000, seed, strategies: ['full'] });
      const rng = namedStream(seed, 'retries-recovery', 1);
      const u1 = rng.next();
      const u2 = rng.next();
      expect(f.drainTime).toBeCloseTo(2 * u1 + 4 * u2, 12);
      expect([f.calls, f.gaveUp]).toEqual([3, 1]);
    }
  });
});

describe('recovery: full jitter against an independent model (small seeded runs)', () => {
  const cases: RecoveryParams[] = [];
  for (let seed = 1; seed <= 12; seed++) {
    cases.push({
      ...BASE,
      clients: 6,
      outage: 0.5,
      capacity: 1,
      attempts: 4,
      base: 0.5,
      cap: 4,
      bucket: 1,
      seed,
    });
    cases.push({
      ...BASE,
      clients: 5,
      outage: 0,
      capacity: 2,
      attempts: 3,
      base: 1,
      cap: 3,
      retryAfter: 0.7,
      bucket: 1,
      seed,
    });
  }

  it('the same requests, successes, give-ups, drain time, busiest window and histogram', () => {
    let ties = 0;
    for (const p of cases) {
      const f = only({ ...p, strategies: ['full'] });
      const ref = fullJitterReference(p);
      const label = JSON.stringify(p);
      expect([f.calls, f.succeeded, f.gaveUp], label).toEqual([
        ref.calls,
        ref.succeeded,
        ref.gaveUp,
      ]);
      expect(f.drainTime, label).toBe(ref.drainTime);
      expect([f.peakArrivals, f.peakAt], label).toEqual([ref.peakArrivals, ref.peakAt]);
      expect(f.peakLoad, label).toBe(ref.peakArrivals / (p.capacity * p.bucket));
      expect([...f.arrivals], label).toEqual(ref.arrivals);
      // Count the runs where a later window is exactly as busy as the busiest one.
      const perWindow = new Map<number, number>();
      for (let i = 0; i < ref.arrivals.length; i++) {
        const w = Math.floor(i / p.attempts);
        perWindow.set(w, (perWindow.get(w) ?? 0) + (ref.arrivals[i] ?? 0));
      }
      if ([...perWindow.values()].filter((n) => n === ref.peakArrivals).length > 1) ties += 1;
    }
    // The cases include busiest windows tied with a later one, where the earliest is reported.
    expect(ties).toBeGreaterThan(0);
  });
});

describe('recovery progress at the end', () => {
  it('reports done = total once every strategy has run (2 clients × 3 attempts × 7 strategies = 42)', () => {
    // Progress counts clients × attempts units per strategy: 2 × 3 × 7 strategies = 42. Every
    // client is answered at once, so fewer events run than there are units; done still ends at 42.
    const task = createRecoveryTask(BASE);
    while (!task.step(1000)) {
      // run to the end
    }
    expect(task.total).toBe(42);
    expect(task.done()).toBe(42);
  });
});
