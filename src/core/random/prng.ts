/**
 * Seeded pseudo-random numbers for simulations (never Math.random in core): SplitMix32 to
 * spread the seed, then xoshiro128**, which is fast, has a 2^128 − 1 period and passes BigCrush.
 * The same seed always gives the same sequence, on every engine.
 */
export interface Rng {
  /** Uniform in [0, 1), 32 random bits. */
  next(): number;
  /** Uniform in [min, max). */
  uniform(min: number, max: number): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** A new independent stream derived from this one (for per-client or per-worker streams). */
  fork(): Rng;
  /** Writes the next n values of next() into out[0…n), in order: the same draws, without a call each. */
  fill(out: Float64Array, n: number): void;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRng(seed: number): Rng {
  const mix = splitmix32(seed);
  // The state lives in a typed array: closure variables holding values above 2^31 would be
  // boxed as heap numbers on every step, which doubled the cost of a draw in the hot loops.
  const state = new Uint32Array([mix(), mix(), mix(), mix()]);
  if ((state[0]! | state[1]! | state[2]! | state[3]!) === 0) state[0] = 1;
  const nextUint32 = (): number => {
    const a = state[0]!;
    const b = state[1]!;
    const c = state[2]! ^ a;
    const d = state[3]! ^ b;
    const result = Math.imul(rotl(Math.imul(b, 5) >>> 0, 7), 9) >>> 0;
    state[0] = a ^ d;
    state[1] = b ^ c;
    state[2] = c ^ ((b << 9) >>> 0);
    state[3] = rotl(d, 11);
    return result;
  };
  const rng: Rng = {
    next: () => nextUint32() / 4294967296,
    uniform: (min, max) => min + (max - min) * rng.next(),
    int: (n) => Math.floor(rng.next() * n),
    fork: () => createRng(nextUint32() ^ 0x5bd1e995),
    fill: (out, n) => {
      for (let i = 0; i < n; i++) out[i] = nextUint32() / 4294967296;
    },
  };
  return rng;
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
