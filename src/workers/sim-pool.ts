import type { EngineJob, EngineOutcome } from '@/core/sim/engines';
import type { ContentionCell, ContentionCellJob } from '@/core/retries/contention';
import { CancelledError, isCancelled, type WorkerFactory } from './bridge';
import { SimClient, WorkerFailedError } from './sim-client';

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
 * showed 55 ms tasks in Chromium, over the 50 ms that no main-thread task may take during a run.
 */
export function defaultPoolSize(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : 1;
  const known = Number.isFinite(cores) && cores > 0 ? cores : 1;
  return Math.max(1, Math.min(8, known - 1));
}

/** The result in the outcome of a job of mode M. */
type ResultOf<M extends EngineJob['mode']> = Extract<EngineOutcome, { readonly mode: M }>['result'];

/** A cell job as a pool cell, whose result is its outcome's (an outcome of another mode throws). */
export function poolCell<J extends EngineJob>(
  job: J,
  weight: number,
): PoolCell<ResultOf<J['mode']>> {
  return {
    job,
    weight,
    take: (outcome) => {
      if (outcome.mode !== job.mode) throw new Error(`unexpected outcome of mode ${outcome.mode}`);
      return outcome.result as ResultOf<J['mode']>;
    },
  };
}

/** A contention cell as a pool cell, weighted by its runs. */
export const contentionPoolCell = (params: ContentionCellJob): PoolCell<ContentionCell> =>
  poolCell({ mode: 'contention-cell', params }, params.runs);

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
