import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BATCHES,
  createCapacityTask,
  defaultWarmup,
  MAX_SIM_WARMUP,
  nearestRank,
  simulateCapacity,
  sortNonNegative,
  type CapacitySimParams,
  type CapacitySimResult,
  type Estimate,
} from '@/core/capacity/simulate';
import { runToEnd } from '@/core/sim/task';
import { runs } from '../property-runs';
import { allenCunneen, erlangC, mmc, mva, pollaczekKhinchine } from './sim-oracle';
import { referenceQueue } from './sim-reference';

/**
 * Tolerances. Every simulated mean here carries its batch-means standard error (32 batches of
 * thousands of requests: waits are autocorrelated, the i.i.d. error would be far too small), and
 * an exact closed form must lie within 4 of them: a two-sided miss by chance has probability
 * about 3·10⁻⁴ per check for 31 degrees of freedom (the seeds are fixed, so a pass is stable;
 * 4 keeps a change of random stream from failing by bad luck). Approximations (Allen–Cunneen) get
 * their own, wider, stated tolerance.
 */
const SE_TOLERANCE = 4;

function near(what: string, e: Estimate, expected: number): void {
  expect(e.se, `${what}: a positive standard error`).toBeGreaterThan(0);
  expect(
    Math.abs(e.mean - expected),
    `${what}: simulated ${e.mean} ± ${e.se}, expected ${expected}`,
  ).toBeLessThanOrEqual(SE_TOLERANCE * e.se);
}

