import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assembleSweep,
  createSweepCellTask,
  createSweepTask,
  sweepCells,
  sweepRatio,
  type SweepCell,
} from '@/core/overload/sweep';
import { POLICIES, type OverloadPolicy, type SweepParams } from '@/core/overload/types';
import { runToEnd } from '@/core/sim/task';
import { retriesMoments, SWEEP } from './helpers';
import { runs } from '../property-runs';

/** One (policy, f) cell of a sweep, run to the end. */
const cell = (policy: OverloadPolicy, f: number, p: Partial<SweepParams> = {}): SweepCell =>
  runToEnd(createSweepCellTask({ policy, f, fIndex: 0, params: { ...SWEEP, ...p } }));

/**
 * Tolerances: a cell's load is the mean of ~N independent attempt counts (N ≈ rate × duration
 * requests), so its standard error is sd(A)/√N; success is a binomial share, se √(s(1 − s)/N).
 * We allow 4 standard errors (a false failure about 6 times in 100,000 draws; the seed is fixed).
 */
const se = (variance: number, n: number) => Math.sqrt(variance / n);

describe('sweep: closed forms', () => {
  it('none: load 1 exactly, success 1 − f', () => {
    for (const f of [0, 0.2, 0.5, 0.95, 1]) {
      const c = cell('none', f);
      expect(c.load).toBe(1);
      expect(Math.abs(c.success - (1 - f))).toBeLessThanOrEqual(4 * se(f * (1 - f), c.requests));
    }
  });

  it('retries: load (1 − f^m)/(1 − f), success 1 − f^m, at every grid ratio (1.75 and 0.875 at f = 0.5)', () => {
    expect(retriesMoments(0.5, 3).mean).toBe(1.75);
    for (let i = 0; i <= 20; i++) {
      const f = sweepRatio(i);
      const c = cell('retries', f, { duration: 20 });
      const { mean, variance } = retriesMoments(f, 3);
      const s = 1 - f ** 3;
      expect(Math.abs(c.load - mean)).toBeLessThanOrEqual(4 * se(variance, c.requests) + 1e-12);
      expect(Math.abs(c.success - s)).toBeLessThanOrEqual(4 * se(s * (1 - s), c.requests) + 1e-12);
    }
    expect(cell('retries', 1).load).toBe(3);
  });

  it('gRPC: like retries below r/(1 + r) = 9.1%, almost no retries above it', () => {
    // Per attempt the tokens drift by r(1 − f) − f: up (pinned at the maximum) below f = r/(1 + r),
    // down to 0 above it, where a retry needs a climb back over max/2 against the drift.
    expect(0.1 / 1.1).toBeCloseTo(0.0909, 4);
    for (const f of [0, 0.05]) {
      const c = cell('grpc', f);
      const { mean, variance } = retriesMoments(f, 3);
      expect(Math.abs(c.load - mean)).toBeLessThanOrEqual(5 * se(variance, c.requests) + 1e-12);
    }
    for (const f of [0.15, 0.2, 0.5, 0.8]) {
      const extra = cell('grpc', f).load - 1;
      expect(extra).toBeLessThan(0.15 * (retriesMoments(f, 3).mean - 1));
    }
    // f = 1, worked by hand: a failure may retry only if it leaves more than 5 tokens, so only
    // the failures that leave 9, 8, 7 and 6 may, and each does unless it was its request's last
    // (third) attempt. One request at a time: 10 → 9 → 8 (two retries) → 7 (its last attempt),
    // then 6 (a retry) → 5 (none): 3 retries. Requests that overlap (one client at 1000/s: 1 ms
    // apart, backoffs of up to 0.3 s) spend all four on first attempts: 4.
    const one = cell('grpc', 1, { clients: 1 });
    expect(one.attempts - one.requests).toBe(4);
    const many = cell('grpc', 1);
    expect(many.attempts - many.requests).toBeGreaterThanOrEqual(3 * 100);
    expect(many.attempts - many.requests).toBeLessThanOrEqual(4 * 100);
  });

  it('AWS 2026: like retries while the quota refills (f = 0.2), exactly 35 retries per client at f = 1', () => {
    // Quota drift per request: +(1 − f) for first-try successes, −14 per failed retry (a
    // successful retry is refunded), f² + f³ of them with 3 attempts: 0.8 − 14 × 0.048 = 0.128 > 0
    // at f = 0.2, so the quota stays near full.
    const c = cell('aws', 0.2);
    const { mean, variance } = retriesMoments(0.2, 3);
    expect(Math.abs(c.load - mean)).toBeLessThanOrEqual(4 * se(variance, c.requests));
    for (const clients of [1, 100]) {
      const all = cell('aws', 1, { clients });
      // ⌊500 / 14⌋ = 35 retries (35 × 14 = 490; the 10 left cannot pay 14), nothing refunded.
      expect(all.attempts - all.requests).toBe(35 * clients);
    }
  });

  it('AWS 2026 at f = 0.5: the quota is spent in ~10.5 s, then ~1/14 retry per request', () => {
    // Drift per request 0.5 − 14 × (0.25 + 0.125) = −4.75: a client's 500 lasts 500 / 4.75 ≈ 105
    // of its requests, 10.5 s at 10/s. Then the first-try successes (0.5 per request) pay the
    // failed retries (14 each, a share f of the retries): R = (1 − f)/(14 f) = 1/14 retry per
    // request. Load ≈ (10.5 × 1.75 + 49.5 × (1 + 1/14))/60 = (18.375 + 53.036)/60 = 1.190;
    // success ≈ (10.5 × 0.875 + 49.5 × (0.5 + 0.5/14))/60 = (9.188 + 26.518)/60 = 0.595.
    const c = cell('aws', 0.5);
    expect(Math.abs(c.load - 1.19)).toBeLessThan(0.01);
    expect(Math.abs(c.success - 0.595)).toBeLessThan(0.012);
  });

  it('AWS before 2026 (aws_legacy): exactly 100 retries per client at f = 1, and the old numbers', () => {
    // Drift 0.8 − 5 × 0.048 = 0.56 > 0 at f = 0.2: the quota stays full, the load is retries'.
    const c = cell('aws_legacy', 0.2);
    const { mean, variance } = retriesMoments(0.2, 3);
    expect(Math.abs(c.load - mean)).toBeLessThanOrEqual(4 * se(variance, c.requests));
    for (const clients of [1, 100]) {
      const all = cell('aws_legacy', 1, { clients });
      expect(all.attempts - all.requests).toBe(100 * clients); // 500 / 5, nothing refunded
    }
    // It draws the stream of `aws`: where the quota never binds (f = 0.05, 0.2 at the defaults)
    // the two are the same run, and at f = 0.5 the 2026 costs send fewer retries.
    expect(cell('aws_legacy', 0.2)).toEqual({ ...cell('aws', 0.2), policy: 'aws_legacy' });
    expect(cell('aws', 0.5).load).toBeLessThan(cell('aws_legacy', 0.5).load);
  });

  it('Finagle at f = 1: retries ≤ percent·rate + min_per_s per second per client (one client at 1000/s: load → 1.21)', () => {
    // Saturated, each 1-s slice nets −reserve/10 (the sum over 10 slices sits at −reserve), so a
    // client retries 0.2 × its requests + 10 per second. One client at 1000/s: 210 retries/s,
    // load 1 + 210/1000 = 1.21 (slices end at the first event after 1 s, here ~1 ms late: < 0.1%).
    const one = cell('finagle', 1, { clients: 1 });
    expect(Math.abs(one.load - 1.21)).toBeLessThan(0.005);
  });

  it('Finagle and the client count: the reserve is per client, 10 retries/s each', () => {
    // Closed form: load = 1 + min(D, percent + min_per_s · clients / rate), D = f(1 − f^(m−1))/(1 − f)
    // the retries wanted per request. 100 clients at 1000/s total: each has 10 requests/s and a
    // reserve of 10 retries/s, an allowance of 1.2 retries per request.
    const bound = (f: number, clients: number) =>
      1 + Math.min(retriesMoments(f, 3).mean - 1, 0.2 + (10 * clients) / 1000);
    // f = 0.5 wants 0.75 retries per request: 100 clients are not limited (like retries, 1.75);
    // one client is (1.21).
    const many = cell('finagle', 0.5);
    const { variance } = retriesMoments(0.5, 3);
    expect(bound(0.5, 100)).toBe(1.75);
    expect(Math.abs(many.load - 1.75)).toBeLessThanOrEqual(4 * se(variance, many.requests));
    expect(Math.abs(cell('finagle', 0.5, { clients: 1 }).load - bound(0.5, 1))).toBeLessThan(0.005);
    // f = 1 wants 2: 100 clients get 1 + 1.2 = 2.2 at most. A client with 10 requests/s waits
    // ~1/22 s for the event that ends a slice, so its reserve is ~10/1.045 per s: ≈ 2.16.
    const all = cell('finagle', 1);
    expect(bound(1, 100)).toBe(2.2);
    expect(all.load).toBeLessThanOrEqual(2.2);
    expect(all.load).toBeGreaterThan(2.12);
  });

  it('breaker_all and the client count: a client must see 100 calls before its breaker can open', () => {
    // 1000 clients × 10 requests (1000/s for 10 s) make at most 30 calls each: no breaker opens,
    // so at f = 0.6 it is plain retries (1.96, 0.784).
    const p = { rate: 1000, duration: 10 };
    const many = cell('breaker_all', 0.6, { ...p, clients: 1000 });
    const { mean, variance } = retriesMoments(0.6, 3);
    expect(Math.abs(many.load - mean)).toBeLessThanOrEqual(4 * se(variance, many.requests));
    expect(Math.abs(many.success - 0.784)).toBeLessThanOrEqual(
      4 * se(0.784 * 0.216, many.requests),
    );
    // One client sees them all: ~60% of its first 100 calls fail, it opens for 60 s (longer than
    // the run) and rejects the rest locally: a hundred-odd calls for 10,000 requests.
    const one = cell('breaker_all', 0.6, { ...p, clients: 1 });
    expect(one.load).toBeLessThan(0.05);
    expect(one.success).toBeLessThan(0.05);
  });

  it('breaker and the client count: a client’s first failures weigh more when it has made few calls', () => {
    // One client at 1000/s: its last 100 calls fail ~5% of the time, so it nearly always retries.
    // 1000 clients × 10 requests: a failure among a client's first 10 calls is > 10% of them.
    const p = { rate: 1000, duration: 10, f: 0.05 };
    const one = cell('breaker', 0.05, { ...p, clients: 1 });
    const many = cell('breaker', 0.05, { ...p, clients: 1000 });
    expect(one.load - 1).toBeGreaterThan(0.045);
    expect(many.load - 1).toBeLessThan(0.01);
  });
});

