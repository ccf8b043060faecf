import type { EngineJob, EngineOutcome } from '@/core/engine-jobs';
import type { ContentionCell, ContentionCellJob } from '@/core/retries/contention';
import { SimClient, WorkerFailedError, type WorkerFactory } from './sim-client';
import { CancelledError, isCancelled } from './sim-protocol';

export interface PoolProgress<C = ContentionCell> {
  readonly done: number;
  readonly total: number;
  /** Cells finished so far, in job order with gaps (null) for those still running. */
  readonly cells: ReadonlyArray<C | null>;
}

/** One cell of a pooled run: the job a worker runs, its share of the progress, its result. */
export interface PoolCell<C> {
  readonly job: EngineJob;
  /** Its weight in the run's progress (contention: runs; overload: simulated units). */
  readonly weight: number;
  /** The cell's result from the worker's outcome (throws on an outcome of another mode). */
  readonly take: (outcome: EngineOutcome) => C;
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

/** A contention cell as a pool cell. */
export function contentionPoolCell(job: ContentionCellJob): PoolCell<ContentionCell> {
  return {
    job: { mode: 'contention-cell', params: job },
    weight: job.runs,
    take: (outcome) => {
      if (outcome.mode !== 'contention-cell') throw new Error('unexpected outcome');
      return outcome.result;
    },
  };
}

/**
 * A pool of simulation workers for sweeps: each idle worker takes the next cell. Every cell's
 * random stream is fixed by the cell alone (contention: seed, strategy, N, run; overload: seed,
 * mode, policy, f), and results are placed by job index, so the answer is identical for any pool
 * size. A failed worker is restarted and its cell tried once more.
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

  /** A contention sweep's cells (see runCells). */
  run(
    jobs: readonly ContentionCellJob[],
    onProgress: (p: PoolProgress) => void = () => {},
  ): Promise<ContentionCell[]> {
    return this.runCells(jobs.map(contentionPoolCell), onProgress);
  }

  /** Runs every cell across the pool; results in cell order, whatever finished first. */
  async runCells<C>(
    jobs: readonly PoolCell<C>[],
    onProgress: (p: PoolProgress<C>) => void = () => {},
  ): Promise<C[]> {
    this.cancel();
    const generation = ++this.generation;
    const cells: Array<C | null> = jobs.map(() => null);
    const inCell = new Float64Array(this.clients.length);
    const total = jobs.reduce((sum, j) => sum + j.weight, 0);
    let finished = 0;
    let next = 0;
    const report = () =>
      onProgress({
        done: finished + inCell.reduce((a, b) => a + b, 0),
        total,
        cells: cells.slice(),
      });

    const work = async (slot: number, client: SimClient) => {
      while (next < jobs.length) {
        if (generation !== this.generation) throw new CancelledError();
        const index = next++;
        const cell = jobs[index] as PoolCell<C>;
        let outcome;
        for (let attempt = 1; ; attempt++) {
          try {
            outcome = await client.run(cell.job, (p) => {
              inCell[slot] = p.total ? (p.done / p.total) * cell.weight : 0;
              report();
            });
            break;
          } catch (error) {
            if (!(error instanceof WorkerFailedError) || attempt >= 2) throw error;
          }
        }
        cells[index] = cell.take(outcome.outcome);
        inCell[slot] = 0;
        finished += cell.weight;
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
      if (c === null) throw new Error('a cell was not computed');
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
