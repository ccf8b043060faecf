import type { ReactNode } from 'react';
import { ResultCellOf } from '@/components/declared-result';
import { pageUnit } from '@/lib/results/declare';
import { ResultCell } from '@/components/result';
import type { TierFigures } from '@/core/alerts/analyse';
import { windowText } from '@/core/alerts/window-text';
import { formatDuration, formatPercent } from '@/core/format';
import { findResult, rowOf, type ResultSpec } from '@/lib/results/declare';
import { tierColour } from '@/lib/tier-colours';
import { ALERTS_RESULTS, noiseOfTier, type AlertsResultsInput } from './results';

interface TierTableProps {
  /** The model and the noise simulation, as results.ts declares the tiers' results from them. */
  readonly shown: AlertsResultsInput;
}

/** A declared result as a table cell, its fallback (a tier that does not fire, no noise yet) muted. */
function TierCell({
  spec,
  shown,
  muted,
  children,
}: {
  readonly spec: ResultSpec<AlertsResultsInput>;
  readonly shown: AlertsResultsInput;
  /** The fallback is written in the `alerts-never` style. */
  readonly muted: boolean;
  readonly children?: ReactNode;
}) {
  const row = rowOf(spec, shown);
  return (
    <ResultCell
      id={row.id}
      unit={pageUnit(row.unit)}
      value={row.value}
      fallback={muted ? <span className="alerts-never">{row.text}</span> : row.text}
    >
      {row.text}
      {children}
    </ResultCell>
  );
}

function TierName({ t }: { readonly t: TierFigures }) {
  return (
    <th scope="row" className="alerts-tier-name">
      <span
        className="alerts-swatch"
        style={{ background: tierColour(t.index) }}
        aria-hidden="true"
      />
      {t.index}. {t.tier ? t.tier.severity : ''}{' '}
      {t.tier ? `${windowText(t.tier.long)}/${windowText(t.tier.short)}` : t.entry.text}
      {t.tier && t.tier.for > 0 ? (
        <span className="cell-detail">for {windowText(t.tier.for)}</span>
      ) : null}
    </th>
  );
}

/** One row per tier: its burn, threshold and budget, and the incident and noise figures. */
export function TierTable({ shown }: TierTableProps) {
  const spec = (id: string) => findResult(ALERTS_RESULTS, shown, id);
  return (
    <div className="table-scroll" role="region" aria-label="Tier table" tabIndex={0}>
      <table className="alerts-tier-table">
        <caption>
          Each tier fires while the error ratio over both its windows is above its threshold
          (strictly: the rules compare with {'“>”'}).
        </caption>
        <thead>
          <tr>
            <th scope="col">Tier</th>
            <th scope="col">Burn rate</th>
            <th scope="col">Threshold</th>
            <th scope="col">Budget spent when it fires</th>
            <th scope="col">Budget gone at that burn in</th>
            <th scope="col">Fires after</th>
            <th scope="col">Keeps firing after the end</th>
            <th scope="col">False alerts per period</th>
          </tr>
        </thead>
        <tbody>
          {shown.model.analysis.tiers.map((t) => {
            const i = t.index;
            if (!t.tier) {
              return (
                <tr key={i}>
                  <TierName t={t} />
                  <td className="tier-error" colSpan={7}>
                    {t.entry.error}
                  </td>
                </tr>
              );
            }
            const n = noiseOfTier(shown, i);
            const never = t.fires === false;
            const firstFailure = shown.model.analysis.firstFailure;
            const early = t.detect !== null && firstFailure !== null && t.detect < firstFailure;
            return (
              <tr key={i}>
                <TierName t={t} />
                <ResultCellOf spec={spec(`burn-${i}`)} model={shown}>
                  {t.tier.share === undefined ? null : (
                    <span className="cell-detail">
                      {formatPercent(t.tier.share)} of the budget in {windowText(t.tier.long)}
                    </span>
                  )}
                  {t.belowOne ? (
                    <span className="cell-detail alerts-warning" data-warning={`below-one-${i}`}>
                      Below 1×: it alerts on a burn that still meets the SLO (the budget would last
                      longer than the period).
                    </span>
                  ) : null}
                </ResultCellOf>
                <ResultCellOf spec={spec(`threshold-${i}`)} model={shown} />
                <ResultCellOf spec={spec(`budget-at-fire-${i}`)} model={shown} />
                <ResultCellOf spec={spec(`exhaust-${i}`)} model={shown} />
                <TierCell spec={spec(`detect-${i}`)} shown={shown} muted={never}>
                  {early && firstFailure !== null ? (
                    <span className="cell-detail">
                      at this traffic no request has failed yet: not before{' '}
                      {formatDuration(firstFailure)}
                    </span>
                  ) : null}
                </TierCell>
                <TierCell spec={spec(`reset-${i}`)} shown={shown} muted={never} />
                <TierCell spec={spec(`false-alerts-${i}`)} shown={shown} muted>
                  {n && n.firingShare > 0 ? (
                    <span className="cell-detail">
                      firing {formatPercent(n.firingShare)} of the time
                    </span>
                  ) : null}
                </TierCell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
