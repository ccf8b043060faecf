import type { TierFigures } from '@/core/alerts/analyse';
import { steadyFireTime } from '@/core/alerts/burn';
import { logSpace } from '@/core/alerts/replay';

/** One line of the chart: a tier that some error ratio up to 100% fires. */
export interface FireLine {
  readonly index: number;
  /** The rows' key for this tier's time to fire: `t<index>`. */
  readonly key: string;
}

export interface FireCurve {
  /** One row per error ratio: `e` and, per tier i that fires at that ratio, `t<i>` in seconds. */
  readonly rows: readonly Record<string, number>[];
  /** The tiers drawn, in policy order. */
  readonly lines: readonly FireLine[];
  readonly from: number;
  /** Powers of ten within [from, 1]. */
  readonly ticks: readonly number[];
  /** The time axis: from the fastest to the slowest time drawn, and round durations within. */
  readonly low: number;
  readonly high: number;
  readonly timeTicks: readonly number[];
}

/** Round durations for the log time axis: 1 s … 1 year. */
const TIME_TICKS = [1, 10, 60, 600, 3600, 6 * 3600, 86_400, 7 * 86_400, 30 * 86_400, 365 * 86_400];

/**
 * Time for each tier to fire on a steady error ratio e: th · W_L / e + for, from its threshold up
 * to a full outage. The ratios span a decade below the lowest threshold (or the incident) to 1.
 */
export function fireCurve(tiers: readonly TierFigures[], incident: number | null): FireCurve {
  const firable = tiers.filter((t) => t.tier && t.threshold !== null && t.threshold <= 1);
  const thresholds = firable.map((t) => t.threshold!);
  const lowest = Math.min(1, ...thresholds, incident ?? 1);
  const from = 10 ** Math.floor(Math.log10(lowest) - 0.5);
  const ratios = [...new Set([...logSpace(from, 1, 80), ...thresholds])].sort((a, b) => a - b);
  const rows = ratios.map((e) => {
    const row: Record<string, number> = { e };
    for (const t of firable) {
      // At exactly the threshold the tier never fires (`>`): its curve ends there at the limit,
      // W_L + for, the time it would take a ratio a hair above it.
      const time =
        steadyFireTime(t.tier!, t.threshold!, e) ??
        (e === t.threshold ? t.tier!.long + t.tier!.for : null);
      if (time !== null) row[`t${t.index}`] = time;
    }
    return row;
  });
  const ticks: number[] = [];
  for (let p = Math.round(Math.log10(from)); p <= 0; p++) ticks.push(10 ** p);
  const times = rows.flatMap((r) => Object.entries(r).flatMap(([k, v]) => (k === 'e' ? [] : [v])));
  const low = Math.min(...times, 60);
  const high = Math.max(...times, 60);
  const timeTicks = TIME_TICKS.filter((t) => t >= low && t <= high);
  const lines = firable.map((t) => ({ index: t.index, key: `t${t.index}` }));
  return { rows, lines, from, ticks, low, high, timeTicks };
}
