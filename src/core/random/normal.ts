import type { Rng } from './prng';

/**
 * Standard normal variates from an Rng, by Marsaglia's polar method (no trigonometry; the spare
 * variate is kept in a typed array so the hot loop allocates no heap numbers).
 */
export function createNormal(rng: Rng): () => number {
  const spare = new Float64Array(1);
  let hasSpare = false;
  return () => {
    if (hasSpare) {
      hasSpare = false;
      return spare[0] ?? 0;
    }
    let u: number;
    let v: number;
    let s: number;
    do {
      u = 2 * rng.next() - 1;
      v = 2 * rng.next() - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    const scale = Math.sqrt((-2 * Math.log(s)) / s);
    spare[0] = v * scale;
    hasSpare = true;
    return u * scale;
  };
}
