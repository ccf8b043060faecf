import { mapTask, type SimTask } from '../sim/task';
import {
  createMetastableCellTask,
  createMetastableTask,
  type MetastableCellJob,
} from './metastable';
import { createSweepCellTask, createSweepTask, type SweepCell, type SweepCellJob } from './sweep';
import type {
  MetastableParams,
  MetastablePolicyResult,
  MetastableResult,
  SweepParams,
  SweepResult,
} from './types';

/** A whole run of one mode: what the panel, the CLI and the main-thread fallback ask for. */
export type OverloadJob =
  | { readonly mode: 'overload-sweep'; readonly params: SweepParams }
  | { readonly mode: 'overload-metastable'; readonly params: MetastableParams };

/** One cell of a run, for a worker pool: a (policy, f) of a sweep, a policy of a metastable run. */
export type OverloadCellJob =
  | { readonly mode: 'overload-sweep-cell'; readonly params: SweepCellJob }
  | { readonly mode: 'overload-metastable-cell'; readonly params: MetastableCellJob };

/** Anything the overload engine can be asked to run. */
export type OverloadEngineJob = OverloadJob | OverloadCellJob;

export type OverloadPartial =
  | { readonly mode: 'overload-sweep'; readonly cells: readonly SweepCell[] }
  | { readonly mode: 'overload-metastable'; readonly policies: readonly MetastablePolicyResult[] }
  | { readonly mode: 'overload-sweep-cell' }
  | { readonly mode: 'overload-metastable-cell' };

export type OverloadOutcome =
  | { readonly mode: 'overload-sweep'; readonly result: SweepResult }
  | { readonly mode: 'overload-metastable'; readonly result: MetastableResult }
  | { readonly mode: 'overload-sweep-cell'; readonly result: SweepCell }
  | { readonly mode: 'overload-metastable-cell'; readonly result: MetastablePolicyResult };

/** An overload job as one steppable task with partials and an outcome tagged by mode. */
export function createOverloadTask(
  job: OverloadEngineJob,
): SimTask<OverloadPartial, OverloadOutcome> {
  switch (job.mode) {
    case 'overload-sweep':
      return tag(
        createSweepTask(job.params),
        (cells) => ({ mode: 'overload-sweep', cells }),
        (result) => ({ mode: 'overload-sweep', result }),
      );
    case 'overload-metastable':
      return tag(
        createMetastableTask(job.params),
        (policies) => ({ mode: 'overload-metastable', policies }),
        (result) => ({ mode: 'overload-metastable', result }),
      );
    case 'overload-sweep-cell':
      return tag(
        createSweepCellTask(job.params),
        () => ({ mode: 'overload-sweep-cell' }),
        (result) => ({ mode: 'overload-sweep-cell', result }),
      );
    case 'overload-metastable-cell':
      return tag(
        createMetastableCellTask(job.params),
        () => ({ mode: 'overload-metastable-cell' }),
        (result) => ({ mode: 'overload-metastable-cell', result }),
      );
  }
}

/** mapTask, typed to this engine's partials and outcomes. */
function tag<P, R>(
  task: SimTask<P, R>,
  partial: (p: P) => OverloadPartial,
  outcome: (r: R) => OverloadOutcome,
): SimTask<OverloadPartial, OverloadOutcome> {
  return mapTask(task, partial, outcome);
}

/**
 * The per-second series' buffers of a final outcome, to transfer rather than copy across threads.
 * Partials are not transferred: their arrays stay in use by the run.
 */
export function overloadTransferables(outcome: OverloadOutcome): ArrayBuffer[] {
  const list =
    outcome.mode === 'overload-metastable'
      ? outcome.result.policies
      : outcome.mode === 'overload-metastable-cell'
        ? [outcome.result]
        : [];
  const buffers: ArrayBuffer[] = [];
  for (const p of list) {
    for (const a of [p.offered, p.goodput, p.queueWait]) {
      if (a.buffer instanceof ArrayBuffer && !buffers.includes(a.buffer)) buffers.push(a.buffer);
    }
  }
  return buffers;
}
