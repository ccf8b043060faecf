import { contentionCells } from '@/core/retries/contention';
import type { EngineJob, EnginePartial } from '@/core/engine-jobs';
import { hasWorkers, SimClient, type RunOutcome, type WorkerFactory } from './sim-client';
import { defaultPoolSize, SimPool } from './sim-pool';

export interface RunProgress {
  /** 0…1 */
  readonly fraction: number;
  readonly partial: EnginePartial | null;
}

export interface RunnerOptions {
  readonly factory?: WorkerFactory | null;
  readonly poolSize?: number;
}

/**
 * What a panel talks to: runs a job in a worker (a contention sweep across a pool of them), or on
 * the main thread in slices where there are no workers. A new run cancels the previous one.
 */
export class SimRunner {
  private readonly single: SimClient;
  private pool: SimPool | null = null;
  private readonly factory: WorkerFactory | null | undefined;
  private readonly poolSize: number;
  private readonly workers: boolean;

  constructor(options: RunnerOptions = {}) {
    this.factory = options.factory;
    this.workers = options.factory === undefined ? hasWorkers() : options.factory !== null;
    this.single = new SimClient(options.factory === undefined ? undefined : options.factory);
    this.poolSize = options.poolSize ?? defaultPoolSize();
  }

  get where(): 'worker' | 'main-thread' {
    return this.workers ? 'worker' : 'main-thread';
  }

  async run(job: EngineJob, onProgress: (p: RunProgress) => void = () => {}): Promise<RunOutcome> {
    this.cancel();
    if (job.mode === 'contention' && this.workers) {
      this.pool ??= new SimPool(this.poolSize, this.factory);
      const started = performance.now();
      const jobs = contentionCells(job.params);
      const cells = await this.pool.run(jobs, (p) =>
        onProgress({
          fraction: p.total ? p.done / p.total : 0,
          partial: { mode: 'contention', cells: p.cells.filter((c) => c !== null) },
        }),
      );
      return {
        outcome: { mode: 'contention', result: { params: job.params, cells } },
        ms: performance.now() - started,
        where: 'worker',
        // Each worker takes the next cell, so all of them work when there are enough cells.
        workers: Math.min(this.pool.size, jobs.length),
      };
    }
    return this.single.run(job, (p) =>
      onProgress({ fraction: p.total ? p.done / p.total : 0, partial: p.partial }),
    );
  }

  cancel(): void {
    this.single.cancel();
    this.pool?.cancel();
  }

  dispose(): void {
    this.single.dispose();
    this.pool?.dispose();
    this.pool = null;
  }
}
