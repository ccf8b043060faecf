import type { ContentionCell, ContentionCellJob } from '@/core/retries/contention';
import { SimClient, WorkerFailedError, type WorkerFactory } from './sim-client';
import { CancelledError, isCancelled } from './sim-protocol';

export interface PoolProgress {
  readonly done: number;
  readonly total: number;
  /** Cells finished so far, in job order with gaps (null) for those still running. */
  readonly cells: ReadonlyArray<ContentionCell | null>;
}

/**
 * One worker per core the browser reports but one, which stays with the page (at least 1 worker,
 * at most 8). With a worker on every core, a 2-core machine starved the main thread and a sweep
 * showed 55 ms tasks in Chromium; the issue also asks for no task over 50 ms during a run.
 */
export function defaultPoolSize(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : 1;
  const known = Number.isFinite(cores) && cores > 0 ? cores : 1;
  return Math.max(1, Math.min(8, known - 1));
}

/**
 * A pool of simulation workers for sweeps: each idle worker takes the next cell. Every cell's
 * random stream is fixed by (seed, strategy, N, run), and results are placed by job index, so the
 * answer is identical for any pool size. A failed worker is restarted and its cell tried once more.
 */
export class SimPool {
  private readonly clients: SimClient[];
  private generation = 0;

  constructor(size: number, factory?: WorkerFactory | null) {
    this.clients = Array.from({ length: Math.max(1, size) }, () => new SimClient(factory));
  }

  get size(): number {
    return this.clients.length;
  }

  async run(
    jobs: readonly ContentionCellJob[],
    onProgress: (p: PoolProgress) => void = () => {},
  ): Promise<ContentionCell[]> {
    this.cancel();
    const generation = ++this.generation;
    const cells: Array<ContentionCell | null> = jobs.map(() => null);
    const inCell = new Float64Array(this.clients.length);
    const total = jobs.reduce((sum, j) => sum + j.runs, 0);
    let finishedRuns = 0;
    let next = 0;
    const report = () =>
      onProgress({
        done: finishedRuns + inCell.reduce((a, b) => a + b, 0),
        total,
        cells: cells.slice(),
      });

    const work = async (slot: number, client: SimClient) => {
      while (next < jobs.length) {
        if (generation !== this.generation) throw new CancelledError();
        const index = next++;
        const job = jobs[index] as ContentionCellJob;
        let outcome;
        for (let attempt = 1; ; attempt++) {
          try {
            outcome = await client.run({ mode: 'contention-cell', params: job }, (p) => {
              inCell[slot] = p.done;
              report();
            });
            break;
          } catch (error) {
            if (!(error instanceof WorkerFailedError) || attempt >= 2) throw error;
          }
        }
        if (outcome.outcome.mode !== 'contention-cell') throw new Error('unexpected outcome');
        cells[index] = outcome.outcome.result;
        inCell[slot] = 0;
        finishedRuns += job.runs;
        report();
      }
    };

    try {
      await Promise.all(this.clients.map((c, slot) => work(slot, c)));
    } catch (error) {
      if (!isCancelled(error)) this.cancel();
      throw error;
    }
    return cells.map((c) => {
      if (!c) throw new Error('a cell was not computed');
      return c;
    });
  }

  cancel(): void {
    this.generation += 1;
    for (const c of this.clients) c.cancel();
  }

  dispose(): void {
    this.cancel();
    for (const c of this.clients) c.dispose();
  }
}
