import { rational, type Rational } from './rational';

/** What a decimal string looks like: digits with at most one point, no sign, no exponent. */
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

export interface DecimalText {
  /** The exact value. */
  readonly value: Rational;
  /** How many digits follow the decimal point. */
  readonly decimals: number;
}

/**
 * Reads a plain non-negative decimal ("99.99", ".5", "12.") digit by digit into an exact
 * rational; null when the text is anything else.
 */
export function parseDecimalText(text: string): DecimalText | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const frac = match[2] ?? '';
  if (whole === '' && frac === '') return null;
  const digits = `${whole}${frac}` || '0';
  return { value: rational(BigInt(digits), 10n ** BigInt(frac.length)), decimals: frac.length };
}

/** Scientific notation: a decimal mantissa, then e or E and a whole exponent ("1.5e-7", "2E3"). */
const SCIENTIFIC = /^(\d*)(?:\.(\d*))?[eE]([+-]?\d+)$/;

export interface ScientificText {
  /** Mantissa digits without the point, and how many of them followed it. */
  readonly digits: string;
  readonly decimals: number;
  /** The power of ten as written (may be huge: check it before taking the value). */
  readonly exponent: number;
}

/** Splits "1.5e-7" into its parts, without computing anything; null when it is not that form. */
export function matchScientificText(text: string): ScientificText | null {
  const match = SCIENTIFIC.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const frac = match[2] ?? '';
  if (whole === '' && frac === '') return null;
  return { digits: `${whole}${frac}`, decimals: frac.length, exponent: Number(match[3]) };
}

/** The exact value of scientific text: digits × 10^(exponent − decimals). */
export function scientificValue(s: ScientificText): Rational {
  const shift = s.exponent - s.decimals;
  const digits = BigInt(s.digits);
  return shift >= 0
    ? rational(digits * 10n ** BigInt(shift), 1n)
    : rational(digits, 10n ** BigInt(-shift));
}
