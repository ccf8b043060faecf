import { cell, type ChartTable } from '@/components/chart-data';
import { openAnswer } from '@/core/capacity/answer';
import { formatDuration, formatPercent } from '@/core/format';
import { logTicks } from '@/lib/axis-ticks';
import type { CapacityQueue } from './capacity-model';

/** One utilisation on the knee chart: mean and p99 response for one server and for c. */
export interface KneeRow {
  readonly rho: number;
  readonly mean1: number;
  readonly p99One: number | null;
  readonly meanC: number;
  readonly p99C: number | null;
}

export interface KneeData {
  readonly servers: number;
  readonly rows: readonly KneeRow[];
  /** The time axis: round values (1, 2, 5 × 10ᵏ s) around every value drawn. */
  readonly ticks: readonly number[];
  /** The inputs' own point, when the queue keeps up. */
  readonly current: { readonly rho: number; readonly mean: number } | null;
}

/** Utilisations from 5% to 99%, closer together where the curve bends. */
export const KNEE_GRID: readonly number[] = [
  0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.88, 0.9, 0.92, 0.94, 0.95, 0.96,
  0.97, 0.98, 0.99,
];

/** Mean and p99 response at utilisation ρ on `servers` servers (the same S and cv). */
function pointAt(queue: CapacityQueue, servers: number, rho: number) {
  const a = openAnswer({
    rate: (rho * servers) / queue.service,
    service: queue.service,
    servers,
    cv: queue.cv,
  });
  return a.kind === 'stable' ? { mean: a.meanResponse, p99: a.responseP99 } : null;
}

/**
 * Response time against utilisation, for one server and for the inputs' c, with the same service
 * times: the knee where waiting takes over. The current point is marked where it keeps up.
 */
export function kneeData(
  queue: CapacityQueue,
  utilisation: number,
  meanResponse: number | null,
): KneeData {
  const rows: KneeRow[] = [];
  for (const rho of KNEE_GRID) {
    const one = pointAt(queue, 1, rho);
    const many = pointAt(queue, queue.servers, rho);
    if (!one || !many) continue;
    rows.push({ rho, mean1: one.mean, p99One: one.p99, meanC: many.mean, p99C: many.p99 });
  }
  const current =
    meanResponse !== null && utilisation < 1 ? { rho: utilisation, mean: meanResponse } : null;
  const drawn = rows.flatMap((r) => [r.mean1, r.p99One, r.meanC, r.p99C]);
  const values = drawn.filter((v): v is number => v !== null && v > 0);
  const ticks = values.length > 0 ? logTicks(Math.min(...values), Math.max(...values)) : [];
  return { servers: queue.servers, rows, ticks, current };
}

const time = (s: number | null) => (s === null ? { text: '—' } : cell(s, formatDuration(s)));

/** The knee as a table: one row per utilisation the lines pass through. */
export function kneeTable(data: KneeData): ChartTable {
  const c = data.servers;
  return {
    caption: 'Response time against utilisation',
    columns: [
      'Utilisation',
      'Mean, 1 server',
      'p99, 1 server',
      `Mean, ${c} servers`,
      `p99, ${c} servers`,
    ],
    rows: data.rows.map((r) => [
      cell(r.rho, formatPercent(r.rho)),
      time(r.mean1),
      time(r.p99One),
      time(r.meanC),
      time(r.p99C),
    ]),
  };
}
