import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exp2 } from '@/core/math/exp2';

/** Distance in units in the last place of b. */
function ulps(a: number, b: number): number {
  return Math.abs(a - b) / (Number.EPSILON * 2 ** Math.floor(Math.log2(Math.abs(b))));
}

describe('exp2', () => {
  it('is exact at whole numbers, where 2^z is a power of two', () => {
    for (let k = -1022; k <= 1023; k++) expect(exp2(k)).toBe(2 ** k);
  });

  it('is within 2 ulp of Math.pow(2, z) over its whole fast range', () => {
    fc.assert(
      fc.property(fc.double({ min: -1022, max: 1023.999, noNaN: true }), (z) => {
        expect(ulps(exp2(z), Math.pow(2, z))).toBeLessThanOrEqual(2);
      }),
      { numRuns: 20_000 },
    );
  });

  it('is within 2 ulp on a dense grid of the ranges Polly uses (negative and positive, near 0)', () => {
    let worst = 0;
    for (let z = -60; z <= 40; z += 1 / 1024 + 1e-9) {
      worst = Math.max(worst, ulps(exp2(z), Math.pow(2, z)));
    }
    expect(worst).toBeLessThanOrEqual(2);
    // A grid straddling the table steps on both sides of zero.
    for (const z of [-1e-300, -1 / 256, -1 / 512, 1 / 512, 1 / 256, 255 / 256, -255 / 256]) {
      expect(ulps(exp2(z), Math.pow(2, z))).toBeLessThanOrEqual(2);
    }
  });

  it('defers to Math.pow outside its range and for NaN and infinities', () => {
    for (const z of [-1074, -1030.5, -1022.5, 1024, 1100, Infinity, -Infinity, NaN]) {
      expect(Object.is(exp2(z), Math.pow(2, z))).toBe(true);
    }
  });

  it('is monotonic across table steps (no jump at j/64 boundaries)', () => {
    for (let step = -2560; step <= 2560; step++) {
      const z = step / 256;
      const below = z - 2 ** -40;
      expect(exp2(below)).toBeLessThanOrEqual(exp2(z));
      expect(exp2(z)).toBeLessThanOrEqual(exp2(z + 2 ** -40));
    }
  });
});
