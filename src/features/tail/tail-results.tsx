import { ResultCards } from '@/components/declared-result';
import { resultsOf } from '@/lib/results/declare';
import { TailFormula } from './tail-formula';
import { TAIL_RESULTS, type TailOutcome } from './results';

/** The closed-form results: every card of the results section, then the formulas. */
export function TailResults({ outcome }: { readonly outcome: TailOutcome }) {
  const cards = resultsOf(TAIL_RESULTS, outcome).filter((s) => s.section === 'results');
  return (
    <div className="results">
      <div className="result-grid">
        <ResultCards results={cards} model={outcome} />
      </div>
      <TailFormula model={outcome.model} />
    </div>
  );
}
