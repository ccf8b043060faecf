import { pageUnit } from '@/lib/results/declare';
import { ResultCell } from '@/components/result';
import type { EngineOutcome } from '@/core/sim/engines';
import { POLICIES } from '@/core/overload/types';
import { rowOf, type ResultSpec } from '@/lib/results/declare';
import type { OverloadModel } from './overload-model';
import { POLICY_LABELS, policyColour } from './policy-text';
import { byItem, METASTABLE_PER_POLICY, type OverloadResultsModel } from './results';

/** A declared result as a cell; a stated fallback ("never (metastable)") is shown in bold. */
function Cell({
  spec,
  m,
}: {
  readonly spec: ResultSpec<OverloadResultsModel>;
  readonly m: OverloadResultsModel;
}) {
  const row = rowOf(spec, m);
  const stated = row.value === null && row.text !== '—';
  return (
    <ResultCell
      id={row.id}
      unit={pageUnit(row.unit)}
      value={row.value}
      fallback={stated ? <strong>{row.text}</strong> : row.text}
    >
      {row.text}
    </ResultCell>
  );
}

interface MetastableResultsProps {
  readonly model: OverloadModel;
  /** The finished run's outcome; null while the simulation runs. */
  readonly outcome: EngineOutcome | null;
}

/** Per policy: whether and when the system came back, the retry amplification, the final goodput. */
export function MetastableResults({ model, outcome }: MetastableResultsProps) {
  const m: OverloadResultsModel = { model, outcome };
  // Per policy, in POLICIES order: recovery, amplification, goodput.
  const cells = byItem(METASTABLE_PER_POLICY, m);
  return (
    <div className="table-scroll" role="region" aria-label="Recovery per policy" tabIndex={0}>
      <table>
        <caption>
          After the trigger ends: recovery, attempts per request, and goodput over the last 30 s.
        </caption>
        <thead>
          <tr>
            <th scope="col">Policy</th>
            <th scope="col">Recovered after</th>
            <th scope="col">Amplification</th>
            <th scope="col">Goodput, last 30 s</th>
          </tr>
        </thead>
        <tbody>
          {POLICIES.map((policy, i) => (
            <tr key={policy}>
              <th scope="row">
                <span
                  className="overload-swatch"
                  style={{ background: policyColour(policy) }}
                  aria-hidden="true"
                />
                {POLICY_LABELS[policy]}
              </th>
              {cells[i]?.map((spec) => (
                <Cell key={spec.id} spec={spec} m={m} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
