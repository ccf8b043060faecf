/**
 * A simulation cut into small steps, so a worker can report progress between them and the
 * main-thread fallback can yield to the browser. Units are whatever the task counts (clients,
 * runs); only their ratio to `total` matters to a progress bar.
 */
export interface SimTask<Partial, Result> {
  readonly total: number;
  /** Units done so far. */
  done(): number;
  /** Does up to `units` more units; returns true once everything is done. */
  step(units: number): boolean;
  /** What is known so far, small enough to post often. */
  partial(): Partial;
  /** The final result; only after step() has returned true. */
  result(): Result;
}

/** Runs a task to the end synchronously (Node tests, CLI, benchmarks). */
export function runToEnd<P, R>(task: SimTask<P, R>, chunk = 1 << 16): R {
  while (!task.step(chunk)) {
    // keep stepping
  }
  return task.result();
}

/** The same task with its partials and result mapped (to tag them, e.g. by mode). */
export function mapTask<P, R, P2, R2>(
  task: SimTask<P, R>,
  partial: (p: P) => P2,
  result: (r: R) => R2,
): SimTask<P2, R2> {
  return {
    total: task.total,
    done: () => task.done(),
    step: (units) => task.step(units),
    partial: () => partial(task.partial()),
    result: () => result(task.result()),
  };
}

/**
 * Independent cells run one after another in one thread, as one task (CLI, benchmark, the
 * main-thread fallback; a worker pool runs the same cells apart). Each cell counts `perCell` units.
 */
export function sequentialCells<J, C, R>(
  jobs: readonly J[],
  perCell: number,
  createCell: (job: J) => SimTask<unknown, C>,
  assemble: (cells: readonly C[]) => R,
): SimTask<C[], R> {
  const cells: C[] = [];
  let index = 0;
  let current = jobs[0] !== undefined ? createCell(jobs[0]) : null;
  return {
    total: jobs.length * perCell,
    done: () => index * perCell + (current?.done() ?? 0),
    step(units) {
      let budget = units;
      while (budget > 0 && current) {
        const before = current.done();
        const finished = current.step(budget);
        budget -= current.done() - before;
        if (finished) {
          cells.push(current.result());
          index += 1;
          const next = jobs[index];
          current = next !== undefined ? createCell(next) : null;
        }
      }
      return current === null;
    },
    partial: () => cells.slice(),
    result: () => assemble(cells),
  };
}
