import { formatNumber } from '@/core/format';
import type { SimState } from '@/lib/use-simulation';
import './run-status.css';

interface RunStatusProps {
  readonly sim: SimState;
  readonly refusal: string | null;
  readonly invalid: boolean;
  readonly onCancel: () => void;
  readonly onRetry: () => void;
}

/** Where the run happened, in words: one worker, a pool of them, or the main thread. */
function whereText(sim: SimState): string {
  if (sim.where === 'main-thread') return 'on the main thread, in slices';
  return sim.workers > 1 ? `across ${sim.workers} Web Workers` : 'in a Web Worker';
}

/** Progress, cancel, and what happened to the last run, in words. */
export function RunStatus({ sim, refusal, invalid, onCancel, onRetry }: RunStatusProps) {
  if (refusal) {
    return (
      <p className="run-status run-status-refused" role="alert">
        Not run: {refusal}
      </p>
    );
  }
  if (invalid)
    return <p className="run-status muted">Fix the highlighted field to run the simulation.</p>;
  const percent = Math.round(sim.fraction * 100);
  return (
    <div
      className="run-status"
      data-status={sim.status}
      data-workers={sim.status === 'done' ? sim.workers : undefined}
    >
      <div className="run-status-line">
        <progress
          max={100}
          value={sim.status === 'running' ? percent : sim.status === 'done' ? 100 : 0}
          aria-label="Simulation progress"
        />
        {sim.status === 'running' ? (
          <button type="button" className="button-quiet" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        {sim.status === 'cancelled' || sim.status === 'failed' ? (
          <button type="button" className="button" onClick={onRetry}>
            Run again
          </button>
        ) : null}
      </div>
      <p role="status" className="run-status-text">
        {sim.status === 'running' ? `Simulating… ${percent}%` : null}
        {sim.status === 'done' && sim.ms !== null && sim.where
          ? `Done in ${formatNumber(Math.max(1, Math.round(sim.ms)))} ms ${whereText(sim)}.`
          : null}
        {sim.status === 'cancelled' ? 'Cancelled. Change an input or run again.' : null}
        {sim.status === 'idle' ? 'Starting…' : null}
      </p>
      {sim.status === 'failed' ? (
        <p className="field-error" role="alert">
          {sim.error}
        </p>
      ) : null}
    </div>
  );
}
