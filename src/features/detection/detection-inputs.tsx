import { DETECTION_FORM } from '@/core/detection/form';
import { SchemaForm } from '@/components/schema-form';
import type { DetectionFields, DetectionInputs, DetectionKey } from './state';

interface DetectionInputsProps {
  readonly inputs: DetectionInputs;
  readonly fields: DetectionFields;
  readonly onChange: (key: DetectionKey, value: string) => void;
}

export function DetectionInputsForm({ inputs, fields, onChange }: DetectionInputsProps) {
  return (
    <div className="inputs">
      <SchemaForm
        form={DETECTION_FORM}
        inputs={inputs}
        parsed={fields}
        onChange={onChange}
        groupClassName="detection-group"
      />
    </div>
  );
}
