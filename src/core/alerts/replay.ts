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
