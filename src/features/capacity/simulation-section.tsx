import { ResultCellOf } from '@/components/declared-result';
import { RunStatus } from '@/components/run-status';
import { ScrollRegion } from '@/components/scroll-region';
import type { QueueAnswer } from '@/core/capacity/answer';
import { TARGET_SHARE } from '@/core/capacity/answer';
import type { Estimate } from '@/core/capacity/simulate';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import { findResult } from '@/lib/results/declare';
import type { SimState } from '@/lib/use-simulation';
import { formatRate, formatShare } from './capacity-format';
import { SIM_PER_ERLANG, SIM_REQUESTS, simRequests } from './capacity-model';
import { CAPACITY_RESULTS, type CapacityOutcome } from './results';

/** Agreement within this many standard errors counts as agreeing (about 1 in 15,000 by chance). */
export const AGREE_SE = 4;

interface Row {
  readonly label: string;
  readonly simId: string;
  readonly model: (a: QueueAnswer, o: CapacityOutcome) => number | null;
  readonly format: (x: number) => string;
  /** The simulated estimate with its standard error, where the run gives one. */
  readonly estimate: (o: CapacityOutcome) => Estimate | null;
}

const ROWS: readonly Row[] = [
  {
    label: 'Requests that wait',
    simId: 'sim-p-wait',
    model: (a) => a.pWait,
    format: (x) => formatPercent(x),
    estimate: (o) => o.sim?.pWait ?? null,
  },
  {
    label: 'Mean wait',
    simId: 'sim-mean-wait',
    model: (a) => a.meanWait,
    format: formatDuration,
    estimate: (o) => o.sim?.meanWait ?? null,
  },
  {
    label: 'Wait, 99th percentile',
    simId: 'sim-wait-p99',
    model: (a) => a.waitQuantile(TARGET_SHARE),
    format: formatDuration,
    estimate: () => null,
  },
  {
    label: 'Mean response',
    simId: 'sim-mean-response',
    model: (a) => a.meanResponse,
    format: formatDuration,
    estimate: (o) => o.sim?.meanResponse ?? null,
  },
  {
    label: 'Response, 99th percentile',
    simId: 'sim-response-p99',
    model: (a) => a.responseP99,
    format: formatDuration,
    estimate: () => null,
  },
  {
    label: 'Within the target',
    simId: 'sim-within-target',
    model: (a, o) => (o.model.target === null ? null : 1 - a.waitExceeds(o.model.target)),
    format: formatShare,
    estimate: (o) => o.sim?.withinTarget ?? null,
  },
  {
    label: 'Throughput',
    simId: 'sim-throughput',
    model: (a) => a.throughput,
    format: formatRate,
    estimate: (o) => o.sim?.throughput ?? null,
  },
];

/** How far the simulation is from the closed form, in words. */
function agreement(model: number | null, e: Estimate | null, exact: boolean): string {
  if (model === null || e === null) return '';
  const gap = e.mean - model;
  if (!exact) {
    const rel = model === 0 ? 0 : Math.abs(gap) / model;
    return `${formatPercent(rel)} apart (approximation)`;
  }
  if (e.se === 0) return gap === 0 ? 'equal' : 'differs';
  const z = Math.abs(gap) / e.se;
  return z <= AGREE_SE ? `agrees (${formatNumber(z, 1)} SE)` : `off by ${formatNumber(z, 1)} SE`;
}

interface Props {
  readonly outcome: CapacityOutcome;
  readonly sim: SimState & { readonly cancel: () => void; readonly retry: () => void };
}

/** The seeded M/G/c simulation beside the closed forms, row by row. */
export function SimulationSection({ outcome, sim }: Props) {
  const { model } = outcome;
  const a = model.answer?.kind === 'stable' ? model.answer : null;
  const overload = model.answer?.kind === 'overload';
  const requests = simRequests(model.load ?? 0);
  return (
    <div className="capacity-simulation">
      <h3>Simulated against the closed forms</h3>
      <p className="muted">
        {formatNumber(requests)} requests of a seeded M/G/c queue (service times exponential,
        constant or gamma by the CV; {formatNumber(SIM_PER_ERLANG)} per Erlang of load, at least{' '}
        {formatNumber(SIM_REQUESTS)}), after a warm-up; ± is one standard error by batch means.
        {a && !a.exact
          ? ' The closed forms are an approximation here, so the simulation is the reference.'
          : ''}
      </p>
      <RunStatus
        sim={sim}
        refusal={
          overload ? 'the queue is overloaded, so no wait is finite to simulate.' : model.simRefusal
        }
        invalid={model.job === null && !overload && model.simRefusal === null}
        onCancel={sim.cancel}
        onRetry={sim.retry}
      />
      <ScrollRegion label="Closed forms against the simulation">
        <table className="compare-table">
          <thead>
            <tr>
              <th scope="col">Quantity</th>
              <th scope="col">Closed form</th>
              <th scope="col">Simulated</th>
              <th scope="col">Difference</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => {
              const m = a ? row.model(a, outcome) : null;
              return (
                <tr key={row.simId}>
                  <th scope="row">{row.label}</th>
                  <td>{m === null ? '—' : row.format(m)}</td>
                  <ResultCellOf
                    spec={findResult(CAPACITY_RESULTS, outcome, row.simId)}
                    model={outcome}
                  />
                  <td>{agreement(m, row.estimate(outcome), a?.exact ?? true)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
