import { CALENDAR_IDS, CALENDARS } from '@/core/availability/calendars';
import type { FailoverNumberKey } from '@/core/failover/inputs';
import { DEFAULT_SEED, SIM_CLIENTS } from '@/core/failover/simulate';
import type { Parsed } from '@/core/input/parsed';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { formatDuration, formatNumber } from '@/core/format';
import type { FailoverModel } from './failover-model';
import type { FailoverInputs, FailoverKey } from './panel';

interface FailoverInputsProps {
  readonly inputs: FailoverInputs;
  readonly model: FailoverModel;
  readonly onChange: (key: FailoverKey, value: string) => void;
}

interface FieldSpec {
  readonly key: FailoverNumberKey;
  readonly label: string;
  readonly suffix?: string;
  readonly hint: string;
}

const GROUPS: ReadonlyArray<{ readonly legend: string; readonly fields: readonly FieldSpec[] }> = [
  {
    legend: 'Multi-AZ, behind a load balancer',
    fields: [
      { key: 'az_i', label: 'LB check interval', suffix: 's', hint: 'Target health checks.' },
      { key: 'az_n', label: 'LB threshold', hint: 'Failed checks in a row, 1–100.' },
      { key: 'drain', label: 'Draining', suffix: 's', hint: 'Deregistration delay.' },
    ],
  },
  {
    legend: 'Multi-region, by DNS failover',
    fields: [
      { key: 'dns_i', label: 'DNS check interval', suffix: 's', hint: 'DNS health checks.' },
      { key: 'dns_n', label: 'DNS threshold', hint: 'Failed checks in a row, 1–100.' },
      { key: 'ttl', label: 'Record TTL', suffix: 's', hint: 'Of the failover record.' },
    ],
  },
  {
    legend: 'Resolvers that ignore the TTL',
    fields: [
      { key: 'stale', label: 'Clients behind them', hint: 'A fraction: 0.02 is 2%.' },
      {
        key: 'stale_max',
        label: 'Longest stale hold',
        suffix: 's',
        hint: 'How long they keep it.',
      },
    ],
  },
  {
    legend: 'Data and failovers',
    fields: [
      { key: 'lag', label: 'Replication lag', suffix: 's', hint: 'Async, at failover.' },
      { key: 'writes', label: 'Writes per second', suffix: '/s', hint: 'On the primary.' },
      { key: 'failovers', label: 'Failovers per year', hint: 'Drills count too.' },
    ],
  },
];

const CALENDAR_OPTIONS = CALENDAR_IDS.map((id) => ({ value: id, label: CALENDARS[id].name }));

const errorOf = (field: Parsed<unknown>) => (field.ok ? null : field.error);

/** A hint that also reads a number of seconds back as a duration, e.g. "= 15m". */
function hintFor(spec: FieldSpec, field: Parsed<number>): string {
  if (spec.suffix !== 's' || !field.ok || field.value < 60) return spec.hint;
  return `${spec.hint} = ${formatDuration(field.value)}`;
}

export function FailoverInputsForm({ inputs, model, onChange }: FailoverInputsProps) {
  const { fields } = model;
  const staleBelowTtl =
    fields.stale_max.ok && fields.ttl.ok && fields.stale_max.value < fields.ttl.value;
  const nextSeed = fields.seed.ok ? (fields.seed.value + 1) % 4_294_967_296 : DEFAULT_SEED;
  return (
    <div className="inputs failover-inputs">
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="failover-group">
          <legend>{group.legend}</legend>
          {group.fields.map((spec) => (
            <TextField
              key={spec.key}
              label={spec.label}
              suffix={spec.suffix}
              value={inputs[spec.key]}
              onChange={(value) => onChange(spec.key, value)}
              error={errorOf(fields[spec.key])}
              hint={
                spec.key === 'stale_max' && staleBelowTtl
                  ? 'Below the TTL: those resolvers then keep the TTL like the rest.'
                  : hintFor(spec, fields[spec.key])
              }
            />
          ))}
        </fieldset>
      ))}
      <fieldset className="failover-group">
        <legend>Downtime budget</legend>
        <TextField
          label="Availability target"
          suffix="%"
          value={inputs.a}
          onChange={(value) => onChange('a', value)}
          error={errorOf(model.availability)}
          hint="Below 100, e.g. 99.99."
        />
        <SelectField
          label="Calendar"
          value={inputs.cal}
          options={CALENDAR_OPTIONS}
          onChange={(value) => onChange('cal', value)}
          error={errorOf(model.calendar)}
          hint={
            model.calendar.ok
              ? `Year: ${formatNumber(model.calendar.value.seconds.year / 86_400)} d.`
              : undefined
          }
        />
      </fieldset>
      <fieldset className="failover-group failover-seed">
        <legend>Simulation</legend>
        <TextField
          label="Seed"
          value={inputs.seed}
          onChange={(value) => onChange('seed', value)}
          error={errorOf(fields.seed)}
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
