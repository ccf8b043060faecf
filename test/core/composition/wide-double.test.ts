import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dec } from '@/core/composition/decimal';
import {
  BIG,
  fromDec,
  SMALL,
  SMALL2,
  toDec,
  W_ONE,
  W_ZERO,
  wAdd,
  wMul,
  wSub,
  type Wide,
} from '@/core/composition/wide-double';
import { dyadic } from './helpers';

/**
 * Direct value tests of the extended-range doubles f · 2^(256·e)
 * (src/core/composition/wide-double.ts). Expected values are exact powers of two and dyadic
 * fractions (exact in a double), or exact BigInt values with the documented relative error.
 */

const TWO_256 = 2 ** 256;
const TWO_M256 = 2 ** -256;
const w = (f: number, e = 0): Wide => ({ f, e });

/** Exact a + s·b of dyadics, at the lower exponent. */
function combine([ma, ea]: [bigint, number], [mb, eb]: [bigint, number], s: 1n | -1n) {
  const e = Math.min(ea, eb);
  return [(ma << BigInt(ea - e)) + s * (mb << BigInt(eb - e)), e] as [bigint, number];
}

/** |value − exact| ≤ tolerance · |exact|, all in BigInt (tolerance a power of two). */
function withinPow2(x: Wide, exact: [bigint, number], log2Tolerance: number): boolean {
  const [mx, ex] = dyadic(x);
  const [diff, e] = combine([mx, ex], exact, -1n);
  const [me, ee] = exact;
  const abs = (v: bigint) => (v < 0n ? -v : v);
  // |diff|·2^e ≤ 2^t · |me|·2^ee  ⇔  |diff| · 2^(e − ee − t) ≤ |me|, both sides integers.
  const k = e - ee - log2Tolerance;
  return k >= 0 ? abs(diff) << BigInt(k) <= abs(me) : abs(diff) <= abs(me) << BigInt(-k);
}

const equalValue = (x: Wide, exact: [bigint, number]) => {
  const [d] = combine(dyadic(x), exact, -1n);
  return d === 0n;
};

/** Relative distance of a Wide from num/den (exact rational), as a double. */
function relativeError(x: Wide, num: bigint, den: bigint): number {
  const [M, E] = dyadic(x);
  const lhs = E >= 0 ? (M << BigInt(E)) * den : M * den;
  const rhs = E >= 0 ? num : num << BigInt(-E);
  const diff = lhs > rhs ? lhs - rhs : rhs - lhs;
  return Number((diff * 10n ** 30n) / rhs) / 1e30;
}

/** Relative distance of a decimal from a Wide's exact value. */
function decRelativeError(d: Dec, x: Wide): number {
  const [M, E] = dyadic(x);
  // d = m·10^e; x = M·2^E. Compare m·10^e·2^−E with M (or the other way round), in integers.
  let lhs = d.m;
  let rhs = M;
  if (d.e >= 0) lhs *= 10n ** BigInt(d.e);
  else rhs *= 10n ** BigInt(-d.e);
  if (E >= 0) rhs <<= BigInt(E);
  else lhs <<= BigInt(-E);
  const diff = lhs > rhs ? lhs - rhs : rhs - lhs;
  return Number((diff * 10n ** 30n) / rhs) / 1e30;
}

/** The documented invariant: mantissas in [SMALL, BIG), and zero as {0, 0}. */
const inRange = (x: Wide) =>
  x.f === 0 ? x.e === 0 : x.f >= TWO_M256 && x.f < TWO_256 && Number.isInteger(x.e);

const p10 = (k: number): bigint => 10n ** BigInt(k);
const dec = (m: bigint, e: number): Dec => ({ m, e, exact: true });

describe('constants', () => {
  it('BIG = 2^256, SMALL = 2^−256, SMALL2 = 2^−512', () => {
    expect(BIG).toBe(TWO_256);
    expect(SMALL).toBe(TWO_M256);
    expect(SMALL2).toBe(TWO_M256 * TWO_M256);
    expect(W_ZERO).toEqual({ f: 0, e: 0 });
    expect(W_ONE).toEqual({ f: 1, e: 0 });
  });
});

