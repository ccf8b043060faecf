import { cell, type ChartTable } from '@/components/chart-data';
import type { QueueAnswer } from '@/core/capacity/answer';
import { empiricalCdf } from '@/core/failover/distribution';
import { formatDuration, formatPercent } from '@/core/format';

export interface WaitRow {
  /** Seconds in the queue. */
  readonly t: number;
  /** P(W_q ≤ t) by the closed form. */
  readonly model: number;
  /** The simulated share, when a finished run is there. */
  readonly sim?: number;
}

/** Points on the time axis. */
const STEPS = 40;

/**
 * The waiting-time CDF from 0 to past the 99.9th percentile (and the target): the closed form,
 * and the simulated waits beside it when the run has finished.
 */
export function waitData(
  answer: QueueAnswer,
  target: number | null,
  waits: Float64Array | null,
): WaitRow[] {
  const far = Math.max(answer.waitQuantile(0.999), target ?? 0) * 1.1;
  const end = far > 0 ? far : Math.max(answer.meanResponse, 1e-3);
  const rows: WaitRow[] = [];
  for (let i = 0; i <= STEPS; i++) {
    const t = (end * i) / STEPS;
    rows.push({
      t,
      model: 1 - answer.waitExceeds(t),
      ...(waits && waits.length > 0 ? { sim: empiricalCdf(waits, t) } : {}),
    });
  }
  return rows;
}

/** The CDF as a table: one row per point of the time axis. */
export function waitTable(rows: readonly WaitRow[]): ChartTable {
  const simulated = rows.some((r) => r.sim !== undefined);
  return {
    caption: 'Waiting time: share of requests that waited at most t',
    columns: ['Wait t', 'Model', ...(simulated ? ['Simulated'] : [])],
    rows: rows.map((r) => [
      cell(r.t, formatDuration(r.t)),
      cell(r.model, formatPercent(r.model)),
      ...(r.sim !== undefined ? [cell(r.sim, formatPercent(r.sim))] : []),
    ]),
  };
}
