import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '@/core/random/prng';
import {
  initialState,
  nextDelay,
  pollyCurve,
  STRATEGIES,
  type BackoffParams,
  type Strategy,
} from '@/core/retries/strategies';
import { waveSampler } from '@/core/retries/wave-sampler';
import { integrate, ksCritical, ksStatistic, mean, sd } from './helpers';

const P: BackoffParams = { base: 1, cap: 20 };
const N = 20_000;

/** N clients' delays before retry k, each client's retries drawn in order 1…k. */
function sample(strategy: Strategy, k: number, p = P, seed = 42): number[] {
  const rng = createRng(seed);
  const state = new Float64Array(1);
  return Array.from({ length: N }, () => {
    state[0] = initialState(strategy, p);
    let d = 0;
    for (let j = 1; j <= k; j++) d = nextDelay(strategy, j, p, rng, state, 0);
    return d;
  });
}

const uniformCdf = (lo: number, hi: number) => (x: number) =>
  Math.min(1, Math.max(0, (x - lo) / (hi - lo)));

describe('backoff strategies (seeded, 20,000 clients, KS at α = 0.001)', () => {
  it('exponential: v = min(c, b·2^k), 8 s at k = 3, the cap from k = 5', () => {
    expect(new Set(sample('exponential', 3))).toEqual(new Set([8]));
    expect(new Set(sample('exponential', 5))).toEqual(new Set([20]));
  });

  it('full jitter: uniform on [0, 8] at k = 3, mean 4', () => {
    const xs = sample('full', 3);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(8);
    expect(ksStatistic(xs, uniformCdf(0, 8))).toBeLessThan(ksCritical(N));
    expect(Math.abs(mean(xs) - 4)).toBeLessThan(4 * (8 / Math.sqrt(12) / Math.sqrt(N)));
  });

  it('equal jitter: uniform on [4, 8] at k = 3, a 4 s floor', () => {
    const xs = sample('equal', 3);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(4);
    expect(ksStatistic(xs, uniformCdf(4, 8))).toBeLessThan(ksCritical(N));
    expect(Math.abs(mean(xs) - 6)).toBeLessThan(4 * (4 / Math.sqrt(12) / Math.sqrt(N)));
  });

  it('decorrelated: first retry uniform on [b, 3b]', () => {
    expect(ksStatistic(sample('decorrelated', 1), uniformCdf(1, 3))).toBeLessThan(ksCritical(N));
  });

  it('decorrelated: second retry matches F(x) = E[clip((x − b)/(3·s₁ − b))], s₁ ~ U[b, 3b]', () => {
    const cdf = (x: number) =>
      integrate((s1) => Math.min(1, Math.max(0, (x - 1) / (3 * s1 - 1))), 1, 3) / 2;
    const xs = sample('decorrelated', 2);
    expect(ksStatistic(xs, cdf)).toBeLessThan(ksCritical(N));
    expect(Math.max(...xs)).toBeLessThanOrEqual(9);
    // E[s₂] = b/2 + (3/2)·E[s₁] = 0.5 + 3 = 3.5
    expect(Math.abs(mean(xs) - 3.5)).toBeLessThan(4 * (sd(xs) / Math.sqrt(N)));
  });

  it('decorrelated: never above the cap nor below min(b, c)', () => {
    const xs = sample('decorrelated', 8);
    expect(Math.max(...xs)).toBe(20);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(1);
  });

  it('grpc: 1 s exactly, then 1.6^(k−1) ± 20%, capped at 120 s (and the hard cap)', () => {
    expect(new Set(sample('grpc', 1))).toEqual(new Set([1]));
    const m = 1.6 ** 2;
    expect(ksStatistic(sample('grpc', 3), uniformCdf(0.8 * m, 1.2 * m))).toBeLessThan(
      ksCritical(N),
    );
    const late = sample('grpc', 30, { base: 1, cap: 1000 });
    expect(Math.min(...late)).toBeGreaterThanOrEqual(96);
    expect(Math.max(...late)).toBeLessThanOrEqual(144);
    expect(Math.max(...sample('grpc', 30))).toBe(20);
  });

  it('polly: first retry has CDF f⁻¹(1.4·x/b) with f(t) = 2^t·tanh(√(4t))', () => {
    const inverse = (y: number) => {
      let lo = 0;
      let hi = 1;
      if (y >= pollyCurve(1)) return 1;
      for (let i = 0; i < 60; i++) {
        const mid = (lo + hi) / 2;
        if (pollyCurve(mid) < y) lo = mid;
        else hi = mid;
      }
      return lo;
    };
    const b = 2;
    const xs = sample('polly', 1, { base: b, cap: 100 });
    expect(ksStatistic(xs, (x) => inverse((1.4 * x) / b))).toBeLessThan(ksCritical(N));
  });

  it('polly: retry k has mean (∫ₖ₋₁ᵏ f − ∫ₖ₋₂ᵏ⁻¹ f)·b/1.4 and is always positive', () => {
    for (const k of [2, 3, 4]) {
      const xs = sample('polly', k, { base: 1, cap: 1000 });
      const expected =
        (integrate(pollyCurve, k - 1, k) - integrate(pollyCurve, k - 2, k - 1)) / 1.4;
      expect(Math.abs(mean(xs) - expected)).toBeLessThan(4 * (sd(xs) / Math.sqrt(N)));
      expect(Math.min(...xs)).toBeGreaterThan(0);
    }
  });

  it('constant: no backoff at all', () => {
    expect(new Set(sample('constant', 4))).toEqual(new Set([0]));
  });

  it('every strategy honours the hard cap and never goes negative (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STRATEGIES),
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0.001, max: 100, noNaN: true }),
        fc.double({ min: 0.001, max: 1000, noNaN: true }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (strategy, k, base, cap, seed) => {
          const p = { base, cap };
          const rng = createRng(seed);
          const state = Float64Array.of(initialState(strategy, p));
          for (let j = 1; j <= k; j++) {
            const d = nextDelay(strategy, j, p, rng, state, 0);
            if (!(d >= 0 && d <= cap && Number.isFinite(d))) return false;
          }
          return true;
        },
      ),
    );
  });
});

describe('the wave’s specialised samplers', () => {
  it('draw exactly what nextDelay gives (the whole chain 1…k for the stateful ones)', () => {
    const stateful = new Set(['decorrelated', 'polly']);
    for (const strategy of STRATEGIES) {
      for (const k of [1, 2, 3, 7]) {
        const p = { base: 0.5, cap: 30 };
        const a = createRng(99);
        const b = createRng(99);
        const sample = waveSampler(strategy, k, p, a);
        const state = new Float64Array(1);
        for (let i = 0; i < 200; i++) {
          state[0] = initialState(strategy, p);
          let d = 0;
          const from = stateful.has(strategy) ? 1 : k;
          for (let j = from; j <= k; j++) d = nextDelay(strategy, j, p, b, state, 0);
          expect(sample()).toBe(d);
        }
      }
    }
  });

  it('Polly’s curve equals 2^t·tanh(√(4t)) to 1e-13', () => {
    for (let t = 0; t < 12; t += 0.01) {
      const direct = 2 ** t * Math.tanh(Math.sqrt(4 * t));
      expect(Math.abs(pollyCurve(t) - direct)).toBeLessThanOrEqual(1e-13 * Math.max(1, direct));
    }
  });
});