/** Element by element (toEqual over 200,000 samples takes seconds). */
function sameSamples(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

const OPEN: CapacitySimParams = {
  loop: 'open',
  rate: 100,
  service: 0.05,
  cv: 1,
  servers: 8,
  users: 0,
  think: 0,
  target: 0.1,
  requests: 200_000,
  warmup: 20_000,
  seed: 1,
};

const CLOSED: CapacitySimParams = {
  ...OPEN,
  loop: 'closed',
  rate: 0,
  users: 10,
  think: 0.45,
  servers: 10,
  requests: 100_000,
  warmup: 10_000,
};

describe('the oracle', () => {
  it('gives the textbook M/M/8 at λ = 100/s, S = 50 ms', () => {
    const q = mmc(100, 0.05, 8);
    expect(q.pWait).toBeCloseTo(0.1672665, 7);
    expect(q.meanWait).toBeCloseTo(0.0027878, 7);
    expect(q.meanResponse).toBeCloseTo(0.0527878, 7);
    // One server: C = ρ; a server per Erlang and more: C → 0.
    expect(erlangC(1, 0.8)).toBeCloseTo(0.8, 14);
    expect(mva(1, 0.05, 0.45)).toEqual({ response: 0.05, throughput: 2, queue: 0.1 });
  });
});

describe('open loop, M/M/c (cv = 1): Erlang C', () => {
  const exact = mmc(OPEN.rate, OPEN.service, OPEN.servers);
  const run = simulateCapacity(OPEN);

  it('λ = 100/s, S = 50 ms, c = 8: P(wait), W_q, W and throughput within 4 SE; utilisation ρ', () => {
    near('P(wait)', run.pWait, exact.pWait);
    near('W_q', run.meanWait, exact.meanWait);
    near('W', run.meanResponse, exact.meanResponse);
    near('throughput', run.throughput, OPEN.rate);
    expect(run.span * run.throughput.mean).toBeCloseTo(OPEN.requests, 6);
    // Utilisation has no error of its own: it is busy time / (c·span), and its noise is the
    // throughput's and the service times' (cv/√n of their sum), 4 of their combined sd.
    const rho = (OPEN.rate * OPEN.service) / OPEN.servers;
    const relative = Math.hypot(
      run.throughput.se / run.throughput.mean,
      1 / Math.sqrt(run.requests),
    );
    expect(Math.abs(run.utilisation - rho)).toBeLessThan(SE_TOLERANCE * relative * rho);
    expect(run.requests).toBe(OPEN.requests);
    // Waits are autocorrelated: the batch-means error is well above the i.i.d. binomial one.
    const p = run.pWait.mean;
    expect(run.pWait.se).toBeGreaterThan(1.5 * Math.sqrt((p * (1 - p)) / run.requests));
  });

  it('P(W_q > t) = C·e^(−(cμ−λ)t) at t = 10 ms, 25 ms and the 99th percentile, within 4 SE', () => {
    const p99 = exact.quantile(0.99);
    for (const t of [0.01, 0.025, p99]) {
      // The same seed and the same waits; only the target, whose share ≤ it carries an error.
      const r = simulateCapacity({ ...OPEN, target: t });
      expect(sameSamples(r.waits, run.waits)).toBe(true);
      near(`P(W_q ≤ ${t})`, r.withinTarget, 1 - exact.tail(t));
      if (t === p99) {
        // The nearest-rank 99th percentile, its error the share's over the density there.
        const se = r.withinTarget.se / exact.density(p99);
        expect(Math.abs(r.waitP99 - p99)).toBeLessThan(SE_TOLERANCE * se);
      }
    }
    // Fewer than half wait: the median wait is 0, the median response the median service
    // (S ln 2) plus at most a little: P(W > x) ≥ P(S > x).
    expect(run.waitP50).toBe(0);
    expect(run.responseP50).toBeGreaterThan(OPEN.service * Math.LN2 * 0.97);
  });

  it('returns every measured wait and response time, sorted, with their quantiles', () => {
    const { waits, responses } = run;
    expect(waits).toHaveLength(OPEN.requests);
    expect(responses).toHaveLength(OPEN.requests);
    for (let i = 1; i < waits.length; i++) {
      if (waits[i]! < waits[i - 1]! || responses[i]! < responses[i - 1]!) {
        throw new Error(`not sorted at ${i}`);
      }
    }
    expect(run.waitP99).toBe(waits[197_999]);
    expect(run.waitP999).toBe(waits[199_799]);
    expect(run.responseP99).toBe(responses[197_999]);
    expect(run.responseP999).toBe(responses[199_799]);
    expect(run.responseP50).toBe(responses[99_999]);
    // Wait ≥ 0 and response = wait + service > wait.
    expect(waits[0]).toBe(0);
    expect(responses[0]).toBeGreaterThan(0);
    const sum = (a: Float64Array) => a.reduce((s, x) => s + x, 0);
    expect(sum(waits) / waits.length).toBeCloseTo(run.meanWait.mean, 12);
    expect(sum(responses) / responses.length).toBeCloseTo(run.meanResponse.mean, 12);
    expect(waits.filter((w) => w > 0).length / waits.length).toBeCloseTo(run.pWait.mean, 12);
  });

  it('M/M/1 at ρ = 0.8: W = S/(1 − ρ) = 0.25 s and P(wait) = ρ, within 4 SE', () => {
    const r = simulateCapacity({ ...OPEN, rate: 16, servers: 1, seed: 2 });
    near('W', r.meanResponse, 0.25);
    near('W_q', r.meanWait, 0.2);
    near('P(wait)', r.pWait, 0.8);
  });

  it('a large fleet, c = 1,000 at 950 Erlangs: P(wait) and W_q within 4 SE', () => {
    const p = { ...OPEN, rate: 950, service: 1, servers: 1000, seed: 3 };
    const q = mmc(p.rate, p.service, p.servers);
    const r = simulateCapacity(p);
    near('P(wait)', r.pWait, q.pWait);
    near('W_q', r.meanWait, q.meanWait);
  });
});

describe('open loop, M/G/1: Pollaczek–Khinchine (exact for any CV)', () => {
  it.each([0, 0.5, 2])('cv = %s at ρ = 0.5: W_q = ρS(1 + cv²)/(2(1 − ρ)), P(wait) = ρ', (cv) => {
    const p = { ...OPEN, rate: 0.5, service: 1, servers: 1, cv, seed: 4 };
    const r = simulateCapacity(p);
    const wq = pollaczekKhinchine(p.rate, p.service, cv);
    near('W_q', r.meanWait, wq);
    near('W', r.meanResponse, wq + p.service);
    // PASTA: an arrival finds the one server busy with probability ρ, whatever the service law.
    near('P(wait)', r.pWait, 0.5);
    near('throughput', r.throughput, 0.5);
  });
});

describe('open loop, M/G/c', () => {
  // Allen–Cunneen is an approximation: at c = 8 it is within about 4% of the simulation at
  // ρ = 0.8125 for these CVs (about 10–15% at ρ = 0.625 for constant services, which is why this
  // load). The check allows it 10%, plus 2 SE of simulation noise (a million requests: the SE is
  // about 1.5% of W_q at cv = 0.5, 3% at cv = 2).
  it.each([0.5, 2])(
    'cv = %s, c = 8, ρ = 0.8125: W_q within 10% of Allen–Cunneen (approximate)',
    (cv) => {
      const p = { ...OPEN, rate: 130, cv, requests: 1_000_000, warmup: 50_000, seed: 6 };
      const r = simulateCapacity(p);
      const ac = allenCunneen(p.rate, p.service, cv, p.servers);
      expect(r.meanWait.se).toBeLessThan(0.04 * ac);
      expect(Math.abs(r.meanWait.mean - ac)).toBeLessThan(0.1 * ac + 2 * r.meanWait.se);
    },
  );
});

describe('closed loop', () => {
  it('as many servers as users or more: nobody waits, X = N/(S + Z) within 4 SE', () => {
    for (const servers of [10, 15]) {
      const r = simulateCapacity({ ...CLOSED, servers });
      expect(r.pWait).toEqual({ mean: 0, se: 0 });
      expect(r.meanWait).toEqual({ mean: 0, se: 0 });
      expect(r.waits.every((w) => w === 0)).toBe(true);
      near('throughput', r.throughput, CLOSED.users / (CLOSED.service + CLOSED.think));
      near('W', r.meanResponse, CLOSED.service);
      // Busy servers on average: X·S of them.
      expect(r.utilisation).toBeCloseTo((r.throughput.mean * CLOSED.service) / servers, 2);
    }
  });

  it('one exponential server: response time and throughput match exact MVA within 4 SE', () => {
    for (const [users, think] of [
      [5, 0.2],
      [20, 0.5],
    ] as const) {
      const p = { ...CLOSED, users, think, servers: 1, requests: 200_000, seed: 7 };
      const exact = mva(users, p.service, think);
      const r = simulateCapacity(p);
      near(`R(${users})`, r.meanResponse, exact.response);
      near(`X(${users})`, r.throughput, exact.throughput);
    }
  });

  it('throughput is never above c/S nor N/(S + Z), and utilisation never above 1', () => {
    for (const [users, servers, think, cv] of [
      [50, 4, 0.5, 1],
      [30, 8, 0.1, 2],
      [6, 2, 1, 0],
    ] as const) {
      const p = { ...CLOSED, users, servers, think, cv, requests: 50_000, seed: 8 };
      const r = simulateCapacity(p);
      const bound = Math.min(servers / p.service, users / (p.service + think));
      expect(r.throughput.mean).toBeLessThanOrEqual(bound + SE_TOLERANCE * r.throughput.se);
      expect(r.utilisation).toBeLessThanOrEqual(1 + 1e-12);
      expect(r.utilisation).toBeGreaterThan(0);
    }
  });

  it('no think time and more users than servers: every server always busy, X = c/S', () => {
    const p = { ...CLOSED, users: 3, servers: 2, think: 0, requests: 100_000, seed: 9 };
    const r = simulateCapacity(p);
    expect(r.utilisation).toBeCloseTo(1, 9);
    near('throughput', r.throughput, p.servers / p.service);
    // Little's law with no think time: N = X·R.
    near('R', r.meanResponse, p.users / (p.servers / p.service));
  });
});

describe('an open loop at or past saturation (ρ ≥ 1)', () => {
  it('still ends, with finite waits that grow with the run', () => {
    const p = { ...OPEN, rate: 30, servers: 1, requests: 5000, warmup: 0 };
    const r = simulateCapacity(p);
    expect(r.waits.every(Number.isFinite)).toBe(true);
    // 10 requests a second more than the server takes, for about 170 s: waits of a minute.
    expect(r.meanWait.mean).toBeGreaterThan(20);
    expect(r.utilisation).toBeGreaterThan(0.99);
    expect(r.utilisation).toBeLessThanOrEqual(1 + 1e-12);
  });
});

describe('warm-up, quantiles, errors', () => {
  it('the default warm-up is 10% of the measured requests, at least 1,000', () => {
    expect(defaultWarmup(200_000)).toBe(20_000);
    expect(defaultWarmup(5_000)).toBe(1000);
    expect(defaultWarmup(123_456)).toBe(12_346);
    // At least 5 requests per Erlang: a big fleet takes that long to fill from empty.
    expect(defaultWarmup(200_000, 95_000)).toBe(475_000);
    expect(defaultWarmup(200_000, 100.2)).toBe(20_000);
    expect(defaultWarmup(10, 1e12)).toBe(MAX_SIM_WARMUP);
  });

  it('nearest rank: the smallest sample with a share ≥ p at or below it', () => {
    const ten = Float64Array.from({ length: 10 }, (_, i) => i + 1);
    expect(nearestRank(ten, 0)).toBe(1);
    expect(nearestRank(ten, 0.1)).toBe(1);
    expect(nearestRank(ten, 0.11)).toBe(2);
    expect(nearestRank(ten, 0.5)).toBe(5);
    expect(nearestRank(ten, 0.99)).toBe(10);
    expect(nearestRank(ten, 1)).toBe(10);
    const many = Float64Array.from({ length: 200_000 }, (_, i) => i);
    expect(nearestRank(many, 0.99)).toBe(197_999);
    expect(nearestRank(many, 0.999)).toBe(199_799);
    expect(nearestRank(new Float64Array(0), 0.5)).toBeNaN();
    expect(nearestRank(Float64Array.of(7), 0.999)).toBe(7);
  });

  it('sorts non-negative numbers as the built-in sort does (radix sort on their bits)', () => {
    const check = (values: readonly number[]) => {
      const ours = Float64Array.from(values);
      sortNonNegative(ours, new Float64Array(ours.length + 3));
      expect(sameSamples(ours, Float64Array.from(values).sort()), `${values.length} values`).toBe(
        true,
      );
    };
    // Ties, zeros, subnormals, every exponent, Infinity; a digit shared by every value (skipped).
    const edge = [0, 5e-324, 1e-310, 2.2e-308, 1e-9, 0.05, 0.05, 1, 1.5, 2 ** 52, 1e300, Infinity];
    check(Array.from({ length: 500 }, (_, i) => edge[(i * 7) % edge.length]!));
    check(Array.from({ length: 300 }, (_, i) => 0.25 + (i % 5) * 0.5));
    check(Array.from({ length: 100 }, () => 1));
    check([3, 1, 2]);
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, noNaN: true }).map(Math.abs), { maxLength: 400 }),
        (values) => check(values),
      ),
      { numRuns: runs(100) },
    );
    // The scratch may be longer, and the array a view into a larger buffer.
    const buffer = new Float64Array(1000).map((_, i) => (i * 7919) % 1000);
    const view = buffer.subarray(100, 900);
    const expected = Float64Array.from(view).sort();
    sortNonNegative(view, new Float64Array(2000));
    expect(sameSamples(view, expected)).toBe(true);
    expect(buffer[99]).toBe((99 * 7919) % 1000);
    expect(buffer[900]).toBe((900 * 7919) % 1000);
  });

  it('one measured request: its values, no standard error; fewer requests than batches work', () => {
    const one = simulateCapacity({ ...OPEN, requests: 1, warmup: 0 });
    expect(one.meanWait.se).toBeNaN();
    expect(one.waitP50).toBe(one.waits[0]);
    expect(one.responseP999).toBe(one.responses[0]);
    expect(one.meanResponse.mean).toBe(one.responses[0]);
    // Two users resubmitting at once to one server, measured from time 0: both first requests
    // are submitted at 0, an empty window, so no throughput and no utilisation.
    const instant = simulateCapacity({
      ...CLOSED,
      users: 2,
      servers: 1,
      think: 0,
      cv: 0,
      requests: 2,
      warmup: 0,
    });
    expect(instant.span).toBe(0);
    expect(instant.throughput.mean).toBeNaN();
    expect(instant.utilisation).toBeNaN();
    expect(instant.meanWait.mean).toBeCloseTo(CLOSED.service / 2, 12);
    const few = simulateCapacity({ ...OPEN, requests: BATCHES - 5, warmup: 10 });
    expect(few.meanResponse.se).toBeGreaterThan(0);
    expect(few.waits).toHaveLength(BATCHES - 5);
  });

  it('rejects parameters it cannot simulate', () => {
    const bad: Partial<CapacitySimParams>[] = [
      { loop: 'other' as 'open' },
      { rate: 0 },
      { rate: Infinity },
      { service: 0 },
      { service: NaN },
      { cv: -1 },
      { servers: 0 },
      { servers: 2.5 },
      { servers: 2_000_000 },
      { target: -1 },
      { target: NaN },
      { requests: 0 },
      { requests: 1.5 },
      { warmup: -1 },
      { loop: 'closed', users: 0 },
      { loop: 'closed', users: 3, think: -1 },
      { loop: 'closed', users: 3, think: Infinity },
    ];
    for (const change of bad) {
      expect(() => createCapacityTask({ ...OPEN, ...change }), JSON.stringify(change)).toThrow(
        RangeError,
      );
    }
    // What one loop ignores, it does not check.
    expect(() => createCapacityTask({ ...OPEN, users: 0, think: -1 })).not.toThrow();
    expect(() => createCapacityTask({ ...CLOSED, rate: 0 })).not.toThrow();
  });
});

