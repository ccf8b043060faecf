import { FAILOVER_FIELDS } from '@/core/failover/fields';
import { DEFAULT_SEED, SIM_CLIENTS } from '@/core/failover/simulate';
import { fieldFor } from '@/core/fields/schema';
import { SchemaField } from '@/components/schema-field';
import { formatNumber } from '@/core/format';
import type { FailoverModel } from './failover-model';
import type { FailoverInputs, FailoverKey } from './state';

interface FailoverInputsProps {
  readonly inputs: FailoverInputs;
  readonly model: FailoverModel;
  readonly onChange: (key: FailoverKey, value: string) => void;
}

const SEED = fieldFor(FAILOVER_FIELDS, 'seed');

const GROUPS: ReadonlyArray<{ readonly legend: string; readonly keys: readonly FailoverKey[] }> = [
  { legend: 'Multi-AZ, behind a load balancer', keys: ['az_i', 'az_n', 'drain'] },
  { legend: 'Multi-region, by DNS failover', keys: ['dns_i', 'dns_n', 'ttl'] },
  { legend: 'Resolvers that ignore the TTL', keys: ['stale', 'stale_max'] },
  { legend: 'Data and failovers', keys: ['lag', 'writes', 'failovers'] },
  { legend: 'Downtime budget', keys: ['a', 'cal'] },
];

export function FailoverInputsForm({ inputs, model, onChange }: FailoverInputsProps) {
  const { fields } = model;
  const staleBelowTtl =
    fields.stale_max.ok && fields.ttl.ok && fields.stale_max.value < fields.ttl.value;
  const nextSeed = fields.seed.ok ? (fields.seed.value + 1) % 4_294_967_296 : DEFAULT_SEED;
  const hints: Partial<Record<FailoverKey, string>> = {
    stale_max: staleBelowTtl
      ? 'Below the TTL: those resolvers then keep the TTL like the rest.'
      : undefined,
    cal: model.calendar.ok
      ? `Year: ${formatNumber(model.calendar.value.seconds.year / 86_400)} d.`
      : undefined,
  };
  return (
    <div className="inputs failover-inputs">
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="failover-group">
          <legend>{group.legend}</legend>
          {group.keys.map((key) => (
            <SchemaField
              key={key}
              field={fieldFor(FAILOVER_FIELDS, key)}
              value={inputs[key]}
              onChange={(value) => onChange(key, value)}
              parsed={fields[key]}
              hint={hints[key]}
            />
          ))}
        </fieldset>
      ))}
      <fieldset className="failover-group failover-seed">
        <legend>Simulation</legend>
        <SchemaField
          field={SEED}
          value={inputs.seed}
          onChange={(value) => onChange('seed', value)}
          parsed={fields.seed}
          hint={`${formatNumber(SIM_CLIENTS)} clients per path; the same seed gives the same clients.`}
        />
        <button
          type="button"
          className="button-quiet"
          onClick={() => onChange('seed', String(nextSeed))}
        >
          Draw other clients
        </button>
      </fieldset>
    </div>
  );
}
