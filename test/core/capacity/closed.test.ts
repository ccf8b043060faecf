import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closedCurve,
  closedDistribution,
  closedQueue,
  closedWaitExceeds,
  closedWaitQuantile,
  type ClosedQueue,
} from '@/core/capacity/closed';
import { runs } from '../property-runs';
import {
  closedDistributionDirect,
  closedWaitExceedsDirect,
  mvaSingleServer,
  poissonSplit,
  simpson,
} from './oracle';

const relative = (x: number, y: number) => Math.abs(x - y) / Math.abs(y);

const LOOP: ClosedQueue = { users: 50, think: 1, service: 0.05, servers: 2 };

const loops = fc.record({
  users: fc.integer({ min: 1, max: 400 }),
  think: fc.oneof(fc.constant(0), fc.double({ min: 0.001, max: 100, noNaN: true })),
  service: fc.double({ min: 0.001, max: 10, noNaN: true }),
  servers: fc.integer({ min: 1, max: 64 }),
});

describe('closed loop: exact cases', () => {
  it('one user never waits: R = S exactly, X = 1/(S + Z)', () => {
    for (const [think, service, servers] of [
      [1, 0.05, 1],
      [0, 0.2, 1],
      [1000, 0.05, 3],
      [0.01, 7, 1],
    ] as const) {
      const r = closedQueue({ users: 1, think, service, servers });
      expect(r.meanResponse).toBe(service);
      expect(r.meanWait).toBe(0);
      expect(r.pWait).toBe(0);
      expect(relative(r.throughput, 1 / (service + think))).toBeLessThan(1e-14);
    }
  });

  it('as many servers as users: nobody waits, R = S, X = N/(S + Z)', () => {
    fc.assert(
      fc.property(loops, fc.integer({ min: 0, max: 5 }), (q, extra) => {
        const wide = { ...q, servers: q.users + extra };
        const r = closedQueue(wide);
        expect(r.pWait).toBe(0);
        expect(r.meanResponse).toBe(q.service);
        expect(relative(r.throughput, q.users / (q.service + q.think))).toBeLessThan(1e-12);
        expect(closedWaitExceeds(wide, r, 0)).toBe(0);
      }),
      { numRuns: runs(100) },
    );
  });

  it('one server equals exact Mean Value Analysis to 1e-12 (and pWait = U(N − 1))', () => {
    for (const [users, think, service] of [
      [2, 1, 0.05],
      [10, 0.5, 0.05],
      [50, 1, 0.05],
      [200, 2, 0.01],
      [30, 0, 0.1],
      [1000, 30, 0.04],
    ] as const) {
      const mva = mvaSingleServer(users, service, think);
      const r = closedQueue({ users, think, service, servers: 1 });
      expect(relative(r.meanResponse, mva.R[users] ?? 0)).toBeLessThan(1e-12);
      expect(relative(r.throughput, mva.X[users] ?? 0)).toBeLessThan(1e-12);
      expect(relative(r.inSystem, mva.Q[users] ?? 0)).toBeLessThan(1e-12);
      // The arrival theorem: an arrival waits iff the server is busy with N − 1 users.
      expect(Math.abs(r.pWait - (mva.X[users - 1] ?? 0) * service)).toBeLessThan(1e-12);
    }
  });

  it('no think time: everybody is always at the servers', () => {
    const q = { users: 10, think: 0, service: 0.1, servers: 4 };
    const r = closedQueue(q);
    expect(r.throughput).toBeCloseTo(40, 12);
    expect(r.meanResponse).toBeCloseTo(0.25, 14);
    expect(r.utilisation).toBe(1);
    expect(r.pWait).toBe(1);
    expect(r.seen[9]).toBe(1);
    // A request finds 9 others: it waits for 6 of 4 servers' departures at 40/s, Erlang(6, 40).
    for (const t of [0.05, 0.15, 0.4])
      expect(relative(closedWaitExceeds(q, r, t), poissonSplit(6, 40 * t).below)).toBeLessThan(
        1e-12,
      );
  });

  it('a think time far below the service time (10⁻²⁰⁰ s) does not overflow: 2 users on 2 servers, X = 2/S', () => {
    // r_n = (N − n + 1)·S/(Z·min(n, c)) is about 10²⁰⁰: both users are always being served.
    const r = closedQueue({ users: 2, think: 1e-200, service: 1, servers: 2 });
    expect(r.throughput).toBe(2);
    expect(r.meanResponse).toBe(1);
    expect(r.pWait).toBe(0);
  });

  it('20,000 users thinking 10 s on one 1 ms server: MVA gives R = 10 s, and the mode is found 10,000 states above the first guess', () => {
    // N* = (S + Z)/S = 10,001 < N. The distribution's mode is N + 1 − Z/S = 10,001, while the
    // below-the-servers estimate ⌊(N + 1)S/(S + Z)⌋ is 1: weights built from there would reach
    // e^{3000}.
    const mva = mvaSingleServer(20_000, 0.001, 10);
    const r = closedQueue({ users: 20_000, think: 10, service: 0.001, servers: 1 });
    expect(relative(r.meanResponse, mva.R[20_000] ?? 0)).toBeLessThan(1e-12);
    expect(relative(r.throughput, mva.X[20_000] ?? 0)).toBeLessThan(1e-12);
    expect(r.meanResponse).toBeCloseTo(10, 10);
  });

  it('where a ratio r_n rounds just below 1 (N = 161, Z = 1.1 s, S = 50 ms, c = 7), the arrivals’ view equals the product form', () => {
    // An arrival sees N = 160: r_7 = (160 − 7 + 1)·0.05/(1.1·7) = 7.7/7.7 is 1 in real numbers
    // but rounds below 1, so the mode is 6 while the estimate ⌊161·0.05/1.15⌋ is 7.
    const r = closedQueue({ users: 161, think: 1.1, service: 0.05, servers: 7 });
    const pi = closedDistributionDirect(160, 1.1, 0.05, 7);
    for (let n = 0; n <= 160; n++)
      if ((pi[n] ?? 0) > 1e-200) expect(relative(r.seen[n] ?? 0, pi[n] ?? 0)).toBeLessThan(1e-12);
    let waits = 0;
    for (let n = 7; n <= 160; n++) waits += pi[n] ?? 0;
    expect(relative(r.pWait, waits)).toBeLessThan(1e-12);
  });

  it('100,000 users on 8 servers: finite, saturated, and quick', () => {
    const q = { users: 100_000, think: 10, service: 0.05, servers: 8 };
    const r = closedQueue(q);
    expect(r.throughput).toBeCloseTo(160, 9);
    expect(r.utilisation).toBeLessThanOrEqual(1);
    expect(r.meanResponse).toBeCloseTo((100_000 * 0.05) / 8 - 10, 6);
    expect(r.saturation).toBeCloseTo(1608, 9);
    expect(Number.isFinite(closedWaitQuantile(q, r, 0.99))).toBe(true);
  });
});

