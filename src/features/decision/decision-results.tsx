import { explainDecision, VERDICT_TITLES } from '@/core/decision/explain';
import { Result, Verdict } from '@/components/result';
import { formatNumber } from '@/core/format';
import type { DecisionModel } from './decision-model';

/** The verdict, the sentence that says why, and the two safety checks with their numbers. */
export function DecisionResults({ model }: { readonly model: DecisionModel }) {
  const { decision, facts } = model;
  const q = decision.quorum;
  return (
    <div className="results">
      <Verdict
        id="verdict"
        value={decision.verdict}
        label="Verdict"
        className={`verdict verdict-${decision.verdict ?? 'none'}`}
        reason={explainDecision(decision)}
      >
        {decision.verdict ? VERDICT_TITLES[decision.verdict] : null}
      </Verdict>
      <p className="decision-rule">
        The rule: <strong>how reversible is this action</strong>, not how critical the service is.
      </p>
      <h3>Quorum check</h3>
      <div className="result-grid">
        <Result
          id="quorum-majority"
          unit="count"
          label="Majority needed"
          value={q?.majority ?? null}
          detail={facts.voters === null ? undefined : `⌊${facts.voters} / 2⌋ + 1`}
        >
          {q ? `${q.majority} of ${q.voters}` : null}
        </Result>
        <Result
          id="quorum-holds"
          unit="boolean"
          label="Quorum"
          value={q ? (q.holds ? 1 : 0) : null}
          detail={
            q?.exactlyHalf ? 'exactly half is not a majority' : q ? `${q.up} online` : undefined
          }
        >
          {q ? (q.holds ? 'holds' : 'lost') : null}
        </Result>
        <Result
          id="replica-lag-margin"
          unit="s"
          label="Lag headroom"
          value={facts.lag !== null && facts.maxLag !== null ? facts.maxLag - facts.lag : null}
          detail={
            decision.replicaCaughtUp === false ? 'replica behind: not caught up' : 'caught up'
          }
        >
          {facts.lag !== null && facts.maxLag !== null
            ? `${formatNumber(facts.maxLag - facts.lag, 3)} s`
            : null}
        </Result>
      </div>
    </div>
  );
}
