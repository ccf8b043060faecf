import { describe, expect, it } from 'vitest';
import { fromRational, toRational } from '@/core/composition/decimal';
import { groupU, kOfNU } from '@/core/composition/formulas';
import { add, compare, mul, ONE, rational, sub, type Rational } from '@/core/exact/rational';
import { bare } from './helpers';

const r = (n: number | bigint, d: number | bigint = 1) => rational(BigInt(n), BigInt(d));
const dec = (x: Rational) => fromRational(x);
const oneMinus = (x: Rational) => sub(ONE, x);
const ZERO_R = r(0);
/** 10^−p as a rational. */
const tenTo = (p: number) => rational(1n, 10n ** BigInt(p));

/** Σ_{f ≥ lost} C(n, f) u^f (1 − u)^(n−f): n identical members, `lost` or more down. */
function binomialTail(n: number, u: Rational, lost: number): Rational {
  let total = ZERO_R;
  let choose = 1n;
  for (let f = 0; f <= n; f++) {
    if (f > 0) choose = (choose * BigInt(n - f + 1)) / BigInt(f);
    if (f < lost) continue;
    let term = r(choose);
    for (let j = 0; j < f; j++) term = mul(term, u);
    for (let j = 0; j < n - f; j++) term = mul(term, oneMinus(u));
    total = add(total, term);
  }
  return total;
}

describe('a quorum larger than its group is never met: U = 1', () => {
  it('kOfNU with k > n, and with no members at all', () => {
    const u = dec(r(1, 1000));
    expect(toRational(kOfNU([u, u], 3))).toEqual(ONE);
    expect(toRational(kOfNU([u, u], 4))).toEqual(ONE);
    expect(toRational(kOfNU([], 1))).toEqual(ONE);
    expect(kOfNU([], 1).exact).toBe(true);
  });
});

describe('kOfNU: exact decimals while short or small, binary floating point beyond', () => {
  it('2of3 of 99.9%: 3u²(1 − u) + u³ = 2.998e-6, exact', () => {
    const u = r(1, 1000);
    const got = kOfNU([dec(u), dec(u), dec(u)], 2);
    expect(toRational(got)).toEqual(r(2998, 1_000_000_000));
    expect(got.exact).toBe(true);
  });

  it('6of12 at 10⁻⁵: 60 places in all, 84 steps, still exact decimals', () => {
    const u = tenTo(5);
    const got = kOfNU(
      Array.from({ length: 12 }, () => dec(u)),
      6,
    );
    expect(got.exact).toBe(true);
    expect(toRational(got)).toEqual(binomialTail(12, u, 7));
  });

  it('1of8 at 10⁻⁸: 64 places but exactly 64 steps, still exact decimals: 10⁻⁶⁴', () => {
    const got = kOfNU(
      Array.from({ length: 8 }, () => dec(tenTo(8))),
      1,
    );
    expect(got.exact).toBe(true);
    expect(toRational(got)).toEqual(tenTo(64));
  });

  it('1of9 at 10⁻⁸: 72 places and 81 steps, binary floating point, rounded once', () => {
    const got = kOfNU(
      Array.from({ length: 9 }, () => dec(tenTo(8))),
      1,
    );
    expect(got.exact).toBe(false);
    const gap = sub(toRational(got), tenTo(72));
    const abs = compare(gap, ZERO_R) < 0 ? sub(ZERO_R, gap) : gap;
    // Within 10⁻⁵⁸ relative of 10⁻⁷², far below a double's precision.
    expect(compare(abs, tenTo(72 + 58))).toBeLessThan(0);
  });

  it('13of16 at 10⁻⁴ (64 places, 64 steps) is the binomial tail to 50 digits', () => {
    const u = tenTo(4);
    const got = kOfNU(
      Array.from({ length: 16 }, () => dec(u)),
      13,
    );
    const want = binomialTail(16, u, 4);
    const gap = sub(toRational(got), want);
    const abs = compare(gap, ZERO_R) < 0 ? sub(ZERO_R, gap) : gap;
    expect(compare(abs, mul(want, tenTo(50)))).toBeLessThan(0);
  });
});

describe('groupU of a series is the series formula, not a k-of-n of n', () => {
  it('65 members, 61 decimal places: U = 1 − (1 − 10⁻²⁰)²(1 − 10⁻²¹), exact', () => {
    // As an n-of-n quorum this would be 65 steps on long inputs, hence rounded binary.
    const us = [tenTo(20), tenTo(20), tenTo(21), ...Array.from({ length: 62 }, () => ZERO_R)];
    const got = groupU(bare('series', 65), us.map(dec));
    const want = oneMinus(mul(mul(oneMinus(tenTo(20)), oneMinus(tenTo(20))), oneMinus(tenTo(21))));
    expect(toRational(got)).toEqual(want);
    expect(got.exact).toBe(true);
  });
});
