import { DAY, HOUR, MINUTE } from './tier';

const UNIT_SECONDS: Readonly<Record<string, number>> = { s: 1, m: MINUTE, h: HOUR, d: DAY };

/**
 * Reads a window written as Prometheus writes durations: `5m`, `1h`, `3d`, `1h30m`, `90s`, and
 * also a decimal count of one unit (`1.5h`). Seconds, or null when the text is not one.
 */
export function parseWindow(text: string): number | null {
  if (!/^(?:\d+(?:\.\d+)?[smhd])+$/.test(text)) return null;
  let seconds = 0;
  let lastUnit = Infinity;
  for (const [, count = '', unit = ''] of text.matchAll(/(\d+(?:\.\d+)?)([smhd])/g)) {
    const size = UNIT_SECONDS[unit] ?? 0;
    // Units largest first, each once ("1h30m", not "30m1h" or "1h1h").
    if (size >= lastUnit) return null;
    lastUnit = size;
    seconds += Number(count) * size;
  }
  return seconds;
}

/** Seconds as a Prometheus-style window: 300 → "5m", 3600 → "1h", 3857 → "1h4m17s". */
export function windowText(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0s';
  let rest = Math.round(seconds * 1000) / 1000;
  let text = '';
  for (const unit of ['d', 'h', 'm'] as const) {
    const size = UNIT_SECONDS[unit] ?? 1;
    const count = Math.floor(rest / size);
    if (count > 0) text += `${count}${unit}`;
    rest = Math.round((rest - count * size) * 1000) / 1000;
  }
  if (rest > 0) text += `${rest}s`;
  return text;
}
