import { configNumber } from '../../emit/numbers';
import { parseDecimalText } from '../../exact/decimal-text';
import { div, toDecimalString } from '../../exact/rational';
import type { ExportSpec } from './spec';

/** A fraction as a percentage for a sentence: 0.0144 → `1.44%`. */
export function rulePercent(fraction: number): string {
  return `${configNumber(fraction * 100)}%`;
}

/**
 * The SLO in percent exactly as typed, tidied (`99.90` → `99.9`, `.5` → `0.5`); when the text
 * is not a plain decimal, 100 × (1 − budget) to 12 significant digits.
 */
export function sloPercentText(spec: ExportSpec): string {
  const parsed = parseDecimalText(spec.sloText.trim());
  return parsed
    ? toDecimalString(parsed.value, parsed.decimals)
    : configNumber(100 * (1 - spec.budget));
}

/** The SLO as an exact fraction: `99.9` → `0.999`, `99.95` → `0.9995`. */
export function sloFractionText(spec: ExportSpec): string {
  const parsed = parseDecimalText(spec.sloText.trim());
  return parsed
    ? toDecimalString(div(parsed.value, 100n), parsed.decimals + 2)
    : configNumber(1 - spec.budget);
}
