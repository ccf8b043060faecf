import type { EngineJob, EngineOutcome } from '@/core/sim/engines';
import {
  createWorkerBridge,
  hasWorkers,
  type WorkerBridge,
  type WorkerFactory,
  type WorkerFailure,
} from './bridge';
import { runSliced } from './run-sliced';
import type { FromWorker, Progress, ToWorker } from './sim-protocol';

export interface RunOutcome {
  readonly outcome: EngineOutcome;
  readonly ms: number;
  /** Where it ran: a worker, or the main thread in slices (no Worker available). */
  readonly where: 'worker' | 'main-thread';
  /** How many workers shared the run (a contention sweep's pool); 0 on the main thread. */
  readonly workers: number;
}

/** A worker that failed: the message says what happened, in words. */
export class WorkerFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerFailedError';
  }
}

/** The worker that runs every engine's jobs (retries, alerts noise, overload). */
const defaultWorkerFactory: WorkerFactory = () =>
  new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module', name: 'simulation' });

function failureMessage(failure: WorkerFailure): string {
  switch (failure.kind) {
    case 'failed':
      return `The simulation failed in its worker: ${failure.message}`;
    case 'crashed':
      return `The simulation worker crashed${failure.message ? ` (${failure.message})` : ''}; it has been restarted.`;
    case 'unreadable':
      // The run's answer is lost, so the run has failed.
      return 'The simulation worker sent a reply this page could not read (a message that could not be deserialised); it has been restarted.';
  }
}

/**
 * One simulation worker: a new run cancels the one in progress (by terminating the worker, the
 * only way to stop a busy thread), a failed worker is replaced by a fresh one for the next run,
 * and without Worker support the job runs on the main thread in slices.
 */
export class SimClient {
  private readonly bridge: WorkerBridge<EngineJob, RunOutcome, Progress>;

  constructor(factory: WorkerFactory | null = hasWorkers() ? defaultWorkerFactory : null) {
    this.bridge = createWorkerBridge<EngineJob, RunOutcome, Progress, ToWorker, FromWorker>({
      factory,
      whenReplaced: 'terminate',
      message: (job, runId) => ({ type: 'run', runId, job }),
      read: (message) => {
        if (message.type === 'progress') {
          const { done, total, partial } = message;
          return { progress: { done, total, partial } };
        }
        if (message.type === 'error') return { failed: message.message };
        const { outcome, ms } = message;
        return { answer: { outcome, ms, where: 'worker', workers: 1 } };
      },
      here: (job, run) =>
        runSliced(job, run.onProgress, run.cancelled).then((r) => ({
          ...r,
          where: 'main-thread',
          workers: 0,
        })),
      failed: (_job, failure) => {
        // A fresh worker starts loading now, so the next run finds one ready.
        this.bridge.warm();
        throw new WorkerFailedError(failureMessage(failure));
      },
    });
  }

  run(job: EngineJob, onProgress?: (p: Progress) => void): Promise<RunOutcome> {
    return this.bridge.request(job, onProgress);
  }

  /** Stops the run in progress, if any; its promise rejects with CancelledError. */
  cancel(): void {
    this.bridge.cancel();
  }

  dispose(): void {
    this.bridge.dispose();
  }
}
