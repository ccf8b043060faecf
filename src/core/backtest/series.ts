/**
 * The alert backtest's data: counter samples as Prometheus stores them, one series per label set.
 * The parsers (CSV, the Prometheus HTTP API's JSON, promtool's series notation) produce it; the
 * replay reads it. Times are Unix seconds, strictly increasing within a series; values are the
 * raw counter values, resets included (the replay handles resets as Prometheus' rate() does).
 */
export interface CounterSeries {
  /** The series' labels, `__name__` included when known (`{}` for a CSV column). */
  readonly labels: Readonly<Record<string, string>>;
  /** Sample times, Unix seconds (may be fractional: Prometheus keeps milliseconds). */
  readonly t: Float64Array;
  /** Counter values at those times. */
  readonly v: Float64Array;
}

/** The two sets of series the SLI needs: sum(rate(errors)) / sum(rate(total)). */
export interface BacktestData {
  readonly errors: readonly CounterSeries[];
  readonly total: readonly CounterSeries[];
}
