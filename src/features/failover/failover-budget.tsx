import { Result } from '@/components/result';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import type { FailoverModel } from './failover-model';
import { shareOfBudget, type Simulated } from './failover-simulation';
import { ScrollRegion } from '@/components/scroll-region';

interface BudgetProps {
  readonly model: FailoverModel;
  readonly simulated: Simulated;
}

function ShareCell({
  id,
  share,
  perYear,
}: {
  readonly id: string;
  readonly share: number | null;
  /** Seconds a year the failovers take. */
  readonly perYear: number | null;
}) {
  return (
    <Result
      id={id}
      unit="fraction"
      label="of the budget"
      value={share}
      detail={
        perYear === null
          ? undefined
          : `${formatDuration(perYear)} a year${share !== null && share > 1 ? ': over budget' : ''}`
      }
    >
      {share === null ? null : formatPercent(share)}
    </Result>
  );
}

/** Data at risk on a regional failover, and the downtime budget that failovers spend. */
export function FailoverBudget({ model, simulated }: BudgetProps) {
  const rows = [
    {
      path: 'az',
      name: 'Multi-AZ',
      onPaper: model.azOnPaper,
      mean: simulated.az?.summary.mean ?? null,
      p99: simulated.az?.summary.p99 ?? null,
    },
    {
      path: 'region',
      name: 'Multi-region',
      onPaper: model.regionOnPaper,
      mean: simulated.region?.summary.mean ?? null,
      p99: simulated.region?.summary.p99 ?? null,
    },
  ] as const;
  const { budgetYear, failoversPerYear } = model;
  const perYear = (seconds: number | null) =>
    seconds === null || failoversPerYear === null ? null : seconds * failoversPerYear;
  return (
    <div className="results">
      <h3>Data at risk</h3>
      <div className="result-grid">
        <Result
          id="rpo-writes"
          unit="count"
          label="Writes lost on a regional failover"
          value={model.rpoWrites}
          detail={model.lag === null ? undefined : `RPO ${formatDuration(model.lag)} of writes`}
        >
          {model.rpoWrites === null ? null : formatNumber(model.rpoWrites, 2)}
        </Result>
      </div>
      <p className="muted failover-note">
        Asynchronous replication across regions: what the old primary acknowledged in the last{' '}
        {model.lag === null ? 'lag' : formatDuration(model.lag)} never reached the new one. Across
        zones in one region, replication can be synchronous, so a multi-AZ failover loses none.
      </p>
      <h3>Downtime budget spent on failovers</h3>
      <div className="result-grid">
        <Result id="budget-year" unit="s" label="Yearly budget" value={budgetYear}>
          {budgetYear === null ? null : formatDuration(budgetYear)}
        </Result>
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
            {rows.map((row) => (
              <tr key={row.path}>
                <th scope="row">{row.name}</th>
                <td>
                  <ShareCell
                    id={`budget-share-${row.path}`}
                    share={shareOfBudget(model, row.onPaper)}
                    perYear={perYear(row.onPaper)}
                  />
                </td>
                <td>
                  <ShareCell
                    id={`budget-share-${row.path}-mean`}
                    share={shareOfBudget(model, row.mean)}
                    perYear={perYear(row.mean)}
                  />
                </td>
                <td>
                  <ShareCell
                    id={`budget-share-${row.path}-p99`}
                    share={shareOfBudget(model, row.p99)}
                    perYear={perYear(row.p99)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
