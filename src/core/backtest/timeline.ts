/**
 * The backtest's chart data: one point per evaluation, or, when there are more evaluations than
 * can be drawn, one point per run of consecutive evaluations that keeps what matters to the eye:
 * the highest ratio and burn, whether a tier fired at all, and the budget left at its end.
 */
import type { Replay } from './replay';
import type { TierRun } from './evaluate';

export interface TimelinePoint {
  /** Seconds from the first sample to the first evaluation of the point. */
  readonly t: number;
  /** Highest error ratio over the shortest window; null when none was finite. */
  readonly ratio: number | null;
  /** Highest burn (ratio ÷ budget) per window, in the order of `Timeline.windows`; null when none. */
  readonly burn: readonly (number | null)[];
  /** Per tier: did it fire at any evaluation of the point. */
  readonly firing: readonly boolean[];
  /**
   * Budget left at the point's last evaluation: 1 − (errors so far) / (budget × requests over the
   * whole data), so it ends at `budget-left`. Null when no request was counted.
   */
  readonly budgetLeft: number | null;
}

export interface Timeline {
  /** Window seconds of the `burn` columns, shortest first (the first is the `ratio` window). */
  readonly windows: readonly number[];
  /** Evaluations per point (1 when not downsampled). */
  readonly perPoint: number;
  readonly points: readonly TimelinePoint[];
}

/** Default most points drawn. */
export const TIMELINE_POINTS = 2000;

/** Highest finite value of a[from, to), or null. */
function maxFinite(a: Float64Array, from: number, to: number): number | null {
  let max = -Infinity;
  for (let k = from; k < to; k++) {
    const x = a[k]!;
    if (x > max && x !== Infinity) max = x;
  }
  return max > -Infinity ? max : null;
}

/**
 * The timeline of a replay for the given windows (indexes into the replay's windows, shortest
 * first) and tier runs, in at most `maxPoints` points.
 */
export function timeline(
  r: Replay,
  windowIndexes: readonly number[],
  runs: readonly TierRun[],
  budget: number,
  maxPoints = TIMELINE_POINTS,
): Timeline {
  const perPoint = Math.max(1, Math.ceil(r.count / Math.max(1, Math.floor(maxPoints))));
  const scale = r.total > 0 && budget > 0 ? budget * r.total : null;
  const points: TimelinePoint[] = [];
  for (let from = 0; from < r.count; from += perPoint) {
    const to = Math.min(r.count, from + perPoint);
    const burn = windowIndexes.map((w) => {
      const m = maxFinite(r.ratios[w]!, from, to);
      return m === null || !(budget > 0) ? null : m / budget;
    });
    const first = windowIndexes[0];
    points.push({
      t: (from * r.evalMs) / 1000,
      ratio: first === undefined ? null : maxFinite(r.ratios[first]!, from, to),
      burn,
      firing: runs.map((run) => run.firing.subarray(from, to).includes(1)),
      budgetLeft: scale === null ? null : 1 - r.cumBad[to - 1]! / scale,
    });
  }
  return { windows: windowIndexes.map((w) => r.windowsMs[w]! / 1000), perPoint, points };
}
