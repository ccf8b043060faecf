import { STUDY, type ContentionCell } from '@/core/retries/contention';
import type { RetriesOutcome, RetriesPartial } from '@/core/retries/jobs';
import type { RecoveryParams, RecoveryStrategyResult } from '@/core/retries/recovery';
import { STRATEGIES, STRATEGY_LABELS, type Strategy } from '@/core/retries/strategies';
import type { WaveStrategyResult } from '@/core/retries/wave';
import { formatDuration, formatNumber } from '@/core/format';
import {
  family,
  interleave,
  result,
  shownIn,
  type ResultDecl,
  type ResultFamily,
  type Headline,
  headlineOf,
  type ResultRow,
} from '@/lib/results/declare';
import type { RetriesModel, WaveFigures } from './retries-model';

/**
 * What the simulation has produced for the shown mode: a finished run's results, or while a run
 * is on its way the ones drawn so far.
 */
export type RetriesObserved = Exclude<RetriesPartial, { readonly mode: 'contention-cell' }>;

/** What the panel's results follow from: its model and what the simulation has produced. */
export interface RetriesResultsModel {
  readonly model: RetriesModel;
  /** Null before the run has produced anything (and after it failed or was refused). */
  readonly observed: RetriesObserved | null;
}

/** A finished run's results, as the results read them. */
export function observedOf(outcome: RetriesOutcome | null): RetriesObserved | null {
  switch (outcome?.mode) {
    case 'wave':
      return { mode: 'wave', strategies: outcome.result.strategies };
    case 'recovery':
      return { mode: 'recovery', strategies: outcome.result.strategies };
    case 'contention':
      return { mode: 'contention', cells: outcome.result.cells };
    case 'contention-cell':
    case undefined:
      return null;
  }
}

type M = RetriesResultsModel;

const inWave = shownIn<M>('wave mode', (m) => m.model.mode === 'wave');
const inRecovery = shownIn<M>('recovery mode', (m) => m.model.mode === 'recovery');
const inContention = shownIn<M>('contention mode', (m) => m.model.mode === 'contention');

/** The wave's closed-form figures (no simulation needed). */
const figures = (m: M): WaveFigures | null => m.model.wave;

/** One strategy's simulated wave, once drawn. */
export const waveOf = (m: M, s: Strategy): WaveStrategyResult | undefined =>
  m.observed?.mode === 'wave' ? m.observed.strategies.find((r) => r.strategy === s) : undefined;

/** The recovery's parameters, when the inputs make a recovery job. */
export const recoveryParams = (m: M): RecoveryParams | null =>
  m.model.job?.mode === 'recovery' ? m.model.job.params : null;

/** One strategy's simulated recovery, once drawn. */
export const recoveryOf = (m: M, s: Strategy): RecoveryStrategyResult | undefined =>
  m.observed?.mode === 'recovery' ? m.observed.strategies.find((r) => r.strategy === s) : undefined;

/** One (strategy, N) cell of the contention sweep, once drawn. */
export const contentionCell = (
  cells: readonly ContentionCell[],
  s: Strategy,
  n: number,
): ContentionCell | undefined => cells.find((c) => c.strategy === s && c.clients === n);

const contentionOf = (m: M, s: Strategy, n: number): ContentionCell | undefined =>
  m.observed?.mode === 'contention' ? contentionCell(m.observed.cells, s, n) : undefined;

/**
 * A family declared once, over the items a list asks for: all of them for the panel's results,
 * one for a single row of the page's table.
 */
type FamilyOf<T> = (items: readonly T[]) => ResultFamily<M>;

/* Recovery, per strategy: the row of the recovery table. */

const drainTime: FamilyOf<Strategy> = (items) =>
  family<M, Strategy>(
    {
      template: 'drain-time-<s>',
      unit: 's',
      section: 'results',
      hint: 'time until every client has succeeded or given up',
      when: inRecovery,
    },
    () => items,
    (s) => ({
      id: `drain-time-${s}`,
      label: `Drained after, ${STRATEGY_LABELS[s]}`,
      value: (m) => recoveryOf(m, s)?.drainTime,
      format: (t, m) =>
        recoveryOf(m, s)?.succeeded === 0
          ? `none succeeded: all gave up by ${formatDuration(t)}`
          : formatDuration(t),
    }),
  );

