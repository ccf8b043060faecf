import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import type { OverloadOutcome } from '@/core/overload/jobs';
import { POLICIES } from '@/core/overload/types';
import { resultRow, type ResultRow } from '@/lib/result-rows';
import type { OverloadModel } from './overload-model';
import { POLICY_LABELS } from './policy-text';

/** A failure ratio as written in result ids (sweep-results.tsx): 0, 0.05, 0.5, 1. */
const fText = (f: number) => String(Math.round(f * 100) / 100);
const load = (x: number) => formatNumber(x, 3);

/**
 * The panel's results as rows, as sweep-results.tsx (the chosen f, then every point of the
 * charts' data) and metastable-results.tsx render them (no React); `outcome` is the finished run.
 */
export function overloadResultRows(
  model: OverloadModel,
  outcome: OverloadOutcome | null,
): ResultRow[] {
  if (model.mode === 'sweep') {
    const result = outcome?.mode === 'overload-sweep' ? outcome.result : null;
    const chosen = POLICIES.flatMap((policy) => {
      const pt = result?.policies.find((x) => x.policy === policy)?.chosen ?? null;
      const name = POLICY_LABELS[policy];
      return [
        resultRow(
          `load-${policy}`,
          `Load at the chosen f, ${name}`,
          '×',
          pt?.load,
          pt ? load(pt.load) : null,
        ),
        resultRow(
          `success-${policy}`,
          `Success at the chosen f, ${name}`,
          'fraction',
          pt?.success,
          pt ? formatPercent(pt.success) : null,
        ),
      ];
    });
    const grid = result?.policies[0]?.points ?? [];
    const points = grid.flatMap((g, i) =>
      (result?.policies ?? []).flatMap((p) => {
        const pt = p.points[i];
        const name = `${POLICY_LABELS[p.policy]}, f = ${fText(g.f)}`;
        return [
          resultRow(
            `load:${p.policy}:${fText(g.f)}`,
            `Load, ${name}`,
            '×',
            pt?.load,
            pt ? load(pt.load) : null,
          ),
          resultRow(
            `success:${p.policy}:${fText(g.f)}`,
            `Success, ${name}`,
            'fraction',
            pt?.success,
            pt ? formatPercent(pt.success) : null,
          ),
        ];
      }),
    );
    return [...chosen, ...points];
  }
  const result = outcome?.mode === 'overload-metastable' ? outcome.result : null;
  return POLICIES.flatMap((policy) => {
    const r = result?.policies.find((x) => x.policy === policy) ?? null;
    const name = POLICY_LABELS[policy];
    return [
      resultRow(
        `recovered-${policy}`,
        `Recovered after, ${name}`,
        's',
        r?.recovered,
        r?.recovered == null ? null : formatDuration(r.recovered),
        r ? 'never (metastable)' : '—',
      ),
      resultRow(
        `amplification-${policy}`,
        `Amplification, ${name}`,
        '×',
        r?.amplification,
        r ? `${formatNumber(r.amplification, 2)}×` : null,
      ),
      resultRow(
        `goodput-${policy}`,
        `Goodput, last 30 s, ${name}`,
        'fraction',
        r?.goodputShare,
        r ? formatPercent(r.goodputShare) : null,
      ),
    ];
  });
}
