import { DASH, scientificFigure, texOf, textOf, type Figure } from './figure';

/**
 * Numbers as text and as TeX. Each meaning has one name, and where a formula needs it in TeX
 * a `tex…` twin built from the same figure, so the two can never disagree.
 */

/** Up to `digits` significant digits, trailing zeros dropped: (0.123456, 3) → "0.123". */
export function significant(value: number, digits: number): string {
  return String(Number(value.toPrecision(digits)));
}

/** en-US formatters by their number of decimals: toLocaleString would build one per call. */
const GROUPED = new Map<number, Intl.NumberFormat>();

/** 1234567.5 → "1,234,567.5": thousands separators, up to `maxDecimals` decimals. */
export function formatNumber(value: number, maxDecimals = 6): string {
  let format = GROUPED.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals });
    GROUPED.set(maxDecimals, format);
  }
  return format.format(value);
}

/** Thousands separators in the whole part of decimal digits: "8760.25" → "8,760.25". */
export function groupThousands(decimal: string, separator = ','): string {
  return decimal.replace(/^-?\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, separator));
}

/**
 * A number as plain decimal digits, never e-notation, with exactly the digits of its shortest
 * round-trip form: 1.5e-25 → "0.00000000000000000000000015", 2e21 → "2000000000000000000000".
 * For config files and messages that echo what the user asked for.
 */
export function plainDecimal(x: number): string {
  const text = String(x);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', frac = '', exp = '0'] = match;
  const digits = whole + frac;
  // The decimal point sits after `point` digits (negative or beyond the digits: pad with zeros).
  const point = whole.length + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** `digits` significant digits times a power of ten: "5 × 10⁻⁴", "10⁻⁴", "1.58 × 10¹⁴". */
export function formatScientific(x: number, digits = 4): string {
  return textOf(scientificFigure(x, digits));
}

/** A small probability as `5 × 10⁻⁴` to `digits` significant digits; 0.01 and above as a plain decimal. */
export function formatProbability(p: number, digits = 4): string {
  if (!Number.isFinite(p) || p < 0) return '—';
  if (p === 0 || p >= 0.01) return significant(p, digits);
  return formatScientific(p, digits);
}

/** From a billion up, counts are written with a power of ten: ten digits are hard to read. */
const COUNT_SCIENTIFIC = 1e9;

function countFigure(x: number): Figure {
  if (!Number.isFinite(x) || x < 0) return DASH;
  if (x === 0) return { digits: '0' };
  if (x < 0.01 || x >= COUNT_SCIENTIFIC) return scientificFigure(x, 3);
  if (x >= 1000) return { digits: Math.round(x).toLocaleString('en-US') };
  return { digits: x.toLocaleString('en-US', { maximumSignificantDigits: 3 }) };
}

/**
 * A count or rate to three significant digits, whole from 1000 up, with a power of ten below
 * 0.01 and from a billion: "8,420", "205", "2.05", "0.77", "4.81 × 10⁻⁶", "1.23 × 10¹⁴", "0".
 * Negative or non-finite → "—".
 */
export function formatCount(x: number): string {
  return textOf(countFigure(x));
}

/** The same for TeX: "8{,}420", "1.25 \times 10^{-4}". */
export function texCount(x: number): string {
  return texOf(countFigure(x));
}

/** Below 10⁻⁴, four decimals would read 0 or 0.0001: a power of ten instead. */
const DECIMAL_TINY = 1e-4;

function decimalFigure(x: number): Figure {
  return x !== 0 && Math.abs(x) < DECIMAL_TINY
    ? scientificFigure(x, 4)
    : { digits: formatNumber(x, 4) };
}

/**
 * A measured number as written into a formula: up to four decimals with thousands separators,
 * "1,234.5", and to four significant digits times a power of ten where four decimals would
 * read 0: "3 × 10⁻²⁰".
 */
export function formatDecimal(x: number): string {
  return textOf(decimalFigure(x));
}

/** The same for TeX: "1{,}234.5", "3 \times 10^{-20}". */
export function texDecimal(x: number): string {
  return texOf(decimalFigure(x));
}

/**
 * A number for TeX with every digit JavaScript gives it, never e-notation: 0.05 → "0.05",
 * 86400 → "86{,}400", 1.5e-7 → "1.5 \times 10^{-7}", 1e-7 → "10^{-7}". For echoing what the
 * user typed.
 */
export function texExact(x: number): string {
  const [mantissa = '', exponent] = String(x).split('e');
  if (exponent === undefined) return texOf({ digits: groupThousands(mantissa) });
  return texOf({ digits: mantissa, exponent: Number(exponent) });
}

/** texExact, in parentheses when it is a product or a power, ready to be raised to a power. */
export function texExactBase(x: number): string {
  const tex = texExact(x);
  return tex.includes('^') ? `(${tex})` : tex;
}
