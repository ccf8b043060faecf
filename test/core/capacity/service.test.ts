import { describe, expect, it } from 'vitest';
import { createGamma, createServiceSampler } from '@/core/capacity/service';
import { exponential } from '@/core/random/exponential';
import { createRng } from '@/core/random/prng';

const N = 200_000;

function moments(sample: Float64Array) {
  const n = sample.length;
  let mean = 0;
  for (const x of sample) mean += x;
  mean /= n;
  let variance = 0;
  for (const x of sample) variance += (x - mean) ** 2;
  return { mean, variance: variance / (n - 1) };
}

function draw(seed: number, mean: number, cv: number, n = N): Float64Array {
  const out = new Float64Array(n);
  createServiceSampler(createRng(seed), mean, cv).fill(out, n);
  return out;
}

describe('createServiceSampler', () => {
  it.each([0.3, 1, 2.5])('cv = %s: mean S and variance (cv·S)² within 4 standard errors', (cv) => {
    const s = 0.05;
    const { mean, variance } = moments(draw(11, s, cv));
    const sd = cv * s;
    // Gamma(k = 1/cv²): excess kurtosis 6/k, so Var(sample variance) ≈ σ⁴(2 + 6cv²)/n
    // (exponential, cv = 1: 8σ⁴/n).
    expect(Math.abs(mean - s)).toBeLessThan((4 * sd) / Math.sqrt(N));
    expect(Math.abs(variance - sd * sd)).toBeLessThan(
      4 * sd * sd * Math.sqrt((2 + 6 * cv * cv) / N),
    );
  });

  it('cv = 0: every service takes exactly S, drawing nothing', () => {
    const rng = createRng(3);
    const sampler = createServiceSampler(rng, 0.2, 0);
    const out = new Float64Array(5);
    sampler.fill(out, 5);
    expect([...out, sampler.next()]).toEqual([0.2, 0.2, 0.2, 0.2, 0.2, 0.2]);
    expect(rng.next()).toBe(createRng(3).next());
  });

  it('cv = 1 is S times the ziggurat exponential, draw for draw', () => {
    const ours = draw(5, 0.3, 1, 50);
    const reference = createRng(5);
    expect([...ours]).toEqual(Array.from({ length: 50 }, () => 0.3 * exponential(reference)));
  });

  it('is the same sequence for a seed, by next() or fill(), and another for another seed', () => {
    for (const cv of [0.3, 1, 2.5]) {
      const sampler = createServiceSampler(createRng(9), 1, cv);
      const one = Array.from({ length: 1000 }, () => sampler.next());
      expect([...draw(9, 1, cv, 1000)]).toEqual(one);
      expect([...draw(10, 1, cv, 1000)]).not.toEqual(one);
    }
  });

  it('rejects a mean that is not positive and finite, and a negative or infinite CV', () => {
    const rng = createRng(1);
    for (const [mean, cv] of [
      [0, 1],
      [-1, 1],
      [Infinity, 1],
      [NaN, 1],
      [1, -0.1],
      [1, Infinity],
      [1, NaN],
    ] as const) {
      expect(() => createServiceSampler(rng, mean, cv)).toThrow(RangeError);
    }
  });
});

describe('createGamma (Marsaglia–Tsang)', () => {
  it('shape 4 (k ≥ 1): follows 1 − e^(−x)·Σ_{j<4} x^j/j! at nine points near its deciles, ±4 sd', () => {
    const gamma = createGamma(createRng(21), 4);
    const sample = Float64Array.from({ length: N }, () => gamma());
    const cdf = (x: number) => 1 - Math.exp(-x) * (1 + x + (x * x) / 2 + (x * x * x) / 6);
    for (const x of [1.74, 2.3, 2.75, 3.17, 3.67, 4.22, 4.9, 5.75, 7.0]) {
      const q = cdf(x);
      const below = sample.filter((v) => v <= x).length / N;
      expect(Math.abs(below - q)).toBeLessThan(4 * Math.sqrt((q * (1 - q)) / N));
    }
  });

  it('shape ½ (k < 1, boosted): 2X is χ²₁, so E√(2X) = √(2/π), ±4 sd', () => {
    const gamma = createGamma(createRng(22), 0.5);
    let sum = 0;
    for (let i = 0; i < N; i++) sum += Math.sqrt(2 * gamma());
    // √(2X) = |Z|: mean √(2/π), variance 1 − 2/π.
    expect(Math.abs(sum / N - Math.sqrt(2 / Math.PI))).toBeLessThan(
      4 * Math.sqrt((1 - 2 / Math.PI) / N),
    );
  });

  it('rejects a shape that is not positive and finite', () => {
    for (const shape of [0, -1, Infinity, NaN]) {
      expect(() => createGamma(createRng(1), shape)).toThrow(RangeError);
    }
  });
});
