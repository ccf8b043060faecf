import { ALERTS_FORM } from '@/core/alerts/form';
import { SchemaForm } from '@/components/schema-form';
import type { AlertsFields, AlertsInputs, AlertsKey } from './state';

interface AlertsInputsProps {
  readonly inputs: AlertsInputs;
  readonly fields: AlertsFields;
  readonly onChange: (key: AlertsKey, value: string) => void;
}

export function AlertsInputsForm({ inputs, fields, onChange }: AlertsInputsProps) {
  return (
    <div className="inputs">
      <SchemaForm form={ALERTS_FORM} inputs={inputs} parsed={fields} onChange={onChange} />
    </div>
  );
}
