import { mapTask, type SimTask } from '../sim/task';
import {
  createTailCellTask,
  createTailTask,
  type TailCell,
  type TailCellJob,
  type TailSimParams,
  type TailSimPartial,
  type TailSimResult,
} from './simulate';

/**
 * The Tail latency & hedging panel's job: the hedged fan-out simulation that checks the closed
 * forms. A pool runs it as its blocks ('tail-cell', see tailCells), merged by assembleTail.
 */
export type TailJob = { readonly mode: 'tail'; readonly params: TailSimParams };

/** One block of a tail run, for a worker pool. */
export type TailCellEngineJob = { readonly mode: 'tail-cell'; readonly params: TailCellJob };

/** Anything the tail engine can be asked to run. */
export type TailEngineJob = TailJob | TailCellEngineJob;

export type TailPartial =
  { readonly mode: 'tail'; readonly partial: TailSimPartial } | { readonly mode: 'tail-cell' };

export type TailOutcome =
  | { readonly mode: 'tail'; readonly result: TailSimResult }
  | { readonly mode: 'tail-cell'; readonly result: TailCell };

/** A tail job as one steppable task with partials and an outcome tagged by mode. */
export function createTailJobTask(job: TailEngineJob): SimTask<TailPartial, TailOutcome> {
  if (job.mode === 'tail-cell') {
    return mapTask<null, TailCell, TailPartial, TailOutcome>(
      createTailCellTask(job.params),
      () => ({ mode: 'tail-cell' }),
      (result) => ({ mode: 'tail-cell', result }),
    );
  }
  return mapTask<TailSimPartial, TailSimResult, TailPartial, TailOutcome>(
    createTailTask(job.params),
    (partial) => ({ mode: 'tail', partial }),
    (result) => ({ mode: 'tail', result }),
  );
}

/**
 * The sorted latencies' buffers of an outcome (16 bytes a request), to transfer rather than copy
 * across threads. Partials are a few numbers: nothing to transfer.
 */
export function tailTransferables(outcome: TailOutcome | TailPartial): ArrayBuffer[] {
  if (!('result' in outcome)) return [];
  const arrays =
    outcome.mode === 'tail'
      ? [outcome.result.unhedged.sorted, outcome.result.hedged.sorted]
      : [outcome.result.unhedged, outcome.result.hedged];
  const buffers: ArrayBuffer[] = [];
  for (const a of arrays) {
    if (a.buffer instanceof ArrayBuffer && !buffers.includes(a.buffer)) buffers.push(a.buffer);
  }
  return buffers;
}
