import { ResultCellOf } from '@/components/declared-result';
import { RunStatus } from '@/components/run-status';
import { ScrollRegion } from '@/components/scroll-region';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import { findResult } from '@/lib/results/declare';
import type { SimState } from '@/lib/use-simulation';
import { simRequests } from './tail-model';
import { TAIL_RESULTS, type TailOutcome } from './results';

/** Each simulated result beside the closed form it checks (null where none applies). */
const ROWS: readonly {
  readonly label: string;
  readonly simId: string;
  readonly model: (o: TailOutcome) => number | null;
  readonly format: (x: number) => string;
}[] = [
  {
    label: 'Requests slower than a leaf’s p99',
    simId: 'sim-slow-request-share',
    model: (o) => o.model.results?.slowRequestShare ?? null,
    format: (x) => formatPercent(x),
  },
  {
    label: 'Request p99',
    simId: 'sim-p99',
    model: (o) => o.model.results?.p99 ?? null,
    format: formatDuration,
  },
  {
    label: 'Hedged p99',
    simId: 'sim-hedged-p99',
    model: (o) => o.model.results?.hedgedP99 ?? null,
    format: formatDuration,
  },
  {
    label: 'Hedged p99.9',
    simId: 'sim-hedged-p999',
    model: (o) => o.model.results?.hedgedP999 ?? null,
    format: formatDuration,
  },
  {
    label: 'Extra load',
    simId: 'sim-extra-load',
    model: (o) => o.model.results?.extraLoad ?? null,
    format: (x) => formatPercent(x),
  },
  {
    label: 'Extra load in the outage',
    simId: 'sim-extra-load-outage',
    model: (o) => o.model.results?.extraLoadOutage ?? null,
    format: (x) => formatPercent(x),
  },
  {
    label: 'Extra work',
    simId: 'sim-extra-work',
    model: () => null,
    format: (x) => formatPercent(x),
  },
];

interface Props {
  readonly outcome: TailOutcome;
  readonly sim: SimState & { readonly cancel: () => void; readonly retry: () => void };
}

/** The seeded simulation of the mechanism, leaf by leaf, beside the closed forms. */
export function SimulationSection({ outcome, sim }: Props) {
  const { model } = outcome;
  return (
    <div className="tail-simulation">
      <h3>Simulated, leaf by leaf</h3>
      <p className="muted">
        {formatNumber(simRequests(model.inputs?.fanout ?? 100))} requests, each of{' '}
        {formatNumber(model.inputs?.fanout ?? 0, 0)} leaves whose copies are sent, raced
        {model.cancel ? ', cancelled' : ''} and capped as configured; percentiles are nearest-rank,
        ± one standard error by batch means. Extra work (server time of the copies) has no closed
        form{model.cancel ? ' with cancellation' : ''}.
      </p>
      <RunStatus
        sim={sim}
        refusal={null}
        invalid={model.job === null}
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
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => {
              const m = row.model(outcome);
              return (
                <tr key={row.simId}>
                  <th scope="row">{row.label}</th>
                  <td>{m === null ? '—' : row.format(m)}</td>
                  <ResultCellOf
                    spec={findResult(TAIL_RESULTS, outcome, row.simId)}
                    model={outcome}
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
