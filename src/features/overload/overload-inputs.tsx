import { SchemaForm } from '@/components/schema-form';
import { SegmentedField } from '@/components/segmented-field';
import { fieldFor } from '@/core/fields/schema';
import { type OverloadMode } from '@/core/overload/fields';
import { OVERLOAD_FORM } from '@/core/overload/form';
import type { Parsed } from '@/core/input/parsed';
import type { OverloadInputs, OverloadKey } from './state';

const MODE = fieldFor(OVERLOAD_FORM.fields, 'mode');

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
      <SchemaForm
        form={OVERLOAD_FORM}
        mode={mode}
        inputs={inputs}
        parsed={fields}
        onChange={onChange}
      />
    </div>
  );
}
