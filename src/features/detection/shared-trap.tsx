import { formatScientific } from '@/core/format';
import { findResult } from '@/lib/results/declare';
import type { DetectionModel } from './detection-model';
import { approxPowerOfTen, formatMagnitude } from './detection-format';
import { DetectionResult, needs } from './detection-result';
import { DETECTION_RESULTS } from './results';

/** "= 10⁻⁶", or "≈ 10⁻⁷⁸¹" for a magnitude beyond doubles. */
const tenTo = (m: { value: number; log10: number }) =>
  m.log10 === -Infinity
    ? '= 0'
    : m.value > 0
      ? `= ${formatScientific(m.value, 3)}`
      : approxPowerOfTen(m.log10);

/** The shared-dependency trap: correlated failures that p^N over independent nodes hides. */
export function SharedTrap({ model }: { readonly model: DetectionModel }) {
  const s = model.shared;
  const n = model.fields.n.ok ? model.fields.n.value : null;
  const fleet = model.fields.fleet.ok ? model.fields.fleet.value : null;
  return (
    <div className="note">
      <h3>The shared-dependency trap</h3>
      <div className="result-grid result-grid-small">
        <DetectionResult
          spec={findResult(DETECTION_RESULTS, model, 'fleet-ejections-month')}
          model={model}
          detail={s ? `from q = ${s.q}, N blips in a row` : needs(model.fields, ['q', 'n', 'i'])}
        />
      </div>
      {s && s.q > 0 && n !== null ? (
        <>
          <p>
            Every node’s check calls the same dependency, so when it blips every check fails at
            once. A window then ejects <strong>the whole fleet</strong> with probability q^N{' '}
            {tenTo(s.qN)}
            {s.independentAll && fleet !== null ? (
              <>
                , where independent blips alone would give (p^N)^{fleet.toLocaleString('en-US')}{' '}
                {tenTo(s.independentAll)}
              </>
            ) : null}
            . That is about <strong>{formatMagnitude(s.perMonth)}</strong> whole-fleet ejections per
            30 days.
          </p>
          <p>
            It looks like a mass outage while every node is healthy: a single point of failure in
            the monitoring path. More nodes do not help, and a larger N only helps as q^N, not as
            p^N per node. An ALB fails open when every target is unhealthy; a Kubernetes Service
            just loses all its endpoints. Check what the node itself controls, and watch shared
            dependencies separately.
          </p>
        </>
      ) : s && s.q === 0 ? (
        <p className="muted">
          With q = 0 nothing is shared between the nodes’ checks, so nodes fail independently and
          the whole fleet is never ejected at once by blips. Set q (for example 0.001) to see what a
          shared DNS server or database in the check path does.
        </p>
      ) : null}
    </div>
  );
}
