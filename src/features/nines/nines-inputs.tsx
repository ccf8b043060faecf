import { calendarHint } from '@/core/availability/calendar-notes';
import { NINES_FIELDS } from '@/core/availability/fields';
import { SchemaField } from '@/components/schema-field';
import { SegmentedField } from '@/components/segmented-field';
import type { NinesModel } from './nines-model';
import type { NinesInputs, NinesKey } from './state';

interface NinesInputsProps {
  readonly inputs: NinesInputs;
  readonly model: NinesModel;
  readonly onChange: (key: NinesKey, value: string) => void;
}

const [A, CAL, MODE, DOWN, PER] = NINES_FIELDS;

export function NinesInputsForm({ inputs, model, onChange }: NinesInputsProps) {
  return (
    <div className="inputs">
      <SegmentedField field={MODE} value={model.mode} onChange={(v) => onChange('mode', v)} />

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
        hint={calendarHint(model.calendar)}
      />
    </div>
  );
}
