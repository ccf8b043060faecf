import type { EngineJob, EngineOutcome, EnginePartial } from '@/core/sim/engines';
import {
  assembleMetastable,
  metastableCells,
  metastableCellUnits,
} from '@/core/overload/metastable';
import { assembleSweep, sweepCells, sweepCellUnits } from '@/core/overload/sweep';
import { contentionCells } from '@/core/retries/contention';
import { assembleTail, tailCells, tailCellUnits, tailPartialOf } from '@/core/tail/simulate';
import { hasWorkers, type WorkerFactory } from './bridge';
import { SimClient, type RunOutcome } from './sim-client';
import { contentionPoolCell, defaultPoolSize, poolCell, SimPool, type PoolCell } from './sim-pool';

export interface RunProgress {
  /** 0…1 */
  readonly fraction: number;
  readonly partial: EnginePartial | null;
}

export interface RunnerOptions {
  readonly factory?: WorkerFactory | null;
  readonly poolSize?: number;
}

/** A job cut into cells for the pool: how to run them and put the outcome back together. */
interface PooledPlan {
  readonly cells: number;
  run(pool: SimPool, onProgress: (p: RunProgress) => void): Promise<EngineOutcome>;
}

function plan<C>(
  cells: readonly PoolCell<C>[],
  partial: (finished: C[]) => EnginePartial,
  assemble: (all: C[]) => EngineOutcome,
): PooledPlan {
  return {
    cells: cells.length,
    run: async (pool, onProgress) =>
      assemble(
        await pool.runCells(cells, (p) =>
          onProgress({
            fraction: p.total ? p.done / p.total : 0,
            partial: partial(p.cells.filter((c): c is C => c !== null)),
          }),
        ),
      ),
  };
}

/**
 * The jobs a pool runs cell by cell (sweeps, and the tail run's blocks); null for a job run whole
 * in one worker.
 */
function pooledPlan(job: EngineJob): PooledPlan | null {
  switch (job.mode) {
    case 'contention':
      return plan(
        contentionCells(job.params).map(contentionPoolCell),
        (cells) => ({ mode: 'contention', cells }),
        (cells) => ({ mode: 'contention', result: { params: job.params, cells } }),
      );
    case 'overload-sweep': {
      const weight = sweepCellUnits(job.params);
      return plan(
        sweepCells(job.params).map((params) =>
          poolCell({ mode: 'overload-sweep-cell', params }, weight),
        ),
        (cells) => ({ mode: 'overload-sweep', cells }),
        (cells) => ({ mode: 'overload-sweep', result: assembleSweep(job.params, cells) }),
      );
    }
    case 'overload-metastable': {
      const weight = metastableCellUnits(job.params);
      return plan(
        metastableCells(job.params).map((params) =>
          poolCell({ mode: 'overload-metastable-cell', params }, weight),
        ),
        (policies) => ({ mode: 'overload-metastable', policies }),
        (policies) => ({
          mode: 'overload-metastable',
          result: assembleMetastable(job.params, policies),
        }),
      );
    }
    case 'tail':
      return plan(
        tailCells(job.params).map((params) =>
          poolCell({ mode: 'tail-cell', params }, tailCellUnits(job.params, params.block)),
        ),
        (cells) => ({ mode: 'tail', partial: tailPartialOf(cells) }),
        (cells) => ({ mode: 'tail', result: assembleTail(job.params, cells) }),
      );
    default:
      return null;
  }
}

/**
 * What a panel talks to: runs a job in a worker (a sweep — contention, or an overload sweep or
 * metastable run — or a tail run across a pool of them, cell by cell), or on the main thread in
 * slices where there are no workers. A new run cancels the previous one.
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
    this.single = new SimClient(options.factory);
    this.poolSize = options.poolSize ?? defaultPoolSize();
  }

  get where(): 'worker' | 'main-thread' {
    return this.workers ? 'worker' : 'main-thread';
  }

  async run(job: EngineJob, onProgress: (p: RunProgress) => void = () => {}): Promise<RunOutcome> {
    this.cancel();
    const pooled = this.workers ? pooledPlan(job) : null;
    if (pooled) {
      this.pool ??= new SimPool(this.poolSize, this.factory);
      const started = performance.now();
      const outcome = await pooled.run(this.pool, onProgress);
      return {
        outcome,
        ms: performance.now() - started,
        where: 'worker',
        // Each worker takes the next cell, so all of them work when there are enough cells.
        workers: Math.min(this.pool.size, pooled.cells),
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
