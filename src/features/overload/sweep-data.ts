import type { ChartCell, ChartTable } from '@/components/chart-data';
import { formatNumber, formatPercent } from '@/core/format';
import type { OverloadPolicy, SweepResult } from '@/core/overload/types';
import { POLICY_LABELS } from './policy-text';

export type SweepMeasure = 'load' | 'success';

/** One failure ratio f of the sweep: each policy's load or success there. */
export interface SweepRow {
  readonly f: number;
  readonly values: ReadonlyMap<OverloadPolicy, number>;
}

/** What a sweep chart draws: one line per policy (in the run's order), one point per f of the grid. */
export function sweepSeries(result: SweepResult, measure: SweepMeasure): readonly SweepRow[] {
  const grid = result.policies[0]?.points ?? [];
  return grid.map((g, i) => {
    const values = new Map<OverloadPolicy, number>();
    for (const p of result.policies) {
      const q = p.points[i];
      if (q) values.set(p.policy, q[measure]);
    }
    return { f: g.f, values };
  });
}

/** A failure ratio as written in result ids and tables: 0, 0.05, 0.5, 1. */
export const fText = (f: number) => String(Math.round(f * 100) / 100);

/** Attempts per logical request, as the panel writes them. */
export const formatLoad = (x: number) => formatNumber(x, 3);

/** A measure's value as shown. */
export const formatMeasure = (measure: SweepMeasure, x: number) =>
  measure === 'load' ? formatLoad(x) : formatPercent(x);

/** Short units for the headers (the caption says what they count): load is a ratio, shown as ×. */
const UNIT: Readonly<Record<SweepMeasure, string>> = { load: '×', success: '%' };

/**
 * The chart's table: one row per failure ratio, one column per line (each policy's path has one
 * vertex per row).
 */
export function sweepTable(
  result: SweepResult,
  rows: readonly SweepRow[],
  measure: SweepMeasure,
): ChartTable {
  const policies = result.policies.map((p) => p.policy);
  return {
    caption:
      measure === 'load'
        ? 'Attempts per logical request, by policy and failure ratio f'
        : 'Share of logical requests that finally succeed, by policy and failure ratio f',
    columns: ['Failure ratio f', ...policies.map((p) => `${POLICY_LABELS[p]} (${UNIT[measure]})`)],
    rows: rows.map((r) => [
      { text: fText(r.f), value: r.f },
      ...policies.map((p): ChartCell => {
        const v = r.values.get(p);
        return v === undefined ? { text: '—' } : { text: formatMeasure(measure, v), value: v };
      }),
    ]),
  };
}
