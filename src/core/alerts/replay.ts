/**
 * The incident replay: the error ratio is e on [0, dur) and 0 elsewhere, at constant traffic, so
 * a sliding window of length W ending at t averages e × (overlap of [t − W, t] with [0, dur]) / W.
 */
export function windowRatio(t: number, window: number, e: number, dur: number): number {
  const overlap = Math.min(t, dur) - Math.max(t - window, 0);
  return overlap > 0 ? (e * overlap) / window : 0;
}

/** Times where some window's ratio bends (0, dur, W, dur + W for each window), sorted and unique, within [0, end]. */
export function breakpoints(windows: readonly number[], dur: number, end: number): number[] {
  const times = new Set<number>([0, dur, end]);
  for (const w of windows) {
    times.add(w);
    times.add(dur + w);
  }
  return [...times].filter((t) => t >= 0 && t <= end).sort((a, b) => a - b);
}

/**
 * Sample times for drawing the replay: every breakpoint (so the piecewise-linear ratios are drawn
 * exactly) plus an even grid of `points` between 0 and `end`.
 */
export function replayTimes(
  windows: readonly number[],
  dur: number,
  end: number,
  points = 120,
): number[] {
  const times = new Set(breakpoints(windows, dur, end));
  for (let i = 0; i <= points; i++) times.add((end * i) / points);
  return [...times].sort((a, b) => a - b);
}

export interface ReplayPoint {
  /** Seconds since the incident started. */
  readonly t: number;
  /** Error ratio over the long and the short window ending at t. */
  readonly long: number;
  readonly short: number;
  /** Share of the budget the incident has spent by t: e · min(t, dur) / (B · T). */
  readonly spent: number;
}

/** One tier's windows through the incident, exact at every bend, for drawing. */
export function replaySeries(
  windows: { readonly long: number; readonly short: number },
  e: number,
  dur: number,
  budgetTime: number,
  end: number,
): ReplayPoint[] {
  return replayTimes([windows.long, windows.short], dur, end).map((t) => ({
    t,
    long: windowRatio(t, windows.long, e, dur),
    short: windowRatio(t, windows.short, e, dur),
    spent: (e * Math.min(t, dur)) / budgetTime,
  }));
}

/** Error ratios from `from` to `to`, evenly spaced on a log scale (both ends included). */
export function logSpace(from: number, to: number, points: number): number[] {
  const a = Math.log10(from);
  const b = Math.log10(to);
  return Array.from({ length: points }, (_, i) =>
    i === points - 1 ? to : 10 ** (a + ((b - a) * i) / (points - 1)),
  );
}
