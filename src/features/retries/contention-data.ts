import type { ChartCell, ChartTable } from '@/components/chart-data';
import { formatNumber } from '@/core/format';
import { STUDY, type ContentionCell } from '@/core/retries/contention';
import { STRATEGY_LABELS } from '@/core/retries/strategies';

export type ContentionMetric = 'calls' | 'time';

/** One client count N: each strategy's mean, or null where there is none to draw. */
export interface ContentionPoint {
  readonly n: number;
  readonly values: Readonly<Record<(typeof STUDY.strategies)[number], number | null>>;
}

/**
 * What a contention chart draws: one line per strategy over the study's client counts, one point
 * per cell simulated. Times are drawn on a log axis, so a time that is not positive is left out.
 */
export function contentionSeries(
  cells: readonly ContentionCell[],
  metric: ContentionMetric,
): readonly ContentionPoint[] {
  return STUDY.clientCounts.map((n) => {
    const values = {} as Record<(typeof STUDY.strategies)[number], number | null>;
    for (const s of STUDY.strategies) {
      const v = cells.find((c) => c.strategy === s && c.clients === n)?.[metric];
      values[s] = v === undefined || (metric === 'time' && !(v > 0)) ? null : v;
    }
    return { n, values };
  });
}

const UNIT: Readonly<Record<ContentionMetric, string>> = { calls: 'write calls', time: 's' };

/**
 * The chart's table: one row per client count with a point, one column per line (each line's
 * path has one vertex per row where its cell is filled).
 */
export function contentionTable(
  points: readonly ContentionPoint[],
  metric: ContentionMetric,
): ChartTable {
  const text = (v: number) => (metric === 'time' ? formatNumber(v, 3) : formatNumber(v, 1));
  return {
    caption:
      metric === 'calls'
        ? 'Mean write calls per run, by strategy and number of clients'
        : 'Mean seconds until the last client succeeds, by strategy and number of clients',
    columns: [
      'Clients (N)',
      ...STUDY.strategies.map((s) => `${STRATEGY_LABELS[s]} (${UNIT[metric]})`),
    ],
    rows: points
      .filter((p) => STUDY.strategies.some((s) => p.values[s] !== null))
      .map((p) => [
        { text: formatNumber(p.n), value: p.n },
        ...STUDY.strategies.map((s): ChartCell => {
          const v = p.values[s];
          return v === null ? { text: '—' } : { text: text(v), value: v };
        }),
      ]),
  };
}