describe('closed loop: laws and bounds', () => {
  it('the distribution sums to 1 and obeys detailed balance', () => {
    const pi = closedDistribution(30, 0.7, 0.05, 3);
    expect(pi.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 14);
    for (let n = 1; n <= 30; n++)
      expect(pi[n - 1]! * ((30 - n + 1) / 0.7)).toBeCloseTo((pi[n]! * Math.min(n, 3)) / 0.05, 12);
  });

  it('Little on the loop (N = X(R + Z)), the asymptotic bounds, and the arrival theorem’s mean', () => {
    fc.assert(
      fc.property(loops, (q) => {
        const r = closedQueue(q);
        const { users: N, think: Z, service: S, servers: c } = q;
        expect(relative(r.throughput * (r.meanResponse + Z), N)).toBeLessThan(1e-10);
        expect(relative(r.inSystem, r.throughput * r.meanResponse)).toBeLessThan(1e-10);
        expect(r.throughput).toBeLessThanOrEqual(Math.min(N / (S + Z), c / S) * (1 + 1e-12));
        expect(r.meanResponse).toBeGreaterThanOrEqual(Math.max(S, (N * S) / c - Z) * (1 - 1e-12));
        expect(r.utilisation).toBeLessThanOrEqual(1);
        expect(r.pWait).toBeGreaterThanOrEqual(0);
        expect(r.pWait).toBeLessThanOrEqual(1);
        // FCFS: a request finding n ≥ c waits for n − c + 1 departures at c/S each.
        let wait = 0;
        for (let n = c; n < r.seen.length; n++) wait += (r.seen[n]! * (n - c + 1) * S) / c;
        expect(Math.abs(r.meanWait - wait)).toBeLessThan(1e-10 * (S + r.meanWait));
      }),
      { numRuns: runs(200) },
    );
  });

  it('a curve from 0 users: no throughput, nobody busy, and a response of S (nobody queues), never NaN', () => {
    expect(closedCurve({ think: 1, service: 0.05, servers: 2 }, [0])).toEqual([
      { users: 0, throughput: 0, meanResponse: 0.05, utilisation: 0 },
    ]);
  });

  it('throughput tends to c/S as users are added', () => {
    const curve = closedCurve({ think: 1, service: 0.05, servers: 2 }, [1, 10, 42, 100, 1000]);
    for (let i = 1; i < curve.length; i++)
      expect(curve[i]!.throughput).toBeGreaterThan(curve[i - 1]!.throughput);
    expect(curve.at(-1)!.throughput).toBeCloseTo(40, 9);
    expect(curve[0]).toEqual({
      users: 1,
      throughput: closedQueue({ ...LOOP, users: 1 }).throughput,
      meanResponse: 0.05,
      utilisation: closedQueue({ ...LOOP, users: 1 }).utilisation,
    });
    const r = closedQueue(LOOP);
    expect(curve.find((p) => p.users === 42)).toBeDefined();
    expect(closedCurve(LOOP, [50])[0]).toEqual({
      users: 50,
      throughput: r.throughput,
      meanResponse: r.meanResponse,
      utilisation: r.utilisation,
    });
  });
});

