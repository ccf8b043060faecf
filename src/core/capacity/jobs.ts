import { mapTask, type SimTask } from '../sim/task';
import {
  createCapacityTask,
  type CapacitySimParams,
  type CapacitySimPartial,
  type CapacitySimResult,
} from './simulate';

/** The Queueing and capacity panel's job: the M/G/c simulation that checks the closed forms. */
export type CapacityJob = { readonly mode: 'capacity'; readonly params: CapacitySimParams };

export type CapacityPartial = {
  readonly mode: 'capacity';
  readonly partial: CapacitySimPartial;
};

export type CapacityOutcome = { readonly mode: 'capacity'; readonly result: CapacitySimResult };

/** A capacity job as one steppable task with partials and an outcome tagged by mode. */
export function createCapacityJobTask(job: CapacityJob): SimTask<CapacityPartial, CapacityOutcome> {
  return mapTask<CapacitySimPartial, CapacitySimResult, CapacityPartial, CapacityOutcome>(
    createCapacityTask(job.params),
    (partial) => ({ mode: 'capacity', partial }),
    (result) => ({ mode: 'capacity', result }),
  );
}

/**
 * The sorted waits' and response times' buffers of an outcome (16 bytes a measured request), to
 * transfer rather than copy across threads. Partials are a few numbers: nothing to transfer.
 */
export function capacityTransferables(outcome: CapacityOutcome | CapacityPartial): ArrayBuffer[] {
  if (!('result' in outcome)) return [];
  const buffers: ArrayBuffer[] = [];
  for (const a of [outcome.result.waits, outcome.result.responses]) {
    if (a.buffer instanceof ArrayBuffer && !buffers.includes(a.buffer)) buffers.push(a.buffer);
  }
  return buffers;
}
