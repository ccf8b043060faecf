import { log10, ONE, rational, sub, toDecimalString, type Rational } from '@/core/exact/rational';

/** Up to `digits` significant digits, trailing zeros dropped. */
export function significant(value: number, digits: number): string {
  return String(Number(value.toPrecision(digits)));
}

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** 1234567.5 → "1,234,567.5" */
export function formatNumber(value: number, maxDecimals = 6): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: maxDecimals });
}

/** An integer in superscript digits: -21 → "⁻²¹". */
export function superscript(n: number): string {
  return String(n)
    .split('')
    .map((c) => SUPERSCRIPT[c] ?? c)
    .join('');
}

/** `digits` significant digits times a power of ten: "5 × 10⁻⁴", "10⁻⁴", "1.58 × 10¹⁴". */
export function formatScientific(x: number, digits = 4): string {
  const [mantissa = '', exponent = ''] = x.toExponential(digits - 1).split('e');
  const m = String(Number(mantissa));
  const e = superscript(Number(exponent));
  return m === '1' ? `10${e}` : `${m} × 10${e}`;
}

/** A small probability as `5 × 10⁻⁴` to `digits` significant digits; 0.01 and above as a plain decimal. */
export function formatProbability(p: number, digits = 4): string {
  if (!Number.isFinite(p) || p < 0) return '—';
  if (p === 0 || p >= 0.01) return significant(p, digits);
  return formatScientific(p, digits);
}

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

/**
 * A fraction (share) as a percentage with three significant digits, never in e-notation:
 * 1.25e-4 → "0.0125%", 0.050736 → "5.07%", 11.4155 → "1,140%", 0 → "0%", and below 10⁻⁴ % by
 * `formatProbability`: 4.8e-9 → "4.8 × 10⁻⁷%". Negative or non-finite → "—".
 */
export function formatSharePercent(fraction: number): string {
  if (!Number.isFinite(fraction) || fraction < 0) return '—';
  if (fraction === 0) return '0%';
  const percent = fraction * 100;
  if (percent < 1e-4) return `${formatProbability(percent)}%`;
  return `${percent.toLocaleString('en-US', { maximumSignificantDigits: 3 })}%`;
}

/** A number for TeX in plain or scientific form, never e-notation: 3e-20 → "3 \times 10^{-20}". */
export function texScientific(x: number, digits = 4): string {
  const [mantissa = '', exponent = ''] = x.toExponential(digits - 1).split('e');
  const m = String(Number(mantissa));
  const e = `10^{${String(Number(exponent))}}`;
  return m === '1' ? e : `${m} \\times ${e}`;
}

/**
 * A number for TeX with every digit JavaScript gives it, never e-notation: 0.05 → "0.05",
 * 86400 → "86{,}400", 1.5e-7 → "1.5 \times 10^{-7}", 1e-7 → "10^{-7}". For echoing what the
 * user typed.
 */
export function texExact(x: number): string {
  const [mantissa = '', exponent] = String(x).split('e');
  if (exponent === undefined) return mantissa.replace(/^(\d+)/, (whole) => groupThousands(whole));
  const e = `10^{${String(Number(exponent))}}`;
  return mantissa === '1' ? e : `${mantissa} \\times ${e}`;
}

/** texExact, in parentheses when it is a product or a power, ready to be raised to a power. */
export function texExactBase(x: number): string {
  const tex = texExact(x);
  return tex.includes('^') ? `(${tex})` : tex;
}

/** Whole-number digits with TeX thousands separators: "86400" → "86{,}400". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '{,}');
}
