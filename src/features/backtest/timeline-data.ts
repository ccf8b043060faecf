import { cell, type ChartTable } from '@/components/chart-data';
import type { BacktestResult } from '@/core/backtest/backtest';
import { prometheusDuration } from '@/core/emit/durations';
import { formatDuration, formatPercent } from '@/core/format';
import { linearTicks } from '@/lib/axis-ticks';
import { formatBurnRate, formatSignedShare } from './results';

/** One point of the chart: seconds from the first sample, burn per window, budget left. */
export interface TimelineRow {
  readonly t: number;
  /** Highest error ratio over the shortest window. */
  readonly ratio: number | null;
  /** `b0`, `b1`, …: the highest burn over each window (Timeline.windows order). */
  readonly [burn: `b${number}`]: number | null;
  readonly left: number | null;
}

/** A tier's firing spans, seconds from the first sample: [start, end). */
export interface FiringSpans {
  readonly tier: number;
  readonly severity: string;
  readonly spans: readonly (readonly [number, number])[];
}

export interface TimelineData {
  readonly windows: readonly string[];
  readonly rows: readonly TimelineRow[];
  readonly firing: readonly FiringSpans[];
  /** Seconds from the first sample to the end of the last point. */
  readonly end: number;
  /** The y axes, drawn from their first tick to their last: burn rates, budget left (top 100%). */
  readonly burnTicks: readonly number[];
  readonly leftTicks: readonly number[];
}

/** Ticks for the budget left: up to 100%, down to 0 or below it when the budget was overspent. */
export function budgetTicks(lowest: number): number[] {
  const lo = Math.min(0, lowest);
  const step = [0.25, 0.5, 1, 2, 5, 10, 20, 50, 100].find((s) => (1 - lo) / s <= 5) ?? 1 - lo;
  const ticks: number[] = [];
  for (let k = Math.floor(lo / step); k * step <= 1; k++) ticks.push(k * step);
  return ticks;
}

/** The chart's series from a finished backtest (its timeline, already at most a few hundred points). */
export function timelineData(r: BacktestResult): TimelineData {
  const { points, windows, perPoint } = r.timeline;
  const step = perPoint * r.eval;
  const rows = points.map((p) => {
    const row: Record<string, number | null> = { t: p.t, ratio: p.ratio, left: p.budgetLeft };
    p.burn.forEach((b, w) => (row[`b${w}`] = b));
    return row as unknown as TimelineRow;
  });
  const end = points.length > 0 ? points[points.length - 1]!.t + step : 0;
  const firing = r.tiers.map((t, i) => {
    const spans: [number, number][] = [];
    let start: number | null = null;
    points.forEach((p, k) => {
      if (p.firing[i] && start === null) start = p.t;
      if (!p.firing[i] && start !== null) {
        spans.push([start, points[k]!.t]);
        start = null;
      }
    });
    if (start !== null) spans.push([start, end]);
    return { tier: i + 1, severity: t.tier.severity, spans };
  });
  let burnTop = 0;
  let leftLowest = 0;
  for (const p of points) {
    for (const b of p.burn) if (b !== null && b > burnTop) burnTop = b;
    if (p.budgetLeft !== null && p.budgetLeft < leftLowest) leftLowest = p.budgetLeft;
  }
  return {
    windows: windows.map((w) => prometheusDuration(w)),
    rows,
    firing,
    end,
    burnTicks: linearTicks(burnTop > 0 ? burnTop : 1),
    leftTicks: budgetTicks(leftLowest),
  };
}

/** The chart's table: one row per point drawn. */
export function timelineTable(d: TimelineData): ChartTable {
  const text = (x: number | null, f: (x: number) => string) =>
    x === null ? { text: '—' } : cell(x, f(x));
  return {
    caption: 'Backtest timeline: error ratio, burn per window, tiers firing and budget left',
    columns: [
      'Time',
      'Error ratio',
      ...d.windows.map((w) => `Burn ${w}`),
      ...d.firing.map((f) => `Tier ${f.tier} firing`),
      'Budget left',
    ],
    rows: d.rows.map((r) => [
      cell(r.t, formatDuration(r.t)),
      text(r.ratio, (x) => formatPercent(x)),
      ...d.windows.map((_, w) => text(r[`b${w}`] ?? null, formatBurnRate)),
      ...d.firing.map((f) => {
        const on = f.spans.some(([a, b]) => r.t >= a && r.t < b);
        return cell(on ? 1 : 0, on ? 'firing' : '');
      }),
      text(r.left, formatSignedShare),
    ]),
  };
}
