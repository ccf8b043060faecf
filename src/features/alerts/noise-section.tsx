import { ResultCard } from '@/components/declared-result';
import { RunStatus } from '@/components/run-status';
import type { NoiseResult } from '@/core/alerts/noise';
import { formatNumber, formatPercent } from '@/core/format';
import { findResult } from '@/lib/results/declare';
import type { SimState } from '@/lib/use-simulation';
import { formatRps } from './alerts-format';
import { lowTrafficSentence } from './low-traffic';
import { ALERTS_RESULTS, formatNoise, type AlertsResultsInput } from './results';

/** The simulation's finding in one sentence. */
function noiseSentence(r: NoiseResult, indices: readonly number[]): string {
  // The run leaves impossible tiers out: its i-th tier is the table's indices[i].
  const tierNumber = (i: number) => indices[i] ?? i + 1;
  const p = r.params;
  const setting = `Over ${formatNumber(p.periods)} simulated ${formatNumber(p.periodSeconds / 86_400, 2)}-day periods at ${formatRps(p.rps)} with ${formatPercent(p.base)} of requests failing and no incident`;
  const always = r.tiers.findIndex((t) => t.firingShare >= 0.5);
  if (always >= 0) {
    const t = r.tiers[always]!;
    return `${setting}, tier ${tierNumber(always)} is firing ${formatPercent(t.firingShare)} of the time: the baseline error ratio is at or above its threshold of ${formatPercent(t.threshold)}, so the budget really is burning faster than the SLO allows. That is not noise; lower the baseline or the SLO.`;
  }
  const firing = r.tiers.filter((t) => t.mean > 0);
  if (firing.length === 0) {
    const bound = r.tiers[0]?.high ?? 0;
    return `${setting}, no tier fired once (fewer than ${formatNumber(bound, 3)} alerts a period, 95% confidence).`;
  }
  const worst = firing.reduce((a, b) => (b.mean > a.mean ? b : a));
  const index = tierNumber(r.tiers.indexOf(worst));
  return `${setting}, tier ${index} fired ${formatNoise(worst)} times a period: every one of them a false alert.`;
}

interface NoiseSectionProps {
  /** The model and the finished simulation (null while there is none). */
  readonly shown: AlertsResultsInput;
  readonly sim: SimState & { readonly cancel: () => void; readonly retry: () => void };
}

/** Noise at low traffic: the one-failure arithmetic, then the seeded simulation of false alerts. */
export function NoiseSection({ shown, sim }: NoiseSectionProps) {
  const { model, noise: result } = shown;
  return (
    <div className="alerts-noise">
      <h3>Noise at low traffic</h3>
      <p className="callout">{lowTrafficSentence(model)}</p>
      <div className="result-grid">
        <ResultCard
          spec={findResult(ALERTS_RESULTS, shown, 'failed-per-period')}
          model={shown}
          detail="rps × baseline ratio × period, with no incident"
          reason="Needs the traffic, the baseline ratio and the period."
        />
      </div>
      <RunStatus
        sim={sim}
        refusal={model.noiseRefusal}
        invalid={model.noiseJob === null && model.noiseRefusal === null}
        onCancel={sim.cancel}
        onRetry={sim.retry}
      />
      {result ? (
        <p className="alerts-noise-finding" aria-live="polite">
          {noiseSentence(result, model.tierIndices)} Simulated failed requests per period:{' '}
          {formatNumber(result.failedPerPeriod, 2)}. The rules are evaluated every minute, with
          windows rounded up to whole minutes; the false alerts per tier are in the table above.
        </p>
      ) : null}
    </div>
  );
}
