import { useId } from 'react';
import { fieldFor } from '@/core/fields/schema';
import { STUDY } from '@/core/retries/contention';
import { RETRIES_FIELDS } from '@/core/retries/fields';
import { SchemaField } from '@/components/schema-field';
import { fieldsOf, type RetriesModel } from './retries-model';
import type { RetriesInputs, RetriesKey } from './state';

const MODE = fieldFor(RETRIES_FIELDS, 'mode');

interface RetriesInputsProps {
  readonly inputs: RetriesInputs;
  readonly model: RetriesModel;
  readonly onChange: (key: RetriesKey, value: string) => void;
}

export function RetriesInputsForm({ inputs, model, onChange }: RetriesInputsProps) {
  const legendId = useId();
  return (
    <div className="inputs">
      <fieldset className="segmented" aria-labelledby={legendId}>
        <legend id={legendId}>{MODE.label}</legend>
        {MODE.choices?.map(({ value, label }) => (
          <label key={value} className="segmented-option">
            <input
              type="radio"
              name="retries-mode"
              value={value}
              checked={model.mode === value}
              onChange={() => onChange('mode', value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <div className="retries-fields">
        {fieldsOf(model.mode).map((key) =>
          key === 'mode' ? null : (
            <SchemaField
              key={key}
              field={fieldFor(RETRIES_FIELDS, key)}
              value={inputs[key]}
              onChange={(v) => onChange(key, v)}
              parsed={model.parsed.fields[key] ?? null}
            />
          ),
        )}
      </div>
      {model.mode === 'contention' ? (
        <p className="field-hint">
          Fixed by the study: N = {STUDY.clientCounts[0]}, {STUDY.clientCounts[1]}, …,{' '}
          {STUDY.clientCounts.at(-1)} clients; base 5 ms, cap 2 s; each hop |Normal(10 ms, 2 ms)|.
        </p>
      ) : null}
    </div>
  );
}
