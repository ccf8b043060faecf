import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '@/core/random/prng';
import { EventHeap } from '@/core/retries/event-heap';
import { createNormal, streamFor } from '@/core/retries/streams';

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

/** A generator that hands out the given numbers, in order. */
function scripted(values: readonly number[]): Rng {
  let i = 0;
  const next = () => {
    const v = values[i++];
    if (v === undefined) throw new Error('out of scripted values');
    return v;
  };
  return { next } as Pick<Rng, 'next'> as Rng;
}

describe('random streams', () => {
  it('a stream is the generator seeded by the mixed words (seed, count, …coordinates)', () => {
    const cases: number[][] = [[1, 1, 0], [7, 3, 2, 40, 9], [4_294_967_295, 2, 6], [0]];
    for (const [seed = 0, ...coords] of cases) {
      const ours = streamFor(seed, ...coords);
      const theirs = createRng(murmurMix([seed, coords.length, ...coords]));
      for (let i = 0; i < 3; i++) expect(ours.next()).toBe(theirs.next());
    }
  });

  it('normals come in pairs from the polar method: u·f, then the spare v·f', () => {
    const reference = (rng: Rng, count: number) => {
      const out: number[] = [];
      while (out.length < count) {
        const u = 2 * rng.next() - 1;
        const v = 2 * rng.next() - 1;
        const s = u * u + v * v;
        if (s >= 1 || s === 0) continue;
        const f = Math.sqrt((-2 * Math.log(s)) / s);
        out.push(u * f, v * f);
      }
      return out.slice(0, count);
    };
    const normal = createNormal(createRng(5));
    const ours = Array.from({ length: 9 }, () => normal());
    expect(ours).toEqual(reference(createRng(5), 9));
  });

  it('rejects points on the unit circle and at the origin', () => {
    // (u, v) = (−1, 0): s = 1, rejected; (0, 0): s = 0, rejected; then (½, ½): s = ½,
    // f = √(−2 ln ½ / ½) = 2√(ln 2), so both variates are √(ln 2).
    const expected = Math.sqrt(Math.LN2);
    const circle = createNormal(scripted([0, 0.5, 0.75, 0.75]));
    expect(circle()).toBeCloseTo(expected, 15);
    expect(circle()).toBeCloseTo(expected, 15);
    const origin = createNormal(scripted([0.5, 0.5, 0.75, 0.75]));
    expect(origin()).toBeCloseTo(expected, 15);
  });

  it('popping a heap with no room gives no client (−1), like peek', () => {
    expect(new EventHeap(0).pop()).toBe(-1);
  });
});
