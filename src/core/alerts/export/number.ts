import { parseDecimalText } from '../../exact/decimal-text';
import { div, toDecimalString } from '../../exact/rational';
import { plainDecimal } from '../../format/number';
import type { ExportSpec } from './spec';

/**
 * A number for a rule file: at most 12 significant digits, trailing zeros dropped, never
 * e-notation: 14.399999999999999 → `14.4`, 0.9333333333333333 → `0.933333333333`, 1e-7 →
 * `0.0000001`.
 */
export function ruleNumber(x: number): string {
  if (!Number.isFinite(x)) throw new RangeError(`a rule number must be finite, not ${x}`);
  const rounded = Number(x.toPrecision(12));
  return plainDecimal(rounded === 0 ? 0 : rounded);
}

/** A fraction as a percentage for a sentence: 0.0144 → `1.44%`. */
export function rulePercent(fraction: number): string {
  return `${ruleNumber(fraction * 100)}%`;
}

/**
 * The SLO in percent exactly as typed, tidied (`99.90` → `99.9`, `.5` → `0.5`); when the text
 * is not a plain decimal, 100 × (1 − budget) to 12 significant digits.
 */
export function sloPercentText(spec: ExportSpec): string {
  const parsed = parseDecimalText(spec.sloText.trim());
  return parsed
    ? toDecimalString(parsed.value, parsed.decimals)
    : ruleNumber(100 * (1 - spec.budget));
}

/** The SLO as an exact fraction: `99.9` → `0.999`, `99.95` → `0.9995`. */
export function sloFractionText(spec: ExportSpec): string {
  const parsed = parseDecimalText(spec.sloText.trim());
  return parsed
    ? toDecimalString(div(parsed.value, 100n), parsed.decimals + 2)
    : ruleNumber(1 - spec.budget);
}
