import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ONE,
  add,
  compare,
  div,
  isZero,
  log10,
  mul,
  rational,
  sub,
  toDecimalString,
  toNumber,
} from '@/core/exact/rational';

const r = (n: bigint, d = 1n) => rational(n, d);

describe('rational', () => {
  it('reduces to lowest terms with a positive denominator', () => {
    expect(rational(6n, -4n)).toEqual({ num: -3n, den: 2n });
  });

  it('converts to the nearest double', () => {
    expect(toNumber(rational(1n, 10n ** 12n))).toBe(1e-12);
    expect(toNumber(rational(31_536_000n, 10n ** 12n))).toBe(3.1536e-5);
    expect(toNumber(rational(1n, 3n))).toBe(1 / 3);
    expect(toNumber(rational(2n ** 80n + 1n, 1n))).toBe(2 ** 80);
  });

  it('takes log10 of powers of ten exactly', () => {
    for (let k = 0; k < 30; k++) expect(log10(rational(1n, 10n ** BigInt(k))) + 0).toBe(-k + 0);
    expect(log10(rational(5n, 10_000n))).toBeCloseTo(-3.30103, 5);
  });

  it('agrees with Math.log10 on ordinary values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (n, d) => {
        expect(log10(rational(BigInt(n), BigInt(d)))).toBeCloseTo(Math.log10(n / d), 9);
      }),
    );
  });

  it('prints exact decimals rounded half up', () => {
    expect(toDecimalString(rational(31_556_952n, 3600n), 6)).toBe('8765.82');
    expect(toDecimalString(rational(2n, 3n), 4)).toBe('0.6667');
    expect(toDecimalString(rational(1n, 8n), 2)).toBe('0.13');
    expect(toDecimalString(rational(5n), 3)).toBe('5');
  });

  it('keeps arithmetic exact', () => {
    const a = rational(1n, 10n);
    const b = rational(2n, 10n);
    expect(sub(mul(div(b, a), a), b)).toEqual(rational(0n));
  });
});

describe('rational arithmetic, worked by hand', () => {
  it('normalises sign and common factors, and refuses a zero denominator', () => {
    expect(r(-6n, -4n)).toEqual({ num: 3n, den: 2n });
    expect(r(-6n, 4n)).toEqual({ num: -3n, den: 2n });
    expect(r(0n, -7n)).toEqual({ num: 0n, den: 1n });
    expect(r(12n, 18n)).toEqual({ num: 2n, den: 3n });
    expect(r(7n)).toEqual({ num: 7n, den: 1n });
    expect(ONE).toEqual({ num: 1n, den: 1n });
    expect(() => r(1n, 0n)).toThrow('rational: zero denominator');
  });

  it('adds, subtracts, multiplies and divides fractions', () => {
    expect(add(r(1n, 6n), r(1n, 3n))).toEqual(r(1n, 2n));
    expect(add(r(1n, 2n), r(-3n, 4n))).toEqual(r(-1n, 4n));
    expect(sub(r(1n, 2n), r(1n, 3n))).toEqual(r(1n, 6n));
    expect(sub(r(1n, 3n), r(1n, 2n))).toEqual(r(-1n, 6n));
    expect(mul(r(2n, 3n), r(9n, 4n))).toEqual(r(3n, 2n));
    expect(mul(r(2n, 3n), 6n)).toEqual(r(4n));
    expect(div(r(2n, 3n), r(4n, 9n))).toEqual(r(3n, 2n));
    expect(div(r(2n, 3n), 4n)).toEqual(r(1n, 6n));
  });

  it('compares and tests for zero', () => {
    expect(compare(r(1n, 3n), r(1n, 2n))).toBe(-1);
    expect(compare(r(1n, 2n), r(1n, 3n))).toBe(1);
    expect(compare(r(2n, 4n), r(1n, 2n))).toBe(0);
    expect(compare(r(-1n, 2n), r(0n))).toBe(-1);
    expect(isZero(r(0n, 5n))).toBe(true);
    expect(isZero(r(1n, 10n ** 30n))).toBe(false);
  });
});

