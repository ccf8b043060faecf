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
