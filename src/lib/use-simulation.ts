import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { EngineJob, EngineOutcome, EnginePartial } from '@/core/sim/engines';
import { isCancelled } from '@/workers/bridge';
import { SimRunner } from '@/workers/sim-runner';

export type SimStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export interface SimState {
  readonly status: SimStatus;
  /** 0…1 while running. */
  readonly fraction: number;
  readonly partial: EnginePartial | null;
  /** The finished run's outcome, for the job it was run with (null while none is valid). */
  readonly outcome: EngineOutcome | null;
  readonly job: EngineJob | null;
  readonly ms: number | null;
  readonly where: 'worker' | 'main-thread' | null;
  /** Workers the finished run was shared between (0 on the main thread). */
  readonly workers: number;
  readonly error: string | null;
}

const IDLE: SimState = {
  status: 'idle',
  fraction: 0,
  partial: null,
  outcome: null,
  job: null,
  ms: null,
  where: null,
  workers: 0,
  error: null,
};

/** Wait this long after the last input change before starting a run (typing, dragging). */
const DEBOUNCE_MS = 120;

/**
 * Runs `job` whenever it changes (debounced), cancelling the run in progress; exposes progress,
 * partial results, cancel and retry. The runner (worker, pool or main-thread slices) lives as long
 * as the panel.
 */
export function useSimulation(job: EngineJob | null, jobKey: string) {
  const runner = useRef<SimRunner | null>(null);
  const [state, setState] = useState<SimState>(IDLE);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const r = new SimRunner();
    runner.current = r;
    return () => {
      r.dispose();
      runner.current = null;
    };
  }, []);

  useEffect(() => {
    const r = runner.current;
    if (!job || !r) {
      r?.cancel();
      setState(IDLE);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, status: 'running', fraction: 0, partial: null, error: null }));
      r.run(job, (p) => {
        // A transition: React renders progress in interruptible slices, so a partial table or
        // histogram never becomes one long main-thread task while the run goes on.
        if (live)
          startTransition(() =>
            // A progress update that lands after the run finished must not reopen it.
            setState((s) =>
              s.status === 'running' ? { ...s, fraction: p.fraction, partial: p.partial } : s,
            ),
          );
      }).then(
        (done) => {
          if (!live) return;
          // Urgent, not a transition: a finished run must always land, even while the next
          // job's state is being prepared.
          setState({
            status: 'done',
            fraction: 1,
            partial: null,
            outcome: done.outcome,
            job,
            ms: done.ms,
            where: done.where,
            workers: done.workers,
            error: null,
          });
        },
        (error: unknown) => {
          if (!live || isCancelled(error)) return;
          setState({
            ...IDLE,
            status: 'failed',
            error: error instanceof Error ? error.message : String(error),
          });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // jobKey stands for the job's contents; a new object with the same contents does not rerun.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobKey, attempt]);

  const cancel = useCallback(() => {
    runner.current?.cancel();
    setState({ ...IDLE, status: 'cancelled' });
  }, []);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const current = state.job !== null && JSON.stringify(state.job) === jobKey;
  // `outcome` belongs to the current inputs; `lastOutcome` may be older (charts keep showing it,
  // marked stale, rather than vanishing and redrawing from nothing on every change).
  return {
    ...state,
    outcome: current ? state.outcome : null,
    lastOutcome: state.outcome,
    cancel,
    retry,
  };
}
