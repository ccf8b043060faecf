import { SchemaField } from '@/components/schema-field';
import { SegmentedField } from '@/components/segmented-field';
import { fieldFor } from '@/core/fields/schema';
import { OVERLOAD_FIELDS, type OverloadMode } from '@/core/overload/fields';
import type { Parsed } from '@/core/input/parsed';
import type { OverloadInputs, OverloadKey } from './state';

const MODE = fieldFor(OVERLOAD_FIELDS, 'mode');

interface Group {
  readonly title: string;
  readonly keys: readonly OverloadKey[];
  /** The modes that read it; every mode when absent. */
  readonly modes?: readonly OverloadMode[];
}

const GROUPS: readonly Group[] = [
  { title: 'Retries', keys: ['attempts', 'base', 'cap', 'clients'] },
  { title: 'Traffic', keys: ['rate', 'f', 'duration'], modes: ['sweep'] },
  {
    title: 'Traffic and server',
    keys: ['rate', 'capacity', 'timeout', 'shed'],
    modes: ['metastable'],
  },
  { title: 'The trigger', keys: ['dip', 'trigger', 'horizon'], modes: ['metastable'] },
  { title: 'Budgets', keys: ['max_tokens', 'token_ratio', 'percent', 'ttl', 'min_per_s'] },
  { title: 'Randomness', keys: ['seed'] },
];

interface OverloadInputsProps {
  readonly inputs: OverloadInputs;
  readonly mode: OverloadMode;
  readonly fields: Partial<Record<OverloadKey, Parsed<unknown>>>;
  readonly onChange: (key: OverloadKey, value: string) => void;
}

export function OverloadInputsForm({ inputs, mode, fields, onChange }: OverloadInputsProps) {
  return (
    <div className="inputs">
      <SegmentedField field={MODE} value={mode} onChange={(v) => onChange('mode', v)} />
      {GROUPS.filter((g) => !g.modes || g.modes.includes(mode)).map((group) => (
        <fieldset key={group.title} className="field-group">
          <legend>{group.title}</legend>
          {group.keys.map((key) => (
            <SchemaField
              key={key}
              field={fieldFor(OVERLOAD_FIELDS, key)}
              value={inputs[key]}
              onChange={(v) => onChange(key, v)}
              parsed={fields[key] ?? null}
            />
          ))}
        </fieldset>
      ))}
    </div>
  );
}
