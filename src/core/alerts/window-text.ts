import { prometheusDuration } from '../emit/durations';
import { DAY, HOUR, MINUTE } from './tier';

const UNIT_SECONDS: Readonly<Record<string, number>> = {
  ms: 0.001,
  s: 1,
  m: MINUTE,
  h: HOUR,
  d: DAY,
};

/**
 * Reads a window written as Prometheus writes durations: `5m`, `1h`, `3d`, `1h30m`, `90s`, `500ms`, and
 * also a decimal count of one unit (`1.5h`). Seconds, or null when the text is not one.
 */
export function parseWindow(text: string): number | null {
  if (!/^(?:\d+(?:\.\d+)?(?:ms|[smhd]))+$/.test(text)) return null;
  let seconds = 0;
  let lastUnit = Infinity;
  for (const [, count = '', unit = ''] of text.matchAll(/(\d+(?:\.\d+)?)(ms|[smhd])/g)) {
    const size = UNIT_SECONDS[unit] ?? 0;
    // Units largest first, each once ("1h30m", not "30m1h" or "1h1h").
    if (size >= lastUnit) return null;
    lastUnit = size;
    seconds += Number(count) * size;
  }
  return seconds;
}

/** Seconds as a Prometheus-style window: 300 → "5m", 3600 → "1h", 3857 → "1h4m17s", 0.5 → "500ms". */
export function windowText(seconds: number): string {
  return Number.isFinite(seconds) && seconds > 0 ? prometheusDuration(seconds) : '0s';
}
