import { ResultCell } from '@/components/result';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import type { TierFigures } from '@/core/alerts/analyse';
import { windowText } from '@/core/alerts/window-text';
import { formatBurn, formatRatio, tierColour } from './alerts-format';

/** False alerts per SLO period for one tier, from the noise simulation. */
export interface TierNoise {
  readonly mean: number;
  readonly low: number;
  readonly high: number;
  /** Share (0–1) of the evaluations at which the alert was firing. */
  readonly firingShare: number;
}

interface TierTableProps {
  readonly tiers: readonly TierFigures[];
  /** Per tier, in order; null while the simulation has not finished for these inputs. */
  readonly noise: readonly TierNoise[] | null;
  /** What the false-alert cells say while there is no simulation result. */
  readonly noiseFallback: string;
}

/** "0.8 (0.6–1.0)": a mean and its 95% interval. */
export function formatNoise(n: TierNoise): string {
  const f = (x: number) => formatNumber(x, x < 10 ? 2 : 1);
  return n.low === n.high ? f(n.mean) : `${f(n.mean)} (${f(n.low)}–${f(n.high)})`;
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
export function TierTable({ tiers, noise, noiseFallback }: TierTableProps) {
  return (
    <div className="table-scroll" role="region" aria-label="Tier table" tabIndex={0}>
      <table className="alerts-tier-table">
        <caption>
          Each tier fires while the error ratio over both its windows is at least its threshold.
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
          {tiers.map((t) => {
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
            const never = t.never ? 'never (threshold above 100%)' : 'never';
            const n = noise?.[i - 1];
            return (
              <tr key={i}>
                <TierName t={t} />
                <ResultCell id={`burn-${i}`} unit="×" value={t.burn}>
                  {t.burn === null ? null : formatBurn(t.burn)}
                  {t.tier.share === undefined ? null : (
                    <span className="cell-detail">
                      {formatPercent(t.tier.share)} of the budget in {windowText(t.tier.long)}
                    </span>
                  )}
                </ResultCell>
                <ResultCell id={`threshold-${i}`} unit="fraction" value={t.threshold}>
                  {t.threshold === null ? null : formatRatio(t.threshold)}
                </ResultCell>
                <ResultCell id={`budget-at-fire-${i}`} unit="fraction" value={t.budgetAtFire}>
                  {t.budgetAtFire === null ? null : formatPercent(t.budgetAtFire)}
                </ResultCell>
                <ResultCell id={`exhaust-${i}`} unit="s" value={t.exhaust}>
                  {t.exhaust === null ? null : formatDuration(t.exhaust)}
                </ResultCell>
                <ResultCell
                  id={`detect-${i}`}
                  unit="s"
                  value={t.detect}
                  fallback={t.fires === false ? <span className="alerts-never">{never}</span> : '—'}
                >
                  {t.detect === null ? null : formatDuration(t.detect)}
                </ResultCell>
                <ResultCell
                  id={`reset-${i}`}
                  unit="s"
                  value={t.reset}
                  fallback={t.fires === false ? <span className="alerts-never">—</span> : '—'}
                >
                  {t.reset === null ? null : formatDuration(t.reset)}
                </ResultCell>
                <ResultCell
                  id={`false-alerts-${i}`}
                  unit="count"
                  value={n ? n.mean : null}
                  fallback={<span className="alerts-never">{noiseFallback}</span>}
                >
                  {n ? formatNoise(n) : null}
                  {n && n.firingShare > 0 ? (
                    <span className="cell-detail">
                      firing {formatPercent(n.firingShare)} of the time
                    </span>
                  ) : null}
                </ResultCell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
