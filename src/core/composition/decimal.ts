import { rational, type Rational } from '../exact/rational';

/**
 * Decimal fractions m × 10^e for composing availabilities. Every composition formula here
 * (series, parallel, k-of-n, failover, common cause) is a polynomial in the members'
 * unavailabilities, and those are decimals read digit by digit, so the results are decimals too:
 * no division, hence no gcd on ever-growing denominators as with general rationals. Results are
 * exact up to PRECISION significant digits; beyond that (only for very large trees) they are
 * rounded half-even and marked inexact. Every formula is written with positive terms only, so no
 * rounding is ever amplified by cancellation.
 */
export interface Dec {
  readonly m: bigint;
  readonly e: number;
  /** False once any rounding has happened on the way to this value. */
  readonly exact: boolean;
}

export const PRECISION = 60;

const TEN = 10n;
const pow10Cache: bigint[] = [1n];
function pow10(k: number): bigint {
  for (let i = pow10Cache.length; i <= k; i++) pow10Cache.push((pow10Cache[i - 1] ?? 1n) * TEN);
  return pow10Cache[k] ?? TEN ** BigInt(k);
}

const LIMIT = TEN ** BigInt(PRECISION);

/** Decimal digits of |m|, by comparisons with powers of ten (no string conversion). */
function digits(m: bigint): number {
  if (m < 0n) m = -m;
  if (m === 0n) return 0;
  let lo = 0;
  let hi = m < LIMIT ? 1 : PRECISION;
  while (m >= pow10(hi)) [lo, hi] = [hi, hi * 2];
  // 10^lo ≤ m < 10^hi
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (m >= pow10(mid)) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Normalises: rounds to PRECISION significant digits (half-even), strips trailing zeros. */
function make(m: bigint, e: number, exact: boolean): Dec {
  if (m === 0n) return { m: 0n, e: 0, exact };
  const extra = m < LIMIT && m > -LIMIT ? 0 : digits(m) - PRECISION;
  if (extra > 0) {
    const scale = pow10(extra);
    // On the magnitude: bigint division truncates toward zero, so a negative m would never round.
    const size = m < 0n ? -m : m;
    let q = size / scale;
    const r = size - q * scale;
    const twice = 2n * r;
    if (twice > scale || (twice === scale && q % 2n !== 0n)) q += 1n;
    m = m < 0n ? -q : q;
    e += extra;
    exact = exact && r === 0n;
  }
  // A rounded value keeps its digits as they are (no one reads its exact decimal expansion).
  if (exact) {
    while (m % TEN === 0n) {
      m /= TEN;
      e += 1;
    }
  }
  return { m, e, exact };
}

/** m × 10^e rounded to PRECISION significant digits; inexact when `exact` is false. */
export function decimal(m: bigint, e: number, exact: boolean): Dec {
  return make(m, e, exact);
}

/** Decimal places of a value (0 for integers): a bound on the digits exact products need. */
export function decimalPlaces(d: Dec): number {
  return d.m === 0n ? 0 : Math.max(0, -d.e);
}

export const ZERO: Dec = { m: 0n, e: 0, exact: true };
export const ONE: Dec = { m: 1n, e: 0, exact: true };

/** A rational whose denominator divides a power of ten (every parsed decimal is one). */
export function fromRational(r: Rational): Dec {
  let s = 0;
  while (pow10(s) % r.den !== 0n) {
    s += 1;
    if (s > 400) throw new RangeError('fromRational: not a decimal fraction');
  }
  return make(r.num * (pow10(s) / r.den), -s, true);
}

export function toRational(d: Dec): Rational {
  return d.e >= 0 ? rational(d.m * pow10(d.e)) : rational(d.m, pow10(-d.e));
}

/** log10 of the magnitude's leading digit position, for skipping negligible terms. */
function top(d: Dec): number {
  return digits(d.m) + d.e;
}

export function mul(a: Dec, b: Dec): Dec {
  return make(a.m * b.m, a.e + b.e, a.exact && b.exact);
}

export function add(a: Dec, b: Dec): Dec {
  if (a.m === 0n) return b;
  if (b.m === 0n) return a;
  // Mantissas have at most PRECISION digits, so a term whose exponent is 2·PRECISION + 4 below
  // the other's is under 10^−(PRECISION+4) of it and cannot change the rounded sum.
  if (a.e - b.e > 2 * PRECISION + 4) return { ...a, exact: false };
  if (b.e - a.e > 2 * PRECISION + 4) return { ...b, exact: false };
  const e = Math.min(a.e, b.e);
  return make(a.m * pow10(a.e - e) + b.m * pow10(b.e - e), e, a.exact && b.exact);
}

/** 1 − a, for 0 ≤ a ≤ 1. */
export function oneMinus(a: Dec): Dec {
  if (a.m === 0n) return ONE;
  if (a.e >= 0) return make(1n - a.m * pow10(a.e), 0, a.exact);
  if (-a.e > PRECISION * 4 && top(a) < -PRECISION - 2) return { ...ONE, exact: false };
  return make(pow10(-a.e) - a.m, a.e, a.exact);
}

/** a − b for a ≥ b ≥ 0 (used only where b is a share of a, so no catastrophic cancellation). */
export function sub(a: Dec, b: Dec): Dec {
  if (b.m === 0n) return a;
  const e = Math.min(a.e, b.e);
  return make(a.m * pow10(a.e - e) - b.m * pow10(b.e - e), e, a.exact && b.exact);
}

/** a / 10: "one more nine" on an unavailability, exactly. */
export function tenth(a: Dec): Dec {
  return make(a.m, a.e - 1, a.exact);
}

export function compare(a: Dec, b: Dec): number {
  const e = Math.min(a.e, b.e);
  const x = a.m * pow10(a.e - e);
  const y = b.m * pow10(b.e - e);
  return x === y ? 0 : x < y ? -1 : 1;
}

export function max(a: Dec, b: Dec): Dec {
  return compare(a, b) < 0 ? b : a;
}

export function isZero(a: Dec): boolean {
  return a.m === 0n;
}

/** The nearest double. */
export function toNumber(a: Dec): number {
  return Number.parseFloat(`${a.m}e${a.e}`);
}

/**
 * Leading digits as a double in [1, 10) and the power of ten: m × 10^e = lead × 10^exponent.
 * Only the first 17 digits are written: the quotient by a power of ten has the same leading
 * digits, and writing all of a 500-block topology's (thousands) for each block's share took 0.1 s.
 */
function scientific(d: Dec): [number, number] {
  const shift = d.m > 0n ? Math.max(0, digits(d.m) - 17) : 0;
  const s = (shift > 0 ? d.m / pow10(shift) : d.m).toString();
  return [Number(`${s[0] ?? '0'}.${s.slice(1, 17) || '0'}`), s.length - 1 + shift + d.e];
}

/** a / b as a double, for magnitudes far beyond a double's range (b ≠ 0). */
export function ratio(a: Dec, b: Dec): number {
  if (a.m === 0n) return 0;
  const [la, ea] = scientific(a);
  const [lb, eb] = scientific(b);
  return (la / lb) * 10 ** (ea - eb);
}
