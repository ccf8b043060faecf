import type { Summary } from '@/core/failover/distribution';
import { SIM_CLIENTS } from '@/core/failover/simulate';
import { ResultCard } from '@/components/declared-result';
import { formatDuration, formatNumber } from '@/core/format';
import { findResult } from '@/lib/results/declare';
import type { FailoverModel } from './failover-model';
import type { PathDistribution, Simulated } from './failover-simulation';
import { FAILOVER_RESULTS, SIM_STATS, type FailoverOutcome, type SimStat } from './results';

interface ResultsProps {
  readonly model: FailoverModel;
  readonly simulated: Simulated;
}

/** The cards' labels, shorter than the declared ones under the path's heading. */
const STAT_LABELS: Readonly<Record<SimStat, string>> = {
  p50: 'Median',
  p90: 'p90',
  p99: 'p99',
  max: 'Worst',
  mean: 'Mean',
};

function intervalText(path: PathDistribution | null, stat: SimStat): string | undefined {
  if (!path || (stat !== 'p50' && stat !== 'p90' && stat !== 'p99')) return undefined;
  const [low, high] = path.intervals[stat];
  return `95%: ${formatDuration(low)}–${formatDuration(high)}`;
}

function PathStats({
  prefix,
  title,
  outcome,
  reason,
}: {
  readonly prefix: 'az' | 'region';
  readonly title: string;
  readonly outcome: FailoverOutcome;
  readonly reason: string;
}) {
  const path = outcome.paths[prefix];
  return (
    <div className="failover-path">
      <h4>{title}</h4>
      {path ? null : <p className="muted">{reason}</p>}
      <div className="result-grid result-grid-small">
        {SIM_STATS.map(([stat]) => (
          <ResultCard
            key={stat}
            spec={findResult(FAILOVER_RESULTS, outcome, `${prefix}-${stat}`)}
            model={outcome}
            label={STAT_LABELS[stat]}
            detail={intervalText(path, stat)}
          />
        ))}
      </div>
    </div>
  );
}

/** The verdict the classic comparison gives in words, here in the user's numbers. */
function Verdict({ az, region }: { readonly az: Summary; readonly region: Summary }) {
  const tail = region.p99 / az.p99;
  const medians = region.p50 / az.p50;
  return (
    <p className="callout">
      Medians: {formatDuration(az.p50)} behind the load balancer against{' '}
      {formatDuration(region.p50)} by DNS ({formatNumber(medians, 2)}×). The tail: p99{' '}
      {formatDuration(az.p99)} against {formatDuration(region.p99)} ({formatNumber(tail, 1)}×), and
      the last DNS client moves after {formatDuration(region.max)}.
    </p>
  );
}

export function FailoverResults({ model, simulated }: ResultsProps) {
  const { az, region } = simulated;
  const outcome: FailoverOutcome = { model, paths: simulated };
  const spec = (id: string) => findResult(FAILOVER_RESULTS, outcome, id);
  const dnsInterval = model.fields.dns_i.ok ? model.fields.dns_i.value : null;
  return (
    <div className="results">
      <h3>On paper</h3>
      <p className="results-context">Worst case, term by term.</p>
      <div className="result-grid">
        <ResultCard
          spec={spec('az-failover')}
          model={outcome}
          label="Multi-AZ"
          detail="interval × threshold + drain: an upper bound"
        />
        <ResultCard
          spec={spec('region-failover')}
          model={outcome}
          label="Multi-region"
          detail="interval × threshold + TTL"
        />
      </div>
      <p className="muted failover-note" data-note="drain">
        The drain is the ALB’s deregistration delay: it applies to targets being deregistered and
        bounds how long in-flight connections may stay open. An unhealthy target stops getting new
        requests as soon as it is marked unhealthy, so the simulation below moves clients at
        detection and the on-paper figure is an upper bound.
      </p>
      {dnsInterval !== null && dnsInterval !== 10 && dnsInterval !== 30 ? (
        <p className="failover-route53" data-note="route53-interval" role="note">
          Route 53 health checks run every 10 s or 30 s only: a {formatDuration(dnsInterval)}{' '}
          interval cannot be configured there (the Terraform below writes{' '}
          {dnsInterval <= 20 ? '10 s' : '30 s'}). The multi-region figures assume your own checker.
        </p>
      ) : null}
      <h3>Over clients</h3>
      <p className="results-context">
        Simulated: {formatNumber(SIM_CLIENTS)} clients per path, each failure at a random phase of
        the check interval, each cached answer at a random age; a client’s next request moves as
        soon as the target is marked unhealthy (no drain).
      </p>
      <PathStats
        prefix="az"
        title="Multi-AZ"
        outcome={outcome}
        reason="Fix the multi-AZ settings or the seed to simulate this path."
      />
      <PathStats
        prefix="region"
        title="Multi-region"
        outcome={outcome}
        reason="Fix the multi-region or resolver settings, or the seed, to simulate this path."
      />
      {az && region ? <Verdict az={az.summary} region={region.summary} /> : null}
    </div>
  );
}
