import { describe, expect, it } from 'vitest';
import { createRng } from '@/core/random/prng';
import { namedStream, STREAMS } from '@/core/sim/streams';

/** MurmurHash3's 32-bit block mixing and finaliser over the words, from seed 0x9747b28c. */
function murmurMix(words: readonly number[]): number {
  let h = 0x9747b28c | 0;
  for (const w of words) {
    let k = Math.imul(w >>> 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const draws = (rng: { next(): number }, n = 3) => Array.from({ length: n }, () => rng.next());

describe('named streams', () => {
  it('keeps every stream’s code: each is part of the results its stream feeds', () => {
    expect(STREAMS).toEqual({
      'alerts-noise': 'seed',
      'retries-wave': 1,
      'retries-recovery': 2,
      'retries-contention': 3,
      'overload-sweep': 13,
      'overload-metastable': 14,
      'tail-block': 15,
    });
  });

  it('a stream is the generator seeded by the mixed words (seed, count, code, …coordinates)', () => {
    const cases = [
      { seed: 1, code: 1, ours: namedStream(1, 'retries-wave', 0), coords: [0] },
      {
        seed: 7,
        code: 3,
        ours: namedStream(7, 'retries-contention', 2, 40, 9),
        coords: [2, 40, 9],
      },
      {
        seed: 4_294_967_295,
        code: 2,
        ours: namedStream(4_294_967_295, 'retries-recovery', 6),
        coords: [6],
      },
      { seed: 0, code: 13, ours: namedStream(0, 'overload-sweep', 3, 5), coords: [3, 5] },
      { seed: 12, code: 14, ours: namedStream(12, 'overload-metastable', 2), coords: [2] },
      { seed: 3, code: 15, ours: namedStream(3, 'tail-block', 31), coords: [31] },
    ];
    for (const { seed, code, ours, coords } of cases) {
      const theirs = createRng(murmurMix([seed, coords.length + 1, code, ...coords]));
      expect(draws(ours)).toEqual(draws(theirs));
    }
  });

  it('the seed’s own stream is createRng(seed), unhashed', () => {
    for (const seed of [0, 1, 4_294_967_295]) {
      expect(draws(namedStream(seed, 'alerts-noise'))).toEqual(draws(createRng(seed)));
    }
  });

  it('gives different names at the same coordinates unrelated draws', () => {
    const seen = new Set(
      (['retries-wave', 'retries-recovery', 'overload-metastable'] as const).map((name) =>
        draws(namedStream(5, name, 1)).join(),
      ),
    );
    seen.add(draws(namedStream(5, 'alerts-noise')).join());
    expect(seen.size).toBe(4);
  });
});
