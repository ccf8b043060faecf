import { fitsDouble, type Magnitude } from '@/core/detection/runs';
import { formatCount, formatDuration, formatPowerOfTen, type PercentOptions } from '@/core/format';

// Magnitudes (a double, or only a power of ten beyond the double range) are this panel's own
// type, so their formatters stay here, on top of `@/core/format`.

/** A power of ten for magnitudes beyond doubles: "≈ 10⁻³⁹⁰". */
export const approxPowerOfTen = (log10: number): string =>
  `≈ ${formatPowerOfTen(Math.round(log10))}`;

/** A magnitude as a count, by power of ten when a double cannot hold it. */
export function formatMagnitude(m: Magnitude): string {
  if (m.log10 === Infinity) return 'never';
  return fitsDouble(m) ? formatCount(m.value) : approxPowerOfTen(m.log10);
}

/** A duration magnitude, or "never" / a power of ten of seconds beyond doubles. */
export function formatDurationMagnitude(m: Magnitude): string {
  if (m.log10 === Infinity) return 'never';
  return fitsDouble(m) ? formatDuration(m.value) : `${approxPowerOfTen(m.log10)} s`;
}

/** This panel's percentages: the double's exact value rounded, three digits by power of ten too. */
export const PERCENT: PercentOptions = { tinyDigits: 3, rounding: 'exact' };

/** The names fields go by in "Needs a valid …" messages: "Needs a valid p, N and interval." */
export const FIELD_NAMES = {
  p: 'p',
  n: 'N',
  i: 'interval',
  h: 'h',
  timeout: 'timeout',
  fleet: 'fleet size',
  q: 'q',
  budget: 'budget',
  maxdetect: 'detection target',
} as const;
