import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '@/core/random/prng';
import { runs } from '../property-runs';

/** xoshiro128** seeded by SplitMix32, written from the reference C, one unsigned word at a time. */
function referenceRng(seed: number) {
  let sm = seed >>> 0;
  const splitmix = () => {
    sm = (sm + 0x9e3779b9) >>> 0;
    let z = sm;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const s = [splitmix(), splitmix(), splitmix(), splitmix()];
  if (!s.some((w) => w !== 0)) s[0] = 1;
  const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;
  const word = (): number => {
    const result = Math.imul(rotl(Math.imul(s[1]!, 5) >>> 0, 7), 9) >>> 0;
    const t = (s[1]! << 9) >>> 0;
    s[2] = (s[2]! ^ s[0]!) >>> 0;
    s[3] = (s[3]! ^ s[1]!) >>> 0;
    s[1] = (s[1]! ^ s[2]) >>> 0;
    s[0] = (s[0]! ^ s[3]) >>> 0;
    s[2] = (s[2] ^ t) >>> 0;
    s[3] = rotl(s[3], 11);
    return result;
  };
  return { word, next: () => word() / 2 ** 32 };
}

describe('createRng', () => {
  it('repeats the same sequence for the same seed, and differs across seeds', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const xs = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 100 }, () => c.next())).not.toEqual(xs);
  });

  it('stays in [0, 1) and in the asked ranges', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const rng = createRng(seed);
        for (let i = 0; i < 50; i++) {
          const x = rng.next();
          expect(x >= 0 && x < 1).toBe(true);
          const k = rng.int(n);
          expect(Number.isInteger(k) && k >= 0 && k < n).toBe(true);
          const u = rng.uniform(-2, 3);
          expect(u >= -2 && u < 3).toBe(true);
        }
      }),
    );
  });

  it('is uniform: mean 1/2, variance 1/12, and 10 equal bins within 4 sigma', () => {
    const rng = createRng(7);
    const n = 200_000;
    const bins = new Array<number>(10).fill(0);
    let sum = 0;
    let sumSq = 0;
    for (let i = 0; i < n; i++) {
      const x = rng.next();
      sum += x;
      sumSq += x * x;
      bins[Math.floor(x * 10)]! += 1;
    }
    const mean = sum / n;
    expect(Math.abs(mean - 0.5)).toBeLessThan(4 * Math.sqrt(1 / 12 / n));
    expect(sumSq / n - mean * mean).toBeCloseTo(1 / 12, 3);
    const sigma = Math.sqrt(n * 0.1 * 0.9);
    for (const count of bins) expect(Math.abs(count - n / 10)).toBeLessThan(4 * sigma);
  });

  it('never changes its sequence: shared links must reproduce old simulations', () => {
    const rng = createRng(12345);
    let hash = 0;
    for (let i = 0; i < 100_000; i++) hash = (hash * 31 + Math.floor(rng.next() * 2 ** 32)) >>> 0;
    const first = createRng(42);
    expect([first.next(), first.next()].map((x) => Math.floor(x * 2 ** 32))).toMatchInlineSnapshot(`
      [
        2837322924,
        544945897,
      ]
    `);
    expect(hash).toMatchInlineSnapshot(`3616859341`);
  });

  it('fills a buffer with exactly the values next() would give', () => {
    const a = createRng(9);
    const b = createRng(9);
    const out = new Float64Array(1000);
    a.fill(out, 1000);
    expect(Array.from(out)).toEqual(Array.from({ length: 1000 }, () => b.next()));
    expect(a.next()).toBe(b.next());
  });

  it('keeps fill() and next() on one sequence however they are interleaved', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 12 }),
        (seed, sizes) => {
          const mixed = createRng(seed);
          const reference = createRng(seed);
          for (const n of sizes) {
            const out = new Float64Array(n);
            mixed.fill(out, n);
            expect(Array.from(out)).toEqual(Array.from({ length: n }, () => reference.next()));
            expect(mixed.next()).toBe(reference.next());
          }
        },
      ),
    );
  });

  it('gives the reference xoshiro128** sequence through any mix of next, fill, int and fork', () => {
    type Op = { kind: 'next' } | { kind: 'fill'; n: number } | { kind: 'int' } | { kind: 'fork' };
    const op = fc.oneof(
      fc.constant<Op>({ kind: 'next' }),
      fc.integer({ min: 0, max: 700 }).map((n): Op => ({ kind: 'fill', n })),
      fc.constant<Op>({ kind: 'int' }),
      fc.constant<Op>({ kind: 'fork' }),
    );
    fc.assert(
      fc.property(fc.integer(), fc.array(op, { maxLength: 30 }), (seed, ops) => {
        let rng: Rng = createRng(seed);
        let reference = referenceRng(seed);
        for (const o of ops) {
          if (o.kind === 'next') expect(rng.next()).toBe(reference.next());
          if (o.kind === 'int') expect(rng.int(1000)).toBe(Math.floor(reference.next() * 1000));
          if (o.kind === 'fill') {
            const out = new Float64Array(o.n);
            rng.fill(out, o.n);
            expect(Array.from(out)).toEqual(Array.from({ length: o.n }, () => reference.next()));
          }
          if (o.kind === 'fork') {
            rng = rng.fork();
            reference = referenceRng(reference.word() ^ 0x5bd1e995);
          }
        }
        expect(rng.next()).toBe(reference.next());
      }),
      { numRuns: runs(200) },
    );
  });

  it('forks independent, reproducible streams', () => {
    const f1 = createRng(1).fork();
    const f2 = createRng(1).fork();
    expect(f1.next()).toBe(f2.next());
  });
});

describe('Rng.uniform', () => {
  it('is min + (max − min) · next() on the same stream', () => {
    const a = createRng(12);
    const b = createRng(12);
    for (let i = 0; i < 100; i++) expect(a.uniform(2, 5)).toBe(2 + 3 * b.next());
  });
});
