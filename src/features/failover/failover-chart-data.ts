import { cell, type ChartTable } from '@/components/chart-data';
import { empiricalCdf } from '@/core/failover/distribution';
import { formatDuration, formatPercent } from '@/core/format';
import type { Simulated } from './failover-simulation';

export interface ChartRow {
  /** Seconds since the failure. */
  readonly t: number;
  /** Share of multi-AZ clients failed over by t (absent while that path is invalid). */
  readonly az?: number;
  readonly region?: number;
}

export interface ChartData {
  readonly rows: readonly ChartRow[];
  readonly domain: readonly [number, number];
  readonly ticks: readonly number[];
}

/** Round durations for a log time axis, from 1 ms to a day. */
const NICE = [
  0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 900,
  1800, 3600, 7200, 14_400, 28_800, 86_400,
];

/**
 * Both CDFs on one time grid: every point either path draws, each evaluated on both samples,
 * so the tooltip reads the two shares at the same moment.
 */
export function chartData(simulated: Simulated): ChartData | null {
  const paths = [simulated.az, simulated.region].filter((p) => p !== null);
  if (paths.length === 0) return null;
  const times = [...new Set(paths.flatMap((p) => p.points.map((point) => point.t)))].sort(
    (a, b) => a - b,
  );
  const first = Math.min(...paths.map((p) => p.sorted[0] ?? 0));
  const last = Math.max(...paths.map((p) => p.sorted[p.sorted.length - 1] ?? 0));
  const low = [...NICE].reverse().find((t) => t <= first) ?? NICE[0] ?? 0.001;
  const high = NICE.find((t) => t >= last) ?? last;
  // Start at the axis with both shares at zero, so each curve rises from the floor.
  const rows: ChartRow[] = [low, ...times].map((t) => ({
    t,
    ...(simulated.az ? { az: empiricalCdf(simulated.az.sorted, t) } : {}),
    ...(simulated.region ? { region: empiricalCdf(simulated.region.sorted, t) } : {}),
  }));
  let ticks = NICE.filter((t) => t >= low && t <= high);
  if (ticks.length > 8) ticks = ticks.filter((_, i) => i % 2 === 0 || i === ticks.length - 1);
  return { rows, domain: [low, high], ticks };
}

/** The paths' names, in the chart's legend and tooltip and the table's columns. */
export const PATH_NAMES = {
  az: 'Multi-AZ (load balancer)',
  region: 'Multi-region (DNS)',
} as const;

const PATHS = (['az', 'region'] as const).map((key) => ({ key, name: PATH_NAMES[key] }));

/**
 * The same CDFs as a table: one row per point of the time grid, which each drawn line passes
 * through, with a column per valid path; null when neither path can be drawn.
 */
export function failoverTable(data: ChartData | null): ChartTable | null {
  const first = data?.rows[0];
  if (!data || !first) return null;
  const paths = PATHS.filter((p) => first[p.key] !== undefined);
  return {
    caption: 'Share of clients failed over by each moment',
    columns: ['Time since the failure (h m s)', ...paths.map((p) => `${p.name}: failed over (%)`)],
    rows: data.rows.map((row) => [
      cell(row.t, formatDuration(row.t)),
      ...paths.map((p) => {
        const share = row[p.key] ?? Number.NaN;
        return cell(share, formatPercent(share));
      }),
    ]),
  };
}
