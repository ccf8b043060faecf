import { ResultCards } from '@/components/declared-result';
import { PanelSection } from '@/components/panel-section';
import { SchemaField } from '@/components/schema-field';
import { fieldFor } from '@/core/fields/schema';
import { usePanel } from '@/lib/use-panel';
import { usePublishedResults } from '@/lib/use-published-results';
import { deriveBudget } from './budget-model';
import { BUDGET_FIELDS } from './fields';
import { budgetState } from './panel';
import { BUDGET_META } from './meta';
import { BUDGET_HEADLINE, BUDGET_RESULTS } from './results';
import { BUDGET_SECTIONS } from './sections';

export default function BudgetPanel() {
  const { inputs, set, model } = usePanel(budgetState.useStore, deriveBudget);
  // The rows the exports and the headline read: the same model the cards are drawn from.
  usePublishedResults(BUDGET_META.id, BUDGET_RESULTS, model, BUDGET_HEADLINE);
  return (
    <div className="panel-grid">
      <PanelSection section={BUDGET_SECTIONS.inputs} className="card card-inputs">
        <SchemaField
          field={fieldFor(BUDGET_FIELDS, 'slo')}
          value={inputs.slo}
          parsed={model.fields.slo}
          onChange={(v) => set('slo', v)}
        />
      </PanelSection>
      <PanelSection section={BUDGET_SECTIONS.results} className="card card-results">
        <div className="result-grid">
          <ResultCards results={BUDGET_RESULTS} model={model} />
        </div>
      </PanelSection>
    </div>
  );
}