describe('closed loop: large populations', () => {
  it('a curve out to 3·10^8 users visits only the likely states: fast, and on the asymptotes', () => {
    const started = performance.now();
    const curve = closedCurve({ think: 100, service: 0.001, servers: 1000 }, [1e5, 1e8, 3e8]);
    expect(performance.now() - started).toBeLessThan(2000);
    // Light load: nobody waits. Far past N* ≈ 10^8: X = c/S, R = N·S/c − Z.
    expect(curve[0]!.meanResponse).toBeCloseTo(0.001, 12);
    expect(curve[2]!.throughput).toBeCloseTo(1e6, 4);
    expect(curve[2]!.meanResponse).toBeCloseTo(200, 8);
  });
});

describe('closed loop: the wait distribution', () => {
  it('starts at pWait, falls with t, and integrates to the mean wait', () => {
    fc.assert(
      fc.property(loops, (q) => {
        const r = closedQueue(q);
        expect(closedWaitExceeds(q, r, -1)).toBe(1);
        expect(closedWaitExceeds(q, r, 0)).toBeCloseTo(r.pWait, 14);
        if (r.pWait < 1e-9) return;
        const end = closedWaitQuantile(q, r, 1 - 1e-15);
        let previous = 1;
        for (let i = 0; i <= 20; i++) {
          const here = closedWaitExceeds(q, r, (end * i) / 20);
          expect(here).toBeLessThanOrEqual(previous + 1e-13);
          previous = here;
        }
        const mean = simpson((t) => closedWaitExceeds(q, r, t), 0, end, 2000);
        expect(Math.abs(mean - r.meanWait)).toBeLessThan(1e-6 * (r.meanWait + q.service));
      }),
      { numRuns: runs(40) },
    );
  });

  it('matches the product form and Erlang tails, deep into the tail (no think time: Q(6, 40t) down to 10⁻⁴⁵)', () => {
    for (const [users, think, service, servers] of [
      [20, 1, 0.2, 3],
      [50, 1, 0.05, 2],
      [12, 2, 0.5, 4],
    ] as const) {
      const q = { users, think, service, servers };
      const r = closedQueue(q);
      for (const t of [0.01, 0.1, 0.5, 2]) {
        const oracle = closedWaitExceedsDirect(users, think, service, servers, t);
        if (oracle > 1e-60)
          expect(relative(closedWaitExceeds(q, r, t), oracle)).toBeLessThan(1e-11);
      }
    }
    // Every user always at the servers: a request waits for 6 departures at 40/s.
    const q = { users: 10, think: 0, service: 0.1, servers: 4 };
    const r = closedQueue(q);
    for (const t of [1, 2, 3]) {
      const { below } = poissonSplit(6, 40 * t);
      expect(relative(closedWaitExceeds(q, r, t), below)).toBeLessThan(1e-12);
    }
  });

  it('closedWaitQuantile inverts closedWaitExceeds', () => {
    fc.assert(
      fc.property(loops, fc.double({ min: 0.5, max: 0.9999, noNaN: true }), (q, p) => {
        const r = closedQueue(q);
        const t = closedWaitQuantile(q, r, p);
        if (t === 0) expect(r.pWait).toBeLessThanOrEqual(1 - p + 1e-15);
        else {
          expect(closedWaitExceeds(q, r, t)).toBeLessThanOrEqual(1 - p + 1e-12);
          expect(closedWaitExceeds(q, r, t * (1 - 1e-9))).toBeGreaterThan(1 - p - 1e-9);
        }
      }),
      { numRuns: runs(100) },
    );
  });
});
