import { CALENDAR_NOTES } from '@/core/availability/calendar-notes';
import { useId } from 'react';
import { NINES_FIELDS } from '@/core/availability/fields';
import { SchemaField } from '@/components/schema-field';
import type { NinesModel } from './nines-model';
import type { NinesInputs, NinesKey } from './state';

interface NinesInputsProps {
  readonly inputs: NinesInputs;
  readonly model: NinesModel;
  readonly onChange: (key: NinesKey, value: string) => void;
}

const [A, CAL, MODE, DOWN, PER] = NINES_FIELDS;

export function NinesInputsForm({ inputs, model, onChange }: NinesInputsProps) {
  const legendId = useId();
  return (
    <div className="inputs">
      <fieldset className="segmented" aria-labelledby={legendId}>
        <legend id={legendId}>{MODE.label}</legend>
        {(MODE.choices ?? []).map(({ value, label }) => (
          <label key={value} className="segmented-option">
            <input
              type="radio"
              name="nines-mode"
              value={value}
              checked={model.mode === value}
              onChange={() => onChange('mode', value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>

      {model.mode === 'forward' ? (
        <SchemaField
          field={A}
          value={inputs.a}
          onChange={(v) => onChange('a', v)}
          parsed={model.availabilityField}
        />
      ) : (
        <div className="field-row">
          <SchemaField
            field={DOWN}
            value={inputs.down}
            onChange={(v) => onChange('down', v)}
            parsed={model.downtimeField}
          />
          <SchemaField
            field={PER}
            value={inputs.per}
            onChange={(v) => onChange('per', v)}
            parsed={model.periodField}
          />
        </div>
      )}

      <SchemaField
        field={CAL}
        value={inputs.cal}
        onChange={(v) => onChange('cal', v)}
        parsed={model.calendar}
        hint={model.calendar.ok ? CALENDAR_NOTES[model.calendar.value.id].definition : undefined}
      />
    </div>
  );
}
