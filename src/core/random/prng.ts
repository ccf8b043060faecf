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

/** 2^−32: turns 32 random bits into [0, 1). */
const TWO_TO_MINUS_32 = 1 / 4294967296;

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
  // The state lives in a typed array: closure variables holding values above 2^30 would be
  // boxed as heap numbers on every step, which doubled the cost of a draw in the hot loops.
  // Signed words: every operation is bitwise, so only the output needs >>> 0.
  const state = new Int32Array([mix(), mix(), mix(), mix()]);
  if ((state[0]! | state[1]! | state[2]! | state[3]!) === 0) state[0] = 1;
  const nextUint32 = (): number => {
    const s0 = state[0]!;
    const s1 = state[1]!;
    const s2 = state[2]! ^ s0;
    const s3 = state[3]! ^ s1;
    const m = Math.imul(s1, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9);
    state[0] = s0 ^ s3;
    state[1] = s1 ^ s2;
    state[2] = s2 ^ (s1 << 9);
    state[3] = (s3 << 11) | (s3 >>> 21);
    return result >>> 0;
  };
  const rng: Rng = {
    next: () => nextUint32() / 4294967296,
    uniform: (min, max) => min + (max - min) * rng.next(),
    int: (n) => Math.floor(rng.next() * n),
    fork: () => createRng(nextUint32() ^ 0x5bd1e995),
    fill: (out, n) => {
      // nextUint32() with the state in int32 locals for the whole loop, which V8 keeps in
      // registers: about 2.4× faster than a call per draw. × 2^−32 is exactly / 2^32.
      let s0 = state[0]!;
      let s1 = state[1]!;
      let s2 = state[2]!;
      let s3 = state[3]!;
      for (let i = 0; i < n; i++) {
        const m = Math.imul(s1, 5);
        const result = Math.imul((m << 7) | (m >>> 25), 9);
        const t = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = (s3 << 11) | (s3 >>> 21);
        out[i] = (result >>> 0) * TWO_TO_MINUS_32;
      }
      state[0] = s0;
      state[1] = s1;
      state[2] = s2;
      state[3] = s3;
    },
  };
  return rng;
}
