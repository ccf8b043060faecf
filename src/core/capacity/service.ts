import { exponential, fillExponential } from '../random/exponential';
import { createNormal } from '../random/normal';
import type { Rng } from '../random/prng';

/**
 * Service times with a given mean S and coefficient of variation cv (standard deviation / mean),
 * for the M/G/c simulation:
 * - cv = 0: every request takes exactly S (no draws);
 * - cv = 1: exponential with mean S (the ziggurat of src/core/random/exponential.ts);
 * - otherwise gamma with shape k = 1/cv² and scale θ = S·cv² (mean kθ = S, variance kθ² = (cv·S)²),
 *   by Marsaglia & Tsang ("A simple method for generating gamma variables", ACM TOMS 26(3), 2000)
 *   on the polar normals of src/core/random/normal.ts; for k < 1 their boost
 *   Gamma(k) = Gamma(k + 1)·U^(1/k).
 * Every draw comes from the Rng it is given, so a seed fixes the sequence.
 */
export interface ServiceSampler {
  readonly mean: number;
  readonly cv: number;
  /** One service time, seconds. */
  next(): number;
  /** Writes n service times into out[0…n): the same as n calls of next(), in order. */
  fill(out: Float64Array, n: number): void;
}

/**
 * A Gamma(shape, 1) sampler for shape > 0 (Marsaglia–Tsang; below 1, the U^(1/k) boost).
 * Exported for tests; the simulation goes through createServiceSampler.
 */
export function createGamma(rng: Rng, shape: number): () => number {
  if (!(shape > 0) || !Number.isFinite(shape)) {
    throw new RangeError('Gamma sampler: the shape must be positive and finite.');
  }
  const normal = createNormal(rng);
  const boosted = shape < 1;
  const d = (boosted ? shape + 1 : shape) - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  const inverseShape = 1 / shape;
  return () => {
    let g: number;
    for (;;) {
      const x = normal();
      const t = 1 + c * x;
      if (t <= 0) continue;
      const v = t * t * t;
      const u = rng.next();
      const x2 = x * x;
      // The squeeze accepts about 98% at once; the log test is exact.
      if (u < 1 - 0.0331 * x2 * x2 || Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) {
        g = d * v;
        break;
      }
    }
    // Gamma(k) = Gamma(k + 1)·U^(1/k); 1 − U is in (0, 1], so the power is never 0^(1/k) by a draw
    // of exactly 0 (it can still underflow to 0 for a tiny U and a small k, as the law allows).
    return boosted ? g * Math.pow(1 - rng.next(), inverseShape) : g;
  };
}

/** A service-time sampler with mean `mean` > 0 and coefficient of variation `cv` ≥ 0. */
export function createServiceSampler(rng: Rng, mean: number, cv: number): ServiceSampler {
  if (!(mean > 0) || !Number.isFinite(mean)) {
    throw new RangeError('Service times: the mean must be positive and finite.');
  }
  if (!(cv >= 0) || !Number.isFinite(cv)) {
    throw new RangeError('Service times: the coefficient of variation must be finite and ≥ 0.');
  }
  if (cv === 0) {
    return {
      mean,
      cv,
      next: () => mean,
      fill: (out, n) => out.fill(mean, 0, n),
    };
  }
  if (cv === 1) {
    return {
      mean,
      cv,
      next: () => mean * exponential(rng),
      fill: (out, n) => {
        fillExponential(rng, out, n);
        for (let i = 0; i < n; i++) out[i] = mean * out[i]!;
      },
    };
  }
  const scale = mean * cv * cv;
  const gamma = createGamma(rng, 1 / (cv * cv));
  return {
    mean,
    cv,
    next: () => scale * gamma(),
    fill: (out, n) => {
      for (let i = 0; i < n; i++) out[i] = scale * gamma();
    },
  };
}
