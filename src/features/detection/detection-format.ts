import { fitsDouble, type Magnitude } from '@/core/detection/runs';
import { formatDuration } from '@/lib/format/duration';
import { formatScientific, superscript } from '@/lib/format/numbers';

/** Three significant digits times a power of ten: "4.81 × 10⁻⁶". */
export const scientific = (x: number): string => formatScientific(x, 3);

/** A power of ten for magnitudes beyond doubles: "≈ 10⁻³⁹⁰". */
export const powerOfTen = (log10: number): string => `≈ 10${superscript(Math.round(log10))}`;

/** From a billion up, counts are written with a power of ten: ten digits are hard to read. */
const COUNT_SCIENTIFIC = 1e9;

/** A count or rate: "8,420", "205", "2.05", "0.77", "4.81 × 10⁻⁶", "1.23 × 10¹⁴", "0". */
export function formatCount(x: number): string {
  if (!Number.isFinite(x) || x < 0) return '—';
  if (x === 0) return '0';
  if (x < 0.01 || x >= COUNT_SCIENTIFIC) return scientific(x);
  if (x >= 1000) return Math.round(x).toLocaleString('en-US');
  return x.toLocaleString('en-US', { maximumSignificantDigits: 3 });
}

/** A magnitude as a count, by power of ten when a double cannot hold it. */
export function formatMagnitude(m: Magnitude): string {
  if (m.log10 === Infinity) return 'never';
  return fitsDouble(m) ? formatCount(m.value) : powerOfTen(m.log10);
}

/** A fraction as a percentage with three significant digits: 1.25e-4 → "0.0125%". */
export function formatPercent(fraction: number): string {
  if (!Number.isFinite(fraction) || fraction < 0) return '—';
  if (fraction === 0) return '0%';
  const percent = fraction * 100;
  if (percent < 1e-4) return `${scientific(percent)}%`;
  return `${Number(percent.toPrecision(3)).toLocaleString('en-US', { maximumFractionDigits: 12 })}%`;
}

/** A duration magnitude, or "never" / a power of ten of seconds beyond doubles. */
export function formatSeconds(m: Magnitude): string {
  if (m.log10 === Infinity) return 'never';
  return fitsDouble(m) ? formatDuration(m.value) : `${powerOfTen(m.log10)} s`;
}

/** Seconds in hours to three significant digits, for the "(11.7 h)" the issue quotes. */
export const hoursValue = (seconds: number): number => Number((seconds / 3600).toPrecision(3));

/** Hours at or above this are written with a power of ten ("4.12 × 10¹⁷ h"), not 18 digits. */
export const HOURS_SCIENTIFIC = 1e6;

/** Seconds in hours: "11.7 h", "412,000 h", "4.12 × 10¹⁷ h". */
export function hours(seconds: number): string {
  const h = hoursValue(seconds);
  return `${h < HOURS_SCIENTIFIC ? h.toLocaleString('en-US') : scientific(h)} h`;
}

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
