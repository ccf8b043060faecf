import type { ChartTable } from '@/components/chart-data';
import { formatNumber } from '@/core/format';
import type { MetastablePolicyResult } from '@/core/overload/types';

/** One second t of a metastable run, as the chart draws it. */
export interface MetastablePoint {
  /** Start of the second, seconds. */
  readonly t: number;
  /** Attempts sent to the server in that second. */
  readonly offered: number;
  /** Logical requests answered in time in that second. */
  readonly goodput: number;
  /** Mean queue wait of the requests started in that second, seconds. */
  readonly wait: number;
}

/** What a metastable chart draws: three lines (offered, goodput, queue wait), one point a second. */
export function metastableSeries(run: MetastablePolicyResult): readonly MetastablePoint[] {
  return Array.from(run.offered, (offered, t) => ({
    t,
    offered,
    goodput: run.goodput[t] ?? 0,
    wait: run.queueWait[t] ?? 0,
  }));
}

/** The chart's table: one row per second, one column per line (each path has a vertex per row). */
export function metastableTable(title: string, points: readonly MetastablePoint[]): ChartTable {
  return {
    caption: `${title}: per second of the run`,
    columns: ['Second t (s)', 'Offered (attempts/s)', 'Goodput (requests/s)', 'Queue wait (s)'],
    rows: points.map((p) => [
      { text: formatNumber(p.t), value: p.t },
      { text: formatNumber(p.offered, 0), value: p.offered },
      { text: formatNumber(p.goodput, 0), value: p.goodput },
      { text: formatNumber(p.wait, 3), value: p.wait },
    ]),
  };
}
