import { nextSeed, seedRedraw } from '@/components/seed-redraw';
import { SchemaForm } from '@/components/schema-form';
import { SegmentedField } from '@/components/segmented-field';
import { fieldFor } from '@/core/fields/schema';
import { formatDuration, formatNumber } from '@/core/format';
import { TAIL_FORM } from '@/core/tail/form';
import { simRequests, type TailModel } from './tail-model';
import type { TailInputs, TailKey } from './state';

const DIST = fieldFor(TAIL_FORM.fields, 'dist');

interface Props {
  readonly inputs: TailInputs;
  readonly model: TailModel;
  readonly onChange: (key: TailKey, value: string) => void;
}

/** What the request waits for, in leaves, under the share field. */
function waitHint(model: TailModel): string | undefined {
  const r = model.results;
  const n = model.inputs?.fanout;
  if (!r || n === undefined) return undefined;
  return r.awaited === n
    ? 'Every leaf.'
    : `${formatNumber(r.awaited, 0)} of ${formatNumber(n, 0)} leaves.`;
}

export function TailInputsForm({ inputs, model, onChange }: Props) {
  const { fields } = model;
  const next = nextSeed(fields.seed);
  const at = model.hedgeAt;
  return (
    <div className="inputs tail-inputs">
      <SegmentedField field={DIST} value={model.dist} onChange={(v) => onChange('dist', v)} />
      <SchemaForm
        form={TAIL_FORM}
        mode={model.dist}
        inputs={inputs}
        parsed={fields}
        onChange={onChange}
        fields={{
          wait: { hint: waitHint(model) },
          hedge: {
            hint:
              at?.kind === 'percentile' && model.delay !== null
                ? `The leaf’s p${formatNumber(at.p * 100, 2)}: ${formatDuration(model.delay)}.`
                : undefined,
          },
          seed: {
            hint: `${formatNumber(simRequests(model.inputs?.fanout ?? 100))} simulated requests; the same seed gives the same ones.`,
            render: seedRedraw('Draw other requests', next, (seed) => onChange('seed', seed)),
          },
        }}
      />
    </div>
  );
}
