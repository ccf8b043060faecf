import { explainDecision } from '@/core/decision/explain';
import { ResultCard } from '@/components/declared-result';
import { Verdict } from '@/components/result';
import { findResult, rowOf } from '@/lib/results/declare';
import type { DecisionModel } from './decision-model';
import { DECISION_RESULTS } from './results';

/** The verdict, the sentence that says why, and the two safety checks with their numbers. */
export function DecisionResults({ model }: { readonly model: DecisionModel }) {
  const { decision, facts } = model;
  const q = decision.quorum;
  const spec = (id: string) => findResult(DECISION_RESULTS, model, id);
  const verdict = rowOf(spec('verdict'), model);
  const code = typeof verdict.value === 'string' ? verdict.value : null;
  return (
    <div className="results">
      <Verdict
        id={verdict.id}
        value={code}
        label={verdict.label}
        className={`verdict verdict-${code ?? 'none'}`}
        reason={explainDecision(decision)}
      >
        {verdict.text}
      </Verdict>
      <p className="decision-rule">
        The rule: <strong>how reversible is this action</strong>, not how critical the service is.
      </p>
      <h3>Quorum check</h3>
      <div className="result-grid">
        <ResultCard
          spec={spec('quorum-majority')}
          model={model}
          detail={facts.voters === null ? undefined : `⌊${facts.voters} / 2⌋ + 1`}
        />
        <ResultCard
          spec={spec('quorum-holds')}
          model={model}
          label="Quorum"
          detail={
            q?.exactlyHalf ? 'exactly half is not a majority' : q ? `${q.up} online` : undefined
          }
        />
        <ResultCard
          spec={spec('replica-lag-margin')}
          model={model}
          detail={
            decision.replicaCaughtUp === false ? 'replica behind: not caught up' : 'caught up'
          }
        />
      </div>
    </div>
  );
}
