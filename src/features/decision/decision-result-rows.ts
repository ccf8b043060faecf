import { VERDICT_TITLES } from '@/core/decision/explain';
import { formatNumber } from '@/core/format';
import { resultRow, type ResultRow } from '@/lib/result-rows';
import type { DecisionModel } from './decision-model';

/** The panel's results as rows, as decision-results.tsx renders them (no React). */
export function decisionResultRows(model: DecisionModel): ResultRow[] {
  const { decision, facts } = model;
  const q = decision.quorum;
  const margin = facts.lag !== null && facts.maxLag !== null ? facts.maxLag - facts.lag : null;
  return [
    resultRow(
      'verdict',
      'Verdict',
      'code',
      decision.verdict,
      decision.verdict ? VERDICT_TITLES[decision.verdict] : null,
    ),
    resultRow(
      'quorum-majority',
      'Majority needed',
      'count',
      q?.majority,
      q ? `${q.majority} of ${q.voters}` : null,
    ),
    resultRow(
      'quorum-holds',
      'Quorum (1 holds, 0 lost)',
      'boolean',
      q ? (q.holds ? 1 : 0) : null,
      q ? (q.holds ? 'holds' : 'lost') : null,
    ),
    resultRow(
      'replica-lag-margin',
      'Lag headroom',
      's',
      margin,
      margin === null ? null : `${formatNumber(margin, 3)} s`,
    ),
  ];
}
