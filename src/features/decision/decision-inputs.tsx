import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { errorOf, type DecisionModel } from './decision-model';
import type { DecisionInputs, DecisionKey } from './panel';

interface DecisionInputsProps {
  readonly inputs: DecisionInputs;
  readonly model: DecisionModel;
  readonly onChange: (key: DecisionKey, value: string) => void;
}

const ACTION_OPTIONS = [
  { value: 'lb', label: 'Remove the instance from the load-balancer pool' },
  { value: 'breaker', label: 'Open a circuit breaker' },
  { value: 'promote', label: 'Promote a new primary (stateful service)' },
];
const PARTITION_OPTIONS = [
  { value: '0', label: 'Clear failure (the primary is down)' },
  { value: '1', label: 'Possible partition (it may still be serving)' },
];
const BLAST_OPTIONS = [
  { value: '1', label: 'Understood' },
  { value: '0', label: 'Not understood' },
];

export function DecisionInputsForm({ inputs, model, onChange }: DecisionInputsProps) {
  const { fields } = model;
  const promoting = model.facts.action === 'promote';
  return (
    <div className="inputs">
      <fieldset className="decision-group">
        <legend>Health check</legend>
        <div className="field-row field-row-even">
          <TextField
            label="Consecutive failures seen"
            value={inputs.seen}
            onChange={(v) => onChange('seen', v)}
            error={errorOf(fields.seen)}
          />
          <TextField
            label="Threshold N"
            value={inputs.n}
            onChange={(v) => onChange('n', v)}
            error={errorOf(fields.n)}
          />
        </div>
      </fieldset>
      <SelectField
        label="Action"
        value={inputs.action}
        options={ACTION_OPTIONS}
        onChange={(v) => onChange('action', v)}
        error={errorOf(fields.action)}
      />
      <fieldset className="decision-group" aria-describedby="decision-safety-note">
        <legend>Safety checks before a promotion</legend>
        <p id="decision-safety-note" className="field-hint">
          {promoting
            ? 'Checked in this order; the first that fails pages a human.'
            : 'Not consulted for this action: it is cheap and instantly reversible.'}
        </p>
        <div className="field-row field-row-even">
          <TextField
            label="Replica lag"
            suffix="s"
            value={inputs.lag}
            onChange={(v) => onChange('lag', v)}
            error={errorOf(fields.lag)}
          />
          <TextField
            label="Allowed lag"
            suffix="s"
            value={inputs.maxlag}
            onChange={(v) => onChange('maxlag', v)}
            error={errorOf(fields.maxlag)}
          />
        </div>
        <div className="field-row field-row-even">
          <TextField
            label="Voters online"
            value={inputs.up}
            onChange={(v) => onChange('up', v)}
            error={errorOf(fields.up)}
          />
          <TextField
            label="Total voters"
            value={inputs.voters}
            onChange={(v) => onChange('voters', v)}
            error={errorOf(fields.voters)}
          />
        </div>
        <SelectField
          label="What the failure looks like"
          value={inputs.partition}
          options={PARTITION_OPTIONS}
          onChange={(v) => onChange('partition', v)}
          error={errorOf(fields.partition)}
        />
        <SelectField
          label="Blast radius of a promotion"
          value={inputs.blast}
          options={BLAST_OPTIONS}
          onChange={(v) => onChange('blast', v)}
          error={errorOf(fields.blast)}
        />
      </fieldset>
    </div>
  );
}
