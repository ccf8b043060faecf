import { plainDecimal, significant } from '../format/number';

/**
 * Numbers in configs and rule files. Two on purpose: a value the file sets must read back in any
 * parser (no e-notation), while a message that echoes what was asked shows it as it was typed.
 */

/**
 * A number the file sets: at most 12 significant digits, trailing zeros dropped, never
 * e-notation: 14.399999999999999 → `14.4`, 0.9333333333333333 → `0.933333333333`, 1e-7 →
 * `0.0000001`, −0 → `0`.
 */
export function configNumber(x: number): string {
  if (!Number.isFinite(x)) throw new RangeError(`a rule number must be finite, not ${x}`);
  const rounded = Number(x.toPrecision(12));
  return plainDecimal(rounded === 0 ? 0 : rounded);
}

/**
 * A number a message echoes beside what is written ("1e-13 s is written as 0.001s"): at most 12
 * significant digits in JavaScript's shortest form, e-notation included, as the URL carries it.
 */
export const messageNumber = (x: number): string => significant(x, 12);
