import { formatDuration as formatDurationLib } from '@/lib/format/duration';
import { formatNumber, formatProbability, texScientific } from '@/lib/format/numbers';

/**
 * A duration as `formatDuration` writes it, except below an attosecond (a 10⁻²⁰ s interval is
 * valid input), where it writes "3 × 10⁻²⁰ s" instead of e-notation.
 */
export function formatDuration(seconds: number): string {
  if (seconds > 0 && seconds < 1e-18) return `${formatProbability(seconds)} s`;
  return formatDurationLib(seconds);
}

/** A number in a formula line: "1,234.5", or "3 × 10⁻²⁰" when four decimals would show 0. */
export const formulaNumber = (x: number): string =>
  x !== 0 && Math.abs(x) < 1e-4 ? formatProbability(x) : formatNumber(x, 4);

/** The same for TeX: "1{,}234.5", "3 \times 10^{-20}". */
export const texNumber = (x: number): string =>
  x !== 0 && Math.abs(x) < 1e-4 ? texScientific(x) : formatNumber(x, 4).replace(/,/g, '{,}');
