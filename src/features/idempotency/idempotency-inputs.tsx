import { fieldFor } from '@/core/fields/schema';
import { IDEMPOTENCY_FIELDS } from '@/core/idempotency/fields';
import { SchemaField } from '@/components/schema-field';
import type { IdempotencyModel } from './idempotency-model';
import type { IdempotencyInputs, IdempotencyKey } from './state';

interface Props {
  readonly inputs: IdempotencyInputs;
  readonly model: IdempotencyModel;
  readonly onChange: (key: IdempotencyKey, value: string) => void;
}

export function IdempotencyInputsForm({ inputs, model, onChange }: Props) {
  const { fields } = model;
  const field = (key: IdempotencyKey) => (
    <SchemaField
      key={key}
      field={fieldFor(IDEMPOTENCY_FIELDS, key)}
      value={inputs[key]}
      onChange={(v) => onChange(key, v)}
      parsed={fields[key]}
    />
  );
  return (
    <div className="inputs idem-inputs">
      <fieldset className="field-group">
        <legend>Client</legend>
        {field('key')}
        {field('lost')}
        {field('race')}
        {field('inflight')}
        <div className="field-row field-row-even">
          {field('retries')}
          {field('delay')}
        </div>
      </fieldset>
      <fieldset className="field-group">
        <legend>Servers</legend>
        {field('atomic')}
        {field('store')}
        {field('failover')}
        {field('gateway')}
        {field('gated')}
        {field('ttl')}
      </fieldset>
    </div>
  );
}
