import {
  formatCount,
  formatDuration,
  formatHours,
  formatPercent,
  formatProbability,
} from '@/core/format';
import { findResult } from '@/lib/results/declare';
import type { DetectionModel } from './detection-model';
import { formatMagnitude, PERCENT } from './detection-format';
import { DetectionResult, needs } from './detection-result';
import { DETECTION_RESULTS } from './results';

export function DetectionResults({ model }: { readonly model: DetectionModel }) {
  const { fields, detection: d } = model;
  const p = fields.p.ok ? fields.p.value : null;
  const n = fields.n.ok ? fields.n.value : null;
  const i = fields.i.ok ? fields.i.value : null;
  const fleet = fields.fleet.ok ? fields.fleet.value : null;
  const timeout = fields.timeout.ok ? fields.timeout.value : null;
  const spec = (id: string) => findResult(DETECTION_RESULTS, model, id);
  return (
    <div className="results">
      <h3>One window of N checks</h3>
      <div className="result-grid">
        <DetectionResult
          spec={spec('false-trigger-probability')}
          model={model}
          label="False trigger, p^N"
          detail={
            model.pN
              ? `${formatPercent(model.pN.value, PERCENT)} of windows`
              : needs(fields, ['p', 'n'])
          }
        />
        <DetectionResult
          spec={spec('reduction-factor')}
          model={model}
          label="Fewer than N = 1"
          detail={
            model.reduction
              ? model.reduction.log10 === Infinity
                ? 'p = 0: no window falsely triggers at any N, so there is nothing to divide'
                : 'p^(1−N)'
              : needs(fields, ['p', 'n'])
          }
        />
      </div>

      <h3>Detecting a real failure</h3>
      <div className="result-grid">
        <DetectionResult
          spec={spec('detection-worst')}
          model={model}
          label="Worst case, N·i"
          detail={d ? 'fails just after a check' : needs(fields, ['n', 'i'])}
        />
        <DetectionResult
          spec={spec('detection-mean')}
          model={model}
          label="Mean, (N − ½)·i"
          detail={
            d
              ? `fails at a random moment; at best ${formatDuration(d.best)}`
              : needs(fields, ['n', 'i'])
          }
        />
        <DetectionResult
          spec={spec('detection-hang-worst')}
          model={model}
          detail={
            d?.hangWorst != null && d.hangMean != null && timeout !== null
              ? `+ ${formatDuration(timeout)} timeout; mean ${formatDuration(d.hangMean)}`
              : needs(fields, ['n', 'i', 'timeout'])
          }
        />
        <DetectionResult
          spec={spec('detection-extra')}
          model={model}
          detail={d ? '(N − 1)·i more than N = 1' : needs(fields, ['n', 'i'])}
        />
      </div>

      <h3>Over time</h3>
      <div className="result-grid">
        <DetectionResult
          spec={spec('checks-between-false-triggers')}
          model={model}
          detail={
            model.checksBetween
              ? model.checksBetween.log10 === Infinity
                ? 'p = 0: no check fails on its own'
                : model.pEff !== null
                  ? 'per node, at p_eff = 1 − (1 − p)(1 − q)'
                  : 'per node, (1 − p^N) / ((1 − p)·p^N)'
              : needs(fields, ['p', 'q', 'n'])
          }
        />
        <DetectionResult
          spec={spec('mtbft')}
          model={model}
          label="Mean time between"
          detail={
            model.mtbft && Number.isFinite(model.mtbft.value) && model.mtbft.value >= 3600
              ? `≈ ${formatHours(model.mtbft.value)} per node`
              : (needs(fields, ['p', 'q', 'n', 'i']) ?? 'per node')
          }
        />
        <DetectionResult
          spec={spec('false-triggers-node-day')}
          model={model}
          label="Per node per day"
          detail={
            model.perNodeDay
              ? model.pEff !== null
                ? `false triggers, at p_eff = ${formatProbability(model.pEff)}`
                : 'false triggers'
              : needs(fields, ['p', 'q', 'n', 'i'])
          }
        />
        <DetectionResult
          spec={spec('false-triggers-fleet-day')}
          model={model}
          label="Per fleet per day"
          detail={
            model.fleetDay && fleet !== null
              ? model.pEff !== null
                ? `${fleet.toLocaleString('en-US')} nodes, shared blips included`
                : `${fleet.toLocaleString('en-US')} independent nodes`
              : needs(fields, ['p', 'q', 'n', 'i', 'fleet'])
          }
        />
        <DetectionResult
          spec={spec('capacity-lost')}
          model={model}
          detail={
            model.capacity === null
              ? needs(fields, ['p', 'q', 'n', 'h'])
              : model.ejectedSeconds !== null
                ? `each false ejection lasts ≈ ${formatDuration(model.ejectedSeconds)}`
                : 'to falsely ejected nodes'
          }
        />
      </div>
      {model.pN &&
      model.fleetDay &&
      p !== null &&
      p > 0 &&
      n !== null &&
      i !== null &&
      fleet !== null ? (
        <p className="callout">
          One window falsely triggers only {formatPercent(model.pN.value, PERCENT)} of the time, but
          a check every {formatDuration(i)} makes {formatCount(86_400 / i)} checks a day, and every
          check ends a window of the last N (the count restarts after each trigger, hence the (1 −
          p^N) / ((1 − p)·p^N) wait rather than 1/p^N): that is{' '}
          <strong>{formatMagnitude(model.perNodeDay ?? model.fleetDay)}</strong> false triggers per
          node per day, <strong>{formatMagnitude(model.fleetDay)}</strong> across{' '}
          {fleet.toLocaleString('en-US')} nodes
          {model.pEff !== null
            ? ` (each check failing with p_eff = ${formatProbability(model.pEff)} once the shared dependency’s blips are counted)`
            : ''}
          . The per-window figure alone hides this.
        </p>
      ) : null}
    </div>
  );
}
