import { useId } from 'react';
import { CALENDAR_IDS, CALENDARS, PERIODS } from '@/core/availability/calendars';
import { parseExactDecimal } from '@/core/input/number';
import { toNumber } from '@/core/exact/rational';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { formatDuration } from '@/core/format';
import type { NinesModel } from './nines-model';
import type { NinesInputs, NinesKey } from './panel';

interface NinesInputsProps {
  readonly inputs: NinesInputs;
  readonly model: NinesModel;
  readonly onChange: (key: NinesKey, value: string) => void;
}

const CALENDAR_OPTIONS = CALENDAR_IDS.map((id) => ({ value: id, label: CALENDARS[id].name }));
const PERIOD_OPTIONS = PERIODS.map((p) => ({ value: p, label: `per ${p}` }));

const errorOf = (field: { ok: boolean; error?: string } | null) =>
  field && !field.ok ? (field.error ?? null) : null;

/** A typed number of seconds as a duration, when it reads as one. */
function secondsHint(text: string): string | null {
  const parsed = parseExactDecimal(text, 'a downtime in seconds', '1800');
  return parsed.ok ? `= ${formatDuration(toNumber(parsed.value))}` : null;
}

export function NinesInputsForm({ inputs, model, onChange }: NinesInputsProps) {
  const legendId = useId();
  return (
    <div className="inputs">
      <fieldset className="segmented" aria-labelledby={legendId}>
        <legend id={legendId}>Direction</legend>
        {(
          [
            ['forward', 'Availability → downtime'],
            ['reverse', 'Downtime → availability'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="segmented-option">
            <input
              type="radio"
              name="nines-mode"
              value={value}
              checked={model.mode === value}
              onChange={() => onChange('mode', value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>

      {model.mode === 'forward' ? (
        <TextField
          label="Availability target"
          suffix="%"
          value={inputs.a}
          onChange={(v) => onChange('a', v)}
          error={errorOf(model.availabilityField)}
          hint="A percentage below 100, up to 20 decimals: 99.95, 99.999, 99.9999999999."
        />
      ) : (
        <div className="field-row">
          <TextField
            label="Allowed downtime"
            suffix="s"
            value={inputs.down}
            onChange={(v) => onChange('down', v)}
            error={errorOf(model.downtimeField)}
            hint={secondsHint(inputs.down) ?? 'In seconds, e.g. 1800 for half an hour.'}
          />
          <SelectField
            label="Period"
            value={inputs.per}
            options={PERIOD_OPTIONS}
            onChange={(v) => onChange('per', v)}
            error={errorOf(model.periodField)}
          />
        </div>
      )}

      <SelectField
        label="Calendar"
        value={inputs.cal}
        options={CALENDAR_OPTIONS}
        onChange={(v) => onChange('cal', v)}
        error={errorOf(model.calendar)}
        hint={model.calendar.ok ? model.calendar.value.definition : undefined}
      />
    </div>
  );
}
