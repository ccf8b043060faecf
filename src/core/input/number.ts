import { matchScientificText, parseDecimalText, scientificValue } from '../exact/decimal-text';
import { toNumber, type Rational } from '../exact/rational';
import { fail, ok, type Parsed } from './parsed';

export const MAX_DECIMALS = 20;
/** Scientific notation is read with exponents from −300 to 300 (doubles end near 10^±308). */
export const MAX_EXPONENT = 300;

export interface NumberRule {
  /** What the field holds, for messages: "a check interval", "the failure probability". */
  readonly what: string;
  /** A valid example, for messages: "5". */
  readonly example: string;
  readonly min?: number;
  /** True when the value must be strictly above `min` (e.g. an interval > 0). */
  readonly minExclusive?: boolean;
  readonly max?: number;
  /** True when the value must be strictly below `max` (e.g. a probability < 1). */
  readonly maxExclusive?: boolean;
  readonly integer?: boolean;
  /** Unit for messages, e.g. "s". */
  readonly unit?: string;
}

/** The text with its first letter in upper case, to start a sentence. */
export function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Reads a non-negative decimal typed by a user, plain ("0.05") or scientific ("5e-2"), exactly
 * (digit by digit), with messages in words for everything else: empty, not a number, negative,
 * decimal comma, too many decimals, an exponent beyond ±300.
 */
export function parseExactDecimal(text: string, what: string, example: string): Parsed<Rational> {
  const trimmed = text.trim();
  if (trimmed === '') return fail(`Enter ${what}, for example ${example}.`);
  if (/^-\s*[\d.]/.test(trimmed)) return fail(`${capitalise(what)} cannot be negative.`);
  if (/^\d+,\d+(?:[eE][+-]?\d+)?$/.test(trimmed))
    return fail(`Use a point for decimals: ${trimmed.replace(',', '.')}.`);
  const scientific = matchScientificText(trimmed);
  if (scientific) {
    if (Math.abs(scientific.exponent) > MAX_EXPONENT) {
      return fail(`Use an exponent from −${MAX_EXPONENT} to ${MAX_EXPONENT}, please.`);
    }
    // Significant digits: leading zeros ("0.00015e3") only place the point.
    if (scientific.digits.replace(/^0+/, '').length > MAX_DECIMALS) {
      return fail(`At most ${MAX_DECIMALS} significant digits before the exponent, please.`);
    }
    return ok(scientificValue(scientific));
  }
  const parsed = parseDecimalText(trimmed);
  if (!parsed) return fail(`“${trimmed}” is not a number. Write ${what} such as ${example}.`);
  if (parsed.decimals > MAX_DECIMALS) {
    return fail(`At most ${MAX_DECIMALS} decimal places, please (this has ${parsed.decimals}).`);
  }
  return ok(parsed.value);
}

/**
 * Reads a number field against its rule (range, integer), returning the nearest double or the
 * reason in words. Never throws, never returns NaN or Infinity.
 */
export function parseNumberField(text: string, rule: NumberRule): Parsed<number> {
  const exact = parseExactDecimal(text, rule.what, rule.example);
  if (!exact.ok) return exact;
  const value = toNumber(exact.value);
  const unit = rule.unit ? ` ${rule.unit}` : '';
  const what = capitalise(rule.what);
  // Hundreds of digits parse to Infinity as a double: no rule's range survives that.
  if (!Number.isFinite(value)) return fail(`${what} is too large to work with.`);
  if (rule.integer && exact.value.den !== 1n) return fail(`${what} must be a whole number.`);
  if (rule.min !== undefined) {
    if (rule.minExclusive ? value <= rule.min : value < rule.min) {
      return fail(
        `${what} must be ${rule.minExclusive ? 'more than' : 'at least'} ${rule.min}${unit}.`,
      );
    }
  }
  if (rule.max !== undefined) {
    if (rule.maxExclusive ? value >= rule.max : value > rule.max) {
      return fail(
        `${what} must be ${rule.maxExclusive ? 'less than' : 'at most'} ${rule.max}${unit}.`,
      );
    }
  }
  return ok(value);
}
