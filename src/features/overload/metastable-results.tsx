import { ResultCell } from '@/components/result';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import { POLICIES, type MetastableResult } from '@/core/overload/types';
import { POLICY_LABELS, policyColour } from './policy-text';

/** Per policy: whether and when the system came back, the retry amplification, the final goodput. */
export function MetastableResults({ result }: { readonly result: MetastableResult | null }) {
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
          {POLICIES.map((policy) => {
            const r = result?.policies.find((x) => x.policy === policy) ?? null;
            return (
              <tr key={policy}>
                <th scope="row">
                  <span
                    className="overload-swatch"
                    style={{ background: policyColour(policy) }}
                    aria-hidden="true"
                  />
                  {POLICY_LABELS[policy]}
                </th>
                <ResultCell
                  id={`recovered-${policy}`}
                  unit="s"
                  value={r?.recovered ?? null}
                  fallback={r ? <strong>never (metastable)</strong> : '—'}
                >
                  {r?.recovered === null || r === null ? null : formatDuration(r.recovered)}
                </ResultCell>
                <ResultCell
                  id={`amplification-${policy}`}
                  unit="×"
                  value={r?.amplification ?? null}
                >
                  {r ? `${formatNumber(r.amplification, 2)}×` : null}
                </ResultCell>
                <ResultCell
                  id={`goodput-${policy}`}
                  unit="fraction"
                  value={r?.goodputShare ?? null}
                >
                  {r ? formatPercent(r.goodputShare) : null}
                </ResultCell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