describe('wMul', () => {
  it('a zero factor gives the zero {0, 0}', () => {
    expect(wMul(W_ZERO, w(3, 5))).toEqual(W_ZERO);
    expect(wMul(w(3, -5), W_ZERO)).toEqual(W_ZERO);
    expect(wMul(w(0, 2), w(0, 3))).toEqual(W_ZERO);
  });

  it('multiplies mantissas and adds exponents', () => {
    expect(wMul(w(0.5), w(0.5))).toEqual(w(0.25));
    expect(wMul(w(3, 2), w(5, -7))).toEqual(w(15, -5));
    expect(wMul(W_ONE, w(0.75, -3))).toEqual(w(0.75, -3));
  });

  it('normalises exactly at 2^256 and not below, keeps exactly 2^−256 and moves below', () => {
    // 2^128 · 2^128 = 2^256 = 1 · BIG.
    expect(wMul(w(2 ** 128), w(2 ** 128))).toEqual(w(1, 1));
    // 2^128 · 2^127 = 2^255: just below BIG, kept.
    expect(wMul(w(2 ** 128), w(2 ** 127))).toEqual(w(2 ** 255));
    // 2^−128 · 2^−128 = 2^−256 = SMALL: in range, kept.
    expect(wMul(w(2 ** -128), w(2 ** -128))).toEqual(w(TWO_M256));
    // 2^−128 · 2^−129 = 2^−257 = 0.5 · 2^−256.
    expect(wMul(w(2 ** -128), w(2 ** -129))).toEqual(w(0.5, -1));
    // 2^200 · 2^100, exponents 1 and −3: 2^300 · BIG^−2 = 2^44 · BIG^−1.
    expect(wMul(w(2 ** 200, 1), w(2 ** 100, -3))).toEqual(w(2 ** 44, -1));
  });

  it('is the exact product to one rounding, in range, on random values', () => {
    const wide = fc.record({
      f: fc.double({ min: TWO_M256, max: TWO_256, maxExcluded: true, noNaN: true }),
      e: fc.integer({ min: -4, max: 4 }),
    });
    fc.assert(
      fc.property(wide, wide, (a, b) => {
        const r = wMul(a, b);
        expect(inRange(r)).toBe(true);
        const [ma, ea] = dyadic(a);
        const [mb, eb] = dyadic(b);
        expect(withinPow2(r, [ma * mb, ea + eb], -53)).toBe(true);
      }),
    );
  });
});

describe('wAdd', () => {
  it('a zero term gives the other', () => {
    expect(wAdd(W_ZERO, w(3, -3))).toEqual(w(3, -3));
    expect(wAdd(w(3, -3), W_ZERO)).toEqual(w(3, -3));
    expect(wAdd(W_ZERO, W_ZERO)).toEqual(W_ZERO);
  });

  it('adds at equal exponents and normalises a sum reaching 2^256', () => {
    expect(wAdd(w(1.5, 2), w(0.25, 2))).toEqual(w(1.75, 2));
    expect(wAdd(w(2 ** 255), w(2 ** 255))).toEqual(w(1, 1));
    expect(wAdd(w(2 ** 255), w(2 ** 254))).toEqual(w(1.5 * 2 ** 255));
  });

  it('scales the smaller term by 2^−256 one bucket apart and 2^−512 two apart', () => {
    // 1 + 2^250 · 2^−256 = 1 + 2^−6, either order.
    expect(wAdd(w(1), w(2 ** 250, -1))).toEqual(w(1 + 2 ** -6));
    expect(wAdd(w(2 ** 250, -1), w(1))).toEqual(w(1 + 2 ** -6));
    // 2^−256 + 2^255 · 2^−512 = 2^−256 + 2^−257, either order.
    expect(wAdd(w(TWO_M256), w(2 ** 255, -2))).toEqual(w(1.5 * TWO_M256));
    expect(wAdd(w(2 ** 255, -2), w(TWO_M256))).toEqual(w(1.5 * TWO_M256));
  });

  it('drops a term three buckets below, which is under 2^−256 of the other', () => {
    // 2^255 · 2^−768 = 2^−513 against 2^−256.
    expect(wAdd(w(TWO_M256), w(2 ** 255, -3))).toEqual(w(TWO_M256));
    expect(wAdd(w(2 ** 255, -3), w(TWO_M256))).toEqual(w(TWO_M256));
    expect(wAdd(w(1, 7), w(2 ** 255, 4))).toEqual(w(1, 7));
  });

  it('is the exact sum to one rounding, in range, on random values', () => {
    const wide = fc.record({
      f: fc.double({ min: TWO_M256, max: TWO_256, maxExcluded: true, noNaN: true }),
      e: fc.integer({ min: -4, max: 4 }),
    });
    fc.assert(
      fc.property(wide, wide, (a, b) => {
        const r = wAdd(a, b);
        expect(inRange(r)).toBe(true);
        expect(withinPow2(r, combine(dyadic(a), dyadic(b), 1n), -52)).toBe(true);
      }),
    );
  });
});

