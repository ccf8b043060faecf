import { useMemo } from 'react';
import { ResultCellOf } from '@/components/declared-result';
import type { EngineOutcome } from '@/core/sim/engines';
import { formatPercent } from '@/core/format';
import { finagleCeiling, grpcBreakEven, noRetries, plainRetries } from '@/core/overload/expected';
import type { OverloadPolicy, SweepParams, SweepResult } from '@/core/overload/types';
import { POLICIES } from '@/core/overload/types';
import { useStaggered } from '@/lib/use-staggered';
import type { OverloadModel } from './overload-model';
import { POLICY_LABELS, policyColour } from './policy-text';
import { byItem, SWEEP_CHOSEN, SWEEP_POINTS, type OverloadResultsModel } from './results';
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
  readonly model: OverloadModel;
  /** The finished run's outcome; null while the simulation runs. */
  readonly outcome: EngineOutcome | null;
}

/** Each policy at the chosen f: simulated load and success beside the closed form. */
export function SweepResults({ model, outcome }: SweepResultsProps) {
  const params = model.job?.mode === 'overload-sweep' ? model.job.params : null;
  const m: OverloadResultsModel = { model, outcome };
  // Per policy, in POLICIES order: its load and its success.
  const cells = byItem(SWEEP_CHOSEN, m);
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
                <ResultCellOf key={spec.id} spec={spec} model={m} />
              ))}
              <td className="tier-note">
                {params ? (expectation(policy, params, params.f) ?? '—') : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface SweepPointsProps {
  readonly model: OverloadModel;
  /** The last finished sweep (it may be older than the inputs: the charts keep showing it). */
  readonly result: SweepResult;
}

/**
 * Every point of the sweep, the series the charts draw (sweepSeries): `load:<policy>:<f>` and
 * `success:<policy>:<f>`. It stays beside the charts' own "Show data" tables because these cells
 * carry the result contract, which a chart's table does not.
 */
export function SweepPoints({ model, result: latest }: SweepPointsProps) {
  // After the charts, in a task of its own: 294 cells.
  const result = useStaggered(latest, 200);
  const m = useMemo<OverloadResultsModel>(
    () => ({ model, outcome: { mode: 'overload-sweep', result } }),
    [model, result],
  );
  const rows = sweepSeries(result, 'load');
  // Per f of the grid, each policy of the run in turn: its load and its success.
  const cells = useMemo(() => byItem(SWEEP_POINTS, m), [m]);
  const perRow = result.policies.length;
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
            {rows.map((row, i) => (
              <tr key={row.f}>
                <th scope="row">{fText(row.f)}</th>
                {cells
                  .slice(i * perRow, (i + 1) * perRow)
                  .flat()
                  .map((spec) => (
                    <ResultCellOf key={spec.id} spec={spec} model={m} />
                  ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