describe('toNumber', () => {
  it('is the nearest double, for negatives too', () => {
    expect(toNumber(r(0n))).toBe(0);
    expect(toNumber(r(-1n, 4n))).toBe(-0.25);
    expect(toNumber(r(-2n, 3n))).toBe(-2 / 3);
    expect(toNumber(r(22n, 7n))).toBe(22 / 7);
  });

  it('keeps 21 significant digits when the numerator is much longer than the denominator', () => {
    // 123456789012345678901234567 / 1000: far more digits than a double holds.
    expect(toNumber(r(123_456_789_012_345_678_901_234_567n, 1000n))).toBe(
      Number('123456789012345678901234.567'),
    );
    // A value that only rounds correctly with the digits past the 17th.
    expect(toNumber(r(10n ** 40n + 1n, 10n ** 20n))).toBe(1e20);
    // 1/7 = 0.142857142857…, read as decimal text (correctly rounded by the engine).
    expect(toNumber(r(1n, 7n * 10n ** 30n))).toBe(Number('1.42857142857142857142857e-31'));
  });
});

describe('log10', () => {
  it('is exact for powers of ten above and below one', () => {
    expect(log10(r(10n ** 25n))).toBe(25);
    expect(log10(r(1000n, 1n))).toBe(3);
    expect(log10(r(1n, 100n))).toBe(-2);
  });

  it('adds the powers of ten to the log of what is left', () => {
    expect(log10(r(2000n))).toBeCloseTo(3 + Math.log10(2), 14);
    expect(log10(r(3n, 700n))).toBeCloseTo(Math.log10(3 / 7) - 2, 14);
  });

  it('reads numbers longer than 15 digits from their leading digits', () => {
    // 2^80 = 1208925819614629174706176 (25 digits).
    expect(log10(r(2n ** 80n))).toBeCloseTo(80 * Math.log10(2), 12);
    expect(log10(r(1n, 3n ** 40n))).toBeCloseTo(-40 * Math.log10(3), 12);
    // 1234567890123456789 (19 digits) has log10 = 18 + log10(1.234567890123456789).
    expect(log10(r(1_234_567_890_123_456_789n))).toBeCloseTo(
      18 + Math.log10(Number('1.234567890123456789')),
      13,
    );
  });

  it('goes beyond the doubles, where Math.log10(Number(x)) would be infinite', () => {
    // 10^400 + 1 has no tens to strip; its log10 is 400 to far more digits than a double holds.
    expect(log10(r(10n ** 400n + 1n))).toBe(400);
    expect(log10(r(1n, 10n ** 400n + 1n))).toBe(-400);
    // 3^700 (334 digits): log10 = 700 · log10(3) = 333.98…
    expect(log10(r(3n ** 700n))).toBeCloseTo(700 * Math.log10(3), 10);
  });

  it('refuses zero and negatives in words', () => {
    expect(() => log10(r(0n))).toThrow('log10: argument must be positive');
    expect(() => log10(r(-1n, 2n))).toThrow('log10: argument must be positive');
  });
});

describe('toDecimalString', () => {
  it('rounds half up and drops trailing zeros', () => {
    expect(toDecimalString(r(1n, 2n), 0)).toBe('1');
    expect(toDecimalString(r(1n, 3n), 0)).toBe('0');
    expect(toDecimalString(r(5n, 1000n), 2)).toBe('0.01');
    expect(toDecimalString(r(4n, 1000n), 2)).toBe('0');
    expect(toDecimalString(r(1n, 20n), 3)).toBe('0.05');
    expect(toDecimalString(r(101n, 100n), 2)).toBe('1.01');
    expect(toDecimalString(r(12345n, 10n), 1)).toBe('1234.5');
  });
});
