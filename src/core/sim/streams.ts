import { createRng, type Rng } from '../random/prng';

/**
 * Every seeded stream a simulation draws from, by name, with the code hashed into it. A code is
 * part of every number its stream feeds: changing one changes those results for every seed, so a
 * new stream takes a new code and an old one is never reused. `seed` marks a stream that is the
 * seed's own generator, createRng(seed), unhashed and without coordinates.
 */
export const STREAMS = {
  /** The noise simulation's one stream, drawn in minute order. */
  'alerts-noise': 'seed',
  /** A wave of retries, per strategy: (strategy index). */
  'retries-wave': 1,
  /** A recovery after an outage, per strategy: (strategy index). */
  'retries-recovery': 2,
  /** One run of the contention study: (strategy index, clients, run). */
  'retries-contention': 3,
  /** One cell of the overload sweep: (policy index, f index). */
  'overload-sweep': 13,
  /** One policy of the metastable run: (policy index). */
  'overload-metastable': 14,
  /** One block of the tail simulation's requests (a batch, a pool cell): (block index). */
  'tail-block': 15,
} as const satisfies Readonly<Record<string, number | 'seed'>>;

export type StreamName = keyof typeof STREAMS;

/** A stream's coordinates: none for the seed's own stream. */
type Coordinates<N extends StreamName> = (typeof STREAMS)[N] extends 'seed' ? [] : number[];

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
 * The random stream of one piece of work: createRng(mix(seed, count, code, …coordinates)), where
 * count is the number of words after it (the code and the coordinates), e.g. (seed, 3,
 * 'retries-contention', strategy, N, run). It depends on nothing else (not on the worker or the
 * order work is done in), so a result is identical for a seed whatever the pool size.
 */
export function namedStream<N extends StreamName>(
  seed: number,
  name: N,
  ...coordinates: Coordinates<N>
): Rng {
  const code: number | 'seed' = STREAMS[name];
  if (code === 'seed') return createRng(seed);
  return createRng(mix([seed, coordinates.length + 1, code, ...coordinates]));
}
