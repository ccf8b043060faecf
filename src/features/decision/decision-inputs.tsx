import { DECISION_FORM } from '@/core/decision/form';
import { SchemaForm } from '@/components/schema-form';
import type { DecisionModel } from './decision-model';
import type { DecisionInputs, DecisionKey } from './state';

interface DecisionInputsProps {
  readonly inputs: DecisionInputs;
  readonly model: DecisionModel;
  readonly onChange: (key: DecisionKey, value: string) => void;
}

export function DecisionInputsForm({ inputs, model, onChange }: DecisionInputsProps) {
  const promoting = model.facts.action === 'promote';
  return (
    <div className="inputs">
      <SchemaForm
        form={DECISION_FORM}
        inputs={inputs}
        parsed={model.fields}
        onChange={onChange}
        groups={{
          safety: {
            note: {
              id: 'decision-safety-note',
              text: promoting
                ? 'Checked in this order; the first that fails pages a human.'
                : 'Not consulted for this action: it is cheap and instantly reversible.',
            },
          },
        }}
      />
    </div>
  );
}
