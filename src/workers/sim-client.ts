import type { EngineJob, EngineOutcome } from '@/core/engine-jobs';
import { runSliced } from './run-sliced';
import { CancelledError, type FromWorker, type Progress, type ToWorker } from './sim-protocol';

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

export type WorkerFactory = () => Worker;

/** Run ids are unique across every client of the page, so no reply can be taken for another's. */
let lastRunId = 0;

const defaultWorkerFactory: WorkerFactory = () =>
  new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module', name: 'retries-sim' });

export const hasWorkers = () => typeof Worker !== 'undefined';

/**
 * One simulation worker: a new run cancels the one in progress (by terminating the worker, the
 * only way to stop a busy thread), a failed worker is replaced by a fresh one for the next run,
 * and without Worker support the job runs on the main thread in slices.
 */
export class SimClient {
  private worker: Worker | null = null;
  private runId = 0;
  private stopCurrent: (() => void) | null = null;

  private readonly factory: WorkerFactory | null;

  constructor(factory: WorkerFactory | null = hasWorkers() ? defaultWorkerFactory : null) {
    this.factory = factory;
  }

  run(job: EngineJob, onProgress: (p: Progress) => void = () => {}): Promise<RunOutcome> {
    this.cancel();
    const runId = ++lastRunId;
    this.runId = runId;
    if (!this.factory) {
      let stopped = false;
      this.stopCurrent = () => {
        stopped = true;
      };
      return runSliced(job, onProgress, () => stopped || runId !== this.runId).then((r) => ({
        ...r,
        where: 'main-thread' as const,
        workers: 0,
      }));
    }
    const worker = (this.worker ??= this.factory());
    return new Promise<RunOutcome>((resolve, reject) => {
      const finish = () => {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
        worker.removeEventListener('messageerror', onMessageError);
        if (this.stopCurrent === stop) this.stopCurrent = null;
      };
      const stop = () => {
        finish();
        reject(new CancelledError());
      };
      const onMessage = (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.runId !== runId) return; // a late reply to an older run
        if (message.type === 'progress') {
          onProgress({ done: message.done, total: message.total, partial: message.partial });
        } else if (message.type === 'result') {
          finish();
          resolve({ outcome: message.outcome, ms: message.ms, where: 'worker', workers: 1 });
        } else {
          finish();
          this.restart();
          reject(new WorkerFailedError(`The simulation failed in its worker: ${message.message}`));
        }
      };
      const onError = (event: ErrorEvent) => {
        event.preventDefault();
        finish();
        this.restart();
        reject(
          new WorkerFailedError(
            `The simulation worker crashed${event.message ? ` (${event.message})` : ''}; it has been restarted.`,
          ),
        );
      };
      // A reply that cannot be deserialised: the run's answer is lost, so the run has failed.
      const onMessageError = () => {
        finish();
        this.restart();
        reject(
          new WorkerFailedError(
            'The simulation worker sent a reply this page could not read (a message that could not be deserialised); it has been restarted.',
          ),
        );
      };
      this.stopCurrent = stop;
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
      worker.addEventListener('messageerror', onMessageError);
      const message: ToWorker = { type: 'run', runId, job };
      worker.postMessage(message);
    });
  }

  /** Stops the run in progress, if any; its promise rejects with CancelledError. */
  cancel(): void {
    const stop = this.stopCurrent;
    this.stopCurrent = null;
    if (!stop) return;
    if (this.worker) {
      // A busy worker cannot be interrupted: end it; the next run starts a fresh one.
      this.worker.terminate();
      this.worker = null;
    }
    stop();
  }

  /** Replaces a failed worker so the next run finds a working one. */
  private restart(): void {
    this.worker?.terminate();
    this.worker = this.factory ? this.factory() : null;
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }
}
