import { describe, expect, it } from 'vitest';
import { initialState, nextDelay, STRATEGIES, type Strategy } from '@/core/retries/strategies';
import { namedStream } from '@/core/sim/streams';
import { runToEnd } from '@/core/sim/task';
import { createWaveTask, waveBucketCount, type WaveParams } from '@/core/retries/wave';
import { uniformPeak } from '@/core/retries/wave-analytics';

const EXAMPLE: WaveParams = { clients: 1000, attempt: 3, base: 1, cap: 20, bucket: 0.1, seed: 1 };
const peak = (r: ReturnType<typeof wave>, s: string) =>
  r.strategies.find((x) => x.strategy === s)?.peak;
const wave = (p: WaveParams) => runToEnd(createWaveTask(p), 97);

const axis = (strategy: Strategy, attempt: number, base: number, cap: number, bucket: number) =>
  waveBucketCount({ clients: 1, attempt, base, cap, bucket, seed: 1, strategies: [strategy] });

/** Polly's curve written with tanh: f(t) = 2^t · tanh(√(4t)). */
const polly = (t: number) => 2 ** t * Math.tanh(Math.sqrt(4 * t));

describe('wave: the worked example', () => {
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

describe('wave: the shared time axis, strategy by strategy', () => {
  it('no jitter, full and equal jitter all end at v = min(c, b·2^k); no backoff at 0', () => {
    // v = 2³ = 8 s in 1 s buckets: buckets 0…8.
    for (const s of ['exponential', 'full', 'equal'] as const) {
      expect(axis(s, 3, 1, 20, 1), s).toBe(9);
      expect(axis(s, 5, 1, 20, 1), s).toBe(21);
    }
    expect(axis('constant', 3, 1, 20, 1)).toBe(1);
  });

  it('decorrelated jitter can reach b·3^k, then the cap', () => {
    expect(axis('decorrelated', 3, 1, 100, 1)).toBe(28);
    expect(axis('decorrelated', 3, 1, 20, 1)).toBe(21);
    expect(axis('decorrelated', 2, 0.5, 100, 0.5)).toBe(10);
  });

  it('gRPC: exactly 1 s before retry 1, then 1.6^(k−1) s plus 20% jitter, capped', () => {
    // Retry 1: 1 s / 0.125 s = 8 → 9 buckets (no jitter on the first retry).
    expect(axis('grpc', 1, 1, 100, 0.125)).toBe(9);
    // Retry 3: 1.6² · 1.2 = 3.072 s / 0.125 = 24.576 → 25 buckets; capped at 2 s: 17.
    expect(axis('grpc', 3, 1, 100, 0.125)).toBe(25);
    expect(axis('grpc', 3, 1, 2, 0.125)).toBe(17);
  });

  it('Polly: (f(k) − f(k − 2)) / 1.4 · b at most, capped', () => {
    // Retry 3, b = 2: (f(3) − f(1)) / 1.4 · 2 = 8.6517… s; / 0.125 → 70 buckets.
    const bound3 = ((polly(3) - polly(1)) / 1.4) * 2;
    expect(bound3).toBeCloseTo(8.6517, 3);
    expect(axis('polly', 3, 2, 100, 0.125)).toBe(Math.floor(bound3 / 0.125) + 1);
    expect(axis('polly', 3, 2, 100, 0.125)).toBe(70);
    // Retry 1: f(1) − f(0) = 2 tanh 2; · 2 / 1.4 = 2.754 s → 23 buckets.
    expect(axis('polly', 1, 2, 100, 0.125)).toBe(23);
    // The cap: 5 s / 0.125 = 40 → 41.
    expect(axis('polly', 3, 2, 5, 0.125)).toBe(41);
  });

  it('the axis fits the strategy that reaches furthest', () => {
    const p = { clients: 1, attempt: 3, base: 1, cap: 100, bucket: 1, seed: 1 };
    expect(waveBucketCount({ ...p, strategies: ['exponential', 'decorrelated', 'grpc'] })).toBe(28);
    expect(waveBucketCount({ ...p, strategies: ['constant'] })).toBe(1);
  });
});

describe('wave: progress in clients, strategy by strategy', () => {
  const P: WaveParams = { clients: 10, attempt: 1, base: 1, cap: 20, bucket: 1, seed: 1 };

  it('counts exactly the units asked for across strategies, and partials are snapshots', () => {
    const task = createWaveTask(P);
    expect(task.total).toBe(70);
    expect(task.done()).toBe(0);
    // 25 units: strategies 1 and 2 whole (10 + 10), then 5 clients of the third.
    expect(task.step(25)).toBe(false);
    expect(task.done()).toBe(25);
    const first = task.partial();
    expect(first.map((s) => s.strategy)).toEqual(['exponential', 'full']);
    // 10 more from client 5 of the third: 5 finish it, 5 start the fourth.
    expect(task.step(10)).toBe(false);
    expect(task.done()).toBe(35);
    expect(task.partial().map((s) => s.strategy)).toEqual(['exponential', 'full', 'equal']);
    // The partial taken before is not changed by later steps.
    expect(first).toHaveLength(2);
    expect(task.step(35)).toBe(true);
    expect(task.done()).toBe(70);
    expect(task.result().strategies).toHaveLength(7);
  });

  it('no jitter by hand: all 10 clients at 2 s, in the last of 3 one-second buckets', () => {
    const r = runToEnd(createWaveTask({ ...P, strategies: ['exponential', 'constant'] }), 3);
    const [none, constant] = r.strategies;
    expect([...(none?.histogram.counts ?? [])]).toEqual([0, 0, 10]);
    expect([none?.peak, none?.peakTime, none?.mean, none?.first, none?.last]).toEqual([
      10, 2, 2, 2, 2,
    ]);
    expect([...(constant?.histogram.counts ?? [])]).toEqual([10, 0, 0]);
    expect([constant?.peak, constant?.peakTime, constant?.first, constant?.last]).toEqual([
      10, 0, 0, 0,
    ]);
  });
});
