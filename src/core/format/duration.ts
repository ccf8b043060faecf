import { scientificFigure, texOf, textOf, type Figure } from './figure';
import { formatScientific, significant } from './number';

/**
 * Seconds as short plain text for labels and sentences: `0.4 s`, `42 s`, `86400 s`: up to six
 * significant digits, trailing zeros dropped (no unit conversion: the models speak in seconds).
 */
export function formatSeconds(seconds: number): string {
  return `${significant(seconds, 6)} s`;
}

/** Units below one second, largest first. */
const SUBSECOND: ReadonlyArray<readonly [string, number]> = [
  ['ms', 1e-3],
  ['µs', 1e-6],
  ['ns', 1e-9],
  ['ps', 1e-12],
  ['fs', 1e-15],
  // Twenty decimals of availability over one day is 8.64 as: the smallest budget we show.
  ['as', 1e-18],
];

const UNITS: ReadonlyArray<readonly [string, number]> = [
  ['d', 86_400 * 100],
  ['h', 3_600 * 100],
  ['m', 60 * 100],
];

/** Below one second: the largest unit that reads under 1000; null when that rounds up to 1 s. */
function subsecond(seconds: number): string | null {
  for (const [i, [unit, size]] of SUBSECOND.entries()) {
    if (seconds >= size) {
      const shown = Number((seconds / size).toPrecision(5));
      if (shown < 1000) return `${shown} ${unit}`;
      const larger = SUBSECOND[i - 1];
      return larger ? `1 ${larger[0]}` : null;
    }
  }
  return `${formatScientific(seconds, 5)} s`;
}

/** From this many seconds (100,000 days) a duration is written in years, not in days. */
const YEARS_FROM = 8.64e9;
/** The Julian year, 365.25 days, the astronomers' unit for long spans. */
const YEAR = 31_557_600;

/** A long span in years to three significant digits: "317 years", "1.58 × 10¹⁴ years". */
function years(seconds: number): string {
  const y = seconds / YEAR;
  return `${y < 1e6 ? Number(y.toPrecision(3)).toLocaleString('en-US') : formatScientific(y, 3)} years`;
}

/**
 * A duration in seconds as people read it: `8h 45m 36s`, `3d 15h 36m`, `26.28s`, `31.536 µs`.
 * Seconds carry up to two decimals, rounded to the nearest hundredth; units between the
 * largest and the smallest non-zero one are always shown (`1h 0m 5s`). Beyond 100,000 days it
 * is years ("1.58 × 10¹⁴ years"), below an attosecond a power of ten ("3 × 10⁻²⁰ s"): never
 * e-notation. Negative or non-finite → "—".
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '—';
  if (seconds === 0) return '0s';
  if (seconds >= YEARS_FROM) return years(seconds);
  const small = seconds < 1 ? subsecond(seconds) : null;
  if (small) return small;
  let rest = Math.round(seconds * 100);
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    parts.push(`${count}${unit}`);
  }
  const whole = Math.floor(rest / 100);
  const hundredths = rest % 100;
  parts.push(
    hundredths ? `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}s` : `${whole}s`,
  );
  const first = parts.findIndex((p) => !/^0(\.0+)?[dhms]$/.test(p));
  let last = parts.length - 1;
  while (last > first && /^0[dhms]$/.test(parts[last] ?? '')) last -= 1;
  return parts.slice(first, last + 1).join(' ');
}

/** formatDuration for TeX: KaTeX's text fonts have no µ, so it becomes \mu. */
export function texDuration(seconds: number): string {
  return formatDuration(seconds)
    .split('µ')
    .map((part) => (part ? `\\text{${part}}` : ''))
    .join('\\mu');
}

/** Hours at or above this are written with a power of ten ("4.12 × 10¹⁷ h"), not 18 digits. */
const HOURS_SCIENTIFIC = 1e6;

function hoursFigure(seconds: number): Figure {
  const h = Number((seconds / 3600).toPrecision(3));
  return h < HOURS_SCIENTIFIC ? { digits: h.toLocaleString('en-US') } : scientificFigure(h, 3);
}

/** Seconds in hours to three significant digits: "11.7 h", "412,000 h", "4.12 × 10¹⁷ h". */
export function formatHours(seconds: number): string {
  return `${textOf(hoursFigure(seconds))} h`;
}

/** The same for TeX: "11.7\,\text{h}", "4.12 \times 10^{17}\,\text{h}". */
export function texHours(seconds: number): string {
  return `${texOf(hoursFigure(seconds))}\\,\\text{h}`;
}
