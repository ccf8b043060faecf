/**
 * PromQL's rate() for one counter series, as Prometheus' engine computes it
 * (promql/functions.go, extrapolatedRate with isCounter and isRate):
 *
 * 1. The range vector holds the samples with timestamps in [t − w, t] (Prometheus 2.x: closed on
 *    both ends; Prometheus 3 made the start open, (t − w, t]). Fewer than two samples: no output.
 * 2. The increase is last − first, plus the value before every drop (a counter reset).
 * 3. It is extrapolated towards each edge of the window: all the way when the gap between the
 *    edge and the nearest sample is under 1.1 × the average interval between the samples, else
 *    by half an average interval (the series is taken to start or end there).
 * 4. Towards the start, never below zero: when the counter, continued back at the sampled slope,
 *    would reach zero before the edge, it is extrapolated only to that zero point.
 * 5. The extrapolated increase over the window's length in seconds is the rate.
 *
 * The order of 3 and 4 changed with prometheus/prometheus#13725 (after 2.42): 2.42 cuts the gap
 * to the start at the zero point first and then compares it with the threshold (so a short
 * zero-point gap extrapolates fully); later versions first replace a long gap by half an
 * interval, then cut at the zero point. Both are here, as `RateSemantics`.
 *
 * The arithmetic follows the Go code step by step (milliseconds as integers, seconds = ms / 1000,
 * the same order of additions), so for integer counters the result is the same double.
 */
import type { PreparedSeries } from './prepare';

/** Which Prometheus' rate() to reproduce. */
export interface RateSemantics {
  /**
   * `closed`: samples at t − w count (Prometheus 2.x, Debian's promtool 2.42); `left-open`: they
   * do not (Prometheus 3.0 and later).
   */
  readonly range: 'closed' | 'left-open';
  /**
   * True (2.42): the zero point shortens the gap to the start before the 1.1 × interval test;
   * false (#13725, 3.x): after it.
   */
  readonly zeroPointFirst: boolean;
}

/** Prometheus 2.42, what Debian's promtool runs and CI checks against: the default. */
export const PROMETHEUS_2_42: RateSemantics = { range: 'closed', zeroPointFirst: true };

/** Prometheus 3.x: left-open ranges, the zero point applied after the threshold. */
export const PROMETHEUS_3: RateSemantics = { range: 'left-open', zeroPointFirst: false };

/** Go's time.Duration.Seconds() for a whole number of milliseconds. */
export function durationSeconds(ms: number): number {
  const whole = Math.trunc(ms / 1000);
  return whole + ((ms - whole * 1000) * 1e6) / 1e9;
}

/**
 * rate() over samples lo…hi (inclusive, at least two) of a series, for the window ending at
 * `endMs` of length `windowMs`. The samples must be those the range selects (see `rangeIndexes`).
 */
export function rateOfRange(
  s: PreparedSeries,
  lo: number,
  hi: number,
  endMs: number,
  windowMs: number,
  zeroPointFirst: boolean,
): number {
  const firstT = s.t[lo]!;
  const lastT = s.t[hi]!;
  const firstV = s.v[lo]!;
  const result = s.v[hi]! - firstV + (s.resets[hi]! - s.resets[lo]!);
  let toStart = (firstT - (endMs - windowMs)) / 1000;
  let toEnd = (endMs - lastT) / 1000;
  const sampled = (lastT - firstT) / 1000;
  const average = sampled / (hi - lo);
  const threshold = average * 1.1;
  if (zeroPointFirst) {
    if (result > 0 && firstV >= 0) {
      const toZero = sampled * (firstV / result);
      if (toZero < toStart) toStart = toZero;
    }
    if (toStart >= threshold) toStart = average / 2;
  } else {
    if (toStart >= threshold) toStart = average / 2;
    const toZero = result > 0 && firstV >= 0 ? sampled * (firstV / result) : toStart;
    if (toZero < toStart) toStart = toZero;
  }
  if (toEnd >= threshold) toEnd = average / 2;
  let factor = (sampled + toStart + toEnd) / sampled;
  factor /= durationSeconds(windowMs);
  return result * factor;
}

/** Index of the first sample at or after `ms` (`closed`) or after it (`left-open`). */
export function firstInRange(s: PreparedSeries, startMs: number, range: RateSemantics['range']) {
  let lo = 0;
  let hi = s.t.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const t = s.t[mid]!;
    if (range === 'closed' ? t < startMs : t <= startMs) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the last sample at or before `ms`, or −1. */
export function lastAtOrBefore(s: PreparedSeries, ms: number): number {
  let lo = 0;
  let hi = s.t.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (s.t[mid]! <= ms) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * rate(series[w]) evaluated at `endMs` (both in ms), or null when the range holds fewer than two
 * samples (Prometheus outputs nothing for the series then). Binary search: for one-off values
 * and tests; the replay moves cursors instead.
 */
export function rateAt(
  s: PreparedSeries,
  endMs: number,
  windowMs: number,
  semantics: RateSemantics = PROMETHEUS_2_42,
): number | null {
  const lo = firstInRange(s, endMs - windowMs, semantics.range);
  const hi = lastAtOrBefore(s, endMs);
  return hi - lo >= 1 ? rateOfRange(s, lo, hi, endMs, windowMs, semantics.zeroPointFirst) : null;
}