const calls: FamilyOf<Strategy> = (items) =>
  family<M, Strategy>(
    {
      template: 'calls-<s>',
      unit: 'count',
      section: 'results',
      hint: 'requests sent, first attempts included',
      when: inRecovery,
    },
    () => items,
    (s) => ({
      id: `calls-${s}`,
      label: `Calls, ${STRATEGY_LABELS[s]}`,
      value: (m) => recoveryOf(m, s)?.calls,
      format: (n) => formatNumber(n),
    }),
  );

const amplification: FamilyOf<Strategy> = (items) =>
  family<M, Strategy>(
    {
      template: 'amplification-<s>',
      unit: '×',
      section: 'results',
      hint: 'calls per client (work amplification)',
      when: inRecovery,
    },
    () => items,
    (s) => ({
      id: `amplification-${s}`,
      label: `Calls per client, ${STRATEGY_LABELS[s]}`,
      value: (m) => {
        const r = recoveryOf(m, s);
        const params = recoveryParams(m);
        return r && params ? r.calls / params.clients : null;
      },
      format: (x) => `${formatNumber(x, 2)}×`,
    }),
  );

const gaveUp: FamilyOf<Strategy> = (items) =>
  family<M, Strategy>(
    {
      template: 'gaveup-<s>',
      unit: 'count',
      section: 'results',
      hint: 'clients that used all their attempts without success',
      when: inRecovery,
    },
    () => items,
    (s) => ({
      id: `gaveup-${s}`,
      label: `Gave up, ${STRATEGY_LABELS[s]}`,
      value: (m) => recoveryOf(m, s)?.gaveUp,
      format: (n) => formatNumber(n),
    }),
  );

const peakLoad: FamilyOf<Strategy> = (items) =>
  family<M, Strategy>(
    {
      template: 'peak-load-<s>',
      unit: '×',
      section: 'results',
      hint: "busiest window's arrivals from the end of the outage onward (requests at t ≥ outage) ÷ what a window admits (capacity × bucket); 0 when none arrive after the outage",
      when: inRecovery,
    },
    () => items,
    (s) => ({
      id: `peak-load-${s}`,
      label: `Peak load after the outage, ${STRATEGY_LABELS[s]}`,
      value: (m) => recoveryOf(m, s)?.peakLoad,
      format: (x, m) =>
        recoveryOf(m, s)?.peakArrivals === 0
          ? 'no requests after the outage'
          : `${formatNumber(x, 2)}× capacity`,
    }),
  );

/* Contention, per (strategy, N): the two cells of a strategy in the sweep's row for N. */

interface SweepCell {
  readonly s: Strategy;
  readonly n: number;
}

const sweepName = ({ s, n }: SweepCell) => `${STRATEGY_LABELS[s]}, N = ${n}`;

const meanCalls: FamilyOf<SweepCell> = (items) =>
  family<M, SweepCell>(
    {
      template: 'calls:<s>:<N>',
      unit: 'count',
      section: 'results',
      hint: 'mean write calls over `runs` runs, N = 10, 20, …, 190',
      when: inContention,
    },
    () => items,
    (cell) => ({
      id: `calls:${cell.s}:${cell.n}`,
      label: `Mean calls, ${sweepName(cell)}`,
      value: (m) => contentionOf(m, cell.s, cell.n)?.calls,
      format: (n) => formatNumber(n, 0),
    }),
  );

const meanTime: FamilyOf<SweepCell> = (items) =>
  family<M, SweepCell>(
    {
      template: 'time:<s>:<N>',
      unit: 's',
      section: 'results',
      hint: 'mean time until the last client receives its success',
      when: inContention,
    },
    () => items,
    (cell) => ({
      id: `time:${cell.s}:${cell.n}`,
      label: `Mean completion time, ${sweepName(cell)}`,
      value: (m) => contentionOf(m, cell.s, cell.n)?.time,
      format: (t) => formatNumber(t, 2),
    }),
  );

/** The sweep's cells in page order: N by N, then strategy by strategy. */
const SWEEP: readonly SweepCell[] = STUDY.clientCounts.flatMap((n) =>
  STUDY.strategies.map((s) => ({ s, n })),
);

