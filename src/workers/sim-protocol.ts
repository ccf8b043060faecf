import type { EngineJob, EngineOutcome, EnginePartial } from '@/core/sim/engines';

/**
 * Messages between the page and a simulation worker. Every message carries the run id it belongs
 * to; a reply whose id is not the current run is dropped (a late answer to a cancelled run).
 */
export type ToWorker = { readonly type: 'run'; readonly runId: number; readonly job: EngineJob };

export type FromWorker =
  | {
      readonly type: 'progress';
      readonly runId: number;
      readonly done: number;
      readonly total: number;
      readonly partial: EnginePartial;
    }
  | {
      readonly type: 'result';
      readonly runId: number;
      readonly outcome: EngineOutcome;
      readonly ms: number;
    }
  | { readonly type: 'error'; readonly runId: number; readonly message: string };

export interface Progress {
  readonly done: number;
  readonly total: number;
  readonly partial: EnginePartial | null;
}

/** Progress is posted at most this often, so the page is not flooded. */
export const PROGRESS_INTERVAL_MS = 60;
