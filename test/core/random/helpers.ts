import type { Rng } from '@/core/random/prng';

const TWO_32 = 4294967296;

/**
 * An Rng whose next() hands out the given 32-bit words, each as word / 2^32 (the only values a
 * real stream can give), and counts the draws taken. Running past the script throws.
 */
export function scriptedRng(words: readonly number[]): Rng & { readonly taken: number } {
  for (const w of words) {
    if (!Number.isInteger(w) || w < 0 || w >= TWO_32) throw new Error(`not a 32-bit word: ${w}`);
  }
  let at = 0;
  const next = (): number => {
    if (at >= words.length) throw new Error(`the script has only ${words.length} draws`);
    return words[at++]! / TWO_32;
  };
  return {
    next,
    uniform: (min, max) => min + (max - min) * next(),
    int: (n) => Math.floor(next() * n),
    fork: () => {
      throw new Error('not scripted');
    },
    fill: (out, n) => {
      for (let i = 0; i < n; i++) out[i] = next();
    },
    get taken() {
      return at;
    },
  };
}
