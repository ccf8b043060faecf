/**
 * The backtest's working form of a counter series: times in whole milliseconds (Prometheus keeps
 * timestamps as int64 milliseconds, so every window edge and `for:` comparison is done on the same
 * integers the engine uses), and a prefix sum of the counter-reset corrections so that any run of
 * samples' increase costs O(1).
 */
import type { BacktestData, CounterSeries } from './series';

export interface PreparedSeries {
  readonly labels: Readonly<Record<string, string>>;
  /** Sample times, whole milliseconds, strictly increasing. */
  readonly t: Float64Array;
  /** Counter values (finite). */
  readonly v: Float64Array;
  /**
   * resets[i] = the sum of v[j − 1] over every j ≤ i where v[j] < v[j − 1] (a counter reset),
   * so the reset-corrected increase from sample a to b is (v[b] − v[a]) + (resets[b] − resets[a]):
   * exactly what rate() computes (last − first, plus the value before each drop).
   */
  readonly resets: Float64Array;
}

export interface PreparedData {
  readonly errors: readonly PreparedSeries[];
  readonly total: readonly PreparedSeries[];
  /** First sample time over every series, ms (the replay's t₀); NaN when there is no sample. */
  readonly firstMs: number;
  /** Last sample time over every series, ms; NaN when there is no sample. */
  readonly lastMs: number;
  /** Samples kept over every series. */
  readonly samples: number;
}

/**
 * One series in working form. Times are rounded to the millisecond; a sample whose value or time
 * is not finite is dropped, and so is one whose (rounded) time does not come after the previous
 * one's (a series' times must increase; Prometheus rejects such an out-of-order sample).
 */
export function prepareSeries(series: CounterSeries): PreparedSeries {
  const n = Math.min(series.t.length, series.v.length);
  const t = new Float64Array(n);
  const v = new Float64Array(n);
  const resets = new Float64Array(n);
  let m = 0;
  let correction = 0;
  for (let i = 0; i < n; i++) {
    const ms = Math.round((series.t[i] ?? NaN) * 1000);
    const value = series.v[i] ?? NaN;
    if (!Number.isFinite(ms) || !Number.isFinite(value)) continue;
    if (m > 0 && ms <= (t[m - 1] ?? 0)) continue;
    if (m > 0 && value < (v[m - 1] ?? 0)) correction += v[m - 1] ?? 0;
    t[m] = ms;
    v[m] = value;
    resets[m] = correction;
    m++;
  }
  return {
    labels: series.labels,
    t: m === n ? t : t.slice(0, m),
    v: m === n ? v : v.slice(0, m),
    resets: m === n ? resets : resets.slice(0, m),
  };
}

/** The reset-corrected increase of a prepared series from sample a to sample b (a ≤ b). */
export function increase(s: PreparedSeries, a: number, b: number): number {
  return s.v[b]! - s.v[a]! + (s.resets[b]! - s.resets[a]!);
}

/** Every series of the data in working form, with the first and last sample time over all. */
export function prepareData(data: BacktestData): PreparedData {
  const errors = data.errors.map(prepareSeries);
  const total = data.total.map(prepareSeries);
  let firstMs = Infinity;
  let lastMs = -Infinity;
  let samples = 0;
  for (const s of [...errors, ...total]) {
    if (s.t.length === 0) continue;
    firstMs = Math.min(firstMs, s.t[0]!);
    lastMs = Math.max(lastMs, s.t[s.t.length - 1]!);
    samples += s.t.length;
  }
  return {
    errors,
    total,
    firstMs: samples > 0 ? firstMs : NaN,
    lastMs: samples > 0 ? lastMs : NaN,
    samples,
  };
}
