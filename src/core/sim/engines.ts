import {
  backtestTransferables,
  createBacktestJobTask,
  type BacktestJob,
  type BacktestOutcome,
  type BacktestPartial,
} from '../backtest/jobs';
import {
  capacityTransferables,
  createCapacityJobTask,
  type CapacityJob,
  type CapacityOutcome,
  type CapacityPartial,
} from '../capacity/jobs';
import {
  createNoiseTask,
  type NoiseParams,
  type NoisePartial,
  type NoiseResult,
} from '../alerts/noise';
import {
  createOverloadTask,
  overloadTransferables,
  type OverloadEngineJob,
  type OverloadOutcome,
  type OverloadPartial,
} from '../overload/jobs';
import {
  createRetriesTask,
  retriesTransferables,
  type RetriesJob,
  type RetriesOutcome,
  type RetriesPartial,
} from '../retries/jobs';
import {
  createTailJobTask,
  tailTransferables,
  type TailEngineJob,
  type TailOutcome,
  type TailPartial,
} from '../tail/jobs';
import { mapTask, type SimTask } from './task';

/** The burn-rate alerts panel's job: the low-traffic noise simulation. */
export type NoiseJob = { readonly mode: 'alerts-noise'; readonly params: NoiseParams };

/**
 * Every job the simulation worker runs, one union across panels: the retries engine's jobs, the
 * alerts noise simulation, the overload engine's jobs (whole runs, and single cells for a pool),
 * the capacity panel's M/G/c simulation and the tail panel's hedged fan-out (whole runs, and
 * single blocks for a pool), and the alert backtest (its data read in the worker). Each engine's module knows only itself; this one knows them all, so
 * the worker, its protocol, the clients and the runner import from here.
 */
export type EngineJob =
  RetriesJob | NoiseJob | OverloadEngineJob | CapacityJob | TailEngineJob | BacktestJob;

export type EnginePartial =
  | RetriesPartial
  | { readonly mode: 'alerts-noise'; readonly partial: NoisePartial }
  | OverloadPartial
  | CapacityPartial
  | TailPartial
  | BacktestPartial;

export type EngineOutcome =
  | RetriesOutcome
  | { readonly mode: 'alerts-noise'; readonly result: NoiseResult }
  | OverloadOutcome
  | CapacityOutcome
  | TailOutcome
  | BacktestOutcome;

const OVERLOAD_MODES: readonly string[] = [
  'overload-sweep',
  'overload-metastable',
  'overload-sweep-cell',
  'overload-metastable-cell',
] satisfies readonly OverloadEngineJob['mode'][];

const isOverload = (job: EngineJob): job is OverloadEngineJob => OVERLOAD_MODES.includes(job.mode);

const isOverloadOutcome = (o: EngineOutcome | EnginePartial): o is OverloadOutcome =>
  OVERLOAD_MODES.includes(o.mode) && 'result' in o;

const isCapacity = (o: EngineOutcome | EnginePartial): o is CapacityOutcome | CapacityPartial =>
  o.mode === 'capacity';

const TAIL_MODES: readonly string[] = [
  'tail',
  'tail-cell',
] satisfies readonly TailEngineJob['mode'][];

const isTailJob = (job: EngineJob): job is TailEngineJob => TAIL_MODES.includes(job.mode);

const isTail = (o: EngineOutcome | EnginePartial): o is TailOutcome | TailPartial =>
  TAIL_MODES.includes(o.mode);

const isBacktest = (o: EngineOutcome | EnginePartial): o is BacktestOutcome | BacktestPartial =>
  o.mode === 'backtest';

const isRetries = (o: EngineOutcome | EnginePartial): o is RetriesOutcome | RetriesPartial =>
  o.mode !== 'alerts-noise' &&
  o.mode !== 'capacity' &&
  o.mode !== 'backtest' &&
  !OVERLOAD_MODES.includes(o.mode) &&
  !TAIL_MODES.includes(o.mode);

/** Any job as one steppable task with partials and an outcome tagged by its mode. */
export function createEngineTask(job: EngineJob): SimTask<EnginePartial, EngineOutcome> {
  if (job.mode === 'alerts-noise') {
    return mapTask<NoisePartial, NoiseResult, EnginePartial, EngineOutcome>(
      createNoiseTask(job.params),
      (partial) => ({ mode: 'alerts-noise', partial }),
      (result) => ({ mode: 'alerts-noise', result }),
    );
  }
  if (job.mode === 'capacity') return createCapacityJobTask(job);
  if (job.mode === 'backtest') return createBacktestJobTask(job);
  if (isTailJob(job)) return createTailJobTask(job);
  if (isOverload(job)) return createOverloadTask(job);
  return createRetriesTask(job);
}

/** The typed-array buffers of an outcome or partial, to transfer rather than copy across threads. */
export function transferablesOf(outcome: EngineOutcome | EnginePartial): ArrayBuffer[] {
  if (isRetries(outcome)) return retriesTransferables(outcome);
  if (isOverloadOutcome(outcome)) return overloadTransferables(outcome);
  if (isCapacity(outcome)) return capacityTransferables(outcome);
  if (isTail(outcome)) return tailTransferables(outcome);
  if (isBacktest(outcome)) return backtestTransferables(outcome);
  // The noise simulation's results are a few small arrays: copying them costs nothing; overload
  // and capacity partials are not transferred (overload's arrays stay in use by the run).
  return [];
}
