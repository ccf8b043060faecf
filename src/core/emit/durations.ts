/**
 * Durations as configs and rule files write them. Seconds (or milliseconds) in, text out;
 * nothing here knows about a panel.
 */

/** Prometheus duration units, largest first (weeks and years left out: `7d` reads plainer). */
const UNITS: ReadonlyArray<readonly [string, number]> = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['m', 60_000],
  ['s', 1_000],
  ['ms', 1],
];

function checkSeconds(seconds: number): void {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`a duration must be a finite number of seconds ≥ 0, not ${seconds}`);
  }
}

/**
 * Seconds as a Prometheus duration, largest units first, to the millisecond: 300 → `5m`,
 * 3600 → `1h`, 259200 → `3d`, 3857 → `1h4m17s`, 0 → `0s` (prometheus/common model.Duration).
 */
export function prometheusDuration(seconds: number): string {
  checkSeconds(seconds);
  let rest = Math.round(seconds * 1000);
  if (rest === 0) return '0s';
  let text = '';
  for (const [unit, size] of UNITS) {
    const count = Math.floor(rest / size);
    if (count > 0) text += `${count}${unit}`;
    rest -= count * size;
  }
  return text;
}

export interface Shorthand {
  /** One positive whole number and one unit: `5m`, `6h`, `30d`. */
  readonly text: string;
  /** False when the seconds were not a whole number of minutes and were rounded to one. */
  readonly exact: boolean;
}

/**
 * Seconds as an OpenSLO v1 duration-shorthand (`^[1-9][0-9]*[mhdwMQY]$`: one whole number, one
 * unit): the largest of d, h, m that divides it, else the nearest whole minute (at least 1m).
 */
export function durationShorthand(seconds: number): Shorthand {
  checkSeconds(seconds);
  for (const [unit, size] of [
    ['d', 86_400],
    ['h', 3_600],
    ['m', 60],
  ] as const) {
    if (seconds > 0 && seconds % size === 0)
      return { text: `${seconds / size}${unit}`, exact: true };
  }
  return { text: `${Math.max(1, Math.round(seconds / 60))}m`, exact: false };
}

/** Whole nanoseconds, at least 1 (a protobuf Duration that must be greater than zero). */
const nanoseconds = (seconds: number): number => Math.max(1, Math.round(seconds * 1e9));

/**
 * A protobuf Duration in its JSON/YAML form (Envoy, gRPC service config): seconds with up to
 * nine decimals, at least 1 ns: 5 → `5s`, 0.25 → `0.25s`, 1e-10 → `0.000000001s`.
 */
export function protobufDuration(seconds: number): string {
  const ns = nanoseconds(seconds);
  const whole = Math.floor(ns / 1e9);
  const frac = ns - whole * 1e9;
  if (frac === 0) return `${whole}s`;
  return `${whole}.${String(frac).padStart(9, '0').replace(/0+$/, '')}s`;
}

/**
 * True when protobufDuration writes the seconds exactly: compared with what is written (at least
 * 1 ns), to a thousandth of a nanosecond for float noise.
 */
export const protobufExact = (seconds: number): boolean =>
  Math.abs(nanoseconds(seconds) - seconds * 1e9) <= 1e-3;

/**
 * Whole milliseconds as HAProxy and Spring Boot read a delay: whole seconds as `5s`, anything
 * else in milliseconds, `2500ms`.
 */
export function millisecondsDuration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;
}
