import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  erfc,
  normalCdf,
  normalQuantile,
  normalTail,
  normalTailQuantile,
} from '@/core/tail/normal';
import { runs } from '../property-runs';

const relative = (x: number, y: number) => (y === 0 ? Math.abs(x) : Math.abs(x - y) / Math.abs(y));

/** erfc(x) (mpmath, 40-digit arithmetic), as the nearest double. */
const ERFC: readonly (readonly [number, number])[] = [
  [-3, 1.9999779095030015],
  [-1, 1.842700792949715],
  [-0.25, 1.276326390168237],
  [0, 1.0],
  [1e-10, 0.999999999887162],
  [0.1, 0.8875370839817152],
  [0.46875, 0.507386526782062],
  [0.5, 0.4795001221869535],
  [1, 0.15729920705028513],
  [2, 0.004677734981047266],
  [3.5, 7.430983723414128e-7],
  [4, 1.541725790028002e-8],
  [4.25, 1.8505741373867425e-9],
  [5, 1.537459794428035e-12],
  [8, 1.1224297172982926e-29],
  [10, 2.088487583762545e-45],
  [15, 7.212994172451207e-100],
  [20, 5.395865611607901e-176],
  [26, 5.663192408856143e-296],
];

/** Φ⁻¹(p) (mpmath, 40 digits) as the nearest double, for p exactly as written. */
const LOWER_QUANTILES: readonly (readonly [number, number])[] = [
  [1e-300, -37.0470962993612],
  [1e-50, -14.933337534788489],
  [1e-20, -9.262340089798407],
  [1e-10, -6.361340902404057],
  [1e-5, -4.264890793922825],
  [0.001, -3.0902323061678136],
  [0.01, -2.326347874040841],
  [0.025, -1.9599639845400543],
  [0.05, -1.6448536269514726],
  [0.075, -1.439531470938456],
  [0.2, -0.8416212335729142],
  [0.6, 0.2533471031357998],
];

describe('erfc (Cody)', () => {
  it('matches 40-digit values to 1e-15 relative, from −3 to 26 (where it is 5.7e-296)', () => {
    for (const [x, value] of ERFC) expect(relative(erfc(x), value)).toBeLessThan(1e-15);
  });

  it('is 0 beyond 26.543 and 2 far left; erfc(−x) = 2 − erfc(x)', () => {
    expect(erfc(27)).toBe(0);
    expect(erfc(-30)).toBe(2);
    fc.assert(
      fc.property(fc.double({ min: -6, max: 6, noNaN: true }), (x) => {
        expect(erfc(-x)).toBeCloseTo(2 - erfc(x), 15);
      }),
      { numRuns: runs(200) },
    );
  });

  it('falls monotonically', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -8, max: 26, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (x, step) => {
          expect(erfc(x + step)).toBeLessThanOrEqual(erfc(x));
        },
      ),
      { numRuns: runs(300) },
    );
  });
});

describe('the normal CDF and its inverse (AS 241)', () => {
  it('Φ⁻¹ matches 40-digit values to 1e-15 relative, down to p = 1e-300', () => {
    for (const [p, z] of LOWER_QUANTILES)
      expect(relative(normalQuantile(p), z)).toBeLessThan(1e-15);
    expect(normalQuantile(0.5)).toBe(0);
  });

  it('z₀.₉₉ = 2.3263478740408408 (the constant leaf.ts uses): Φ⁻¹(0.99) within 1e-15', () => {
    // 0.99 as a double is 0.99, and 1 − 0.99 = 0.010000000000000009.
    expect(relative(normalQuantile(0.99), 2.3263478740408408)).toBeLessThan(1e-15);
    expect(relative(normalTailQuantile(0.01), 2.3263478740408408)).toBeLessThan(1e-15);
    expect(relative(normalTailQuantile(1e-6), 4.753424308822899)).toBeLessThan(1e-15);
  });

  it('−∞ at 0, +∞ at 1', () => {
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
  });

  it('Φ(Φ⁻¹(p)) = p to (4 + z²)·1e-15 and the upper tail inverts from the tail itself', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-300, max: 0.5, noNaN: true }), (p) => {
        // A rounding δ of z moves Φ by z·δ·φ(z)/Φ(z) ≈ z²·δ relative in the far tail.
        const z = normalQuantile(p);
        const tolerance = 1e-15 * (4 + z * z);
        expect(relative(normalCdf(z), p)).toBeLessThan(tolerance);
        expect(relative(normalTail(normalTailQuantile(p)), p)).toBeLessThan(tolerance);
      }),
      { numRuns: runs(300) },
    );
  });

  it('Φ(z) + P(Z > z) = 1', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10, noNaN: true }), (z) => {
        expect(normalCdf(z) + normalTail(z)).toBeCloseTo(1, 15);
      }),
      { numRuns: runs(200) },
    );
  });
});
