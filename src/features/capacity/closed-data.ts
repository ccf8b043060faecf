import { cell, type ChartTable } from '@/components/chart-data';
import { closedCurve } from '@/core/capacity/closed';
import { formatDuration, formatNumber } from '@/core/format';
import { linearTicks } from '@/lib/axis-ticks';
import { formatRate } from './capacity-format';
import type { CapacityQueue } from './capacity-model';

export interface ClosedRow {
  readonly users: number;
  readonly throughput: number;
  readonly meanResponse: number;
}

export interface ClosedData {
  readonly rows: readonly ClosedRow[];
  /** Where the servers saturate: N* = c(S + Z)/S users. */
  readonly saturation: number;
  /** The most the servers can serve: c/S per second. */
  readonly capacity: number;
  /** Round ticks for the users axis, from 0. */
  readonly ticks: readonly number[];
}

/** Points on the users axis. */
const POINTS = 40;

/**
 * Throughput and mean response against the number of virtual users, up to three times the
 * saturation point (and the inputs' own N): throughput flattens at c/S, and from there every
 * added user only adds waiting.
 */
export function closedData(queue: CapacityQueue): ClosedData {
  const { servers, service, think } = queue;
  const saturation = (servers * (service + think)) / service;
  const top = Math.max(queue.users, Math.ceil(3 * saturation), 4);
  const users = new Set<number>([1, queue.users]);
  for (let i = 1; i <= POINTS; i++) users.add(Math.max(1, Math.round((top * i) / POINTS)));
  const grid = [...users].sort((a, b) => a - b);
  const rows = closedCurve({ think, service, servers }, grid).map((p) => ({
    users: p.users,
    throughput: p.throughput,
    meanResponse: p.meanResponse,
  }));
  return { rows, saturation, capacity: servers / service, ticks: linearTicks(top) };
}

/** The curve as a table: one row per number of users. */
export function closedTable(data: ClosedData): ChartTable {
  return {
    caption: 'Closed loop: throughput and response time against virtual users',
    columns: ['Users', 'Throughput', 'Mean response'],
    rows: data.rows.map((r) => [
      cell(r.users, formatNumber(r.users, 0)),
      cell(r.throughput, formatRate(r.throughput)),
      cell(r.meanResponse, formatDuration(r.meanResponse)),
    ]),
  };
}
