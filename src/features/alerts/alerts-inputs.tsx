import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { fieldFor } from '@/core/fields/schema';
import { SchemaField } from '@/components/schema-field';
import type { AlertsFields, AlertsInputs, AlertsKey } from './state';

const GROUPS: ReadonlyArray<{ readonly title: string; readonly keys: readonly AlertsKey[] }> = [
  { title: 'The SLO', keys: ['slo', 'period'] },
  { title: 'The alerts', keys: ['policy', 'tiers'] },
  { title: 'An incident', keys: ['err', 'dur'] },
  { title: 'Traffic and noise', keys: ['rps', 'base', 'periods', 'seed'] },
];

interface AlertsInputsProps {
  readonly inputs: AlertsInputs;
  readonly fields: AlertsFields;
  readonly onChange: (key: AlertsKey, value: string) => void;
}

export function AlertsInputsForm({ inputs, fields, onChange }: AlertsInputsProps) {
  // The custom tiers are asked for only when the policy is custom (the URL keeps them anyway).
  const shown = (key: AlertsKey) => key !== 'tiers' || inputs.policy === 'custom';
  return (
    <div className="inputs">
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="field-group">
          <legend>{group.title}</legend>
          {group.keys.filter(shown).map((key) => (
            <SchemaField
              key={key}
              field={fieldFor(ALERTS_FIELDS, key)}
              value={inputs[key]}
              onChange={(v) => onChange(key, v)}
              parsed={fields[key]}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}
