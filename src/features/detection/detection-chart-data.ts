import { cell, type ChartTable } from '@/components/chart-data';
import { fitsDouble } from '@/core/detection/runs';
import type { FleetFalseTriggers } from '@/core/detection/recommend';
import { formatCount, formatDuration } from '@/core/format';

/** One point of the detection chart. */
export interface DetectionPoint {
  readonly n: number;
  /** Worst-case detection N·i, seconds. */
  readonly worst: number;
  /** Fleet false triggers per 30 days. */
  readonly perMonth: number;
}

/**
 * The points the detection chart draws: one per N of the curve. A log axis cannot show 0
 * (p = q = 0) or values beyond doubles: those points are left out.
 */
export function detectionPoints(curve: readonly FleetFalseTriggers[]): DetectionPoint[] {
  return curve
    .filter((c) => fitsDouble(c.total) && c.total.value > 0)
    .map((c) => ({ n: c.n, worst: c.worst, perMonth: c.total.value }));
}

/** The same points as a table, one row per dot; null when no point can be drawn. */
export function detectionTable(curve: readonly FleetFalseTriggers[] | null): ChartTable | null {
  const points = curve ? detectionPoints(curve) : [];
  if (points.length === 0) return null;
  return {
    caption: 'Fleet false triggers per 30 days against worst-case detection',
    columns: [
      'N (checks)',
      'Worst-case detection N·i (h m s)',
      'Fleet false triggers (per 30 days)',
    ],
    rows: points.map((p) => [
      cell(p.n, String(p.n)),
      cell(p.worst, formatDuration(p.worst)),
      cell(p.perMonth, formatCount(p.perMonth)),
    ]),
  };
}
