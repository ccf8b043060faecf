import { cell, type ChartTable } from '@/components/chart-data';
import { logTicks } from '@/lib/axis-ticks';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import { extraLoad, hedgedLeaf, outageLeaf, type Hedge } from '@/core/tail/hedge';
import { leafOf, type Leaf } from '@/core/tail/leaf';
import { requestCdf } from '@/core/tail/request';
import { requestPercentileAt, type TailInputs } from '@/core/tail/model';

/** One point of the request-latency CDF. */
export interface CdfRow {
  readonly t: number;
  readonly plain: number;
  readonly hedged: number;
}

/** Points on a log axis between two latencies. */
function logGrid(lo: number, hi: number, n: number): number[] {
  const a = Math.log(lo);
  const b = Math.log(Math.max(hi, lo * 1.0001));
  return Array.from({ length: n + 1 }, (_, i) => Math.exp(a + ((b - a) * i) / n));
}

/** The leaf with its hedges (and the outage mixed in when asked), as the closed forms see it. */
export function leavesOf(x: TailInputs): { readonly plain: Leaf; readonly hedged: Leaf } {
  const plain = leafOf(x.leaf);
  return { plain, hedged: hedgedLeaf(plain, x.hedge) };
}

/**
 * The request's latency CDF without and with hedging: at every atom for a discrete leaf (the
 * steps are exact), else on a log grid from the leaf's p0.1 to past the request's p99.99.
 */
export function cdfData(x: TailInputs, awaited: number): CdfRow[] {
  const { plain, hedged } = leavesOf(x);
  const fPlain = requestCdf(plain, x.fanout, awaited);
  const fHedged = requestCdf(hedged, x.fanout, awaited);
  const atoms =
    plain.atoms && hedged.atoms ? [...new Set([...plain.atoms, ...hedged.atoms])] : null;
  const times = atoms
    ? atoms.sort((a, b) => a - b).filter((t) => t > 0)
    : logGrid(
        Math.max(plain.quantile(0.001), 1e-6),
        Math.max(requestPercentileAt(x, 0.9999, false), plain.quantile(0.999)),
        60,
      );
  return times.map((t) => ({ t, plain: fPlain(t), hedged: fHedged(t) }));
}

export function cdfTable(rows: readonly CdfRow[]): ChartTable {
  return {
    caption: 'Request latency: share of requests done by t',
    columns: ['Latency t', 'Without hedging', 'With hedging'],
    rows: rows.map((r) => [
      cell(r.t, formatDuration(r.t)),
      cell(r.plain, formatPercent(r.plain)),
      cell(r.hedged, formatPercent(r.hedged)),
    ]),
  };
}

/** Fan-outs from 1 to 10,000 leaves. */
export const FANOUTS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000] as const;

export interface FanoutRow {
  readonly fanout: number;
  readonly plain: number;
  readonly hedged: number;
}

/** The request's p99 against fan-out, waiting for the same share of leaves. */
export function fanoutData(x: TailInputs): FanoutRow[] {
  const points = new Set<number>([...FANOUTS, x.fanout]);
  return [...points]
    .sort((a, b) => a - b)
    .map((fanout) => {
      const at = { ...x, fanout };
      return {
        fanout,
        plain: requestPercentileAt(at, 0.99, false),
        hedged: requestPercentileAt(at, 0.99, true),
      };
    });
}

export function fanoutTable(rows: readonly FanoutRow[]): ChartTable {
  return {
    caption: 'Request p99 against fan-out',
    columns: ['Leaves', 'p99 without hedging', 'p99 with hedging'],
    rows: rows.map((r) => [
      cell(r.fanout, formatNumber(r.fanout, 0)),
      cell(r.plain, formatDuration(r.plain)),
      cell(r.hedged, formatDuration(r.hedged)),
    ]),
  };
}

/** Round ticks (1, 2, 5 × 10ᵏ) around the values of a log axis. */
export function ticksAround(values: readonly number[]): number[] {
  const positive = values.filter((v) => v > 0 && Number.isFinite(v));
  return positive.length > 0 ? logTicks(Math.min(...positive), Math.max(...positive)) : [];
}

export interface DelayRow {
  readonly delay: number;
  readonly extra: number;
  readonly extraOutage: number;
  readonly hedgedP99: number;
}

/**
 * Extra load and the hedged p99 against the hedge delay, from the leaf's p50 to its p99.9: the
 * knee where a shorter delay buys little latency for much load, and during the outage.
 */
export function delayData(x: TailInputs): DelayRow[] {
  const plain = leafOf(x.leaf);
  const lo = Math.max(plain.quantile(0.5), 1e-6);
  const hi = Math.max(plain.quantile(0.999), lo * 2);
  const grid = logGrid(lo / 2, hi * 1.5, 40);
  const delays = plain.atoms
    ? [...new Set([...grid, ...plain.atoms.filter((a) => a > 0), x.hedge.delay])].sort(
        (a, b) => a - b,
      )
    : [...new Set([...grid, x.hedge.delay])].filter((d) => d > 0).sort((a, b) => a - b);
  const inOutage = outageLeaf(plain, x.outage);
  return delays
    .filter((d) => d > 0)
    .map((delay) => {
      const hedge: Hedge = { ...x.hedge, delay };
      return {
        delay,
        extra: extraLoad(plain, hedge),
        extraOutage: extraLoad(inOutage, hedge),
        hedgedP99: requestPercentileAt({ ...x, hedge }, 0.99, true),
      };
    });
}

export function delayTable(rows: readonly DelayRow[]): ChartTable {
  return {
    caption: 'Extra load and hedged p99 against the hedge delay',
    columns: ['Hedge delay', 'Extra load', 'Extra load in the outage', 'Hedged p99'],
    rows: rows.map((r) => [
      cell(r.delay, formatDuration(r.delay)),
      cell(r.extra, formatPercent(r.extra)),
      cell(r.extraOutage, formatPercent(r.extraOutage)),
      cell(r.hedgedP99, formatDuration(r.hedgedP99)),
    ]),
  };
}
