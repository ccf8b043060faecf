import { shareAfter } from '@/core/failover/distribution';
import { Result } from '@/components/result';
import { formatDuration, formatPercent } from '@/core/format';
import type { Simulated } from './failover-simulation';
import { ScrollRegion } from '@/components/scroll-region';

/** The moments the measured studies report on: one minute, five, and fifteen. */
const TAIL_TIMES = [60, 300, 900] as const;

/** The share of clients still sent to the failed side some time after the failure. */
export function FailoverTail({ simulated }: { readonly simulated: Simulated }) {
  const paths = [
    ['az', 'Multi-AZ', simulated.az],
    ['region', 'Multi-region', simulated.region],
  ] as const;
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
            {paths.map(([prefix, name, path]) => (
              <tr key={prefix}>
                <th scope="row">{name}</th>
                {TAIL_TIMES.map((t) => {
                  const share = path ? shareAfter(path.sorted, t) : null;
                  return (
                    <td key={t}>
                      <Result
                        id={`${prefix}-after-${String(t)}`}
                        unit="fraction"
                        label="still failing"
                        value={share}
                      >
                        {share === null ? null : formatPercent(share)}
                      </Result>
                    </td>
                  );
                })}
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