describe('against a slow, obvious simulation of the same requests', () => {
  it('the same waits and responses, window, utilisation and batch means', () => {
    fc.assert(
      fc.property(
        fc.record({
          loop: fc.constantFrom('open' as const, 'closed' as const),
          rate: fc.double({ min: 1, max: 300, noNaN: true }),
          service: fc.constantFrom(0.01, 0.05, 1),
          cv: fc.constantFrom(0, 0.5, 1, 2.5),
          servers: fc.integer({ min: 1, max: 12 }),
          users: fc.integer({ min: 1, max: 20 }),
          think: fc.constantFrom(0, 0.05, 1),
          target: fc.constantFrom(0, 0.01, 0.2),
          requests: fc.integer({ min: 2, max: 400 }),
          warmup: fc.integer({ min: 0, max: 200 }),
          seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        }),
        (p) => {
          const ours = simulateCapacity(p);
          const ref = referenceQueue(p);
          const n = p.requests;
          expect(sameSamples(ours.waits, Float64Array.from(ref.waits).sort())).toBe(true);
          expect(sameSamples(ours.responses, Float64Array.from(ref.responses).sort())).toBe(true);
          expect(ours.span).toBe(ref.end - ref.start);
          // An empty window (every measured request submitted at once) leaves both NaN.
          const close = (a: number, b: number) =>
            Number.isNaN(b)
              ? expect(a).toBeNaN()
              : expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(b)));
          close(ours.utilisation, ref.busy / (p.servers * (ref.end - ref.start)));
          close(ours.throughput.mean, ref.end > ref.start ? n / (ref.end - ref.start) : NaN);
          const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
          close(ours.meanWait.mean, mean(ref.waits));
          close(ours.meanResponse.mean, mean(ref.responses));
          close(ours.pWait.mean, ref.waits.filter((w) => w > 0).length / n);
          close(ours.withinTarget.mean, ref.waits.filter((w) => w <= p.target).length / n);
          // Batch means over 32 consecutive batches (fewer for fewer requests).
          const b = Math.min(BATCHES, n);
          const edges = Array.from({ length: b + 1 }, (_, k) => Math.floor((k * n) / b));
          const batchMeans = edges.slice(1).map((e, k) => mean(ref.waits.slice(edges[k], e)));
          const centre = mean(batchMeans);
          const se = Math.sqrt(
            batchMeans.reduce((a, x) => a + (x - centre) ** 2, 0) / (b * (b - 1)),
          );
          close(ours.meanWait.se, se);
        },
      ),
      { numRuns: runs(60) },
    );
  });
});

