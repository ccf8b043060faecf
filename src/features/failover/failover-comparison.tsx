import { useMemo } from 'react';
import { comparisonMarkdown, comparisonRows } from './comparison-rows';
import { CopyButton } from '@/components/copy-button';
import type { FailoverModel } from './failover-model';
import type { Simulated } from './failover-simulation';
import { ScrollRegion } from '@/components/scroll-region';

interface ComparisonProps {
  readonly model: FailoverModel;
  readonly simulated: Simulated;
}

/** The classic trade-off table, in the user's numbers, and as Markdown to copy. */
export function FailoverComparison({ model, simulated }: ComparisonProps) {
  const rows = useMemo(() => comparisonRows(model, simulated), [model, simulated]);
  return (
    <>
      <ScrollRegion label="Trade-off table">
        <table className="failover-comparison">
          <caption>The trade-off: what each design buys, and what it costs.</caption>
          <thead>
            <tr>
              <th scope="col">Aspect</th>
              <th scope="col">Multi-AZ (load balancer)</th>
              <th scope="col">Multi-region (DNS failover)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.aspect}>
                <th scope="row">{row.aspect}</th>
                <td>{row.az}</td>
                <td>{row.region}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <CopyButton what="table as Markdown" text={comparisonMarkdown(rows)} />
    </>
  );
}
