import { DECISION_FIELDS } from '@/core/decision/fields';
import { SchemaField } from '@/components/schema-field';
import type { DecisionModel } from './decision-model';
import type { DecisionInputs, DecisionKey } from './state';

interface DecisionInputsProps {
  readonly inputs: DecisionInputs;
  readonly model: DecisionModel;
  readonly onChange: (key: DecisionKey, value: string) => void;
}

const [SEEN, N, ACTION, LAG, MAXLAG, UP, VOTERS, PARTITION, BLAST] = DECISION_FIELDS;

export function DecisionInputsForm({ inputs, model, onChange }: DecisionInputsProps) {
  const { fields } = model;
  const promoting = model.facts.action === 'promote';
  const field = (spec: (typeof DECISION_FIELDS)[number]) => (
    <SchemaField
      key={spec.key}
      field={spec}
      value={inputs[spec.key]}
      onChange={(v) => onChange(spec.key, v)}
      parsed={fields[spec.key]}
    />
  );
  return (
    <div className="inputs">
      <fieldset className="field-group">
        <legend>Health check</legend>
        <div className="field-row field-row-even">
          {field(SEEN)}
          {field(N)}
        </div>
      </fieldset>
      {field(ACTION)}
      <fieldset className="field-group" aria-describedby="decision-safety-note">
        <legend>Safety checks before a promotion</legend>
        <p id="decision-safety-note" className="field-hint">
          {promoting
            ? 'Checked in this order; the first that fails pages a human.'
            : 'Not consulted for this action: it is cheap and instantly reversible.'}
        </p>
        <div className="field-row field-row-even">
          {field(LAG)}
          {field(MAXLAG)}
        </div>
        <div className="field-row field-row-even">
          {field(UP)}
          {field(VOTERS)}
        </div>
        {field(PARTITION)}
        {field(BLAST)}
      </fieldset>
    </div>
  );
}
