import { log10, ONE, rational, sub, toDecimalString, type Rational } from '../exact/rational';
import { formatNumber, formatScientific } from './number';

/** Nines with at most two decimals: "4", "3.3". */
export function formatNines(n: number): string {
  return Number.isFinite(n) ? String(Math.round(n * 100) / 100) : '—';
}

/**
 * An availability, given by its exact unavailability u, as a percentage with enough digits to
 * show four significant digits of u, and never "100" for u > 0: 1 − 1800/2628000 → "99.93151".
 */
export function formatAvailabilityPercent(unavailability: Rational): string {
  if (unavailability.num === 0n) return '100';
  const uPercent = rational(unavailability.num * 100n, unavailability.den);
  let decimals = Math.max(2, Math.ceil(-log10(uPercent)) + 3);
  for (;;) {
    const text = toDecimalString(sub(rational(100n), uPercent), decimals);
    if (text !== '100') return text;
    decimals += 1;
  }
}

/** The availability fraction A = 1 − u as an exact decimal string, e.g. "0.9999". */
export function formatFractionExact(unavailability: Rational, maxDecimals = 24): string {
  return toDecimalString(sub(ONE, unavailability), maxDecimals);
}

/**
 * The availability that `n` nines (possibly fractional) stand for, as a percentage that never
 * reads 100: 3 → "99.9", 3.30103 → "99.95", 0.5 → "68.38".
 */
export function formatNinesPercent(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '—';
  // u = 10^−n to six or seven significant digits, as an exact fraction over 10^(⌈n⌉+6).
  const digits = Math.ceil(n) + 6;
  const scaled = BigInt(Math.round(10 ** (digits - n)));
  return formatAvailabilityPercent(rational(scaled, 10n ** BigInt(digits)));
}

export interface PercentOptions {
  /** Significant digits below 10⁻⁴ %, where the percentage is written with a power of ten. */
  readonly tinyDigits?: number;
  /**
   * How the three significant digits are rounded. 'shortest' rounds the shortest decimal that
   * reads back as the double, as `Intl` does: 1.005 → "1.01". 'exact' rounds the double's exact
   * binary value, as `toPrecision` does: 1.005 (1.00499…) → "1". They differ only at such ties.
   */
  readonly rounding?: 'shortest' | 'exact';
}

/** One formatter for every percentage: toLocaleString would build one per call (chart ticks). */
const THREE_DIGITS = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

/**
 * A fraction as a percentage with three significant digits, never in e-notation: 1.25e-4 →
 * "0.0125%", 0.050736 → "5.07%", 11.4155 → "1,140%", 0 → "0%", and below 10⁻⁴ % with a power
 * of ten: 4.8e-9 → "4.8 × 10⁻⁷%". Negative or non-finite → "—".
 */
export function formatPercent(
  fraction: number,
  { tinyDigits = 4, rounding = 'shortest' }: PercentOptions = {},
): string {
  if (!Number.isFinite(fraction) || fraction < 0) return '—';
  if (fraction === 0) return '0%';
  const percent = fraction * 100;
  if (percent < 1e-4) return `${formatScientific(percent, tinyDigits)}%`;
  const shown =
    rounding === 'shortest'
      ? THREE_DIGITS.format(percent)
      : formatNumber(Number(percent.toPrecision(3)), 12);
  return `${shown}%`;
}
