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

/** Draws generated at a time for next(): a call then costs a load, not a generator step. */
const BLOCK = 256;

/**
 * Advances xoshiro128** by n steps, writing each output × 2^−32 into out[from…from + n). The
 * state is held in int32 locals for the whole loop, which V8 keeps in registers (signed words:
 * every operation is bitwise, so only the output needs >>> 0); it lives in an Int32Array between
 * calls because closure variables above 2^30 would be boxed as heap numbers on every step.
 */
function advance(state: Int32Array, out: Float64Array, from: number, n: number): void {
  let s0 = state[0]!;
  let s1 = state[1]!;
  let s2 = state[2]!;
  let s3 = state[3]!;
  for (let i = from, end = from + n; i < end; i++) {
    const m = Math.imul(s1, 5);
    const result = Math.imul((m << 7) | (m >>> 25), 9);
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = (s3 << 11) | (s3 >>> 21);
    // × 2^−32 is exactly / 2^32, and exactly undone by × 2^32 (fork needs the raw word).
    out[i] = (result >>> 0) * TWO_TO_MINUS_32;
  }
  state[0] = s0;
  state[1] = s1;
  state[2] = s2;
  state[3] = s3;
}

export function createRng(seed: number): Rng {
  const mix = splitmix32(seed);
  const state = new Int32Array([mix(), mix(), mix(), mix()]);
  if ((state[0]! | state[1]! | state[2]! | state[3]!) === 0) state[0] = 1;
  // next() reads draws made BLOCK at a time; fill() first hands out what is left of the block,
  // then writes straight from the generator, so every method sees one sequence, in order.
  const block = new Float64Array(BLOCK);
  let at = BLOCK;
  const next = (): number => {
    if (at === BLOCK) {
      advance(state, block, 0, BLOCK);
      at = 0;
    }
    return block[at++]!;
  };
  return {
    next,
    uniform: (min, max) => min + (max - min) * next(),
    int: (n) => Math.floor(next() * n),
    fork: () => createRng((next() * 4294967296) ^ 0x5bd1e995),
    fill: (out, n) => {
      let i = 0;
      for (; i < n && at < BLOCK; i++) out[i] = block[at++]!;
      if (i < n) advance(state, out, i, n - i);
    },
  };
}