describe('sweep: the whole run', () => {
  const small: SweepParams = { ...SWEEP, rate: 200, duration: 5, clients: 10, f: 0.33 };

  it('has 21 points per policy, and the chosen f off the grid as its own cell', () => {
    const r = runToEnd(createSweepTask(small));
    expect(r.policies.map((q) => q.policy)).toEqual([...POLICIES]);
    for (const q of r.policies) {
      expect(q.points.map((x) => x.f)).toEqual(Array.from({ length: 21 }, (_, i) => i / 20));
      expect(q.chosen.f).toBe(0.33);
    }
    expect(sweepCells(small)).toHaveLength(22 * 8);
    // On the grid, the chosen point is the grid's own.
    const on = runToEnd(createSweepTask({ ...small, f: 0.25 }));
    expect(on.policies[1]!.chosen).toEqual(on.policies[1]!.points[5]);
    expect(sweepCells({ ...small, f: 0.25 })).toHaveLength(21 * 8);
  });

  it('gives identical numbers whatever the step size and the order cells are computed in', () => {
    const whole = runToEnd(createSweepTask(small));
    const task = createSweepTask(small);
    const fractions: number[] = [];
    while (!task.step(7)) fractions.push(task.done() / task.total);
    expect(task.result()).toEqual(whole);
    expect(fractions.every((x, i) => x > 0 && x < 1 && x >= (fractions[i - 1] ?? 0))).toBe(true);
    const reversed = sweepCells(small)
      .reverse()
      .map((job) => runToEnd(createSweepCellTask(job), 3));
    expect(assembleSweep(small, reversed)).toEqual(whole);
  });

  it('keeps every point a share: success ≤ load ≤ attempts, none at exactly 1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...POLICIES),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 1000 }),
        (policy, f, attempts, clients, seed) => {
          const c = cell(policy, f, { attempts, clients, seed, rate: 100, duration: 3 });
          expect(c.success).toBeGreaterThanOrEqual(0);
          expect(c.success).toBeLessThanOrEqual(Math.min(1, c.load));
          expect(c.load).toBeLessThanOrEqual(attempts);
          if (policy === 'none' && c.requests > 0) expect(c.load).toBe(1);
        },
      ),
      { numRuns: runs(60) },
    );
  });
});
