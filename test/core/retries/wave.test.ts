import { describe, expect, it } from 'vitest';
import { initialState, nextDelay, STRATEGIES } from '@/core/retries/strategies';
import { namedStream } from '@/core/sim/streams';
import { runToEnd } from '@/core/sim/task';
import { createWaveTask, waveBucketCount, type WaveParams } from '@/core/retries/wave';
import { binomialCdfWindow, uniformPeak, waveAnalytics } from '@/core/retries/wave-analytics';

/** P(Bin(n, p) ≤ m) for m = 0 … up to where it reaches 1 within double precision. */
function binomialCdf(n: number, p: number): Float64Array {
  const { lo, cdf } = binomialCdfWindow(n, p);
  const out = new Float64Array(lo + cdf.length);
  out.set(cdf, lo);
  return out;
}

const EXAMPLE: WaveParams = { clients: 1000, attempt: 3, base: 1, cap: 20, bucket: 0.1, seed: 1 };
const peak = (r: ReturnType<typeof wave>, s: string) =>
  r.strategies.find((x) => x.strategy === s)?.peak;
const wave = (p: WaveParams) => runToEnd(createWaveTask(p), 97);

describe('wave: the worked example', () => {
  it('has a window of 8 s, 80 buckets, 12.5 arrivals per bucket and an 80× reduction', () => {
    expect(waveAnalytics(1000, 3, 0.1, { base: 1, cap: 20 })).toEqual({
      window: 8,
      buckets: 80,
      expectedPerBucket: 12.5,
      reductionExpected: 80,
    });
  });

  it('caps the window and never reduces below 1× when the bucket is wider than the window', () => {
    expect(waveAnalytics(1000, 10, 0.1, { base: 1, cap: 20 }).window).toBe(20);
    const wide = waveAnalytics(1000, 1, 5, { base: 1, cap: 20 });
    expect(wide.expectedPerBucket).toBe(1000);
    expect(wide.reductionExpected).toBe(1);
  });

  it('no jitter puts all 1000 clients in one bucket; every strategy counts every client', () => {
    const r = wave(EXAMPLE);
    expect(r.strategies.map((s) => s.strategy)).toEqual([...STRATEGIES]);
    expect(peak(r, 'exponential')).toBe(1000);
    expect(r.strategies.find((s) => s.strategy === 'exponential')?.peakTime).toBeCloseTo(8, 9);
    expect(peak(r, 'constant')).toBe(1000);
    for (const s of r.strategies) {
      expect(s.histogram.counts.reduce((a, b) => a + b, 0)).toBe(1000);
    }
  });

  it("full jitter's observed peak sits above the 12.5 average, inside the predicted 90% range", () => {
    const r = wave(EXAMPLE);
    const full = peak(r, 'full') ?? 0;
    const predicted = uniformPeak(1000, 0, 8, 0.1);
    expect(full).toBeGreaterThan(12.5);
    expect(full).toBeGreaterThanOrEqual(predicted.low);
    expect(full).toBeLessThanOrEqual(predicted.high);
    expect(full).toBeLessThan(1000 / 20);
  });

  it('predicts the mean busiest bucket within 1 arrival of 300 seeded draws (full and equal)', () => {
    const seeds = Array.from({ length: 300 }, (_, i) => i + 100);
    const draws = seeds.map((seed) => wave({ ...EXAMPLE, seed, strategies: ['full', 'equal'] }));
    const avg = (s: string) => draws.reduce((a, r) => a + (peak(r, s) ?? 0), 0) / draws.length;
    expect(Math.abs(avg('full') - uniformPeak(1000, 0, 8, 0.1).mean)).toBeLessThan(1);
    expect(Math.abs(avg('equal') - uniformPeak(1000, 4, 8, 0.1).mean)).toBeLessThan(1);
    // Equal jitter's floor halves the spread: twice the arrivals per bucket.
    expect(avg('equal')).toBeGreaterThan(1.5 * avg('full'));
  });

  it('busiest-bucket prediction is cheap for millions of clients and agrees with the full sum', () => {
    // One bucket holding the whole spread: every arrival in it, answered without a CDF of n terms.
    expect(uniformPeak(10_000_000, 0, 1, 5)).toEqual({ mean: 1e7, low: 1e7, high: 1e7 });
    // 20 buckets of Bin(10⁷, 0.05): the value the O(n) sum over m = 0 … n gave before.
    const big = uniformPeak(10_000_000, 0, 2, 0.1);
    expect(big.mean).toBeCloseTo(501287.4826, 3);
    expect([big.low, big.high]).toEqual([500747, 501930]);
    // 20,000 buckets (3 million clients over 20 s in 1 ms buckets), the same as bucket by bucket.
    expect(uniformPeak(3_000_000, 0, 20, 0.001).mean).toBeCloseTo(201.6806, 3);
  });

  it('binomial CDF: exact small cases and no underflow for a million clients', () => {
    const cdf = binomialCdf(2, 0.5);
    expect(cdf[0]).toBeCloseTo(0.25, 12);
    expect(cdf[1]).toBeCloseTo(0.75, 12);
    expect(cdf[2]).toBeCloseTo(1, 12);
    const big = binomialCdf(1_000_000, 0.0125);
    expect(big[12_500]).toBeGreaterThan(0.49);
    expect(big[12_500]).toBeLessThan(0.52);
  });

  it('is identical for a seed, different for another, whatever the chunk size', () => {
    const a = runToEnd(createWaveTask(EXAMPLE), 7);
    const b = runToEnd(createWaveTask(EXAMPLE), 1 << 20);
    expect(a.strategies.map((s) => [...s.histogram.counts])).toEqual(
      b.strategies.map((s) => [...s.histogram.counts]),
    );
    const c = wave({ ...EXAMPLE, seed: 2 });
    expect([...(c.strategies[1]?.histogram.counts ?? [])]).not.toEqual([
      ...(a.strategies[1]?.histogram.counts ?? []),
    ]);
  });

  it('equals a reference wave drawn client by client with nextDelay, bit for bit', () => {
    const stateful = new Set(['decorrelated', 'polly']);
    const cases: WaveParams[] = [
      EXAMPLE,
      { clients: 5000, attempt: 1, base: 0.3, cap: 7.7, bucket: 0.07, seed: 5 },
      { clients: 3000, attempt: 7, base: 0.25, cap: 30, bucket: 0.5, seed: 9 },
    ];
    for (const p of cases) {
      const length = waveBucketCount(p);
      for (const chunk of [97, 1 << 20]) {
        const r = runToEnd(createWaveTask(p), chunk);
        for (const s of r.strategies) {
          const rng = namedStream(p.seed, 'retries-wave', STRATEGIES.indexOf(s.strategy));
          const state = new Float64Array(1);
          const counts = new Uint32Array(length);
          let sum = 0;
          let min = Infinity;
          let max = 0;
          for (let i = 0; i < p.clients; i++) {
            state[0] = initialState(s.strategy, p);
            let d = 0;
            const from = stateful.has(s.strategy) ? 1 : p.attempt;
            for (let j = from; j <= p.attempt; j++) d = nextDelay(s.strategy, j, p, rng, state, 0);
            const at = Math.min(length - 1, Math.floor(d / p.bucket));
            counts[at] = (counts[at] ?? 0) + 1;
            sum += d;
            min = Math.min(min, d);
            max = Math.max(max, d);
          }
          expect([...s.histogram.counts], s.strategy).toEqual([...counts]);
          expect([s.mean, s.first, s.last], s.strategy).toEqual([sum / p.clients, min, max]);
        }
      }
    }
  });

  it('reports progress and partial results strategy by strategy', () => {
    const task = createWaveTask(EXAMPLE);
    expect(task.total).toBe(7000);
    task.step(1500);
    expect(task.done()).toBe(1500);
    expect(task.partial().map((s) => s.strategy)).toEqual(['exponential']);
  });
});