describe('wSub', () => {
  it('subtracts nothing, and goes to zero', () => {
    expect(wSub(w(3, -3), W_ZERO)).toEqual(w(3, -3));
    expect(wSub(w(0.375, -2), w(0.375, -2))).toEqual(W_ZERO);
    expect(wSub(W_ONE, W_ONE)).toEqual(W_ZERO);
  });

  it('subtracts one and two buckets apart', () => {
    expect(wSub(W_ONE, w(0.25))).toEqual(w(0.75));
    // 1 − 2^250 · 2^−256 = 1 − 2^−6.
    expect(wSub(W_ONE, w(2 ** 250, -1))).toEqual(w(1 - 2 ** -6));
    // 2^−256 − 2^255 · 2^−512 = 2^−257 = 0.5 · 2^−256.
    expect(wSub(w(TWO_M256), w(2 ** 255, -2))).toEqual(w(0.5, -1));
    // Three buckets apart: nothing to take away.
    expect(wSub(w(TWO_M256), w(2 ** 255, -3))).toEqual(w(TWO_M256));
  });

  it('moves a difference below 2^−256 down a bucket, and keeps 2^−256 itself', () => {
    // 2^−250 − (2^−250 − 2^−300) = 2^−300 = 2^−44 · 2^−256.
    expect(wSub(w(2 ** -250), w(2 ** -250 - 2 ** -300))).toEqual(w(2 ** -44, -1));
    // 2^−255 − 2^−256 = 2^−256: in range, kept.
    expect(wSub(w(2 ** -255), w(TWO_M256))).toEqual(w(TWO_M256));
  });

  it('is a − b within 2^−52 of a, in range, when a ≥ b with a.e ≥ b.e', () => {
    const wide = fc.record({
      f: fc.double({ min: TWO_M256, max: TWO_256, maxExcluded: true, noNaN: true }),
      e: fc.integer({ min: -4, max: 4 }),
    });
    fc.assert(
      fc.property(wide, wide, (x, y) => {
        const [dx] = combine(dyadic(x), dyadic(y), -1n);
        const [a, b] = dx >= 0n ? [x, y] : [y, x];
        fc.pre(a.e >= b.e);
        const r = wSub(a, b);
        expect(inRange(r)).toBe(true);
        const exact = combine(dyadic(a), dyadic(b), -1n);
        const [diff, e] = combine(dyadic(r), exact, -1n);
        // |r − (a − b)| ≤ 2^−52 · a.
        const [ma, ea] = dyadic(a);
        const abs = diff < 0n ? -diff : diff;
        const k = e - ea + 52;
        expect(k >= 0 ? abs << BigInt(k) <= ma : abs <= ma << BigInt(-k)).toBe(true);
      }),
    );
  });

  // Mantissas span two buckets ([2^−256, 2^256)), so a ≥ b can have a.e = b.e − 1: d is then
  // −1, and b must be scaled by BIG, not SMALL2 (which would ignore it and make
  // 3·2^−256 − 2^−256 come out 3·2^−256). The model's calls (1 − q, q ≤ 1) never meet such operands.
  it('subtracts when a ≥ b lies one bucket lower, without ignoring b', () => {
    expect(equalValue(wSub(w(3, -1), w(TWO_M256)), [2n, -256])).toBe(true);
  });
});

