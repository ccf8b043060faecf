import { ResultCard } from '@/components/declared-result';
import { formatDuration, formatNumber } from '@/core/format';
import { findResult, type ResultSpec } from '@/lib/results/declare';
import type { FailoverModel } from './failover-model';
import type { Simulated } from './failover-simulation';
import {
  BUDGET_TIMES,
  budgetSeconds,
  FAILOVER_PATHS,
  FAILOVER_RESULTS,
  type FailoverOutcome,
} from './results';
import { ScrollRegion } from '@/components/scroll-region';

interface BudgetProps {
  readonly model: FailoverModel;
  readonly simulated: Simulated;
}

function ShareCell({
  spec,
  outcome,
  perYear,
}: {
  readonly spec: ResultSpec<FailoverOutcome>;
  readonly outcome: FailoverOutcome;
  /** Seconds a year the failovers take. */
  readonly perYear: number | null;
}) {
  const share = spec.value(outcome);
  return (
    <ResultCard
      spec={spec}
      model={outcome}
      label="of the budget"
      detail={
        perYear === null
          ? undefined
          : `${formatDuration(perYear)} a year${typeof share === 'number' && share > 1 ? ': over budget' : ''}`
      }
    />
  );
}

/** Data at risk on a regional failover, and the downtime budget that failovers spend. */
export function FailoverBudget({ model, simulated }: BudgetProps) {
  const outcome: FailoverOutcome = { model, paths: simulated };
  const spec = (id: string) => findResult(FAILOVER_RESULTS, outcome, id);
  const { failoversPerYear } = model;
  const perYear = (seconds: number | null) =>
    seconds === null || failoversPerYear === null ? null : seconds * failoversPerYear;
  return (
    <div className="results">
      <h3>Data at risk</h3>
      <div className="result-grid">
        <ResultCard
          spec={spec('rpo-writes')}
          model={outcome}
          detail={model.lag === null ? undefined : `RPO ${formatDuration(model.lag)} of writes`}
        />
      </div>
      <p className="muted failover-note">
        Asynchronous replication across regions: what the old primary acknowledged in the last{' '}
        {model.lag === null ? 'lag' : formatDuration(model.lag)} never reached the new one. Across
        zones in one region, replication can be synchronous, so a multi-AZ failover loses none.
      </p>
      <h3>Downtime budget spent on failovers</h3>
      <div className="result-grid">
        <ResultCard spec={spec('budget-year')} model={outcome} />
      </div>
      <ScrollRegion label="Failover budget table">
        <table className="failover-budget-table failover-compact">
          <caption>
            {failoversPerYear === null
              ? 'Failovers per year'
              : `${formatNumber(failoversPerYear)} failover${failoversPerYear === 1 ? '' : 's'} a year`}{' '}
            × failover time, as a share of the yearly budget.
          </caption>
          <thead>
            <tr>
              <th scope="col">Path</th>
              <th scope="col">On paper</th>
              <th scope="col">Mean client</th>
              <th scope="col">p99 client</th>
            </tr>
          </thead>
          <tbody>
            {FAILOVER_PATHS.map(({ path, name }) => (
              <tr key={path}>
                <th scope="row">{name}</th>
                {BUDGET_TIMES.map((time) => (
                  <td key={time.suffix}>
                    <ShareCell
                      spec={spec(`budget-share-${path}${time.suffix}`)}
                      outcome={outcome}
                      perYear={perYear(budgetSeconds(outcome, path, time))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
