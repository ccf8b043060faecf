import { ResultCard } from '@/components/declared-result';
import { formatDuration } from '@/core/format';
import { findResult } from '@/lib/results/declare';
import type { Simulated } from './failover-simulation';
import { FAILOVER_PATHS, FAILOVER_RESULTS, TAIL_TIMES, type FailoverOutcome } from './results';
import type { FailoverModel } from './failover-model';
import { ScrollRegion } from '@/components/scroll-region';

/** The share of clients still sent to the failed side some time after the failure. */
export function FailoverTail({
  model,
  simulated,
}: {
  readonly model: FailoverModel;
  readonly simulated: Simulated;
}) {
  const outcome: FailoverOutcome = { model, paths: simulated };
  return (
    <>
      <ScrollRegion label="Clients still failing table">
        <table className="failover-tail failover-compact">
          <caption>Clients still on the failed side, by time since the failure</caption>
          <thead>
            <tr>
              <th scope="col">Path</th>
              {TAIL_TIMES.map((t) => (
                <th key={t} scope="col">
                  after {formatDuration(t)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FAILOVER_PATHS.map(({ path, name }) => (
              <tr key={path}>
                <th scope="row">{name}</th>
                {TAIL_TIMES.map((t) => (
                  <td key={t}>
                    <ResultCard
                      spec={findResult(FAILOVER_RESULTS, outcome, `${path}-after-${String(t)}`)}
                      model={outcome}
                      label="still failing"
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="muted failover-note">
        Measured with a 20 s TTL (Flavel et al., 2014): 90% of requests had moved within 60 s, and
        2% of users were still on the stale answer after 15 minutes.
      </p>
    </>
  );
}