describe('fromDec', () => {
  it('zero, one, and short decimals exactly', () => {
    expect(fromDec({ m: 0n, e: 0, exact: true })).toEqual(W_ZERO);
    expect(fromDec(dec(1n, 0))).toEqual(W_ONE);
    expect(fromDec(dec(5n, -1))).toEqual(w(0.5));
    expect(fromDec(dec(25n, -2))).toEqual(w(0.25));
    expect(fromDec(dec(3n, 2))).toEqual(w(300));
    expect(fromDec(dec(123n, 0))).toEqual(w(123));
  });

  it('reads 18 leading digits of a long mantissa', () => {
    // 1.2345678901234567890…: the first 18 digits carry it to the nearest double.
    expect(fromDec(dec(123456789012345678901234567890n, -29))).toEqual(w(1.2345678901234567));
    expect(
      relativeError(fromDec(dec(987654321987654321987n, -1000)), 987654321987654321987n, p10(1000)),
    ).toBeLessThan(2e-15);
  });

  it('reaches far below and above the range of a double, about 16 digits', () => {
    for (const p of [-1500, -1000, -601, -600, -301, -300, -299, -1, 1, 299, 300, 301, 600, 1000]) {
      const x = fromDec(dec(7n, p));
      expect(inRange(x)).toBe(true);
      const [num, den] = p >= 0 ? [7n * p10(p), 1n] : [7n, p10(-p)];
      expect(relativeError(x, num, den)).toBeLessThan(2e-15);
    }
  });

  it('is within 3·10^−15 on random decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: p10(40) }),
        fc.integer({ min: -1300, max: 1300 }),
        (m, e) => {
          const x = fromDec(dec(m, e));
          expect(inRange(x)).toBe(true);
          const [num, den] = e >= 0 ? [m * p10(e), 1n] : [m, p10(-e)];
          expect(relativeError(x, num, den)).toBeLessThan(3e-15);
        },
      ),
    );
  });
});

describe('toDec', () => {
  it('zero is the exact zero; other values are inexact, with about 17 digits', () => {
    expect(toDec(W_ZERO)).toEqual({ m: 0n, e: 0, exact: true });
    // 1: log10 = 0, p = −16, 10^16 × 10^−16.
    expect(toDec(W_ONE)).toEqual({ m: p10(16), e: -16, exact: false });
    // 0.25: log10 ≈ −0.6, p = −17, 0.25·10^17 = 25 × 10^15.
    expect(toDec(w(0.25))).toEqual({ m: 25n * p10(15), e: -17, exact: false });
  });

  it('is within 2·10^−15 of the exact value, in and beyond the first bucket', () => {
    for (const x of [w(1, 1), w(1, -1), w(1, -2), w(1.5, -5), w(3, 4), w(TWO_M256, 0)]) {
      const d = toDec(x);
      expect(d.exact).toBe(false);
      expect(decRelativeError(d, x)).toBeLessThan(2e-15);
      expect(d.m.toString().length).toBeGreaterThanOrEqual(16);
      expect(d.m.toString().length).toBeLessThanOrEqual(18);
    }
  });

  it('is within 2·10^−15 on random values, and round-trips through fromDec', () => {
    const wide = fc.record({
      f: fc.double({ min: TWO_M256, max: TWO_256, maxExcluded: true, noNaN: true }),
      e: fc.integer({ min: -4, max: 4 }),
    });
    fc.assert(
      fc.property(wide, (x) => {
        const d = toDec(x);
        expect(d.exact).toBe(false);
        expect(decRelativeError(d, x)).toBeLessThan(2e-15);
        const back = fromDec(d);
        expect(withinPow2(back, dyadic(x), -47)).toBe(true);
      }),
    );
  });
});
