import { Result } from '@/components/result';
import { formatDuration, formatPercent } from '@/core/format';
import { formatBurn, formatRatio, formatRequests, formatRps } from './alerts-format';
import type { AlertsModel } from './alerts-model';

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

export function AlertsResults({ model }: { readonly model: AlertsModel }) {
  const a = model.analysis;
  const needTiers = 'Needs a valid SLO and valid tiers.';
  return (
    <div className="results">
      <p className="results-context" aria-live="polite">
        {incidentSentence(model)}
      </p>
      <h3>The budget</h3>
      <div className="result-grid">
        <Result
          id="error-budget"
          unit="fraction"
          label="Error budget"
          value={a.errorBudget}
          detail="B = 1 − SLO"
          reason="Needs a valid SLO."
        >
          {a.errorBudget === null ? null : formatPercent(a.errorBudget)}
        </Result>
        <Result
          id="budget-time"
          unit="s"
          label="Budget as time"
          value={a.budgetTime}
          detail="B × period of full outage"
          reason="Needs the SLO and the period."
        >
          {a.budgetTime === null ? null : formatDuration(a.budgetTime)}
        </Result>
        <Result
          id="budget-events"
          unit="count"
          label="Failed requests allowed"
          value={a.budgetEvents}
          detail="B × traffic × period"
          reason="Needs the SLO, the period and the traffic."
        >
          {a.budgetEvents === null ? null : formatRequests(a.budgetEvents)}
        </Result>
      </div>
      <h3>The incident</h3>
      <div className="result-grid">
        <Result
          id="first-alert"
          unit="s"
          label="First alert after"
          value={a.firstAlert}
          fallback={a.anyFires === false ? 'never' : '—'}
          reason={a.anyFires === false ? 'No tier fires during this incident.' : needTiers}
        >
          {a.firstAlert === null ? null : formatDuration(a.firstAlert)}
        </Result>
        <Result
          id="budget-spent"
          unit="fraction"
          label="Budget the incident spends"
          value={a.budgetSpent}
          detail="e × duration ÷ (B × period)"
          reason="Needs the SLO, the period and the incident."
        >
          {a.budgetSpent === null ? null : formatPercent(a.budgetSpent)}
        </Result>
        <Result
          id="budget-at-first-alert"
          unit="fraction"
          label="Budget spent at the first alert"
          value={a.budgetAtFirstAlert}
          fallback={a.anyFires === false ? 'never fires' : '—'}
        >
          {a.budgetAtFirstAlert === null ? null : formatPercent(a.budgetAtFirstAlert)}
        </Result>
      </div>
      <h3>What the policy can see</h3>
      <div className="result-grid">
        <Result
          id="lowest-caught"
          unit="fraction"
          label="Lowest error ratio caught"
          value={a.lowestCaught}
          detail="steady ratios below it never alert"
          fallback={a.neverFire !== null ? 'none' : '—'}
          reason={a.neverFire !== null ? 'No tier can ever fire at this SLO.' : needTiers}
        >
          {a.lowestCaught === null ? null : formatRatio(a.lowestCaught)}
        </Result>
        <Result
          id="never-fire"
          unit="count"
          label="Tiers that can never fire"
          value={a.neverFire}
          detail="threshold b × B above 100%"
          reason={needTiers}
        >
          {a.neverFire === null ? null : String(a.neverFire)}
        </Result>
        <Result
          id="one-failure-burn"
          unit="×"
          label="Burn of one failed request"
          value={a.oneFailureBurn}
          detail="in the shortest long window"
          reason="Needs the SLO, the tiers and the traffic."
        >
          {a.oneFailureBurn === null ? null : formatBurn(a.oneFailureBurn)}
        </Result>
        <Result
          id="single-failure-rps"
          unit="req/s"
          label="One failure alone fires below"
          value={a.singleFailureRps}
          detail="1 ÷ (threshold × long window), the largest over the tiers"
          reason={needTiers}
        >
          {a.singleFailureRps === null
            ? null
            : a.singleFailureRps === 0
              ? 'never'
              : formatRps(a.singleFailureRps)}
        </Result>
      </div>
    </div>
  );
}
