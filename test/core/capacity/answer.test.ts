import { describe, expect, it } from 'vitest';
import {
  afterZoneLoss,
  closedAnswer,
  closedServersNeeded,
  openAnswer,
  openServersNeeded,
  scalePlan,
  TARGET_SHARE,
  type Answer,
  type QueueAnswer,
} from '@/core/capacity/answer';
import type { OpenQueue } from '@/core/capacity/open';
import { closedWaitExceedsDirect, erlangCExact, poissonSplit } from './oracle';

const relative = (x: number, y: number) => Math.abs(x - y) / Math.abs(y);

const DEFAULTS: OpenQueue = { rate: 100, service: 0.05, servers: 8, cv: 1 };

function stable(a: Answer): QueueAnswer {
  if (a.kind !== 'stable') throw new Error(`expected a stable answer: ${JSON.stringify(a)}`);
  return a;
}

/** The smallest t in [lo, hi] with f(t) ≤ level, for f falling, by plain bisection to the bit. */
function bisect(f: (t: number) => number, level: number, lo: number, hi: number): number {
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (f(mid) > level) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** C(8, 5) in exact rationals: the defaults' chance of waiting. */
const C = erlangCExact(8, 5n, 1n);

describe('the open loop’s answer', () => {
  it('defaults (100/s, 50 ms, 8 servers, cv 1): ρ 0.625, C 0.1672665, p99 wait 46.950 ms, p99 response 234.274157 ms', () => {
    const a = stable(openAnswer(DEFAULTS));
    // a = λS = 5 Erlangs, ρ = 5/8; cμ − λ = 160 − 100 = 60/s; W_q = C/60; W = W_q + S; L = λW.
    expect(a.utilisation).toBe(0.625);
    expect(a.throughput).toBe(100);
    expect(relative(a.pWait, C)).toBeLessThan(1e-12);
    expect(relative(a.meanWait, C / 60)).toBeLessThan(1e-12);
    expect(relative(a.meanResponse, C / 60 + 0.05)).toBeLessThan(1e-12);
    expect(relative(a.inSystem, 100 * (C / 60 + 0.05))).toBeLessThan(1e-12);
    expect(a.exact).toBe(true);
    // P(W_q > t) = C·e^{−60t}; the p99 is ln(C/0.01)/60.
    expect(relative(a.waitExceeds(0.1), C * Math.exp(-6))).toBeLessThan(1e-12);
    expect(a.waitExceeds(-1)).toBe(1);
    expect(relative(a.waitQuantile(0.99), Math.log(100 * C) / 60)).toBeLessThan(1e-12);
    expect(a.waitQuantile(0.99)).toBeCloseTo(0.04695, 6);
    expect(a.waitQuantile(0.5)).toBe(0);
    // Response: μ = 20, d = 60, P(T > t) = e^{−μt} + Cμ(e^{−dt} − e^{−μt})/(μ − d)
    // = e^{−20t}(1 + C/2) − (C/2)e^{−60t}, solved for 1% by bisection.
    const tail = (t: number) => Math.exp(-20 * t) * (1 + C / 2) - (C / 2) * Math.exp(-60 * t);
    const p99 = bisect(tail, 0.01, 0.05, 1);
    expect(relative(a.responseP99 ?? 0, p99)).toBeLessThan(1e-11);
    expect(a.responseP99).toBeCloseTo(0.234274157, 9);
  });

  it('constant service (cv 0): Allen–Cunneen halves the wait, not exact, p99 response S + ln(100C)/120', () => {
    const a = stable(openAnswer({ ...DEFAULTS, cv: 0 }));
    // Factor (1 + 0)/2 = ½: W_q = C/120, tail rate 120/s; the response is S plus that wait.
    expect(a.exact).toBe(false);
    expect(relative(a.meanWait, C / 120)).toBeLessThan(1e-12);
    expect(relative(a.waitQuantile(0.99), Math.log(100 * C) / 120)).toBeLessThan(1e-12);
    expect(relative(a.responseP99 ?? 0, 0.05 + Math.log(100 * C) / 120)).toBeLessThan(1e-11);
  });

  it('200/s on 8 servers of 50 ms overloads: ρ 1.25, growing by 200 − 160 = 40 requests a second', () => {
    const a = openAnswer({ ...DEFAULTS, rate: 200 });
    expect(a).toEqual({ kind: 'overload', utilisation: 1.25, growth: 40 });
  });

  it('the target is for 99% of requests', () => {
    expect(TARGET_SHARE).toBe(0.99);
  });

  it('servers needed at the defaults: 7 (with 6, 8.0% wait longer than 100 ms; with 7, 0.59%)', () => {
    // C(6, 5)·e^{−(6 − 5)/0.05·0.1} and C(7, 5)·e^{−(7 − 5)/0.05·0.1}, C in exact rationals.
    const six = erlangCExact(6, 5n, 1n) * Math.exp(-2);
    const seven = erlangCExact(7, 5n, 1n) * Math.exp(-4);
    expect(six).toBeCloseTo(0.08, 3);
    expect(seven).toBeCloseTo(0.00594, 5);
    expect(openServersNeeded({ rate: 100, service: 0.05, cv: 1 }, 0.1)).toBe(7);
  });
});

describe('the closed loop’s answer', () => {
  it('one user never waits: R = S, X = 1/(S + Z), nothing above 0 in the wait', () => {
    const q = { users: 1, think: 1, service: 0.05, servers: 2 };
    const a = closedAnswer(q, 1);
    const X = 1 / 1.05;
    expect(a.kind).toBe('stable');
    expect(a.meanResponse).toBe(0.05);
    expect(a.meanWait).toBe(0);
    expect(a.pWait).toBe(0);
    expect(relative(a.throughput, X)).toBeLessThan(1e-14);
    // One user busy X·S of the time, on 2 servers; L = X·R.
    expect(relative(a.utilisation, (X * 0.05) / 2)).toBeLessThan(1e-14);
    expect(relative(a.inSystem, X * 0.05)).toBeLessThan(1e-14);
    expect(a.waitExceeds(0)).toBe(0);
    expect(a.waitExceeds(-1)).toBe(1);
    expect(a.waitQuantile(0.99)).toBe(0);
    expect(a.responseP99).toBeNull();
    expect(a.exact).toBe(true);
    expect(closedAnswer(q, 0.5).exact).toBe(false);
  });

  it('10 users, no think time, 4 servers of 100 ms: the wait is Erlang(6, 40/s), its p99 found by bisection', () => {
    // Every user is always at the servers: a request finds 9 others and waits for 6 departures.
    const a = closedAnswer({ users: 10, think: 0, service: 0.1, servers: 4 }, 1);
    const tail = (t: number) => poissonSplit(6, 40 * t).below;
    expect(a.pWait).toBe(1);
    expect(relative(a.throughput, 40)).toBeLessThan(1e-12);
    for (const t of [0.05, 0.15, 0.4])
      expect(relative(a.waitExceeds(t), tail(t))).toBeLessThan(1e-12);
    expect(relative(a.waitQuantile(0.99), bisect(tail, 0.01, 0, 10))).toBeLessThan(1e-11);
  });

  it('closedServersNeeded is the fewest servers letting 99% start within the target (brute force over 1…N)', () => {
    for (const [users, think, service, target] of [
      [20, 1, 0.2, 0.1],
      [50, 1, 0.05, 0.02],
      [30, 0.5, 0.1, 0.05],
      [12, 2, 0.5, 0.3],
      [40, 3, 0.25, 0.1],
      [100, 5, 0.1, 0.05],
      [7, 0.1, 1, 0.5],
      [60, 1, 0.05, 0],
      [1, 1, 1, 0],
    ] as const) {
      let fewest = 0;
      for (let c = 1; c <= users && fewest === 0; c++)
        if (1 - closedWaitExceedsDirect(users, think, service, c, target) >= 0.99) fewest = c;
      expect(closedServersNeeded({ users, think, service }, target)).toBe(fewest);
    }
  });

  it('exactly 99% is enough: 2 users thinking 99 s on a 1 s server wait 1% of the time, so one server does', () => {
    // A request waits iff the other user is at the server: by the arrival theorem, S/(S + Z) = 1%.
    expect(closedServersNeeded({ users: 2, think: 99, service: 1 }, 0)).toBe(1);
    // Thinking 98 s, the other user is there 1/99 of the time: more than 1%, so 2 servers.
    expect(closedServersNeeded({ users: 2, think: 98, service: 1 }, 0)).toBe(2);
  });
});

/** A stable answer whose P(W_q > target) is `exceeds`, whatever the target. */
const answerExceeding = (exceeds: number): QueueAnswer => ({
  kind: 'stable',
  utilisation: 0.5,
  throughput: 1,
  pWait: exceeds,
  meanWait: 0,
  meanResponse: 1,
  inSystem: 1,
  waitExceeds: () => exceeds,
  waitQuantile: () => 0,
  responseP99: null,
  exact: true,
});

describe('losing a zone', () => {
  const withServers = (servers: number) => openAnswer({ ...DEFAULTS, servers });

  it('defaults, 8 servers over 3 zones (3, 3, 2): losing 3 leaves 5 at exactly ρ = 5/5 = 1, overloaded', () => {
    expect(afterZoneLoss(8, 3, 0.1, withServers)).toEqual({
      lost: 3,
      left: 5,
      utilisation: 1,
      verdict: 'overloaded',
    });
  });

  it('12 over 3 zones leaves 8: P(W_q > 0.1) = C(8, 5)·e^{−6} = 0.04% ≤ 1%, the target holds', () => {
    expect(C * Math.exp(-6)).toBeLessThan(0.01);
    expect(afterZoneLoss(12, 3, 0.1, withServers)).toEqual({
      lost: 4,
      left: 8,
      utilisation: 0.625,
      verdict: 'holds',
    });
  });

  it('9 over 3 zones leaves 6: P(W_q > 0.1) = C(6, 5)·e^{−2} = 8.0% > 1%, slow', () => {
    expect(erlangCExact(6, 5n, 1n) * Math.exp(-2)).toBeGreaterThan(0.01);
    const loss = afterZoneLoss(9, 3, 0.1, withServers);
    expect(loss).toMatchObject({ lost: 3, left: 6, verdict: 'slow' });
    expect(loss.utilisation).toBeCloseTo(5 / 6, 15);
  });

  it('one zone: losing it leaves nothing, and no queue is asked about', () => {
    const never = () => {
      throw new Error('no servers are left to ask about');
    };
    expect(afterZoneLoss(8, 1, 0.1, never)).toEqual({
      lost: 8,
      left: 0,
      utilisation: null,
      verdict: 'nothing-left',
    });
  });

  it('exactly 1% waiting longer than the target still holds; a hair more is slow', () => {
    // 1 − 0.01 is 0.99 exactly in binary64: the 99% target is met, not missed.
    expect(1 - 0.01).toBe(0.99);
    expect(afterZoneLoss(3, 3, 0.1, () => answerExceeding(0.01)).verdict).toBe('holds');
    expect(afterZoneLoss(3, 3, 0.1, () => answerExceeding(0.0100000000000001)).verdict).toBe(
      'slow',
    );
  });
});

describe('the autoscaler’s plan', () => {
  it('5 Erlangs needing 7 servers over 3 zones: 11 pods (4, 4, 3: losing 4 leaves 7), target 5/11 → 45%', () => {
    // 10 pods (4, 3, 3) would leave 6.
    expect(scalePlan(5, 7, 3)).toEqual({ zoneSafe: 11, targetUtilisation: 0.45 });
  });

  it('over 2 zones: 14 pods (7 + 7), target 5/14 = 35.7% → 35%; one zone has no plan', () => {
    expect(scalePlan(5, 7, 2)).toEqual({ zoneSafe: 14, targetUtilisation: 0.35 });
    expect(scalePlan(5, 7, 1)).toBeNull();
  });
});
