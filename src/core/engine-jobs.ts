import {
  createNoiseTask,
  type NoiseParams,
  type NoisePartial,
  type NoiseResult,
} from './alerts/noise';
import {
  createRetriesTask,
  retriesTransferables,
  type RetriesJob,
  type RetriesOutcome,
  type RetriesPartial,
} from './retries/jobs';
import { mapTask, type SimTask } from './retries/task';

/** The burn-rate alerts panel's job: the low-traffic noise simulation. */
export type NoiseJob = { readonly mode: 'alerts-noise'; readonly params: NoiseParams };

/**
 * Every job the simulation worker runs, one union across panels: the retries engine's jobs and
 * the alerts noise simulation. Each engine's module knows only itself; this one knows them all,
 * so the worker, its protocol, the clients and the runner import from here.
 */
export type EngineJob = RetriesJob | NoiseJob;

export type EnginePartial =
  RetriesPartial | { readonly mode: 'alerts-noise'; readonly partial: NoisePartial };

export type EngineOutcome =
  RetriesOutcome | { readonly mode: 'alerts-noise'; readonly result: NoiseResult };

/** Any job as one steppable task with partials and an outcome tagged by its mode. */
export function createEngineTask(job: EngineJob): SimTask<EnginePartial, EngineOutcome> {
  if (job.mode === 'alerts-noise') {
    return mapTask<NoisePartial, NoiseResult, EnginePartial, EngineOutcome>(
      createNoiseTask(job.params),
      (partial) => ({ mode: 'alerts-noise', partial }),
      (result) => ({ mode: 'alerts-noise', result }),
    );
  }
  return createRetriesTask(job);
}

/** The typed-array buffers of an outcome or partial, to transfer rather than copy across threads. */
export function transferablesOf(outcome: EngineOutcome | EnginePartial): ArrayBuffer[] {
  // The noise simulation's results are a few small arrays: copying them costs nothing.
  return outcome.mode === 'alerts-noise' ? [] : retriesTransferables(outcome);
}
