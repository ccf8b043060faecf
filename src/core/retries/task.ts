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