describe('the task', () => {
  const small: CapacitySimParams = { ...OPEN, requests: 3000, warmup: 500, seed: 12 };

  it('is deterministic for a seed, and another seed gives other requests', () => {
    const a = simulateCapacity(small);
    expect(simulateCapacity(small)).toEqual(a);
    expect(simulateCapacity({ ...small, seed: 13 }).waits).not.toEqual(a.waits);
    const c = simulateCapacity({ ...CLOSED, requests: 3000, warmup: 500 });
    expect(simulateCapacity({ ...CLOSED, requests: 3000, warmup: 500 })).toEqual(c);
  });

  it('reports partials, finishes the simulation, then sorts in two more steps', () => {
    const task = createCapacityTask(small);
    expect(task.total).toBe(3500);
    expect(task.partial()).toEqual({ done: 0, measured: 0, meanWait: null });
    expect(() => task.result()).toThrow();
    expect(task.step(400)).toBe(false);
    expect(task.partial()).toEqual({ done: 400, measured: 0, meanWait: null });
    expect(task.step(0)).toBe(false);
    expect(task.done()).toBe(400);
    expect(task.step(1100)).toBe(false);
    const partial = task.partial();
    expect(partial).toMatchObject({ done: 1500, measured: 1000 });
    expect(partial.meanWait).toBeGreaterThanOrEqual(0);
    expect(task.step(1e9)).toBe(false); // simulated to the end
    expect(task.done()).toBe(3500);
    expect(task.step(1)).toBe(false); // the waits sorted
    expect(task.step(1)).toBe(true); // the responses sorted: the result
    expect(task.step(1)).toBe(true);
    const result = task.result();
    expect(result).toEqual(simulateCapacity(small));
    expect(task.partial().meanWait).toBeCloseTo(result.meanWait.mean, 12);
  });

  it('gives exactly the same result stepped in any chunks as in one step', () => {
    fc.assert(
      fc.property(
        fc.record({
          loop: fc.constantFrom('open' as const, 'closed' as const),
          rate: fc.double({ min: 1, max: 500, noNaN: true }),
          service: fc.constantFrom(0.01, 0.05, 1),
          cv: fc.constantFrom(0, 0.5, 1, 2.5),
          servers: fc.integer({ min: 1, max: 40 }),
          users: fc.integer({ min: 1, max: 60 }),
          think: fc.constantFrom(0, 0.1, 2),
          target: fc.constantFrom(0, 0.01, 1),
          requests: fc.integer({ min: 1, max: 2500 }),
          warmup: fc.integer({ min: 0, max: 700 }),
          seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        }),
        fc.array(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 12 }),
        (p, chunks) => {
          const whole = runToEnd(createCapacityTask(p), 1 << 30);
          const task = createCapacityTask(p);
          let k = 0;
          while (!task.step(chunks[k++ % chunks.length]!)) {
            // keep stepping
          }
          const stepped: CapacitySimResult = task.result();
          expect(stepped).toEqual(whole);
        },
      ),
      { numRuns: runs(60) },
    );
  });
});
