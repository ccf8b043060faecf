/**
 * Exact non-negative rational numbers on BigInt, so that availability figures such as
 * 99.9999999999% keep every digit the user typed (docs/models.md). Values are always normalised
 * (gcd 1, positive denominator).
 */
export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

const ZERO = 0n;
const TEN = 10n;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < ZERO ? -a : a;
  let y = b < ZERO ? -b : b;
  while (y !== ZERO) [x, y] = [y, x % y];
  return x;
}

/** num/den reduced; den must be non-zero. */
export function rational(num: bigint, den: bigint = 1n): Rational {
  if (den === ZERO) throw new RangeError('rational: zero denominator');
  if (den < ZERO) [num, den] = [-num, -den];
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

export const ONE: Rational = rational(1n);

export function add(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function sub(a: Rational, b: Rational): Rational {
  return rational(a.num * b.den - b.num * a.den, a.den * b.den);
}

export function mul(a: Rational, b: Rational | bigint): Rational {
  return typeof b === 'bigint'
    ? rational(a.num * b, a.den)
    : rational(a.num * b.num, a.den * b.den);
}

export function div(a: Rational, b: Rational | bigint): Rational {
  return typeof b === 'bigint'
    ? rational(a.num, a.den * b)
    : rational(a.num * b.den, a.den * b.num);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compare(a: Rational, b: Rational): number {
  const d = a.num * b.den - b.num * a.den;
  return d === ZERO ? 0 : d < ZERO ? -1 : 1;
}

export function isZero(a: Rational): boolean {
  return a.num === ZERO;
}

/** The nearest double: the quotient is taken to ≥ 21 significant digits, then parsed once. */
export function toNumber(a: Rational): number {
  if (a.num === ZERO) return 0;
  const negative = a.num < ZERO;
  const num = negative ? -a.num : a.num;
  const shift = Math.max(0, 21 - (digitCount(num) - digitCount(a.den)));
  const scaled = (num * TEN ** BigInt(shift)) / a.den;
  const value = Number.parseFloat(`${scaled}e-${shift}`);
  return negative ? -value : value;
}

function digitCount(x: bigint): number {
  return (x < ZERO ? -x : x).toString().length;
}

/** Splits x into m × 10^k with m not divisible by 10. */
function stripTens(x: bigint): [bigint, number] {
  let k = 0;
  while (x !== ZERO && x % TEN === ZERO) {
    x /= TEN;
    k += 1;
  }
  return [x, k];
}

function log10BigInt(x: bigint): number {
  const s = x.toString();
  if (s.length <= 15) return Math.log10(Number(x));
  return s.length - 15 + Math.log10(Number(s.slice(0, 15)) + Number(`0.${s.slice(15)}`));
}

/**
 * log10 of a positive rational. Powers of ten are taken out exactly first, so that
 * log10(1/10^12) is exactly −12 rather than whatever Math.log10 rounds to.
 */
export function log10(a: Rational): number {
  if (a.num <= ZERO) throw new RangeError('log10: argument must be positive');
  const [n, kn] = stripTens(a.num);
  const [d, kd] = stripTens(a.den);
  const fractional = n === 1n && d === 1n ? 0 : log10BigInt(n) - log10BigInt(d);
  return kn - kd + fractional;
}

/**
 * Exact decimal text with at most `decimals` places, rounded half up, trailing zeros removed
 * (e.g. 8765.82, 0.9999). Non-negative values only.
 */
export function toDecimalString(a: Rational, decimals: number): string {
  const scale = TEN ** BigInt(decimals);
  const scaled = (a.num * scale * 2n + a.den) / (a.den * 2n);
  const whole = scaled / scale;
  const frac = (scaled % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}