/** A strategy's results in the recovery table, in column order. */
const RECOVERY_ROW = [drainTime, calls, amplification, gaveUp, peakLoad];
/** A (strategy, N) cell's results in the sweep, in column order. */
const SWEEP_CELL = [meanCalls, meanTime];

/**
 * The recovery table's results, strategy by strategy (its rows), each strategy's in column order:
 * the families take turns.
 */
const recoveryTable = (strategies: readonly Strategy[]) =>
  interleave(...RECOVERY_ROW.map((f) => f(strategies)));

/** The sweep's results, N by N and strategy by strategy: calls, then time. */
const sweepTable = (sweep: readonly SweepCell[]) => interleave(...SWEEP_CELL.map((f) => f(sweep)));

/** The results of one strategy's row of the recovery table, in column order. */
export const recoveryRow = (s: Strategy): readonly ResultDecl<M>[] => [recoveryTable([s])];

/** The results of one strategy at N in the contention sweep: its calls, then its time. */
export const sweepCell = (s: Strategy, n: number): readonly ResultDecl<M>[] => [
  sweepTable([{ s, n }]),
];

/**
 * The panel's results, in page order: cards, CLI rows, exports and docs all come from here. Each
 * mode shows its own (`when`): the wave's closed-form cards and observed peaks, the recovery
 * table (strategy by strategy) or the contention sweep (N by N).
 */
export const RETRIES_RESULTS: readonly ResultDecl<M>[] = [
  result<M>({
    id: 'window',
    label: 'Window v',
    unit: 's',
    section: 'results',
    hint: 'v = min(c, b·2^k)',
    when: inWave,
    value: (m) => figures(m)?.window,
    format: (t) => formatDuration(t),
  }),
  result<M>({
    id: 'buckets',
    label: 'Buckets it spans',
    unit: 'count',
    section: 'results',
    hint: 'buckets v spans, ⌈v / bucket⌉',
    when: inWave,
    value: (m) => figures(m)?.buckets,
    format: (n) => formatNumber(n),
  }),
  result<M>({
    id: 'expected-per-bucket',
    label: 'Full jitter, expected per bucket',
    unit: 'count',
    section: 'results',
    hint: "full jitter's expected arrivals per bucket, n·bucket / v",
    when: inWave,
    value: (m) => figures(m)?.expectedPerBucket,
    format: (n) => formatNumber(n, 3),
  }),
  result<M>({
    id: 'reduction-expected',
    label: 'Peak reduction',
    unit: '×',
    section: 'results',
    hint: 'no-jitter peak ÷ full-jitter average, v / bucket',
    when: inWave,
    value: (m) => figures(m)?.reductionExpected,
    format: (x) => `${formatNumber(x, 2)}×`,
  }),
  family<M, Strategy>(
    {
      template: 'peak-<s>',
      unit: 'count',
      section: 'results',
      hint: 'observed arrivals in the busiest bucket of this draw',
      when: inWave,
    },
    () => STRATEGIES,
    (s) => ({
      id: `peak-${s}`,
      label: `Peak bucket, ${STRATEGY_LABELS[s]}`,
      value: (m) => waveOf(m, s)?.peak,
      format: (n) => formatNumber(n),
    }),
  ),
  recoveryTable(STRATEGIES),
  sweepTable(SWEEP),
];

/** The ids of a contention column (`time:<s>:<N>`) at the largest N the sweep shows. */
function atLargestN(rows: readonly ResultRow[], prefix: string): string[] {
  const ns = rows.flatMap((r) =>
    r.id.startsWith(prefix) ? [Number(r.id.slice(prefix.length))] : [],
  );
  return ns.length > 0 ? [`${prefix}${Math.max(...ns)}`] : [];
}

/** What the panel answers: the peak load and the drain time, without jitter and with full jitter. */
export const RETRIES_HEADLINE: Headline<M> = (m, rows) => {
  if (m.model.mode === 'recovery')
    return headlineOf('drain-time-exponential', 'drain-time-full', 'peak-load-full')(m, rows);
  if (m.model.mode === 'contention')
    return [...atLargestN(rows, 'time:exponential:'), ...atLargestN(rows, 'time:full:')];
  return headlineOf('peak-exponential', 'peak-full')(m, rows);
};
