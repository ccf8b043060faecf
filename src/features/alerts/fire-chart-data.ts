import { cell, type ChartTable } from '@/components/chart-data';
import type { TierFigures } from '@/core/alerts/analyse';
import { formatDuration, formatPercent } from '@/core/format';
import { fireCurve } from './fire-curve';

/**
 * The fire chart's curve as a table: one row per error ratio the lines are drawn through, one
 * column per tier drawn (its time to fire, or "does not fire" below its threshold); null when no
 * tier can fire.
 */
export function fireTable(
  tiers: readonly TierFigures[],
  incident: number | null,
): ChartTable | null {
  const curve = fireCurve(tiers, incident);
  if (curve.lines.length === 0) return null;
  return {
    caption: 'Time to fire against a steady error ratio, per tier',
    columns: [
      'Error ratio (%)',
      ...curve.lines.map((l) => `Tier ${l.index}: time to fire (h m s)`),
    ],
    rows: curve.rows.map((row) => [
      cell(row.e ?? Number.NaN, formatPercent(row.e ?? Number.NaN)),
      ...curve.lines.map((l) => {
        const time = row[l.key];
        return time === undefined ? { text: 'does not fire' } : cell(time, formatDuration(time));
      }),
    ]),
  };
}
