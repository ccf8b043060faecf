import { mapTask, type SimTask } from '../sim/task';
import {
  createContentionCellTask,
  createContentionTask,
  type ContentionCell,
  type ContentionCellJob,
  type ContentionResult,
} from './contention';
import type { SimJob } from './params';
import { createRecoveryTask, type RecoveryResult, type RecoveryStrategyResult } from './recovery';
import { createWaveTask, type WaveResult, type WaveStrategyResult } from './wave';

/**
 * Anything the retries engine can be asked to run: a whole mode, or one contention cell (for a
 * pool). The worker runs these and the other panels' jobs: see src/core/sim/engines.ts.
 */
export type RetriesJob =
  SimJob | { readonly mode: 'contention-cell'; readonly params: ContentionCellJob };

export type RetriesPartial =
  | { readonly mode: 'wave'; readonly strategies: readonly WaveStrategyResult[] }
  | { readonly mode: 'recovery'; readonly strategies: readonly RecoveryStrategyResult[] }
  | { readonly mode: 'contention'; readonly cells: readonly ContentionCell[] }
  | { readonly mode: 'contention-cell' };

export type RetriesOutcome =
  | { readonly mode: 'wave'; readonly result: WaveResult }
  | { readonly mode: 'recovery'; readonly result: RecoveryResult }
  | { readonly mode: 'contention'; readonly result: ContentionResult }
  | { readonly mode: 'contention-cell'; readonly result: ContentionCell };

/** A retries job as one steppable task with partials and an outcome tagged by mode. */
export function createRetriesTask(job: RetriesJob): SimTask<RetriesPartial, RetriesOutcome> {
  switch (job.mode) {
    case 'wave': {
      const t = createWaveTask(job.params);
      return tag(
        t,
        (strategies) => ({ mode: 'wave', strategies }),
        (result) => ({ mode: 'wave', result }),
      );
    }
    case 'recovery': {
      const t = createRecoveryTask(job.params);
      return tag(
        t,
        (strategies) => ({ mode: 'recovery', strategies }),
        (result) => ({ mode: 'recovery', result }),
      );
    }
    case 'contention': {
      const t = createContentionTask(job.params);
      return tag(
        t,
        (cells) => ({ mode: 'contention', cells }),
        (result) => ({ mode: 'contention', result }),
      );
    }
    case 'contention-cell': {
      const t = createContentionCellTask(job.params);
      return tag(
        t,
        () => ({ mode: 'contention-cell' }),
        (result) => ({ mode: 'contention-cell', result }),
      );
    }
  }
}

/** mapTask, typed to this engine's partials and outcomes. */
function tag<P, R>(
  task: SimTask<P, R>,
  partial: (p: P) => RetriesPartial,
  outcome: (r: R) => RetriesOutcome,
): SimTask<RetriesPartial, RetriesOutcome> {
  return mapTask(task, partial, outcome);
}

/** The typed-array buffers of an outcome, to transfer rather than copy across threads. */
export function retriesTransferables(outcome: RetriesOutcome | RetriesPartial): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [];
  const add = (a: Uint32Array) => {
    if (a.buffer instanceof ArrayBuffer && !buffers.includes(a.buffer)) buffers.push(a.buffer);
  };
  if (outcome.mode === 'wave') {
    const list = 'result' in outcome ? outcome.result.strategies : outcome.strategies;
    for (const s of list) add(s.histogram.counts);
  } else if (outcome.mode === 'recovery') {
    const list = 'result' in outcome ? outcome.result.strategies : outcome.strategies;
    for (const s of list) add(s.arrivals);
  }
  return buffers;
}
