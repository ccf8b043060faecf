import { describe, expect, it } from 'vitest';
import { createNormal } from '@/core/random/normal';
import { createRng, type Rng } from '@/core/random/prng';
import { scriptedRng } from './helpers';

const TWO_31 = 2 ** 31;

describe('createNormal', () => {
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
    // Draws 0, ½, ¾, ¾: (u, v) = (−1, 0): s = 1, rejected; (0, 0): s = 0, rejected; then
    // (½, ½): s = ½, f = √(−2 ln ½ / ½) = 2√(ln 2), so both variates are √(ln 2).
    const expected = Math.sqrt(Math.LN2);
    const circle = createNormal(scriptedRng([0, TWO_31, 1.5 * TWO_31, 1.5 * TWO_31]));
    expect(circle()).toBeCloseTo(expected, 15);
    expect(circle()).toBeCloseTo(expected, 15);
    const origin = createNormal(scriptedRng([TWO_31, TWO_31, 1.5 * TWO_31, 1.5 * TWO_31]));
    expect(origin()).toBeCloseTo(expected, 15);
  });
});
