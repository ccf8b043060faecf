import { explainRun } from '@/core/idempotency/explain';
import { ResultCard } from '@/components/declared-result';
import { TextResult, Verdict } from '@/components/result';
import { findResult, rowOf, type ResultRow } from '@/lib/results/declare';
import type { IdempotencyModel } from './idempotency-model';
import { IDEMPOTENCY_RESULTS } from './results';

/** A categorical row's code, as `TextResult` and `Verdict` take it. */
const codeOf = (row: ResultRow): string | null =>
  typeof row.value === 'string' ? row.value : null;

export function IdempotencyResults({ model }: { readonly model: IdempotencyModel }) {
  const { run } = model;
  const spec = (id: string) => findResult(IDEMPOTENCY_RESULTS, model, id);
  const outcome = rowOf(spec('client-outcome'), model);
  const verdict = rowOf(spec('verdict'), model);
  const code = codeOf(verdict);
  return (
    <div className="results">
      <div className="result-grid">
        <ResultCard spec={spec('charges')} model={model} />
        <ResultCard spec={spec('side-effects')} model={model} />
      </div>
      <TextResult
        id={outcome.id}
        value={codeOf(outcome)}
        label={outcome.label}
        className="idem-outcome"
      >
        {outcome.text}
      </TextResult>
      <Verdict
        id={verdict.id}
        value={code}
        label={verdict.label}
        className={`verdict ${code === 'exactly-once' ? 'verdict-good' : code ? 'verdict-bad' : ''}`}
        reason={run ? explainRun(run) : 'Fix the highlighted field to run the scenario.'}
      >
        {verdict.text}
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
