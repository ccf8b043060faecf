import { ResultCard } from '@/components/declared-result';
import { formatDuration, formatPercent } from '@/core/format';
import { findResult } from '@/lib/results/declare';
import { formatRatio } from './alerts-format';
import type { AlertsModel } from './alerts-model';
import { ALERTS_RESULTS, type AlertsResultsInput } from './results';

/** The one announced summary of the incident: what fires, when, and what it cost. */
export function incidentSentence({ analysis, fields, tiers }: AlertsModel): string {
  if (!fields.err.ok || !fields.dur.ok)
    return 'Fix the incident’s error ratio and duration to replay it.';
  if (!tiers || analysis.anyFires === null)
    return 'Fix the SLO and the tiers to replay the incident.';
  const e = formatPercent(fields.err.value / 100);
  const dur = formatDuration(fields.dur.value);
  const spent =
    analysis.budgetSpent === null
      ? ''
      : `, spending ${formatPercent(analysis.budgetSpent)} of the budget`;
  if (analysis.firstAlert === null)
    return `A ${e} error ratio for ${dur} fires no tier${spent}: lowest caught ratio ${analysis.lowestCaught === null ? 'none' : formatRatio(analysis.lowestCaught)}.`;
  const first = analysis.tiers.find((t) => t.detect === analysis.firstAlert);
  const which = first ? `tier ${first.index} (${first.entry.text})` : 'a tier';
  return `A ${e} error ratio for ${dur} first fires ${which} after ${formatDuration(analysis.firstAlert)}${spent}.`;
}

/** What the evaluation interval does, in words, under its card. */
function evalDetail({ fields }: AlertsModel): string {
  if (!fields.eval.ok) return 'Fix the evaluation interval.';
  const every = fields.eval.value;
  return every === 0
    ? 'evaluated continuously (E = 0)'
    : `evaluated every ${formatDuration(every)}, at k × ${formatDuration(every)} from the incident's start`;
}

export function AlertsResults({ shown }: { readonly shown: AlertsResultsInput }) {
  const a = shown.model.analysis;
  const card = (id: string, detail?: string, reason?: string) => (
    <ResultCard
      spec={findResult(ALERTS_RESULTS, shown, id)}
      model={shown}
      detail={detail}
      reason={reason}
    />
  );
  const needTiers = 'Needs a valid SLO and valid tiers.';
  return (
    <div className="results">
      <p className="results-context" aria-live="polite">
        {incidentSentence(shown.model)}
      </p>
      <h3>The budget</h3>
      <div className="result-grid">
        {card('error-budget', 'B = 1 − SLO', 'Needs a valid SLO.')}
        {card('budget-time', 'B × period of full outage', 'Needs the SLO and the period.')}
        {card(
          'budget-events',
          'B × traffic × period',
          'Needs the SLO, the period and the traffic.',
        )}
      </div>
      <h3>The incident</h3>
      <div className="result-grid">
        {card(
          'first-alert',
          undefined,
          a.anyFires === false ? 'No tier fires during this incident.' : needTiers,
        )}
        {card(
          'eval-delay',
          evalDetail(shown.model),
          'Needs a tier that fires, continuously and on the evaluation grid.',
        )}
        {card(
          'first-failure',
          '1 ÷ (traffic × e): no tier fires before it',
          'Needs the traffic, the error ratio and the evaluation interval.',
        )}
        {card(
          'budget-spent',
          'e × duration ÷ (B × period)',
          'Needs the SLO, the period and the incident.',
        )}
        {card('budget-at-first-alert')}
      </div>
      <h3>What the policy can see</h3>
      <div className="result-grid">
        {card(
          'lowest-caught',
          'steady ratios below it never alert',
          a.neverFire !== null ? 'No tier can ever fire at this SLO.' : needTiers,
        )}
        {card('never-fire', 'threshold b × B above 100%', needTiers)}
        {card(
          'one-failure-burn',
          'in the shortest long window',
          'Needs the SLO, the tiers and the traffic.',
        )}
        {card(
          'single-failure-rps',
          '1 ÷ (threshold × long window), the largest over the tiers',
          needTiers,
        )}
      </div>
    </div>
  );
}
