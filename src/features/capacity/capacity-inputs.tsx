import { nextSeed, seedRedraw } from '@/components/seed-redraw';
import { SchemaForm } from '@/components/schema-form';
import { SegmentedField } from '@/components/segmented-field';
import { CAPACITY_FORM } from '@/core/capacity/form';
import { fieldFor } from '@/core/fields/schema';
import { formatNumber } from '@/core/format';
import type { CapacityModel } from './capacity-model';
import { simRequests } from './capacity-model';
import type { CapacityInputs, CapacityKey } from './state';

const LOOP = fieldFor(CAPACITY_FORM.fields, 'loop');

interface Props {
  readonly inputs: CapacityInputs;
  readonly model: CapacityModel;
  readonly onChange: (key: CapacityKey, value: string) => void;
}

/** A closed loop's saturation point, in words under the users field. */
function usersHint(model: CapacityModel): string | undefined {
  const q = model.queue;
  if (!q || q.loop !== 'closed') return undefined;
  const saturation = (q.servers * (q.service + q.think)) / q.service;
  return `The servers saturate near N* = c(S + Z)/S = ${formatNumber(saturation, 1)} users.`;
}

export function CapacityInputsForm({ inputs, model, onChange }: Props) {
  const { fields } = model;
  const next = nextSeed(fields.seed);
  return (
    <div className="inputs capacity-inputs">
      <SegmentedField field={LOOP} value={model.loop} onChange={(v) => onChange('loop', v)} />
      <SchemaForm
        form={CAPACITY_FORM}
        mode={model.loop}
        inputs={inputs}
        parsed={fields}
        onChange={onChange}
        fields={{
          users: { hint: usersHint(model) },
          seed: {
            hint: `${formatNumber(simRequests(model.load ?? 0))} simulated requests; the same seed gives the same ones.`,
            render: seedRedraw('Draw other requests', next, (seed) => onChange('seed', seed)),
          },
        }}
      />
    </div>
  );
}
