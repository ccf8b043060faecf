import { IDEMPOTENCY_FORM } from '@/core/idempotency/form';
import { SchemaForm } from '@/components/schema-form';
import type { IdempotencyModel } from './idempotency-model';
import type { IdempotencyInputs, IdempotencyKey } from './state';

interface Props {
  readonly inputs: IdempotencyInputs;
  readonly model: IdempotencyModel;
  readonly onChange: (key: IdempotencyKey, value: string) => void;
}

export function IdempotencyInputsForm({ inputs, model, onChange }: Props) {
  return (
    <div className="inputs idem-inputs">
      <SchemaForm
        form={IDEMPOTENCY_FORM}
        inputs={inputs}
        parsed={model.fields}
        onChange={onChange}
      />
    </div>
  );
}
