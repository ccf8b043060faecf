import { fieldFor } from '@/core/fields/schema';
import { STUDY } from '@/core/retries/contention';
import { RETRIES_FORM } from '@/core/retries/form';
import { SchemaForm } from '@/components/schema-form';
import { SegmentedField } from '@/components/segmented-field';
import type { RetriesModel } from './retries-model';
import type { RetriesInputs, RetriesKey } from './state';

const MODE = fieldFor(RETRIES_FORM.fields, 'mode');

interface RetriesInputsProps {
  readonly inputs: RetriesInputs;
  readonly model: RetriesModel;
  readonly onChange: (key: RetriesKey, value: string) => void;
}

export function RetriesInputsForm({ inputs, model, onChange }: RetriesInputsProps) {
  return (
    <div className="inputs">
      <SegmentedField field={MODE} value={model.mode} onChange={(v) => onChange('mode', v)} />
      <div className="retries-fields">
        <SchemaForm
          form={RETRIES_FORM}
          mode={model.mode}
          inputs={inputs}
          parsed={model.parsed.fields}
          onChange={onChange}
        />
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
