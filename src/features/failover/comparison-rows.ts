import { markdownText } from '@/core/emit/markdown';
import { shareAfter } from '@/core/failover/distribution';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import type { FailoverModel } from './failover-model';
import type { Simulated } from './failover-simulation';

export interface ComparisonRow {
  readonly aspect: string;
  readonly az: string;
  readonly region: string;
}

const UNKNOWN = '— (fix the highlighted settings)';
const d = (s: number | null | undefined) =>
  s === null || s === undefined ? null : formatDuration(s);

/** The trade-off in words, with the user's numbers where a number says it better. */
export function comparisonRows(model: FailoverModel, simulated: Simulated): ComparisonRow[] {
  const az = simulated.az?.summary;
  const region = simulated.region?.summary;
  const after5m = simulated.region ? shareAfter(simulated.region.sorted, 300) : null;
  const lag = d(model.lag);
  return [
    {
      aspect: 'Protects against',
      az: 'Losing one zone: power, cooling or network of a data centre, a rack, a host. Not a regional outage, a region-wide control-plane failure, or a bad deploy that reaches every zone.',
      region:
        'Also losing a whole region: a regional network or control-plane failure, a regional disaster. Not a bad deploy or bad data, which replicate to the other region too.',
    },
    {
      aspect: 'Replication latency',
      az: 'Zones of one region are a few milliseconds apart at most: synchronous replication adds little to each write.',
      region:
        'Regions are tens to hundreds of milliseconds apart: a synchronous round trip on every write is too slow, so replication is asynchronous.',
    },
    {
      aspect: 'Failover speed',
      az:
        model.azOnPaper === null
          ? UNKNOWN
          : `${d(model.azOnPaper) ?? ''} on paper (drain included, an upper bound); median client ${d(az?.p50) ?? '—'}.`,
      region:
        model.regionOnPaper === null
          ? UNKNOWN
          : `${d(model.regionOnPaper) ?? ''} on paper; median client ${d(region?.p50) ?? '—'}.`,
    },
    {
      aspect: 'Tail',
      az: az
        ? `Bounded by the checks (in-flight connections also by the drain): p99 ${formatDuration(az.p99)}, worst ${formatDuration(az.max)}.`
        : UNKNOWN,
      region:
        region && after5m !== null
          ? `Set by resolvers that ignore the TTL: p99 ${formatDuration(region.p99)}, worst ${formatDuration(region.max)}; ${formatPercent(after5m)} of clients still on the failed region after 5 minutes.`
          : UNKNOWN,
    },
    {
      aspect: 'Complexity',
      az: 'Mostly the platform’s: the load balancer’s health checks and draining, a multi-AZ database.',
      region:
        'Yours: cross-region replication and its lag, DNS health checks, a second region’s capacity and configuration kept in step, failback, and drills.',
    },
    {
      aspect: 'Data at risk (RPO)',
      az: 'None with synchronous replication.',
      region:
        model.rpoWrites === null || lag === null
          ? UNKNOWN
          : `${lag} of writes: about ${formatNumber(model.rpoWrites, 2)} writes per failover.`,
    },
  ];
}

/** The comparison as a Markdown table, to paste into a design doc. */
export function comparisonMarkdown(rows: readonly ComparisonRow[]): string {
  // The corner cell is empty: `| |`, as a design doc's table writes it.
  const lines = [
    '| | Multi-AZ (load balancer) | Multi-region (DNS failover) |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${[r.aspect, r.az, r.region].map(markdownText).join(' | ')} |`),
  ];
  return `${lines.join('\n')}\n`;
}
