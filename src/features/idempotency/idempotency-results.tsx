import { explainRun } from '@/core/idempotency/explain';
import { Result, TextResult, Verdict } from '@/components/result';
import type { IdempotencyModel } from './idempotency-model';
import { OUTCOMES, VERDICTS } from './idempotency-result-rows';

export function IdempotencyResults({ model }: { readonly model: IdempotencyModel }) {
  const { run } = model;
  return (
    <div className="results">
      <div className="result-grid">
        <Result id="charges" unit="count" label="Charges created" value={run?.charges ?? null}>
          {run?.charges}
        </Result>
        <Result
          id="side-effects"
          unit="count"
          label="Receipts sent"
          value={run?.sideEffects ?? null}
        >
          {run?.sideEffects}
        </Result>
      </div>
      <TextResult
        id="client-outcome"
        value={run?.outcome}
        label="What the client finally sees"
        className="idem-outcome"
      >
        {run
          ? `${OUTCOMES[run.outcome]}${run.clientChargeId ? ` (${run.clientChargeId})` : ''}`
          : null}
      </TextResult>
      <Verdict
        id="verdict"
        value={run?.verdict}
        label="Verdict"
        className={`verdict ${run?.verdict === 'exactly-once' ? 'verdict-good' : run ? 'verdict-bad' : ''}`}
        reason={run ? explainRun(run) : 'Fix the highlighted field to run the scenario.'}
      >
        {run ? VERDICTS[run.verdict] : null}
      </Verdict>
      {run && run.ignored.length > 0 ? (
        <ul className="idem-ignored">
          {run.ignored.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
