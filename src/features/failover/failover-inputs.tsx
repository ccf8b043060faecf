import { nextSeed, seedRedraw } from '@/components/seed-redraw';
import { FAILOVER_FORM } from '@/core/failover/form';
import { DEFAULT_SEED, SIM_CLIENTS } from '@/core/failover/simulate';
import { SchemaForm } from '@/components/schema-form';
import { formatNumber } from '@/core/format';
import type { FailoverModel } from './failover-model';
import type { FailoverInputs, FailoverKey } from './state';

interface FailoverInputsProps {
  readonly inputs: FailoverInputs;
  readonly model: FailoverModel;
  readonly onChange: (key: FailoverKey, value: string) => void;
}

export function FailoverInputsForm({ inputs, model, onChange }: FailoverInputsProps) {
  const { fields } = model;
  const staleBelowTtl =
    fields.stale_max.ok && fields.ttl.ok && fields.stale_max.value < fields.ttl.value;
  const next = nextSeed(fields.seed, DEFAULT_SEED);
  return (
    <div className="inputs failover-inputs">
      <SchemaForm
        form={FAILOVER_FORM}
        inputs={inputs}
        parsed={fields}
        onChange={onChange}
        groupClassName="failover-group"
        groups={{ simulation: { className: 'failover-group failover-seed' } }}
        fields={{
          stale_max: {
            hint: staleBelowTtl
              ? 'Below the TTL: those resolvers then keep the TTL like the rest.'
              : undefined,
          },
          cal: {
            hint: model.calendar.ok
              ? `Year: ${formatNumber(model.calendar.value.seconds.year / 86_400)} d.`
              : undefined,
          },
          seed: {
            hint: `${formatNumber(SIM_CLIENTS)} clients per path; the same seed gives the same clients.`,
            render: seedRedraw('Draw other clients', next, (seed) => onChange('seed', seed)),
          },
        }}
      />
    </div>
  );
}
