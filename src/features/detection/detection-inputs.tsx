import { DETECTION_FIELDS } from '@/core/detection/fields';
import { fieldFor } from '@/core/fields/schema';
import { SchemaField } from '@/components/schema-field';
import type { DetectionFields, DetectionInputs, DetectionKey } from './state';

const GROUPS: ReadonlyArray<{ readonly title: string; readonly keys: readonly DetectionKey[] }> = [
  { title: 'The check', keys: ['p', 'n', 'i', 'h', 'timeout'] },
  { title: 'The fleet', keys: ['fleet', 'q'] },
  { title: 'Your targets', keys: ['budget', 'maxdetect'] },
];

interface DetectionInputsProps {
  readonly inputs: DetectionInputs;
  readonly fields: DetectionFields;
  readonly onChange: (key: DetectionKey, value: string) => void;
}

export function DetectionInputsForm({ inputs, fields, onChange }: DetectionInputsProps) {
  return (
    <div className="inputs">
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="detection-group">
          <legend>{group.title}</legend>
          {group.keys.map((key) => (
            <SchemaField
              key={key}
              field={fieldFor(DETECTION_FIELDS, key)}
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
