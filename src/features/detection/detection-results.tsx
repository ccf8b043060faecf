import {
  formatCount,
  formatDuration,
  formatHours,
  formatPercent,
  formatProbability,
} from '@/core/format';
import type { DetectionModel } from './detection-model';
import { formatDurationMagnitude, formatMagnitude, PERCENT } from './detection-format';
import { DetectionResult, magnitudeProps, needs } from './detection-result';

export function DetectionResults({ model }: { readonly model: DetectionModel }) {
  const { fields, detection: d } = model;
  const p = fields.p.ok ? fields.p.value : null;
  const n = fields.n.ok ? fields.n.value : null;
  const i = fields.i.ok ? fields.i.value : null;
  const fleet = fields.fleet.ok ? fields.fleet.value : null;
  const timeout = fields.timeout.ok ? fields.timeout.value : null;
  return (
    <div className="results">
      <h3>One window of N checks</h3>
      <div className="result-grid">
        <DetectionResult
          id="false-trigger-probability"
          unit="fraction"
          label="False trigger, p^N"
          {...magnitudeProps(model.pN)}
          detail={
            model.pN
              ? `${formatPercent(model.pN.value, PERCENT)} of windows`
              : needs(fields, ['p', 'n'])
          }
        />
        <DetectionResult
          id="reduction-factor"
          unit="count"
          label="Fewer than N = 1"
          {...(model.reduction?.log10 === Infinity
            ? { value: null, shown: null }
            : magnitudeProps(model.reduction, (m) => `${formatMagnitude(m)}×`))}
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
          id="detection-worst"
          unit="s"
          label="Worst case, N·i"
          value={d?.worst ?? null}
          shown={d ? formatDuration(d.worst) : null}
          detail={d ? 'fails just after a check' : needs(fields, ['n', 'i'])}
        />
        <DetectionResult
          id="detection-mean"
          unit="s"
          label="Mean, (N − ½)·i"
          value={d?.mean ?? null}
          shown={d ? formatDuration(d.mean) : null}
          detail={
            d
              ? `fails at a random moment; at best ${formatDuration(d.best)}`
              : needs(fields, ['n', 'i'])
          }
        />
        <DetectionResult
          id="detection-hang-worst"
          unit="s"
          label="Hanging check, worst"
          value={d?.hangWorst ?? null}
          shown={d?.hangWorst != null ? formatDuration(d.hangWorst) : null}
          detail={
            d?.hangWorst != null && d.hangMean != null && timeout !== null
              ? `+ ${formatDuration(timeout)} timeout; mean ${formatDuration(d.hangMean)}`
              : needs(fields, ['n', 'i', 'timeout'])
          }
        />
        <DetectionResult
          id="detection-extra"
          unit="s"
          label="What N costs"
          value={d?.extra ?? null}
          shown={d ? `+${formatDuration(d.extra)}` : null}
          detail={d ? '(N − 1)·i more than N = 1' : needs(fields, ['n', 'i'])}
        />
      </div>

      <h3>Over time</h3>
      <div className="result-grid">
        <DetectionResult
          id="checks-between-false-triggers"
          unit="checks"
          label="Checks between false triggers"
          {...magnitudeProps(model.checksBetween)}
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
          id="mtbft"
          unit="s"
          label="Mean time between"
          {...magnitudeProps(model.mtbft, formatDurationMagnitude)}
          detail={
            model.mtbft && Number.isFinite(model.mtbft.value) && model.mtbft.value >= 3600
              ? `≈ ${formatHours(model.mtbft.value)} per node`
              : (needs(fields, ['p', 'q', 'n', 'i']) ?? 'per node')
          }
        />
        <DetectionResult
          id="false-triggers-node-day"
          unit="per day"
          label="Per node per day"
          {...magnitudeProps(model.perNodeDay)}
          detail={
            model.perNodeDay
              ? model.pEff !== null
                ? `false triggers, at p_eff = ${formatProbability(model.pEff)}`
                : 'false triggers'
              : needs(fields, ['p', 'q', 'n', 'i'])
          }
        />
        <DetectionResult
          id="false-triggers-fleet-day"
          unit="per day"
          label="Per fleet per day"
          {...magnitudeProps(model.fleetDay)}
          detail={
            model.fleetDay && fleet !== null
              ? model.pEff !== null
                ? `${fleet.toLocaleString('en-US')} nodes, shared blips included`
                : `${fleet.toLocaleString('en-US')} independent nodes`
              : needs(fields, ['p', 'q', 'n', 'i', 'fleet'])
          }
        />
        <DetectionResult
          id="capacity-lost"
          unit="fraction"
          label="Capacity lost"
          value={model.capacity}
          shown={model.capacity !== null ? formatPercent(model.capacity, PERCENT) : null}
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
