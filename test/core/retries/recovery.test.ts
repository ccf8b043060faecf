import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRecoveryTask, type RecoveryParams } from '@/core/retries/recovery';
import { STRATEGIES } from '@/core/retries/strategies';
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
