import { useId } from 'react';
import { TextField } from '@/components/text-field';
import { MODES, type Mode, type RetriesKey } from '@/core/retries/params';
import { STUDY } from '@/core/retries/contention';
import type { RetriesInputs } from './panel';
import { errorOf, fieldsOf, type RetriesModel } from './retries-model';

interface FieldSpec {
  readonly label: string;
  readonly suffix?: string;
  readonly hint: string;
}

const FIELDS: Readonly<Record<Exclude<RetriesKey, 'mode'>, FieldSpec>> = {
  clients: { label: 'Clients', hint: 'How many clients retry. Up to 10 million.' },
  attempt: { label: 'Retry number', hint: 'Every client is making this retry (k ≥ 1).' },
  base: {
    label: 'Base delay',
    suffix: 's',
    hint: 'b in the formulas; Polly’s median first delay.',
  },
  cap: { label: 'Cap', suffix: 's', hint: 'No delay is ever longer than this.' },
  bucket: { label: 'Bucket', suffix: 's', hint: 'Arrivals are counted per bucket of this width.' },
  outage: { label: 'Outage', suffix: 's', hint: 'The dependency is down from 0 until then.' },
  capacity: {
    label: 'Capacity',
    suffix: '/s',
    hint: 'Requests served per second after the outage.',
  },
  attempts: { label: 'Maximum attempts', hint: 'Requests per client, the first included.' },
  retry_after: {
    label: 'Retry-After',
    suffix: 's',
    hint: 'Sent with capacity rejections; empty for none.',
  },
  runs: { label: 'Runs per cell', hint: 'Each (strategy, N) is averaged over this many runs.' },
  seed: { label: 'Seed', hint: 'The same seed gives the same draw, in any browser.' },
};

const MODE_LABELS: Readonly<Record<Mode, string>> = {
  wave: 'One retry wave',
  recovery: 'Outage & recovery',
  contention: 'AWS contention study',
};

interface RetriesInputsProps {
  readonly inputs: RetriesInputs;
  readonly model: RetriesModel;
  readonly onChange: (key: RetriesKey, value: string) => void;
}

export function RetriesInputsForm({ inputs, model, onChange }: RetriesInputsProps) {
  const legendId = useId();
  return (
    <div className="inputs">
      <fieldset className="segmented" aria-labelledby={legendId}>
        <legend id={legendId}>Mode</legend>
        {MODES.map((mode) => (
          <label key={mode} className="segmented-option">
            <input
              type="radio"
              name="retries-mode"
              value={mode}
              checked={model.mode === mode}
              onChange={() => onChange('mode', mode)}
            />
            <span>{MODE_LABELS[mode]}</span>
          </label>
        ))}
      </fieldset>
      <div className="retries-fields">
        {fieldsOf(model.mode).map((key) =>
          key === 'mode' ? null : (
            <TextField
              key={key}
              label={FIELDS[key].label}
              suffix={FIELDS[key].suffix}
              value={inputs[key]}
              onChange={(v) => onChange(key, v)}
              error={errorOf(model.parsed.fields[key])}
              hint={FIELDS[key].hint}
            />
          ),
        )}
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
