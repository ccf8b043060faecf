import { ResultCell } from '@/components/result';
import { useStaggered } from '@/lib/use-staggered';
import { formatPercent } from '@/core/format';
import { finagleCeiling, grpcBreakEven, noRetries, plainRetries } from '@/core/overload/expected';
import type { OverloadPolicy, SweepParams, SweepResult } from '@/core/overload/types';
import { POLICIES } from '@/core/overload/types';
import { POLICY_LABELS, policyColour } from './policy-text';
import { fText, formatLoad, sweepSeries } from './sweep-data';

const load = formatLoad;

/** The closed form that applies to a policy at f, in words; null where none does. */
function expectation(policy: OverloadPolicy, p: SweepParams, f: number): string | null {
  switch (policy) {
    case 'none': {
      const e = noRetries(f);
      return `load ${load(e.load)}, success ${formatPercent(e.success)}`;
    }
    case 'retries': {
      const e = plainRetries(f, p.attempts);
      return `load (1 − f^${p.attempts}) ÷ (1 − f) = ${load(e.load)}, success 1 − f^${p.attempts} = ${formatPercent(e.success)}`;
    }
    case 'grpc': {
      const r = grpcBreakEven(p.tokenRatio);
      return f < r
        ? `below r ÷ (1 + r) = ${formatPercent(r)}: like plain retries`
        : `above r ÷ (1 + r) = ${formatPercent(r)}: retries fall away (almost none from f ≈ 0.15)`;
    }
    case 'finagle':
      return f === 1
        ? `at most ${load(finagleCeiling(p.percent, p.minPerSecond, p.rate, p.clients, p.attempts))} (1 + percent + clients × reserve ÷ rate)`
        : null;
    default:
      return null;
  }
}

interface SweepResultsProps {
  readonly params: SweepParams | null;
  readonly result: SweepResult | null;
}

/** Each policy at the chosen f: simulated load and success beside the closed form. */
export function SweepResults({ params, result }: SweepResultsProps) {
  const at = (policy: OverloadPolicy) =>
    result?.policies.find((x) => x.policy === policy)?.chosen ?? null;
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label="Policies at the chosen failure ratio"
      tabIndex={0}
    >
      <table>
        <caption>
          At f = {params ? fText(params.f) : '—'}: attempts per logical request and the share that
          finally succeeds.
        </caption>
        <thead>
          <tr>
            <th scope="col">Policy</th>
            <th scope="col">Load</th>
            <th scope="col">Success</th>
            <th scope="col">Closed form</th>
          </tr>
        </thead>
        <tbody>
          {POLICIES.map((policy) => {
            const pt = at(policy);
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
                <ResultCell id={`load-${policy}`} unit="×" value={pt?.load ?? null}>
                  {pt ? load(pt.load) : null}
                </ResultCell>
                <ResultCell id={`success-${policy}`} unit="fraction" value={pt?.success ?? null}>
                  {pt ? formatPercent(pt.success) : null}
                </ResultCell>
                <td className="tier-note">
                  {params ? (expectation(policy, params, params.f) ?? '—') : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Every point of the sweep, the series the charts draw (sweepSeries): `load:<policy>:<f>` and
 * `success:<policy>:<f>`. It stays beside the charts' own "Show data" tables because these cells
 * carry the result contract, which a chart's table does not.
 */
export function SweepPoints({ result: latest }: { readonly result: SweepResult }) {
  // After the charts, in a task of its own: 294 cells.
  const result = useStaggered(latest, 200);
  const loads = sweepSeries(result, 'load');
  const successes = sweepSeries(result, 'success');
  return (
    <details className="overload-points">
      <summary>Every point of the sweep (the charts’ data)</summary>
      <div className="table-scroll" role="region" aria-label="Sweep data" tabIndex={0}>
        <table>
          <caption>
            Load (attempts per logical request) / success, per policy and failure ratio
          </caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                f
              </th>
              {result.policies.map((p) => (
                <th key={p.policy} scope="colgroup" colSpan={2}>
                  {POLICY_LABELS[p.policy]}
                </th>
              ))}
            </tr>
            <tr>
              {result.policies.map((p) => [
                <th key={`${p.policy}-l`} scope="col">
                  load
                </th>,
                <th key={`${p.policy}-s`} scope="col">
                  success
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {loads.map((row, i) => (
              <tr key={row.f}>
                <th scope="row">{fText(row.f)}</th>
                {result.policies.map((p) => {
                  const l = row.values.get(p.policy);
                  const s = successes[i]?.values.get(p.policy);
                  return [
                    <ResultCell
                      key={`${p.policy}-l`}
                      id={`load:${p.policy}:${fText(row.f)}`}
                      unit="×"
                      value={l ?? null}
                    >
                      {l === undefined ? null : load(l)}
                    </ResultCell>,
                    <ResultCell
                      key={`${p.policy}-s`}
                      id={`success:${p.policy}:${fText(row.f)}`}
                      unit="fraction"
                      value={s ?? null}
                    >
                      {s === undefined ? null : formatPercent(s)}
                    </ResultCell>,
                  ];
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
