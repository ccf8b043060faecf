import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { ToggleField } from '@/components/toggle-field';
import { formatDuration } from '@/core/format';
import { errorOf, type IdempotencyModel } from './idempotency-model';
import type { IdempotencyInputs, IdempotencyKey } from './panel';

interface Props {
  readonly inputs: IdempotencyInputs;
  readonly model: IdempotencyModel;
  readonly onChange: (key: IdempotencyKey, value: string) => void;
}

const STORE_OPTIONS = [
  { value: 'local', label: 'Region-local (one per region)' },
  { value: 'global', label: 'Globally replicated (one for all)' },
];

const secondsHint = (text: string, fallback: string) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) && n >= 60 ? `= ${formatDuration(n)}` : fallback;
};

export function IdempotencyInputsForm({ inputs, model, onChange }: Props) {
  const { fields } = model;
  const toggle = (key: IdempotencyKey, label: string, hint?: string) => (
    <ToggleField
      label={label}
      value={inputs[key]}
      onChange={(v) => onChange(key, v)}
      error={errorOf(fields[key])}
      hint={hint}
    />
  );
  return (
    <div className="inputs idem-inputs">
      <fieldset className="idem-group">
        <legend>Client</legend>
        {toggle('key', 'Sends an idempotency key (one per logical payment)')}
        {toggle('lost', 'The first response is lost in transit')}
        {toggle(
          'race',
          'Two attempts race',
          'A retry fires at nearly the same moment as the original, before either has written its claim.',
        )}
        {toggle(
          'inflight',
          'A retry arrives while the first is still in progress',
          'The client timed out; the first attempt is still working.',
        )}
        <div className="field-row field-row-even">
          <TextField
            label="Retries"
            value={inputs.retries}
            onChange={(v) => onChange('retries', v)}
            error={errorOf(fields.retries)}
            hint="0 to 10"
          />
          <TextField
            label="Retry delay"
            suffix="s"
            value={inputs.delay}
            onChange={(v) => onChange('delay', v)}
            error={errorOf(fields.delay)}
            hint={secondsHint(inputs.delay, 'before each delayed retry')}
          />
        </div>
      </fieldset>
      <fieldset className="idem-group">
        <legend>Servers</legend>
        {toggle('atomic', 'Atomic check-and-set', 'Off: a read, then a separate write.')}
        <SelectField
          label="Idempotency store"
          value={inputs.store}
          options={STORE_OPTIONS}
          onChange={(v) => onChange('store', v)}
          error={errorOf(fields.store)}
        />
        {toggle('failover', 'Delayed retries land in region B (failover)')}
        {toggle('gateway', 'The gateway deduplicates by the same key')}
        {toggle(
          'gated',
          'Receipt email gated by the same key check',
          'Off: sent on every successful response, replays included.',
        )}
        <TextField
          label="Key TTL"
          suffix="s"
          value={inputs.ttl}
          onChange={(v) => onChange('ttl', v)}
          error={errorOf(fields.ttl)}
          hint={secondsHint(inputs.ttl, 'how long a record is kept')}
        />
      </fieldset>
    </div>
  );
}
