import { calendarHint } from '@/core/availability/calendar-notes';
import { NINES_FORM } from '@/core/availability/form';
import { fieldFor } from '@/core/fields/schema';
import { SchemaForm } from '@/components/schema-form';
import { SegmentedField } from '@/components/segmented-field';
import type { NinesModel } from './nines-model';
import type { NinesInputs, NinesKey } from './state';

interface NinesInputsProps {
  readonly inputs: NinesInputs;
  readonly model: NinesModel;
  readonly onChange: (key: NinesKey, value: string) => void;
}

const MODE = fieldFor(NINES_FORM.fields, 'mode');

export function NinesInputsForm({ inputs, model, onChange }: NinesInputsProps) {
  return (
    <div className="inputs">
      <SegmentedField field={MODE} value={model.mode} onChange={(v) => onChange('mode', v)} />
      <SchemaForm
        form={NINES_FORM}
        mode={model.mode}
        inputs={inputs}
        parsed={{
          a: model.availabilityField,
          down: model.downtimeField,
          per: model.periodField,
          cal: model.calendar,
        }}
        onChange={onChange}
        fields={{ cal: { hint: calendarHint(model.calendar) } }}
        rowClassName="field-row"
      />
    </div>
  );
}
