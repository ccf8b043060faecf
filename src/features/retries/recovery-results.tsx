import { STRATEGIES, STRATEGY_LABELS } from '@/core/retries/strategies';
import { formatDuration, formatNumber } from '@/core/format';
import { ResultCellOf } from '@/components/declared-result';
import { resultsOf } from '@/lib/results/declare';
import { recoveryOf, recoveryParams, recoveryRow, type RetriesResultsModel } from './results';

export function RecoveryResults({ results }: { readonly results: RetriesResultsModel }) {
  const params = recoveryParams(results);
  const none = recoveryOf(results, 'exponential');
  const full = recoveryOf(results, 'full');
  return (
    <div className="results">
      <div className="table-scroll" role="region" aria-label="Recovery per strategy" tabIndex={0}>
        <table>
          <caption>
            {params
              ? `${formatNumber(params.clients)} clients, down ${formatDuration(params.outage)}, then ${formatNumber(params.capacity)} requests/s`
              : 'Per strategy'}
          </caption>
          <thead>
            <tr>
              <th scope="col">Strategy</th>
              <th scope="col">Drained after</th>
              <th scope="col">Calls</th>
              <th scope="col">Per client</th>
              <th scope="col">Gave up</th>
              <th scope="col">Peak load after the outage</th>
            </tr>
          </thead>
          <tbody>
            {STRATEGIES.map((s) => (
              <tr key={s}>
                <th scope="row">{STRATEGY_LABELS[s]}</th>
                {resultsOf(recoveryRow(s), results).map((spec) => (
                  <ResultCellOf key={spec.id} spec={spec} model={results} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {params && none && full ? (
        <div className="note retries-note">
          <p>
            Without jitter every client retries at the same instants: each wave lands in a single{' '}
            {formatDuration(params.bucket)} window, so all but{' '}
            {formatNumber(params.capacity * params.bucket)} are rejected again. The first wave after
            the outage, {formatNumber(none.peakArrivals)} requests at {formatDuration(none.peakAt)},
            is {formatNumber(none.peakLoad, 1)}× what a window admits. {formatNumber(none.gaveUp)}{' '}
            of {formatNumber(params.clients)} clients give up. With full jitter{' '}
            {formatNumber(full.gaveUp)} give up and the rest drain by{' '}
            {formatDuration(full.drainTime)}.
          </p>
          <p>
            Peak load is the busiest window from the end of the outage onward (requests sent at t ≥{' '}
            {formatDuration(params.outage)}) against what one window admits. The burst of first
            requests at t = 0 and the retries during the outage are left out: every strategy sends
            the same burst at t = 0, and the recovery is what the strategies differ in. Calls per
            client is the work amplification.
            {params.retryAfter !== null
              ? ' A fixed Retry-After sends every client rejected in the same window back at the same instant: it resynchronises them.'
              : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
