import { createRng, type Rng } from '../random/prng';

/** Mixes 32-bit words (MurmurHash3's finaliser after each), so nearby inputs give unrelated seeds. */
function mix(words: readonly number[]): number {
  let h = 0x9747b28c;
  for (const w of words) {
    let k = Math.imul(w >>> 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The random stream of one piece of work, named by (seed, …coordinates), e.g. (seed, strategy,
 * N, run). It depends on nothing else (not on the worker or the order work is done in), so a
 * result is identical for a seed whatever the pool size.
 */
export function streamFor(seed: number, ...coordinates: number[]): Rng {
  return createRng(mix([seed, coordinates.length, ...coordinates]));
}

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
