import { cell, type ChartTable } from '@/components/chart-data';
import { replaySeries } from '@/core/alerts/replay';
import type { Tier } from '@/core/alerts/tier';
import { formatDuration, formatPercent } from '@/core/format';

/**
 * The incident replay the chart draws (`replaySeries`, the same call with the same inputs) as a
 * table: one row per sample time, which each of the three lines passes through.
 */
export function replayTable(
  tier: Tier,
  errorRatio: number,
  duration: number,
  budgetTime: number,
  end: number,
): ChartTable {
  return {
    caption: 'Incident replay: error ratio over the long and short windows, and budget spent',
    columns: [
      'Time since the incident began (h m s)',
      'Long window error ratio (%)',
      'Short window error ratio (%)',
      'Budget spent (%)',
    ],
    rows: replaySeries(tier, errorRatio, duration, budgetTime, end).map((p) => [
      cell(p.t, formatDuration(p.t)),
      cell(p.long, formatPercent(p.long)),
      cell(p.short, formatPercent(p.short)),
      cell(p.spent, formatPercent(p.spent)),
    ]),
  };
}
